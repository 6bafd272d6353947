/**
 * The simulated OpenAI-compatible provider (docs/architecture.md "src/simulator"): a real
 * `node:http` server on 127.0.0.1 with `POST …/chat/completions` (SSE or JSON), a router
 * mode that sets the `x-vsr-*` headers of a MoM, on-demand faults, a routing preview, and a
 * record of every request so tests can count model requests exactly — in process through the
 * handle, and from another process (`sr-bench simulate`) through `GET /_sim/requests`.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { planCompletion } from './completion.ts';
import { resolveConfig } from './config.ts';
import { configHashDocument, routerConfigDocument } from './config-api.ts';
import type { ResolvedConfig, ResolvedModel, SimulatorConfig } from './config.ts';
import { FaultBook, INJECTED_FAULT_HEADER } from './faults.ts';
import type { FaultRule, InjectedFault } from './faults.ts';
import { previewDecision } from './preview.ts';
import { messagesOf } from './prompt.ts';
import { ResponseSink } from './response-sink.ts';
import { asciiJson, route, routerHeaders } from './router.ts';
import type { RouteChoice } from './router.ts';
import { usageObject } from './usage-shape.ts';
import { writeHttpError, writeJson, writeStream } from './writers.ts';

export interface RecordedRequest {
  /** Arrival order among all requests. */
  index: number;
  /** 0-based arrival order among chat completion requests (what `request_index` faults match); null otherwise. */
  chat_index: number | null;
  /** 0-based arrival order among routing preview requests (what preview-scope faults match); null otherwise. */
  preview_index: number | null;
  method: string;
  path: string;
  /** Lower-case names; the `authorization` value is replaced by `[redacted]`. */
  headers: Record<string, string>;
  /** The parsed JSON body, or null when it was not JSON. */
  body: unknown;
  received_at: string;
  /** Requested model (chat completions). */
  model: string | null;
  /** The router's decision, when routed. */
  route: RouteChoice | null;
  /** The injected fault's announcement, when one was injected. */
  fault: Record<string, unknown> | null;
  /** Whether the planned answer was meant to be right (answer-key cases), else null. */
  intended_correct: boolean | null;
  response: { status: number | null; bytes: Uint8Array };
}

export interface SimulatorHandle {
  /** `http://127.0.0.1:<port>/v1`: the `base_url` of single targets and of the router (model `MoM`). */
  url: string;
  /** `http://127.0.0.1:<port>/router/v1`: every request here is routed, whatever its model. */
  routerUrl: string;
  /** The management preview endpoint (`preview_url`). */
  previewUrl: string;
  port: number;
  models: string[];
  /** The routing model name, or null without router mode. */
  routerModel: string | null;
  requests(): RecordedRequest[];
  /** Chat completion requests only. */
  chatRequests(): RecordedRequest[];
  /** Routing preview requests only (none of them generates anything). */
  previewRequests(): RecordedRequest[];
  clearRequests(): void;
  /** Replaces the pending fault rules. */
  setFaults(rules: readonly FaultRule[]): void;
  pendingFaults(): FaultRule[];
  close(): Promise<void>;
}

const MAX_REQUEST_BYTES = 16 * 1024 * 1024;
/** The request log for other processes (tests counting model requests across a kill). */
export const REQUESTS_PATH = '/_sim/requests';
const MAX_STICKY_SESSIONS = 10_000;
const LOOPBACK = '127.0.0.1';

function nowIso(): string {
  return new Date().toISOString().replace('Z', '+00:00');
}

function recordedHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name] = name === 'authorization' ? '[redacted]' : Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function readBody(req: IncomingMessage, signal: AbortSignal): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (part: Buffer) => {
      size += part.length;
      if (size <= MAX_REQUEST_BYTES) parts.push(part);
    });
    req.on('end', () => resolve(size <= MAX_REQUEST_BYTES ? Buffer.concat(parts) : null));
    req.on('error', () => resolve(null));
    signal.addEventListener('abort', () => resolve(null), { once: true });
  });
}

