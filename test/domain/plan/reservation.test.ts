/** The reservation formula, the plan's estimate and the effective request body (docs/runs.md "Cost policy and reservations"; docs/plans.md; docs/transport.md "The request"). */
import { describe, expect, it } from 'vitest';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import type { PlanObject } from '../../../src/domain/plan/json.ts';
import { pythonAsciiJsonBytes, pythonJsonBytes, pythonJsonDumps } from '../../../src/domain/hashing/python-json.ts';
import { pyStrListRepr } from '../../../src/domain/hashing/python-text.ts';
import { checkRequestBody, effectiveRequestBody, firstSubjectExtraBody, FrozenCallError } from '../../../src/domain/plan/request-body.ts';
import { estimatedMaxReservationUsd, reservationUsd } from '../../../src/domain/plan/reservation.ts';
import { freeze, mcq, mom, plan, single } from './plan-fixtures.ts';

const SAMPLING = { temperature: 0, max_tokens: 4096 };
const LIMITS = { max_output_tokens: 4096, max_output_chars: 131072 };

describe('pythonJsonBytes: json.dumps(B, ensure_ascii=False) in UTF-8', () => {
  it.each([
    [{ a: 1, b: [1, 2], c: {} }, '{"a": 1, "b": [1, 2], "c": {}}'],
    [{ f: new PyFloat(5), g: 1e-5, h: 1e16, i: 0.1, j: new PyFloat(-0) }, '{"f": 5.0, "g": 1e-05, "h": 10000000000000000, "i": 0.1, "j": -0.0}'],
    [{ s: 'τ³ "q" \\ \n\t\u001f\u007f' }, '{"s": "τ³ \\"q\\" \\\\ \\n\\t\\u001f\u007f"}'],
    [[null, true, false, []], '[null, true, false, []]'],
    [{ big: 2n ** 64n }, '{"big": 18446744073709551616}'],
  ])('%#', (value, text) => {
    expect(pythonJsonDumps(value)).toBe(text);
    expect(pythonJsonBytes(value)).toBe(Buffer.byteLength(text, 'utf8'));
  });
  it('counts UTF-8 bytes, not UTF-16 units', () => {
    expect(pythonJsonBytes('é')).toBe(4);
    expect(pythonJsonBytes('😀')).toBe(6);
  });
  it('NaN and Infinity are written as Python writes them', () => {
    expect(pythonJsonDumps([Number.NaN, Number.NEGATIVE_INFINITY])).toBe('[NaN, -Infinity]');
  });
  it('a lone surrogate cannot be encoded', () => {
    expect(() => pythonJsonBytes('\ud800')).toThrow(RangeError);
  });
  it('ensure_ascii escapes every non-ASCII unit (the request-parameter size rule)', () => {
    expect(pythonJsonDumps({ s: 'é😀\u007f' }, { ensureAscii: true })).toBe('{"s": "\\u00e9\\ud83d\\ude00\\u007f"}');
    expect(pythonAsciiJsonBytes({ s: 'é' })).toBe(15);
  });
  it('Python list repr of strings', () => {
    expect(pyStrListRepr(['a', "it's", 'q"\'', 'tab\t', '\u0085', 'τ'])).toBe(`['a', "it's", 'q"\\'', 'tab\\t', '\\x85', 'τ']`);
  });
});

