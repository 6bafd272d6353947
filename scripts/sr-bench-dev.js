// `sr-bench` from the TypeScript sources, with the loader the development install has (tsx): what
// the tests spawn (test/helpers/process.ts), so they run the code as it is, with no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
