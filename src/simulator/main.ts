/**
 * `sr-bench simulate [--port N] [--config file.json] [--seed N]`: runs the simulated
 * provider on 127.0.0.1 until SIGTERM/SIGINT, printing its URL and models.
 */
import { readFile } from 'node:fs/promises';
import type { SimulatorConfig } from './config.ts';
import { REQUESTS_PATH, startSimulator } from './server.ts';

export const SIMULATE_USAGE = 'usage: sr-bench simulate [--port N] [--config file.json] [--seed N]';

interface SimulateArgs {
  port?: number;
  config?: string;
  seed?: number;
}

function parseArgs(argv: readonly string[]): SimulateArgs {
  const args: SimulateArgs = {};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    const [name, inline] = flag.startsWith('--') && flag.includes('=') ? (flag.split(/=(.*)/s, 2) as [string, string]) : [flag, undefined];
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${name} needs a value`);
    if (name === '--port' || name === '--seed') {
      const number = Number(value);
      if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(number)) throw new Error(`${name} must be an integer`);
      if (name === '--port') args.port = number;
      else args.seed = number;
    } else if (name === '--config') {
      args.config = value;
    } else {
      throw new Error(`unknown option ${name}`);
    }
  }
  return args;
}

async function loadConfig(path: string): Promise<SimulatorConfig> {
  const value = JSON.parse(await readFile(path, 'utf8')) as unknown;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${path}: the config must be a JSON object`);
  return value as SimulatorConfig;
}

function waitForStopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      resolve(signal);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}

export async function simulateCommand(argv: string[]): Promise<number> {
  let config: SimulatorConfig;
  try {
    const args = parseArgs(argv);
    config = args.config === undefined ? {} : await loadConfig(args.config);
    if (args.port !== undefined) config.port = args.port;
    if (args.seed !== undefined) config.seed = args.seed;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${SIMULATE_USAGE}\n`);
    return 2;
  }
  let handle;
  try {
    handle = await startSimulator(config);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const lines = [
    `Simulated provider: ${handle.url}`,
    `models: ${handle.models.join(', ')}`,
    handle.routerModel === null ? 'router: off' : `router: model ${handle.routerModel} at ${handle.url} (or any model at ${handle.routerUrl})`,
    handle.routerModel === null ? '' : `routing preview: ${handle.previewUrl}`,
    `request log: ${handle.url.replace(/\/v1$/, '')}${REQUESTS_PATH}`,
  ];
  process.stdout.write(`${lines.filter((line) => line !== '').join('\n')}\n`);
  await waitForStopSignal();
  await handle.close();
  return 0;
}
