// schema.graphql is printed from the Pothos schema and committed; it must never drift.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchemaText } from '../../src/schema/print.ts';

describe('committed schema.graphql', () => {
  it('equals the printed Pothos schema (run `npm run schema:print` after changing types)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printSchemaText());
  });
});
