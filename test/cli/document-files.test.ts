// The CLI's file reading: JSON passes through byte for byte, YAML becomes JSON text with every
// number written as in the file (the server hashes lexemes), aliases expand within a bound, and
// output files are created exclusively.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocumentFile, writeNewFile, yamlToJsonText } from '../../src/cli/files.ts';

const dir = mkdtempSync(join(tmpdir(), 'srb-files-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('readDocumentFile', () => {
  it('returns JSON text unchanged, lexemes and spacing included', () => {
    const text = '{ "max_cost_usd": 500.0, "weights": [1e2, 0.10] }\n';
    expect(readDocumentFile(file('plan.json', text))).toBe(text);
  });

  it('converts YAML keeping number lexemes, strings and nulls', () => {
    const json = readDocumentFile(file('m.yaml', 'name: demo\nprice: 0.50\nlimit: 1.0\nbig: 1e3\nquoted: "1.0"\nnone: ~\nflag: true\nlist:\n  - 1\n  - two\n'));
    expect(json).toBe('{"name":"demo","price":0.50,"limit":1.0,"big":1e3,"quoted":"1.0","none":null,"flag":true,"list":[1,"two"]}');
  });

  it('expands aliases (shared price tables) and bounds their expansion', () => {
    expect(yamlToJsonText('p: &p {input: 0.5}\nt: [{prices: *p}, {prices: *p}]\n')).toBe(
      '{"p":{"input":0.5},"t":[{"prices":{"input":0.5}},{"prices":{"input":0.5}}]}',
    );
    const levels = ['a: &a [1, 2]'];
    for (let i = 1; i < 8; i++)
      levels.push(
        `l${i}: &l${i} [${Array(9)
          .fill(i === 1 ? '*a' : `*l${i - 1}`)
          .join(', ')}]`,
      );
    expect(() => yamlToJsonText(levels.join('\n'))).toThrow(/too many values once aliases are expanded/);
  });

  it('refuses what JSON cannot say, and names the file', () => {
    expect(() => yamlToJsonText('x: .inf', 'f.yaml')).toThrow(/f\.yaml: \.inf is not a finite number/);
    expect(() => yamlToJsonText('a: [1,\n', 'f.yaml')).toThrow(/f\.yaml is neither JSON nor valid YAML/);
    expect(() => yamlToJsonText('a: 1\na: 2\n', 'f.yaml')).toThrow(/neither JSON nor valid YAML/);
    expect(() => yamlToJsonText('', 'f.yaml')).toThrow(/f\.yaml is empty/);
    expect(() => readDocumentFile(join(dir, 'missing.yaml'))).toThrow(/does not exist/);
  });
});

describe('writeNewFile', () => {
  it('creates a file once and never overwrites it', () => {
    const path = join(dir, 'out.json');
    writeNewFile(path, 'first');
    expect(() => writeNewFile(path, 'second')).toThrow(/exists; it is never overwritten/);
    expect(readFileSync(path, 'utf8')).toBe('first');
  });
});
