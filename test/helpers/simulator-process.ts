// `sr-bench simulate` as its own process, as an operator runs it, with its request log read over
// HTTP (`GET /_sim/requests`): the counts survive the kill of any server or worker process.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SimulatorConfig } from '../../src/simulator/config.ts';
import { spawnSrBench } from './process.ts';

export interface LoggedRequest {
  index: number;
  chat_index: number;
  path: string;
  model: string | null;
  body: { model?: string; messages?: unknown[] } | null;
  received_at: string;
  in_flight: boolean;
  fault: Record<string, unknown> | null;
  response: { status: number | null; bytes_base64: string };
}

export interface SimulatorProcess {
  /** `http://127.0.0.1:<port>/v1`. */
  url: string;
  routerUrl: string;
  /** Chat completion requests received so far, optionally only those after `afterIndex`. */
  requests(afterIndex?: number): Promise<LoggedRequest[]>;
  /** The index of the latest request (a mark to count from). */
  mark(): Promise<number>;
  stop(): Promise<number | null>;
}

export async function spawnSimulator(config: SimulatorConfig, dir: string, timeoutMs = 60_000): Promise<SimulatorProcess> {
  const configPath = join(dir, 'simulator.json');
  const plain = { ...config, answers: config.answers instanceof Map ? Object.fromEntries(config.answers) : config.answers };
  writeFileSync(configPath, JSON.stringify(plain));
  const started = await spawnSrBench(
    ['simulate', '--config', configPath, '--port', '0'],
    process.env,
    /request log: (http:\/\/127\.0\.0\.1:\d+\/_sim\/requests)/,
    timeoutMs,
  );
  const logUrl = started.match;
  const origin = logUrl.replace(/\/_sim\/requests$/, '');
  let latest = -1;
  const requests = async (afterIndex = -1): Promise<LoggedRequest[]> => {
    const response = await fetch(`${logUrl}?after=${afterIndex}`, { signal: AbortSignal.timeout(30_000) });
    const { requests: list } = (await response.json()) as { requests: LoggedRequest[] };
    for (const r of list) latest = Math.max(latest, r.index);
    return list;
  };
  return {
    url: `${origin}/v1`,
    routerUrl: `${origin}/router/v1`,
    requests,
    mark: async () => {
      await requests(latest);
      return latest;
    },
    stop: () => started.stop(),
  };
}
