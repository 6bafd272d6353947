import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { canonical, digest, planDigest, protocol, protocolCanonical, sha256Hex } from '../../../src/domain/hashing/canonical.ts';
import { parseJson, pyFloat, PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import type { PyJsonObject } from '../../../src/domain/hashing/json-lexeme.ts';
import { unitVectors } from './unit-vectors.ts';

describe('canonical.canonical vectors', () => {
  it.each(unitVectors('canonical.canonical'))('vector %#', ({ args, result }) => {
    expect(canonical(args[0])).toBe(result);
  });
});

describe('canonical.digest vectors', () => {
  it.each(unitVectors('canonical.digest'))('vector %#', ({ args, result }) => {
    expect(digest(args[0])).toBe(result);
  });
});

describe('canonical.protocol_canonical vectors', () => {
  it.each(unitVectors('canonical.protocol_canonical'))('vector %#', ({ args, result }) => {
    expect(protocolCanonical(args[0])).toBe(result);
  });
});

describe('canonical.plan_digest vectors', () => {
  it.each(unitVectors('canonical.plan_digest'))('vector %#', ({ args, result }) => {
    expect(planDigest(args[0] as PyJsonObject)).toBe(result);
  });
});

// Parsed from `text` with json.loads, then canonical / sha256 / canonical(protocol(v)) by
// CPython 3.11.7; generated once and embedded.
const PYTHON_CANONICAL: readonly {
  name: string;
  text: string;
  canonical: string;
  digest: string;
  protocol: string;
}[] = [
  {
    name: 'every ASCII character escaped in the input',
    text: '"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\u0008\\u0009\\u000a\\u000b\\u000c\\u000d\\u000e\\u000f\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f\\u0020\\u0021\\u0022\\u0023\\u0024\\u0025\\u0026\\u0027\\u0028\\u0029\\u002a\\u002b\\u002c\\u002d\\u002e\\u002f\\u0030\\u0031\\u0032\\u0033\\u0034\\u0035\\u0036\\u0037\\u0038\\u0039\\u003a\\u003b\\u003c\\u003d\\u003e\\u003f\\u0040\\u0041\\u0042\\u0043\\u0044\\u0045\\u0046\\u0047\\u0048\\u0049\\u004a\\u004b\\u004c\\u004d\\u004e\\u004f\\u0050\\u0051\\u0052\\u0053\\u0054\\u0055\\u0056\\u0057\\u0058\\u0059\\u005a\\u005b\\u005c\\u005d\\u005e\\u005f\\u0060\\u0061\\u0062\\u0063\\u0064\\u0065\\u0066\\u0067\\u0068\\u0069\\u006a\\u006b\\u006c\\u006d\\u006e\\u006f\\u0070\\u0071\\u0072\\u0073\\u0074\\u0075\\u0076\\u0077\\u0078\\u0079\\u007a\\u007b\\u007c\\u007d\\u007e\\u007f"',
    canonical:
      '"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\b\\t\\n\\u000b\\f\\r\\u000e\\u000f\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f !\\"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\u007f"',
    digest: '25c46ed605d810855b1be6a87098d03867acbd32f5c8a06a301f289fb18cbb91',
    protocol:
      '"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\b\\t\\n\\u000b\\f\\r\\u000e\\u000f\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f !\\"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\u007f"',
  },
  {
    name: 'keys sorted by code point, astral after U+FFFF',
    text: '{"b":1,"a":2,"\u00e9":3,"\\ud83d\\ude00":4,"\\uffff":5,"A":6,"aa":7,"":8,"\\u2028":9}',
    canonical: '{"":8,"A":6,"a":2,"aa":7,"b":1,"\u00e9":3,"\u2028":9,"\uffff":5,"\ud83d\ude00":4}',
    digest: '30078dd478ddd2fca56f88fb430ad6b3b8d5c63b2c8ccc0b9a57b71c55f9d404',
    protocol: '{"":8,"A":6,"a":2,"aa":7,"b":1,"\u00e9":3,"\u2028":9,"\uffff":5,"\ud83d\ude00":4}',
  },
  {
    name: 'big ints stay exact',
    text: '[18446744073709551616, -1180591620717411303424, 9007199254740993, 9007199254740992, -0, 0, 12]',
    canonical: '[18446744073709551616,-1180591620717411303424,9007199254740993,9007199254740992,0,0,12]',
    digest: '923ec7c9ec3d30088f0ab4fbe796ed0b0ce37403668b375c177a6e74185a50ff',
    protocol: '[18446744073709551616,-1180591620717411303424,9007199254740993,9007199254740992,0,0,12]',
  },
  {
    name: 'float lexemes',
    text: '[1.0, -0.0, 1e16, 1E16, 1e300, 2.5, true, false, null, 1e22, 0.5e1, 100e-2, 1e-7, 123456789.125]',
    canonical: '[1.0,-0.0,1e+16,1e+16,1e+300,2.5,true,false,null,1e+22,5.0,1.0,1e-07,123456789.125]',
    digest: 'a142a09b63a3feec2505fed8c1e9899effad0de4e3aa41cda447ee76517cc41a',
    protocol:
      '[1,0,10000000000000000,10000000000000000,1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160,2.5,true,false,null,10000000000000000000000,5,1,1e-07,123456789.125]',
  },
  {
    name: 'nesting, quotes, backslash, slash, DEL',
    text: '{"nested": {"z": [], "y": {}, "x": [[], [{}]]}, "s": "tab\\there \\"quoted\\" back\\\\slash / \\u007f"}',
    canonical: '{"nested":{"x":[[],[{}]],"y":{},"z":[]},"s":"tab\\there \\"quoted\\" back\\\\slash / \u007f"}',
    digest: 'b6d6206274529620632664cc94eecb07e251eea0090aff1f31e5118d28589e57',
    protocol: '{"nested":{"x":[[],[{}]],"y":{},"z":[]},"s":"tab\\there \\"quoted\\" back\\\\slash / \u007f"}',
  },
  {
    name: '__proto__ is an ordinary key',
    text: '{"__proto__": {"x": 1.0}, "constructor": 2}',
    canonical: '{"__proto__":{"x":1.0},"constructor":2}',
    digest: '59011245641dcb1d8c8ea579e22d837893210aa27971f618fe7cc8b828b09bcf',
    protocol: '{"__proto__":{"x":1},"constructor":2}',
  },
  {
    name: 'non-ASCII kept as UTF-8',
    text: '"\\ud83d\\ude00 \\u03c4\\u00b3 \\u00fc \\u00a0"',
    canonical: '"\ud83d\ude00 \u03c4\u00b3 \u00fc \u00a0"',
    digest: '2b73032942be7ec158daa2ba00462d63d550e58704e62b88c74420afb7dc508c',
    protocol: '"\ud83d\ude00 \u03c4\u00b3 \u00fc \u00a0"',
  },
];

describe('canonical text matches json.dumps(sort_keys, compact, ensure_ascii=False)', () => {
  it.each(PYTHON_CANONICAL)('$name', (row) => {
    const value = parseJson(row.text);
    expect(canonical(value)).toBe(row.canonical);
    expect(digest(value)).toBe(row.digest);
    expect(protocolCanonical(value)).toBe(row.protocol);
  });
});

describe('numbers: int vs float text', () => {
  it('a plain integral number is an int; pyFloat keeps it a float', () => {
    expect(canonical({ a: 1, b: pyFloat(1), c: pyFloat(2.5), d: 2.5 })).toBe('{"a":1,"b":1.0,"c":2.5,"d":2.5}');
  });

  it('-0 is the int 0 unless wrapped', () => {
    expect(canonical([-0, new PyFloat(-0)])).toBe('[0,-0.0]');
  });

  it('bigint', () => {
    expect(canonical(-(2n ** 70n))).toBe('-1180591620717411303424');
  });

  it.each([Number.NaN, Infinity, -Infinity])('%s is rejected', (x) => {
    expect(() => canonical([x])).toThrow(RangeError);
    expect(() => canonical(new PyFloat(x))).toThrow(RangeError);
  });
});

describe('values JSON cannot hold are rejected, not dropped', () => {
  it.each([
    ['undefined', { a: undefined }],
    ['a function', [() => 1]],
    ['a Date', new Date(0)],
    ['a Map', new Map()],
  ])('%s', (_name, value) => {
    expect(() => canonical(value)).toThrow(TypeError);
  });

  it('a circular structure', () => {
    const a: unknown[] = [];
    a.push(a);
    expect(() => canonical(a)).toThrow('Circular reference detected');
  });

  it('a repeated (non-circular) object is fine', () => {
    const shared = { x: 1 };
    expect(canonical([shared, shared])).toBe('[{"x":1},{"x":1}]');
  });

  it('a lone surrogate has no UTF-8 encoding, so it cannot be hashed', () => {
    expect(canonical('\ud800')).toBe('"\ud800"');
    expect(() => digest('\ud800')).toThrow(RangeError);
    expect(() => sha256Hex('a\udc00')).toThrow(RangeError);
  });
});

describe('protocol(): finite integral floats become ints, recursively', () => {
  it.each([
    [new PyFloat(1), 1],
    [new PyFloat(-0), 0],
    [new PyFloat(1e16), 10000000000000000n], // beyond 2^53: a bigint, like the parser's big ints
    [new PyFloat(1e300), BigInt(1e300)],
    [2.5, 2.5],
    [true, true],
    [false, false],
    [null, null],
    ['1.0', '1.0'],
  ])('%s', (input, expected) => {
    expect(protocol(input)).toEqual(expected);
  });

  it('non-finite floats pass through for canonical() to reject', () => {
    expect(protocol(new PyFloat(Infinity))).toBe(Infinity);
  });

  it('plan_digest ignores only the top-level plan_sha256', () => {
    const manifest = { plan_sha256: 'x', nested: { plan_sha256: 'kept', v: new PyFloat(3) } };
    expect(planDigest(manifest)).toBe(digest({ nested: { plan_sha256: 'kept', v: 3 } }));
  });
});

// Every frozen plan in the fixture journals carries the hashes the original computed:
// case_sha256 = digest(cases), plan_sha256 = plan_digest(manifest).
const FIXTURES = new URL('../../fixtures/srbench/', import.meta.url);

function openJournal(relative: string): Database.Database {
  return new Database(fileURLToPath(new URL(relative, FIXTURES)), { readonly: true, fileMustExist: true });
}

function fixtureManifests(): { name: string; manifest: PyJsonObject }[] {
  const out: { name: string; manifest: PyJsonObject }[] = [];
  for (const folder of readdirSync(FIXTURES, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(new URL(`${folder.name}/`, FIXTURES))) {
      if (!file.endsWith('.sqlite3')) continue;
      const db = openJournal(`${folder.name}/${file}`);
      try {
        const rows = db.prepare('SELECT id, manifest FROM runs ORDER BY rowid').all() as { id: string; manifest: string }[];
        for (const row of rows) {
          out.push({ name: `${folder.name}/${file} ${row.id}`, manifest: parseJson(row.manifest) as PyJsonObject });
        }
      } finally {
        db.close();
      }
    }
  }
  return out;
}

describe('fixture journals: stored hashes re-derive exactly', () => {
  const manifests = fixtureManifests();

  it('covers every fixture run', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(32);
  });

  it.each(manifests)('$name', ({ manifest }) => {
    expect(digest(manifest['cases'])).toBe(manifest['case_sha256']);
    expect(planDigest(manifest)).toBe(manifest['plan_sha256']);
  });

  it('a recovery child binds its selected cells (selected_cells_sha256 = digest(cells))', () => {
    const child = manifests.find(({ manifest }) => 'recovery' in manifest);
    expect(child).toBeDefined();
    const recovery = child!.manifest['recovery'] as PyJsonObject;
    expect(digest(child!.manifest['execution_cells'])).toBe(recovery['selected_cells_sha256']);
  });

  it('the integral floats in a frozen plan matter to plan_sha256 only through protocol()', () => {
    const { manifest } = manifests[0]!;
    const limits = manifest['limits'] as PyJsonObject;
    expect(limits['max_cost_usd']).toBeInstanceOf(PyFloat);
    const { plan_sha256: _hash, ...rest } = manifest;
    expect(digest(rest)).not.toBe(manifest['plan_sha256']);
  });
});

describe('evidence folder = first 24 hex of digest([case_id, target_id])', () => {
  const runsDir = new URL('h_reconciliation/runs/', FIXTURES);
  const runIds = readdirSync(runsDir);

  it.each(runIds)('%s', (runId) => {
    const db = openJournal('h_reconciliation/journal.sqlite3');
    try {
      const cells = db.prepare('SELECT case_id, target_id FROM results WHERE run_id = ?').all(runId) as {
        case_id: string;
        target_id: string;
      }[];
      const expected = new Set(cells.map((c) => digest([c.case_id, c.target_id]).slice(0, 24)));
      const folders = readdirSync(new URL(`${runId}/`, runsDir));
      expect(folders.length).toBeGreaterThan(0);
      for (const folder of folders) expect(expected.has(folder)).toBe(true);
    } finally {
      db.close();
    }
  });
});
