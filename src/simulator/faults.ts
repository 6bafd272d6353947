/**
 * On-demand faults of the simulated provider (docs/architecture.md "src/simulator", docs/reports.md "Fault summary"):
 * rules matched against each chat completion request, by model, by request index, or for
 * the next N requests. Rules with `scope: "preview"` match routing preview requests instead
 * (their own 0-based index), so a preview can fail or ask for execution on demand. Every injected fault is announced in the response header
 * `x-sr-bench-injected-fault` (a JSON object), which real providers never send.
 */

export type FaultKind =
  | 'http' //                     an error status (429/500/502/503…) with a JSON error body
  | 'stall_before_headers' //     nothing at all until the client gives up (or the stall bound)
  | 'stall_before_first_byte' //  headers sent, then no body byte
  | 'stall_mid_stream' //         some content, then silence
  | 'malformed_sse' //            one event whose data is not valid JSON
  | 'truncate' //                 the body stops mid-stream without `[DONE]`
  | 'missing_usage' //            no usage chunk
  | 'finish_length' //            a cut answer with `finish_reason: "length"`
  | 'error_event' //              an `{"error": …}` event, then the stream ends
  | 'wrong_config_hash' //        the router acknowledges a different config hash
  | 'missing_config_hash' //      the router sends no config hash
  | 'runaway' //                  the model repeats one phrase for a long time
  | 'execution_required'; //      preview only: the decision needs a real execution (runtime state)

export const FAULT_KINDS: readonly FaultKind[] = [
  'http',
  'stall_before_headers',
  'stall_before_first_byte',
  'stall_mid_stream',
  'malformed_sse',
  'truncate',
  'missing_usage',
  'finish_length',
  'error_event',
  'wrong_config_hash',
  'missing_config_hash',
  'runaway',
  'execution_required',
];

export type FaultScope = 'chat' | 'preview';

/** What a routing preview request can be given (`http`, identity faults, execution_required). */
export const PREVIEW_FAULT_KINDS: ReadonlySet<FaultKind> = new Set(['http', 'wrong_config_hash', 'missing_config_hash', 'execution_required']);

export interface FaultRule {
  /** `http_429`, `http_500`, `http_502`, `http_503` are accepted as `http` with that status. */
  kind: FaultKind | `http_${number}`;
  /** HTTP status for `http` (default 503). */
  status?: number;
  /**
   * Which requests the rule matches: chat completions (default) or routing previews (default
   * for `execution_required`, the only scope it has).
   */
  scope?: FaultScope;
  /** Only requests for this model: the requested one, or the child a router picked. */
  model?: string;
  /** Only the request with this 0-based arrival index within its scope. */
  request_index?: number;
  /** How many matching requests get the fault (default 1); `always` never runs out. */
  times?: number | 'always';
  /** Mid-stream faults: content pieces sent before the fault (default 1). */
  after_chunks?: number;
  /** Stall length in ms (default and upper bound: the server's `max_stall_ms`). */
  stall_ms?: number;
  /** `truncate`: end the body cleanly without `[DONE]` instead of dropping the connection. */
  graceful?: boolean;
}

/** A fault chosen for one request, with its announcement. */
export interface InjectedFault {
  kind: FaultKind;
  status: number | null;
  afterChunks: number;
  stallMs: number;
  graceful: boolean;
  /** The JSON object sent in `x-sr-bench-injected-fault`. */
  marker: Record<string, unknown>;
}

export const INJECTED_FAULT_HEADER = 'x-sr-bench-injected-fault';

interface PendingRule {
  rule: FaultRule;
  kind: FaultKind;
  scope: FaultScope;
  status: number;
  remaining: number;
}

function normalise(rule: FaultRule): PendingRule {
  let kind = rule.kind as string;
  let status = rule.status ?? 503;
  const shorthand = /^http_(\d{3})$/.exec(kind);
  if (shorthand !== null) {
    kind = 'http';
    status = Number(shorthand[1]);
  }
  if (!(FAULT_KINDS as readonly string[]).includes(kind)) throw new Error(`Unknown simulator fault kind: ${rule.kind}`);
  if (kind === 'http' && !(Number.isInteger(status) && status >= 400 && status <= 599)) {
    throw new Error(`Simulator http fault needs a 4xx/5xx status, got ${status}`);
  }
  const scope = rule.scope ?? (kind === 'execution_required' ? 'preview' : 'chat');
  if (scope !== 'chat' && scope !== 'preview') throw new Error(`Unknown simulator fault scope: ${String(rule.scope)}`);
  if (scope === 'preview' && !PREVIEW_FAULT_KINDS.has(kind as FaultKind)) throw new Error(`Simulator fault ${kind} does not apply to routing previews`);
  if (scope === 'chat' && kind === 'execution_required') throw new Error('Simulator fault execution_required applies to routing previews only');
  const times = rule.times ?? 1;
  if (times !== 'always' && !(Number.isInteger(times) && times >= 1)) throw new Error('Simulator fault times must be a positive integer or "always"');
  return { rule, kind: kind as FaultKind, scope, status, remaining: times === 'always' ? Number.POSITIVE_INFINITY : times };
}

export interface FaultRequest {
  /** Chat completions (default) or routing previews; `index` counts within the scope. */
  scope?: FaultScope;
  index: number;
  requestedModel: string;
  /** The child a router picked, when routed. */
  childModel: string | null;
}

export class FaultBook {
  private rules: PendingRule[] = [];
  private readonly maxStallMs: number;

  constructor(rules: readonly FaultRule[], maxStallMs: number) {
    this.maxStallMs = maxStallMs;
    this.set(rules);
  }

  /** Replaces every pending rule (validated first: a bad list changes nothing). */
  set(rules: readonly FaultRule[]): void {
    this.rules = rules.map(normalise);
  }

  /** The rules that can still fire. */
  pending(): FaultRule[] {
    return this.rules.filter((entry) => entry.remaining > 0).map((entry) => ({ ...entry.rule }));
  }

  /** The first matching rule, consumed once; null when none applies. */
  take(request: FaultRequest): InjectedFault | null {
    for (const entry of this.rules) {
      if (entry.remaining <= 0 || entry.scope !== (request.scope ?? 'chat')) continue;
      const { rule } = entry;
      if (rule.request_index !== undefined && rule.request_index !== request.index) continue;
      if (rule.model !== undefined && rule.model !== request.requestedModel && rule.model !== request.childModel) continue;
      entry.remaining -= 1;
      return this.inject(entry, request);
    }
    return null;
  }

  private inject(entry: PendingRule, request: FaultRequest): InjectedFault {
    const stallMs = Math.min(entry.rule.stall_ms ?? this.maxStallMs, this.maxStallMs);
    const afterChunks = Math.max(0, Math.floor(entry.rule.after_chunks ?? 1));
    const marker: Record<string, unknown> = {
      injected: true,
      kind: entry.kind,
      status: entry.kind === 'http' ? entry.status : 200,
      request_index: request.index,
      ...(entry.scope === 'preview' ? { scope: 'preview' } : {}),
      model: request.childModel ?? request.requestedModel,
    };
    if (entry.kind.startsWith('stall')) marker.stall_ms = stallMs;
    if (['stall_mid_stream', 'malformed_sse', 'truncate', 'error_event'].includes(entry.kind)) marker.after_chunks = afterChunks;
    if (entry.kind === 'truncate') marker.graceful = entry.rule.graceful === true;
    return {
      kind: entry.kind,
      status: entry.kind === 'http' ? entry.status : null,
      afterChunks,
      stallMs,
      graceful: entry.rule.graceful === true,
      marker,
    };
  }
}
