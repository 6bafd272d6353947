#!/usr/bin/env node
// Runs the TypeScript sources directly (tsx), so `npm ci` needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
