// Runs one call of the preparation reference vectors' protocol with the server's own
// preparation code (docs/preparation.md):
//   npx tsx scripts/preparation-vector.ts REQUEST RESULT
import { readFileSync, writeFileSync } from 'node:fs';
import { runVectorRequest } from '../src/preparation/vector-protocol.ts';

const [requestPath, resultPath] = process.argv.slice(2);
if (!requestPath || !resultPath) {
  console.error('usage: preparation-vector.ts REQUEST RESULT');
  process.exit(2);
}
const result = await runVectorRequest(JSON.parse(readFileSync(requestPath, 'utf8')));
writeFileSync(resultPath, `${JSON.stringify(result)}\n`);
