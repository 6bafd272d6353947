// Test-only: runs `simulateCommand` as its own process, the way src/cli/main.ts will.
import { register } from 'tsx/esm/api';

register();
const { simulateCommand } = await import('../../src/simulator/main.ts');
process.exitCode = await simulateCommand(process.argv.slice(2));
