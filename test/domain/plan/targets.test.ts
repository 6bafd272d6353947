/** docs/plans.md "Targets and prices": targets, auxiliary targets and prices (every rule and message). */
import { describe, expect, it } from 'vitest';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import { isPlainHttpUrl } from '../../../src/domain/plan/url.ts';
import { bad, failure, freeze, mom, plan, single } from './plan-fixtures.ts';
import type { PlanObject } from '../../../src/domain/plan/json.ts';

const withTarget = (target: PlanObject, extra: PlanObject = {}) => plan({ targets: [target], ...extra });

describe('target ids', () => {
  it.each([
    ['no id', { ...single(), id: undefined }],
    ['an empty id', { ...single(), id: '' }],
    ['a number id', { ...single(), id: 7 }],
    ['a non-object', 'single'],
  ])('%s', (_name, target) => {
    expect(failure(withTarget(target as PlanObject))).toEqual(bad('target IDs must be unique nonempty strings'));
  });
  it('duplicates across targets', () => {
    expect(failure(plan({ targets: [single(), single()] }))).toEqual(bad('target IDs must be unique nonempty strings'));
  });
});

describe('kind and model', () => {
  it.each([{ kind: 'router' }, { kind: undefined }, { model: '' }, { model: undefined }, { model: 5 }])('%j', (patch) => {
    expect(failure(withTarget({ ...single(), ...patch }))).toEqual(bad('target requires kind single/mom and model'));
  });
});

describe('capture_recipe', () => {
  it('must be boolean', () => {
    expect(failure(withTarget({ ...mom(), capture_recipe: 'yes' }))).toEqual(bad('capture_recipe must be boolean'));
  });
  it('only for MoM', () => {
    expect(failure(withTarget({ ...single(), capture_recipe: true }))).toEqual(bad('Recipe capture is only available for MoM targets'));
    expect(() => freeze(withTarget({ ...single(), capture_recipe: false }))).not.toThrow();
    expect(() => freeze(withTarget({ ...mom(), capture_recipe: true }))).not.toThrow();
  });
});

describe('base_url', () => {
  it.each([
    undefined,
    5,
    'ftp://h/v1',
    '127.0.0.1:8000/v1',
    'http:///v1',
    'http://user@h/v1',
    'http://user:pw@h/v1',
    'http://:pw@h/v1',
    'http://h/v1?x=1',
    'http://h/v1#frag',
    'http://[::1/v1',
  ])('%j is refused', (base_url) => {
    expect(failure(withTarget({ ...single(), base_url }))).toEqual(bad('target base_url must be an HTTP(S) URL without credentials/query'));
  });
  it.each(['http://h', 'HTTPS://Example.com:8443/v1/', 'http://[::1]:8000/v1', 'http://h/v1?', 'http://@h/v1', ' http://h/v1'])(
    '%j is accepted (as Python urlsplit reads it)',
    (url) => {
      expect(isPlainHttpUrl(url)).toBe(true);
    },
  );
});

describe('raw credentials', () => {
  it.each(['api_key', 'authorization', 'headers'])('%s', (key) => {
    expect(failure(withTarget({ ...single(), [key]: null }))).toEqual(bad('use api_key_env and header_env; raw credentials and header values are forbidden'));
  });
});

describe('header_env', () => {
  const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`X-H${i}`, 'ENV']));
  it.each([[[]], [null], [many]])('%j is not a small map', (header_env) => {
    expect(failure(withTarget({ ...single(), header_env }))).toEqual(bad('header_env must map at most 16 header names to env names'));
  });
  it.each([
    { Authorization: 'TOKEN' },
    { 'content-type': 'X' },
    { Host: 'X' },
    { 'Transfer-Encoding': 'X' },
    { connection: 'X' },
    { 'Content-Length': 'X' },
    { 'X-SR-Bench-Anything': 'X' },
    { '-bad': 'X' },
    { 'bad header': 'X' },
    { 'X-Ok': '1ENV' },
    { 'X-Ok': 'has-dash' },
    { 'X-Ok': 3 },
  ])('%j', (header_env) => {
    expect(failure(withTarget({ ...single(), header_env }))).toEqual(bad('header_env needs non-reserved header names and environment variable names'));
  });
  it('accepts sixteen valid references', () => {
    const sixteen = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`X-Tenant-${i}`, `TENANT_${i}`]));
    expect(() => freeze(withTarget({ ...single(), header_env: sixteen }))).not.toThrow();
  });
});

describe('stream', () => {
  it('boolean; only singles may disable it', () => {
    const message = bad('stream must be boolean; only single targets may disable it');
    expect(failure(withTarget({ ...single(), stream: 'no' }))).toEqual(message);
    expect(failure(withTarget({ ...mom(), stream: false }))).toEqual(message);
    expect(() => freeze(withTarget({ ...single(), stream: false }))).not.toThrow();
    expect(() => freeze(withTarget({ ...mom(), stream: true }))).not.toThrow();
  });
});

describe('preview targets', () => {
  it('subject targets must be MoM with a preview_url', () => {
    expect(failure(plan({ mode: 'preview' }))).toEqual(bad('preview only supports mom targets'));
    expect(failure(plan({ mode: 'preview', targets: [{ ...mom(), preview_url: 'ftp://x' }] }))).toEqual(
      bad('preview requires an explicit management preview_url (/api/v1/routing/preview)'),
    );
    expect(failure(plan({ mode: 'preview', targets: [{ ...mom(), preview_url: undefined }] })).message).toBe(
      'preview requires an explicit management preview_url (/api/v1/routing/preview)',
    );
  });
  it('auxiliary targets may be singles; preview needs no config_hash or prices', () => {
    const bare = { id: 'm', kind: 'mom', model: 'MoM', base_url: 'http://h/v1', preview_url: 'http://h/api/v1/routing/preview' };
    expect(() => freeze(plan({ mode: 'preview', targets: [bare], auxiliary_targets: { j: single('j') } }))).not.toThrow();
  });
});

