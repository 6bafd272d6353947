/**
 * The simulated provider's configuration (docs/architecture.md "src/simulator"): models with their
 * accuracy, timing, token counts and cache reporting; an optional router ("MoM") that
 * routes to those models and sets the `x-vsr-*` headers; an answer key; faults.
 */
import type { FaultRule } from './faults.ts';

export type UsageShape = 'openai' | 'anthropic';
export type ReasoningMode = 'none' | 'field' | 'think_tags';
export type Persona = 'auto' | 'answerer' | 'judge' | 'user_simulator';

export interface SimulatedModelConfig {
  name: string;
  /** Probability 0..1 of answering a keyed case correctly (default 0.7). */
  accuracy?: number;
  /** Milliseconds before the first content piece (default 10). */
  ttft_ms?: number;
  /** Pacing of content pieces after the first (default 400 tokens/s). */
  tokens_per_second?: number;
  /** Total generation time after TTFT, spread evenly over the pieces; overrides tokens_per_second. */
  latency_ms?: number;
  /** `completion_tokens` to report; default ≈ output characters / 4. */
  output_tokens?: number;
  /** Share 0..1 of prompt tokens reported as cache reads (default 0). */
  cached_token_share?: number;
  /** Share 0..1 of prompt tokens reported as cache writes (default 0). */
  cache_write_share?: number;
  /** Report the cache-read field even when it is 0 (default true). */
  report_cache_fields?: boolean;
  /** Shape of the usage object (default `openai`). */
  usage_shape?: UsageShape;
  /** Reasoning text: `true`/`field` = `reasoning_content` deltas, `think_tags` = `<think>` in content. */
  reasoning?: boolean | ReasoningMode;
  /** Answer a user turn that offers `tools` with a call to the first tool (default false). */
  tool_use?: boolean;
  /** Who the model is; `auto` tells judge and user-simulator prompts apart (default). */
  persona?: Persona;
  /** Seed for this model's draws (default: the server seed). */
  seed?: number;
}

export interface RouterDecisionConfig {
  name: string;
  /** The child model that answers. */
  model: string;
  /** Any of these (case-insensitive) in the last user message. */
  keywords?: string[];
  /** Last user message at least this many characters. */
  min_prompt_chars?: number;
  /** Last user message at most this many characters. */
  max_prompt_chars?: number;
  /** Child models called before the answering one (each is one more inference call). */
  cascade?: string[];
  /**
   * The request's session phase (`x-vsr-session-phase`): `tool_loop` when the conversation ends
   * in tool traffic, else `user_turn` — so an agent task can switch models between its steps.
   */
  session_phase?: SessionPhase;
}

export type SessionPhase = 'user_turn' | 'tool_loop';

export type UsageHeaderMode = 'receipt' | 'count' | 'none';

export interface SimulatedRouterConfig {
  /** The model name that routes (default `MoM`); any path under `/router/` routes too. */
  name?: string;
  /** Acknowledged config hash; default: echo `X-SR-Bench-Expected-Config-Hash`, else a hash of this config. */
  config_hash?: string | null;
  /** First matching decision wins; one without conditions is the fallback (default: built from the models). */
  decisions?: RouterDecisionConfig[];
  /** `receipt` = `x-vsr-model-usage` + count; `count` = `x-vsr-inference-call-count` only; `none`. */
  usage_headers?: UsageHeaderMode;
  /** Send `x-vsr-session-phase` (default true). */
  session_phase?: boolean;
  /** A session (`x-session-id`) keeps the decision of its first request (default true). */
  sticky_sessions?: boolean;
}

/**
 * How a keyed case's correctness is drawn. `independent` (default): a separate draw per model.
 * `shared`: one draw per case (its difficulty), shared by every model, and a model is right when
 * the draw is below its accuracy — so a model is right on every case a less accurate one is right
 * on, and a router that sends some cases to a stronger model never scores below the weaker one.
 */
export type DifficultyMode = 'independent' | 'shared';

export interface SimulatorConfig {
  seed?: number;
  /** How keyed cases are drawn across models (default `independent`). */
  difficulty?: DifficultyMode;
  /** Loopback port; 0 (default) picks a free one. The server binds 127.0.0.1 only. */
  port?: number;
  models?: SimulatedModelConfig[];
  /** `false` turns router mode off. */
  router?: SimulatedRouterConfig | false;
  /** Answer key: case id (`[<id>]` at the start of the last user message) or sha256 of that message → reference. */
  answers?: Map<string, unknown> | Record<string, unknown>;
  faults?: FaultRule[];
  /** Upper bound of any stall, so the server never hangs forever (default 60 000 ms). */
  max_stall_ms?: number;
}

export interface ResolvedModel {
  name: string;
  accuracy: number;
  ttftMs: number;
  tokensPerSecond: number;
  latencyMs: number | null;
  outputTokens: number | null;
  cachedShare: number;
  cacheWriteShare: number;
  reportCacheFields: boolean;
  usageShape: UsageShape;
  reasoning: ReasoningMode;
  toolUse: boolean;
  persona: Persona;
  seed: number;
  /** The server seed a shared difficulty is drawn from; null when each model draws its own. */
  sharedDifficultySeed: number | null;
}

export interface ResolvedRouter {
  name: string;
  configHash: string | null;
  decisions: RouterDecisionConfig[];
  usageHeaders: UsageHeaderMode;
  sessionPhase: boolean;
  stickySessions: boolean;
}

export interface ResolvedConfig {
  seed: number;
  port: number;
  models: Map<string, ResolvedModel>;
  router: ResolvedRouter | null;
  answers: Map<string, unknown>;
  faults: FaultRule[];
  maxStallMs: number;
}