function parseJsonBody(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

async function sendJson(sink: ResponseSink, status: number, value: unknown): Promise<void> {
  sink.head(status, { 'content-type': 'application/json' });
  await sink.write(JSON.stringify(value));
  await sink.end();
}

class Simulator {
  readonly config: ResolvedConfig;
  readonly faults: FaultBook;
  readonly recorded: RecordedRequest[] = [];
  private requestCounter = 0;
  private chatCounter = 0;
  private previewCounter = 0;
  private readonly sticky = new Map<string, RouteChoice>();
  /** Requests whose response is still being written. */
  private readonly inFlight = new Set<RecordedRequest>();
  /** One controller per request in flight; closing aborts them all, so stalls end at once. */
  private readonly active = new Set<AbortController>();
  private closed = false;

  constructor(config: ResolvedConfig) {
    this.config = config;
    this.faults = new FaultBook(config.faults, config.maxStallMs);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    if (this.closed) gone.abort();
    this.active.add(gone);
    const sink = new ResponseSink(res, gone.signal);
    const path = (req.url ?? '/').split('?')[0] as string;
    const entry: RecordedRequest = {
      index: this.requestCounter++,
      chat_index: null,
      preview_index: null,
      method: req.method ?? 'GET',
      path,
      headers: recordedHeaders(req),
      body: null,
      received_at: nowIso(),
      model: null,
      route: null,
      fault: null,
      intended_correct: null,
      response: { status: null, bytes: new Uint8Array(0) },
    };
    this.recorded.push(entry);
    this.inFlight.add(entry);
    try {
      const raw = await readBody(req, gone.signal);
      if (raw === null) {
        if (!gone.signal.aborted) await sendJson(sink, 413, { error: { message: 'Request body too large' } });
        return;
      }
      const body = parseJsonBody(raw);
      entry.body = body ?? null;
      if (req.method === 'POST' && path.endsWith('/chat/completions')) {
        entry.chat_index = this.chatCounter++;
        await this.chat(entry, body, req, sink);
      } else if (req.method === 'POST' && path === '/api/v1/routing/preview') {
        entry.preview_index = this.previewCounter++;
        await this.preview(entry, body, req, sink);
      } else if (req.method === 'GET' && (path === '/v1/models' || path === '/models')) {
        await sendJson(sink, 200, { object: 'list', data: [...this.config.models.keys()].map((id) => ({ id, object: 'model' })) });
      } else if (req.method === 'GET' && path === '/api/v1/config/hash') {
        await sendJson(sink, 200, configHashDocument(this.config));
      } else if (req.method === 'GET' && path === '/api/v1/config') {
        const document = routerConfigDocument(this.config);
        sink.head(200, { 'content-type': 'application/json', etag: document.etag });
        await sink.write(JSON.stringify(document.body));
        await sink.end();
      } else if (req.method === 'GET' && path === '/health') {
        await sendJson(sink, 200, { status: 'ok' });
      } else if (req.method === 'GET' && path === REQUESTS_PATH) {
        await sendJson(sink, 200, this.requestLog(req.url ?? ''));
      } else {
        await sendJson(sink, 404, { error: { message: `No route for ${req.method ?? ''} ${path}` } });
      }
    } finally {
      entry.response = { status: res.headersSent ? res.statusCode : null, bytes: sink.bytes() };
      this.inFlight.delete(entry);
      this.active.delete(gone);
    }
  }

  /**
   * The chat completion requests received so far (`?after=<index>`: only later ones), with the
   * bytes each response carried, for tests in another process. Read-only; test tooling on
   * loopback (authorization headers are redacted as in the in-process record).
   */
  private requestLog(url: string): { requests: Record<string, unknown>[] } {
    const after = Number(new URLSearchParams(url.split('?')[1] ?? '').get('after') ?? -1);
    const floor = Number.isFinite(after) ? after : -1;
    return {
      requests: this.recorded
        .filter((entry) => entry.chat_index !== null && entry.index > floor)
        .map((entry) => ({
          index: entry.index,
          chat_index: entry.chat_index,
          method: entry.method,
          path: entry.path,
          headers: entry.headers,
          body: entry.body,
          received_at: entry.received_at,
          model: entry.model,
          route: entry.route,
          fault: entry.fault,
          intended_correct: entry.intended_correct,
          in_flight: this.inFlight.has(entry),
          response: { status: entry.response.status, bytes_base64: Buffer.from(entry.response.bytes).toString('base64') },
        })),
    };
  }

  /** Ends every stall and pause of the requests in flight. */
  close(): void {
    this.closed = true;
    for (const gone of this.active) gone.abort();
  }

  private async chat(entry: RecordedRequest, body: unknown, req: IncomingMessage, sink: ResponseSink): Promise<void> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      await sendJson(sink, 400, { error: { message: 'Request body must be a JSON object' } });
      return;
    }
    const request = body as Record<string, unknown>;
    const model = typeof request.model === 'string' ? request.model : '';
    entry.model = model;
    const router = this.config.router;
    const routed = router !== null && (entry.path.startsWith('/router/') || model === router.name);
    if (!routed && !this.config.models.has(model)) {
      await sendJson(sink, 404, { error: { message: `The model ${model} does not exist`, type: 'invalid_request_error' } });
      return;
    }
    const messages = messagesOf(request);
    const header = (name: string): string | null => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : null;
    };
    let choice: RouteChoice | null = null;
    if (routed) {
      const limit = Number(header('x-sr-bench-max-inference-calls'));
      choice = this.routeWithSession(route(router, messages, Number.isInteger(limit) && limit > 0 ? limit : null), header('x-session-id'));
      entry.route = choice;
    }
    const child = choice?.model ?? model;
    const fault = this.faults.take({ index: entry.chat_index as number, requestedModel: model, childModel: choice?.model ?? null });
    entry.fault = fault?.marker ?? null;
    const faultHeaders: Record<string, string> = fault === null ? {} : { [INJECTED_FAULT_HEADER]: asciiJson(fault.marker) };
    if (fault?.kind === 'http') {
      await writeHttpError(sink, fault.status as number, faultHeaders);
      return;
    }
    const modelConfig = this.config.models.get(child) as ResolvedModel;
    const plan = planCompletion({ model: modelConfig, body: request, messages, answers: this.config.answers, fault });
    entry.intended_correct = plan.answer.correct;
    const headers = { ...this.routerHeaders(choice, messages, plan.tokens, header('x-sr-bench-expected-config-hash'), fault), ...faultHeaders };
    const input = { sink, plan, headers, usage: usageObject(modelConfig, plan.tokens), fault };
    if (request.stream === false) await writeJson(input);
    else await writeStream(input);
  }

  private routerHeaders(
    choice: RouteChoice | null,
    messages: readonly unknown[],
    tokens: Parameters<typeof routerHeaders>[0]['answerTokens'],
    expectedHash: string | null,
    fault: InjectedFault | null,
  ): Record<string, string> {
    const router = this.config.router;
    if (choice === null || router === null) return {};
    return routerHeaders({ config: this.config, router, choice, messages, answerTokens: tokens, expectedHash, fault });
  }

  /** Sticky sessions: a session keeps the decision of its first request. */
  private routeWithSession(choice: RouteChoice, sessionId: string | null): RouteChoice {
    const router = this.config.router;
    if (router === null || !router.stickySessions || sessionId === null || sessionId === '') return choice;
    const known = this.sticky.get(sessionId);
    if (known !== undefined) return known;
    if (this.sticky.size >= MAX_STICKY_SESSIONS) this.sticky.delete(this.sticky.keys().next().value as string);
    this.sticky.set(sessionId, choice);
    return choice;
  }

  private async preview(entry: RecordedRequest, body: unknown, req: IncomingMessage, sink: ResponseSink): Promise<void> {
    const router = this.config.router;
    if (router === null) {
      await sendJson(sink, 404, { error: { message: 'Router mode is off' } });
      return;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      await sendJson(sink, 400, { error: { message: 'Request body must be a JSON object' } });
      return;
    }
    const expected = req.headers['x-sr-bench-expected-config-hash'];
    const request = body as Record<string, unknown>;
    const choice = route(router, messagesOf(request), null);
    entry.model = typeof request.model === 'string' ? request.model : null;
    entry.route = choice;
    const fault = this.faults.take({ scope: 'preview', index: entry.preview_index as number, requestedModel: entry.model ?? '', childModel: choice.model });
    entry.fault = fault?.marker ?? null;
    const faultHeaders: Record<string, string> = fault === null ? {} : { [INJECTED_FAULT_HEADER]: asciiJson(fault.marker) };
    if (fault?.kind === 'http') {
      await writeHttpError(sink, fault.status as number, faultHeaders);
      return;
    }
    const decision = previewDecision(router, request, typeof expected === 'string' ? expected : null, nowIso(), fault?.kind ?? null);
    sink.head(200, { 'content-type': 'application/json', ...faultHeaders });
    await sink.write(JSON.stringify(decision));
    await sink.end();
  }
}

/** Starts the simulated provider on 127.0.0.1 (port 0 = a free one). */
export async function startSimulator(config: SimulatorConfig = {}): Promise<SimulatorHandle> {
  const resolved = resolveConfig(config);
  const simulator = new Simulator(resolved);
  const server = createServer((req, res) => {
    simulator.handle(req, res).catch(() => {
      // A handler error must not take the server down; the client sees a dropped connection.
      res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${LOOPBACK}:${port}`;
  let closed: Promise<void> | null = null;
  return {
    url: `${origin}/v1`,
    routerUrl: `${origin}/router/v1`,
    previewUrl: `${origin}/api/v1/routing/preview`,
    port,
    models: [...resolved.models.keys()],
    routerModel: resolved.router?.name ?? null,
    requests: () => [...simulator.recorded],
    chatRequests: () => simulator.recorded.filter((entry) => entry.chat_index !== null),
    previewRequests: () => simulator.recorded.filter((entry) => entry.preview_index !== null),
    clearRequests: () => {
      simulator.recorded.length = 0;
    },
    setFaults: (rules) => simulator.faults.set(rules),
    pendingFaults: () => simulator.faults.pending(),
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        simulator.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
