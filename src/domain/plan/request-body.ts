/**
 * The effective request body of one model call (docs/transport.md "The request"): run sampling, overlaid by
 * the target's `request_params`, overlaid by the adapter's allow-listed extras, then the
 * forced `model`, `messages` and streaming fields. Pure; the transport sends it.
 */
import { isJsonObject } from '../accounting/json-values.ts';
import { caseRequestFields } from './cases.ts';
import { isNumber, num } from './json.ts';
import type { PlanObject } from './json.ts';
import { limitValue } from './limits.ts';

/** A controlled call failure raised before anything is sent; its message is public (docs/transport.md "Error texts"). */
export class FrozenCallError extends Error {
  override readonly name = 'FrozenCallError';
}

export const EXTRA_BODY_KEYS: ReadonlySet<string> = new Set([
  'tools',
  'tool_choice',
  'parallel_tool_calls',
  'response_format',
  'functions',
  'function_call',
  'metadata',
]);

export const OVERRIDE_MESSAGE = 'Adapter attempted to override frozen request parameters';

/** The manifest fields the body reads. */
export interface RequestBodyManifest {
  readonly sampling?: unknown;
  readonly [key: string]: unknown;
}

/** The target fields the body reads (any frozen target object fits). */
export interface RequestTarget {
  readonly kind?: unknown;
  readonly model?: unknown;
  readonly stream?: unknown;
  readonly request_params?: unknown;
}

/** The limits the checks read. */
export interface RequestLimits {
  readonly max_output_tokens?: unknown;
  readonly max_output_chars?: unknown;
}

/**
 * `{...sampling, ...target.request_params, ...extraBody, model, messages, stream: true,
 * stream_options: {include_usage: true}}`; a single target with `stream: false` sends
 * `stream: false` and no `stream_options`. Extras outside the allow-list are refused.
 */
export function effectiveRequestBody(
  manifest: RequestBodyManifest,
  target: RequestTarget,
  messages: readonly unknown[],
  extraBody?: Readonly<Record<string, unknown>> | null,
): PlanObject {
  const extras = extraBody ?? {};
  if (!isJsonObject(extras) || Object.keys(extras).some((key) => !EXTRA_BODY_KEYS.has(key))) {
    throw new FrozenCallError(OVERRIDE_MESSAGE);
  }
  const sampling = isJsonObject(manifest.sampling) ? manifest.sampling : {};
  const params = target.request_params ?? {};
  const streaming = !(target.kind === 'single' && target.stream === false);
  return {
    ...sampling,
    ...(isJsonObject(params) ? params : {}),
    ...extras,
    model: target.model,
    messages,
    ...(streaming ? { stream: true, stream_options: { include_usage: true } } : { stream: false }),
  };
}

/**
 * The extras of a cell's first subject call (docs/runs.md "One model call", step 4): the case's request fields, then
 * whatever the adapter passed.
 */
export function firstSubjectExtraBody(testCase: Readonly<Record<string, unknown>>, extraBody?: Readonly<Record<string, unknown>> | null): PlanObject {
  return { ...caseRequestFields(testCase), ...(extraBody ?? {}) };
}

/** The transport's checks of a built body against the output policy (docs/plans.md "Output policy"; docs/transport.md "The request"). */
export function checkRequestBody(body: Readonly<Record<string, unknown>>, limits: RequestLimits, outputPolicy: unknown): void {
  if (outputPolicy !== 'bounded' && outputPolicy !== 'native') throw new FrozenCallError('Unknown output policy');
  if (outputPolicy === 'native' && Object.hasOwn(body, 'max_tokens')) {
    throw new FrozenCallError('Native output forbids an explicit output cap');
  }
  const requested = Object.hasOwn(body, 'max_tokens') ? body.max_tokens : 0;
  if (isNumber(requested) && num(requested) > limitValue(limits as PlanObject, 'max_output_tokens')) {
    throw new FrozenCallError('Requested tokens exceed frozen cap');
  }
}