describe('live MoM config_hash', () => {
  it.each([undefined, '', null])('%j', (config_hash) => {
    expect(failure(withTarget({ ...mom(), config_hash }))).toEqual(bad('live mom target requires frozen config_hash'));
  });
});

describe('prices under live + require_priced', () => {
  const message = bad('require_priced needs known prices for every target; use explicit capability_only to omit cost claims');
  it.each([
    ['no prices', { ...single(), prices: undefined }],
    ['empty prices', { ...single(), prices: {} }],
    ['a single without its own model', { ...single(), prices: { 'acme/other': { input: 1, cached_input: 1, cache_write: 1, output: 1 } } }],
    ['a MoM without prices', { ...mom(), prices: {} }],
  ])('%s', (_name, target) => {
    expect(failure(withTarget(target))).toEqual(message);
  });
  it('capability_only and preview do not need them', () => {
    expect(() => freeze(withTarget({ ...single(), prices: undefined }, { cost_policy: 'capability_only' }))).not.toThrow();
  });
  it.each([undefined, 0, 257, 2.5, true, '4'])('priced MoM max_inference_calls %j', (max_inference_calls) => {
    expect(failure(withTarget({ ...mom(), max_inference_calls }))).toEqual(bad('Priced MoM requires a frozen max_inference_calls bound'));
  });
  it('1 and 256 are the bounds', () => {
    expect(() => freeze(withTarget({ ...mom(), max_inference_calls: 1 }))).not.toThrow();
    expect(() => freeze(withTarget({ ...mom(), max_inference_calls: 256 }))).not.toThrow();
  });
});

describe('price rows (every mode and policy)', () => {
  const cap = { cost_policy: 'capability_only' };
  it.each([
    [{ m: { input: 1, cached_input: 1, cache_write: 1 } }],
    [{ m: { input: 1, cached_input: 1, cache_write: 1, output: 1, extra: 1 } }],
    [{ m: [1, 2, 3, 4] }],
    [[1]],
  ])('%j lacks the four buckets', (prices) => {
    expect(failure(withTarget({ ...single(), prices }, cap))).toEqual(bad('prices must include all four token buckets'));
  });
  it.each([-1, true, '1', null, Number.POSITIVE_INFINITY])('a price of %j', (value) => {
    const prices = { 'acme/s': { input: value, cached_input: 0, cache_write: 0, output: 0 } };
    expect(failure(withTarget({ ...single(), prices }, cap))).toEqual(bad('prices must be finite nonnegative USD per million tokens'));
  });
  it('zero, ints and integral floats are prices', () => {
    const prices = { 'acme/s': { input: 0, cached_input: new PyFloat(1), cache_write: 2, output: 0.5 } };
    expect(() => freeze(withTarget({ ...single(), prices }))).not.toThrow();
  });
});

describe('session_mode', () => {
  it('stateless or session_aware; no default is written', () => {
    expect(failure(withTarget({ ...mom(), session_mode: 'sticky' }))).toEqual(bad('session_mode must be stateless or session_aware'));
    expect(freeze(withTarget({ ...mom(), session_mode: 'session_aware' })).manifest.targets).toEqual([{ ...mom(), session_mode: 'session_aware' }]);
    expect((freeze(plan()).manifest.targets as PlanObject[])[0]).not.toHaveProperty('session_mode');
  });
});

describe('legacy router_session_scope', () => {
  it('case → session_aware on every subject target, key removed', () => {
    const { manifest } = freeze(plan({ targets: [mom('a'), mom('b')], router_session_scope: 'case' }));
    expect((manifest.targets as PlanObject[]).map((t) => t.session_mode)).toEqual(['session_aware', 'session_aware']);
    expect(manifest).not.toHaveProperty('router_session_scope');
  });
  it('none is dropped; case needs live all-MoM; other values are refused', () => {
    expect(freeze(plan({ router_session_scope: 'none' })).manifest).not.toHaveProperty('router_session_scope');
    expect(failure(plan({ router_session_scope: 'case' }))).toEqual(bad('router_session_scope case requires a live run whose targets are all MoM'));
    expect(failure(plan({ router_session_scope: 'run' }))).toEqual(bad('router_session_scope must be none or case'));
  });
});

describe('rule order inside one target', () => {
  it('kind, capture_recipe, base_url, credentials, header_env, stream, preview, config_hash, prices', () => {
    const t = { ...single(), capture_recipe: 1, base_url: 'ftp://x', api_key: 'k' };
    expect(failure(withTarget(t)).message).toBe('capture_recipe must be boolean');
    expect(failure(withTarget({ ...t, capture_recipe: false })).message).toBe('target base_url must be an HTTP(S) URL without credentials/query');
    expect(failure(withTarget({ ...mom(), header_env: 1, stream: 1 })).message).toBe('header_env must map at most 16 header names to env names');
    expect(failure(withTarget({ ...mom(), stream: false, config_hash: '' })).message).toBe('stream must be boolean; only single targets may disable it');
    expect(failure(withTarget({ ...mom(), config_hash: '', prices: {} })).message).toBe('live mom target requires frozen config_hash');
  });
});
