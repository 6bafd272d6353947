// Plain HTTP requests to the simulated provider, as any OpenAI-compatible client sends them.
import type { SimulatorHandle } from '../../src/simulator/server.ts';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export function chat(sim: Pick<SimulatorHandle, 'url'>, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<RawResponse> {
  return post(`${sim.url}/chat/completions`, { stream: true, ...body }, headers);
}

export function userMessage(content: string): { role: string; content: string }[] {
  return [{ role: 'user', content }];
}

/** The JSON chunks of an SSE body (`[DONE]` and blank data skipped). */
export function sseChunks(text: string): Record<string, unknown>[] {
  return text
    .split('\n\n')
    .map((event) => event.replace(/^data: /, ''))
    .filter((data) => data !== '' && data !== '[DONE]')
    .map((data) => JSON.parse(data) as Record<string, unknown>);
}

/** The concatenated `content` deltas of an SSE body. */
export function streamedContent(text: string): string {
  return sseChunks(text)
    .flatMap((chunk) => (chunk.choices as { delta?: { content?: string } }[]) ?? [])
    .map((choice) => choice.delta?.content ?? '')
    .join('');
}
