// Reading the recorded request of a call (CallReceipt.request = {messages, sampling,
// request_params, effective_body, extra_body}) without trusting its shape.
type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const NOT_SETTINGS = new Set(['messages', 'model', 'tools', 'stream', 'stream_options']);

/** The request settings as sent: the effective body minus messages, model, tools and stream. */
export function requestSettings(request: unknown): [string, string][] {
  if (!isRecord(request) || !isRecord(request.effective_body)) return [];
  return Object.entries(request.effective_body)
    .filter(([key]) => !NOT_SETTINGS.has(key))
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
}

export interface SentMessage {
  role: string;
  text: string;
}

/** The conversation sent (effective_body.messages, else request.messages), as inert text. */
export function sentMessages(request: unknown): SentMessage[] {
  if (!isRecord(request)) return [];
  const body = isRecord(request.effective_body) ? request.effective_body : {};
  const list = Array.isArray(body.messages) ? body.messages : Array.isArray(request.messages) ? request.messages : [];
  return list.filter(isRecord).map((m) => ({
    role: typeof m.role === 'string' ? m.role : 'unknown',
    text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? ''),
  }));
}

export interface ToolCallView {
  id: string;
  name: string;
  args: string;
}

export function toolCalls(value: unknown): ToolCallView[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((call, index) => {
    const fn = isRecord(call.function) ? call.function : {};
    return {
      id: typeof call.id === 'string' ? call.id : `#${index + 1}`,
      name: typeof fn.name === 'string' ? fn.name : 'unknown',
      args: typeof fn.arguments === 'string' ? fn.arguments : JSON.stringify(fn.arguments ?? ''),
    };
  });
}
