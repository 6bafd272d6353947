// Writes schema.graphql from the Pothos schema; `--check` fails when the committed file drifted.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchemaText } from '../src/schema/print.ts';

const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
const text = printSchemaText();
if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== text) {
    console.error('schema.graphql is out of date: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql matches the Pothos schema.');
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
