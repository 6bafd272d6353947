// What the fan-out needs to produce real progress: the simulated provider as its own process
// (`sr-bench simulate`, paced so cells take a few hundred ms) and the demo's targets pointing at
// it, written to a targets file for the server (`SR_BENCH_TARGETS`).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSimulatorConfig, demoTargets } from '../src/demo/demo-setup.ts';

const BIN = fileURLToPath(new URL('../bin/sr-bench.js', import.meta.url));

export interface Simulator {
  targetsFile: string;
  stop(): Promise<void>;
}

/** Each simulated model answers after `ttftMs`, then streams for `latencyMs`. */
export async function startSimulator(dir: string, pace: { ttftMs: number; latencyMs: number }, timeoutMs = 60_000): Promise<Simulator> {
  const base = demoSimulatorConfig();
  const config = {
    ...base,
    models: (base.models ?? []).map((m) => ({ ...m, ttft_ms: pace.ttftMs, latency_ms: pace.latencyMs })),
    answers: base.answers instanceof Map ? Object.fromEntries(base.answers) : base.answers,
  };
  const configPath = join(dir, 'simulator.json');
  writeFileSync(configPath, JSON.stringify(config));
  const child = spawn(process.execPath, [BIN, 'simulate', '--config', configPath, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  let output = '';
  child.stderr.on('data', (d) => (output += String(d)));
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`sr-bench simulate did not start:\n${output}`)), timeoutMs);
      child.stdout.on('data', (d) => {
        output += String(d);
        const found = /request log: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
        if (found?.[1]) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`sr-bench simulate exited with ${code}:\n${output}`));
      });
    });
    const targetsFile = join(dir, 'targets.json');
    writeFileSync(targetsFile, JSON.stringify(demoTargets(`${origin}/v1`, `${origin}/router/v1`)));
    return { targetsFile, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