/** The demo models used when a config names none. */
export const DEFAULT_MODELS: readonly SimulatedModelConfig[] = [
  { name: 'sim/small-8b', accuracy: 0.55, ttft_ms: 15, tokens_per_second: 600, cached_token_share: 0.25 },
  { name: 'sim/medium-32b', accuracy: 0.72, ttft_ms: 30, tokens_per_second: 300, cached_token_share: 0.1 },
  { name: 'sim/large-70b', accuracy: 0.86, ttft_ms: 60, tokens_per_second: 150, reasoning: true },
];

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Invalid simulator config: ${message}`);
}

function share(value: number | undefined, fallback: number, label: string): number {
  const v = value ?? fallback;
  check(Number.isFinite(v) && v >= 0 && v <= 1, `${label} must be within 0..1`);
  return v;
}

function nonNegative(value: number | undefined, fallback: number, label: string): number {
  const v = value ?? fallback;
  check(Number.isFinite(v) && v >= 0, `${label} must be a finite number ≥ 0`);
  return v;
}

function resolveModel(model: SimulatedModelConfig, seed: number, difficulty: DifficultyMode): ResolvedModel {
  check(typeof model.name === 'string' && model.name !== '', 'every model needs a name');
  const label = `model ${model.name}`;
  const reasoning = model.reasoning === true ? 'field' : model.reasoning === false || model.reasoning === undefined ? 'none' : model.reasoning;
  check(['none', 'field', 'think_tags'].includes(reasoning), `${label}: reasoning must be a boolean, field or think_tags`);
  const tps = model.tokens_per_second ?? 400;
  check(Number.isFinite(tps) && tps > 0, `${label}: tokens_per_second must be positive`);
  return {
    name: model.name,
    accuracy: share(model.accuracy, 0.7, `${label}: accuracy`),
    ttftMs: nonNegative(model.ttft_ms, 10, `${label}: ttft_ms`),
    tokensPerSecond: tps,
    latencyMs: model.latency_ms === undefined ? null : nonNegative(model.latency_ms, 0, `${label}: latency_ms`),
    outputTokens: model.output_tokens === undefined ? null : Math.floor(nonNegative(model.output_tokens, 0, `${label}: output_tokens`)),
    cachedShare: share(model.cached_token_share, 0, `${label}: cached_token_share`),
    cacheWriteShare: share(model.cache_write_share, 0, `${label}: cache_write_share`),
    reportCacheFields: model.report_cache_fields ?? true,
    usageShape: model.usage_shape ?? 'openai',
    reasoning,
    toolUse: model.tool_use ?? false,
    persona: model.persona ?? 'auto',
    seed: model.seed ?? seed,
    sharedDifficultySeed: difficulty === 'shared' ? seed : null,
  };
}

/** Default decisions over the configured models, smallest first (config order). */
function defaultDecisions(names: readonly string[]): RouterDecisionConfig[] {
  const small = names[0] as string;
  const large = names[names.length - 1] as string;
  const medium = names[Math.floor((names.length - 1) / 2)] as string;
  return [
    { name: 'math', model: large, keywords: ['math', 'equation', 'integral', 'prove', 'theorem', 'grid'] },
    { name: 'code', model: medium, keywords: ['code', 'python', 'function', 'program'] },
    { name: 'reasoning', model: large, min_prompt_chars: 1200, cascade: names.length > 1 ? [small] : [] },
    { name: 'simple', model: small, max_prompt_chars: 160 },
    { name: 'general', model: medium },
  ];
}

export function resolveConfig(config: SimulatorConfig = {}): ResolvedConfig {
  const seed = config.seed ?? 0;
  check(Number.isSafeInteger(seed), 'seed must be an integer');
  const port = config.port ?? 0;
  check(Number.isInteger(port) && port >= 0 && port <= 65535, 'port must be 0..65535');
  const difficulty = config.difficulty ?? 'independent';
  check(difficulty === 'independent' || difficulty === 'shared', 'difficulty must be independent or shared');
  const models = new Map<string, ResolvedModel>();
  for (const model of config.models ?? DEFAULT_MODELS) {
    check(!models.has(model.name), `duplicate model ${model.name}`);
    models.set(model.name, resolveModel(model, seed, difficulty));
  }
  check(models.size > 0, 'at least one model is needed');

  let router: ResolvedRouter | null = null;
  if (config.router !== false) {
    const given = config.router ?? {};
    const decisions = given.decisions ?? defaultDecisions([...models.keys()]);
    check(decisions.length > 0, 'router needs at least one decision');
    for (const decision of decisions) {
      check(models.has(decision.model), `decision ${decision.name} routes to unknown model ${decision.model}`);
      for (const child of decision.cascade ?? []) check(models.has(child), `decision ${decision.name} cascades to unknown model ${child}`);
      const phase = decision.session_phase;
      check(phase === undefined || phase === 'user_turn' || phase === 'tool_loop', `decision ${decision.name}: session_phase must be user_turn or tool_loop`);
    }
    const name = given.name ?? 'MoM';
    check(!models.has(name), `router name ${name} is also a model name`);
    router = {
      name,
      configHash: given.config_hash ?? null,
      decisions,
      usageHeaders: given.usage_headers ?? 'receipt',
      sessionPhase: given.session_phase ?? true,
      stickySessions: given.sticky_sessions ?? true,
    };
  }

  const answers = config.answers instanceof Map ? new Map(config.answers) : new Map(Object.entries(config.answers ?? {}));
  const maxStallMs = nonNegative(config.max_stall_ms, 60_000, 'max_stall_ms');
  return { seed, port, models, router, answers, faults: [...(config.faults ?? [])], maxStallMs };
}
