#!/usr/bin/env node
// The installed command: runs the compiled code in dist/. In a checkout `npm run build` makes it
// (`npm start` and `npm test` do too); scripts/sr-bench-dev.js runs the sources instead.
import { existsSync } from 'node:fs';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  console.error('sr-bench: dist/ is not built; run `npm run build` in this checkout');
  process.exit(1);
}
await import(main.href);