describe('effective request body', () => {
  const target = { ...single(), request_params: { temperature: 0.5, top_p: 0.9 } };
  const messages = [{ role: 'user', content: 'Hi' }];
  it('sampling < target params < extras, then forced fields, in that key order', () => {
    const body = effectiveRequestBody({ sampling: SAMPLING }, target, messages, { tools: [], metadata: { k: 'v' } });
    expect(body).toEqual({
      temperature: 0.5,
      max_tokens: 4096,
      top_p: 0.9,
      tools: [],
      metadata: { k: 'v' },
      model: 'acme/s',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(Object.keys(body)).toEqual(['temperature', 'max_tokens', 'top_p', 'tools', 'metadata', 'model', 'messages', 'stream', 'stream_options']);
  });
  it('a single with stream: false sends stream false and no stream_options', () => {
    const body = effectiveRequestBody({ sampling: SAMPLING }, { ...single(), stream: false }, messages, null);
    expect(body.stream).toBe(false);
    expect(body).not.toHaveProperty('stream_options');
  });
  it.each(['temperature', 'model', 'max_tokens', 'stream', 'messages', 'seed'])('extra_body %s is refused', (key) => {
    expect(() => effectiveRequestBody({ sampling: SAMPLING }, target, messages, { [key]: 1 })).toThrow(
      new FrozenCallError('Adapter attempted to override frozen request parameters'),
    );
  });
  it.each(['tools', 'tool_choice', 'parallel_tool_calls', 'response_format', 'functions', 'function_call', 'metadata'])('extra_body %s is allowed', (key) => {
    expect(effectiveRequestBody({ sampling: SAMPLING }, target, messages, { [key]: 'x' })[key]).toBe('x');
  });
  it('the first subject call merges the case request fields (request_metadata as metadata)', () => {
    const c = mcq('c', { tools: [1], request_metadata: { tenant: 'a' }, metadata: { split: 'dev' } });
    expect(firstSubjectExtraBody(c, { tool_choice: 'auto' })).toEqual({ tools: [1], metadata: { tenant: 'a' }, tool_choice: 'auto' });
  });
  it('transport checks: output policy and cap', () => {
    expect(() => checkRequestBody({ max_tokens: 4097 }, LIMITS, 'bounded')).toThrow(new FrozenCallError('Requested tokens exceed frozen cap'));
    expect(() => checkRequestBody({ max_tokens: 4096 }, LIMITS, 'bounded')).not.toThrow();
    expect(() => checkRequestBody({ max_tokens: 1 }, LIMITS, 'native')).toThrow(new FrozenCallError('Native output forbids an explicit output cap'));
    expect(() => checkRequestBody({}, LIMITS, 'uncapped')).toThrow(new FrozenCallError('Unknown output policy'));
  });
});

describe('reservation formula', () => {
  it('single target, worked by hand', () => {
    // B = {"temperature": 0, "max_tokens": 4096, "model": "acme/s", "messages": [{"role": "user",
    //      "content": "Hi"}], "stream": true, "stream_options": {"include_usage": true}}
    //   bytes: 19 + 20 + 19 + 49 + 16 + 42 = 165
    // input_bound = 165 + 64·1 + 256 + 0 = 485
    // max input-side price = max(1, 0.1, 1.25) = 1.25; out_cap = 4096; max output price = 3
    // reservation = 1·(485·1.25 + 4096·3)/1e6 = (606.25 + 12288)/1e6 = 0.01289425
    const messages = [{ role: 'user', content: 'Hi' }];
    const body = effectiveRequestBody({ sampling: SAMPLING }, single(), messages);
    expect(pythonJsonBytes(body)).toBe(165);
    expect(reservationUsd(single(), body, messages, LIMITS, 'bounded')).toBe(0.01289425);
  });
  it('MoM target: count = max_inference_calls, extra inferences add output chars, max over price rows', () => {
    // "Grüße τ³" is 8 characters but 12 UTF-8 bytes, so bytes(B) = 172 (Python agrees).
    // input_bound = 172 + 64 + 256 + (4 − 1)·131072·4 = 1573356
    // rows acme/a {1, 0.1, 1.25, 3} and acme/b {2, 0.2, 2.5, 6}: input-side 2.5, output 6
    // reservation = 4·(1573356·2.5 + 4096·6)/1e6 = 4·3957966/1e6 = 15.831864
    const messages = [{ role: 'user', content: 'Grüße τ³' }];
    const body = effectiveRequestBody({ sampling: SAMPLING }, mom(), messages);
    expect(pythonJsonBytes(body)).toBe(172);
    expect(reservationUsd(mom(), body, messages, LIMITS, 'bounded')).toBe(15.831864);
  });
  it('a MoM without max_inference_calls counts one inference', () => {
    const target: PlanObject = { ...mom() };
    delete target.max_inference_calls;
    const messages = [{ role: 'user', content: 'Hi' }];
    const body = effectiveRequestBody({ sampling: SAMPLING }, target, messages);
    expect(reservationUsd(target, body, messages, LIMITS, 'bounded')).toBe((1 * ((pythonJsonBytes(body) + 64 + 256) * 2.5 + 4096 * 6)) / 1_000_000);
  });
  it('native policy reserves the target native capacity', () => {
    const target: PlanObject = { ...single(), native_limits: { 'acme/s': { context_window: 32768, max_output_tokens: 8192 } } };
    const messages: unknown[] = [];
    const body = effectiveRequestBody({ sampling: { temperature: 0 } }, target, messages);
    expect(reservationUsd(target, body, messages, LIMITS, 'native')).toBe(((pythonJsonBytes(body) + 256) * 1.25 + 8192 * 3) / 1_000_000);
  });
  it('a target without prices has no frozen prices', () => {
    expect(() => reservationUsd({ ...single(), prices: {} }, {}, [], LIMITS, 'bounded')).toThrow(new FrozenCallError('Call has no frozen prices'));
  });
});

describe('estimatedMaxReservationUsd', () => {
  it('sums the first subject call of every planned cell, in planned order', () => {
    const frozen = freeze(plan({ targets: [single(), mom()] })).manifest;
    let expected = 0;
    for (const c of frozen.cases as PlanObject[]) {
      for (const t of frozen.targets as PlanObject[]) {
        const body = effectiveRequestBody(frozen, t, c.messages as unknown[], firstSubjectExtraBody(c));
        expected += reservationUsd(t, body, c.messages as unknown[], LIMITS, 'bounded');
      }
    }
    expect(estimatedMaxReservationUsd(frozen)).toBe(expected);
    expect(expected).toBeGreaterThan(30);
  });
  it('counts only the execution cells, and the case request fields', () => {
    const c = mcq('c1', { tools: [{ type: 'function', function: { name: 'f' } }] });
    const frozen = freeze(plan({ cases: [c, mcq('c2')], execution_cells: [{ case_id: 'c1', target_id: 's' }] })).manifest;
    const body = effectiveRequestBody(frozen, single(), c.messages as unknown[], { tools: c.tools as unknown[] });
    expect(estimatedMaxReservationUsd(frozen)).toBe(reservationUsd(single(), body, c.messages as unknown[], LIMITS, 'bounded'));
  });
  it('null under capability_only, 0 for preview', () => {
    expect(estimatedMaxReservationUsd(freeze(plan({ cost_policy: 'capability_only' })).manifest)).toBeNull();
    expect(estimatedMaxReservationUsd(freeze(plan({ mode: 'preview', targets: [mom()] })).manifest)).toBe(0);
  });
  it('harness cases without messages use an empty list', () => {
    const REV = '0123456789abcdef0123456789abcdef01234567';
    const frozen = freeze(
      plan({ cases: [{ id: 't', benchmark: 'terminal-bench-2.1', metadata: {} }], benchmark_options: { 'terminal-bench-2.1': { source_revision: REV } } }),
    ).manifest;
    const body = effectiveRequestBody(frozen, single(), []);
    expect(estimatedMaxReservationUsd(frozen)).toBe(reservationUsd(single(), body, [], LIMITS, 'bounded'));
  });
});
