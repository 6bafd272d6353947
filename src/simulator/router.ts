/**
 * Router ("MoM") mode: a deterministic decision rule picks the child model (first decision
 * in config order whose conditions all hold; one without conditions is the fallback), and
 * the response carries the `x-vsr-*` headers the worker reads (docs/transport.md "Pricing and identity", "Cache flags, phase and fault markers",
 * docs/accounting.md "MoM usage receipts").
 */
import type { ResolvedConfig, ResolvedModel, ResolvedRouter, RouterDecisionConfig, SessionPhase } from './config.ts';
import type { InjectedFault } from './faults.ts';
import { lastUserText, sessionPhaseOf } from './prompt.ts';
import { HashRandom, sha256Hex } from './random.ts';
import { promptTokens, receiptUsage, tokenCounts } from './usage-shape.ts';
import type { TokenCounts } from './usage-shape.ts';

export interface RouteChoice {
  decision: string;
  reason: string;
  model: string;
  /** Child models called before the answering one. */
  cascade: string[];
}

function matches(decision: RouterDecisionConfig, text: string, phase: SessionPhase): string | null {
  const lower = text.toLowerCase();
  const reasons: string[] = [];
  if (decision.session_phase !== undefined) {
    if (phase !== decision.session_phase) return null;
    reasons.push(`session phase ${phase}`);
  }
  if (decision.keywords !== undefined) {
    const hit = decision.keywords.find((keyword) => lower.includes(keyword.toLowerCase()));
    if (hit === undefined) return null;
    reasons.push(`keyword "${hit}"`);
  }
  if (decision.min_prompt_chars !== undefined) {
    if (text.length < decision.min_prompt_chars) return null;
    reasons.push(`prompt ≥ ${decision.min_prompt_chars} chars`);
  }
  if (decision.max_prompt_chars !== undefined) {
    if (text.length > decision.max_prompt_chars) return null;
    reasons.push(`prompt ≤ ${decision.max_prompt_chars} chars`);
  }
  return reasons.length === 0 ? 'fallback' : reasons.join(', ');
}

/** The decision for a request; `maxInferenceCalls` (the client's bound) trims the cascade. */
export function route(router: ResolvedRouter, messages: readonly unknown[], maxInferenceCalls: number | null): RouteChoice {
  const text = lastUserText(messages);
  const phase = sessionPhaseOf(messages);
  let chosen: { decision: RouterDecisionConfig; reason: string } | null = null;
  for (const decision of router.decisions) {
    const reason = matches(decision, text, phase);
    if (reason !== null) {
      chosen = { decision, reason };
      break;
    }
  }
  const fallback = router.decisions[router.decisions.length - 1] as RouterDecisionConfig;
  const { decision, reason } = chosen ?? { decision: fallback, reason: 'fallback' };
  let cascade = [...(decision.cascade ?? [])];
  if (maxInferenceCalls !== null && maxInferenceCalls >= 1) cascade = cascade.slice(0, maxInferenceCalls - 1);
  return { decision: decision.name, reason, model: decision.model, cascade };
}

/** The hash this router acknowledges: configured, else the client's expectation, else its own. */
export function acknowledgedHash(router: ResolvedRouter, expected: string | null): string {
  if (router.configHash !== null) return router.configHash;
  if (expected !== null && expected !== '') return expected;
  return `sim-${sha256Hex(JSON.stringify(router.decisions)).slice(0, 12)}`;
}

/** Token counts of the cascade's earlier child calls (deterministic per request). */
function cascadeCounts(config: ResolvedConfig, choice: RouteChoice, messages: readonly unknown[]): { model: string; tokens: TokenCounts }[] {
  const prompt = promptTokens(messages);
  return choice.cascade.map((name, position) => {
    const model = config.models.get(name) as ResolvedModel;
    const rng = new HashRandom(model.seed, 'cascade', name, String(position), JSON.stringify(messages));
    return { model: name, tokens: tokenCounts(model, prompt, rng.int(20, 120)) };
  });
}

/** ASCII-only JSON: header values must be Latin-1, so anything beyond ASCII is escaped. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface RouterHeaderInput {
  config: ResolvedConfig;
  router: ResolvedRouter;
  choice: RouteChoice;
  messages: readonly unknown[];
  answerTokens: TokenCounts;
  expectedHash: string | null;
  fault: InjectedFault | null;
}

export function routerHeaders(input: RouterHeaderInput): Record<string, string> {
  const { config, router, choice, messages, answerTokens, expectedHash, fault } = input;
  const headers: Record<string, string> = {
    'x-vsr-selected-model': choice.model,
    'x-vsr-selected-decision': choice.decision,
  };
  const hash = acknowledgedHash(router, expectedHash);
  if (fault?.kind === 'wrong_config_hash') headers['x-vsr-config-hash'] = `${hash}-mismatch`;
  else if (fault?.kind !== 'missing_config_hash') headers['x-vsr-config-hash'] = hash;

  const calls = [...cascadeCounts(config, choice, messages), { model: choice.model, tokens: answerTokens }];
  if (router.usageHeaders !== 'none') headers['x-vsr-inference-call-count'] = String(calls.length);
  if (router.usageHeaders === 'receipt') {
    headers['x-vsr-model-usage'] = asciiJson({
      version: 1,
      complete: true,
      calls: calls.map((call) => ({ model: call.model, usage: receiptUsage(call.tokens) })),
    });
  }
  if (router.sessionPhase) headers['x-vsr-session-phase'] = sessionPhaseOf(messages);
  return headers;
}
