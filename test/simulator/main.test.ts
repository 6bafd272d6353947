// `sr-bench simulate`: prints its URL and models, serves until SIGTERM, exits 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { simulateCommand } from '../../src/simulator/main.ts';
import { chat, userMessage } from './helpers.ts';

const RUNNER = fileURLToPath(new URL('./simulate-runner.js', import.meta.url));

interface Running {
  url: string;
  stdout: () => string;
  stop: () => Promise<number | null>;
}

function start(args: string[]): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RUNNER, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`simulate did not start\n${stdout}\n${stderr}`));
    }, 30_000);
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.stdout.on('data', (d) => {
      stdout += String(d);
      const match = /Simulated provider: (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(stdout);
      if (match !== null && stdout.includes('\n')) {
        clearTimeout(timer);
        resolve({
          url: match[1] as string,
          stdout: () => stdout,
          stop: async () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    child.on('error', reject);
  });
}

describe('sr-bench simulate', () => {
  it('serves the configured models until SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'srb-sim-'));
    const configPath = join(dir, 'sim.json');
    writeFileSync(configPath, JSON.stringify({ models: [{ name: 'cfg/only', accuracy: 1, ttft_ms: 0 }], answers: { q: 'A' }, router: false }));
    const running = await start(['--port', '0', '--config', configPath, '--seed', '3']);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(running.stdout()).toContain('models: cfg/only');
      expect(running.stdout()).toContain('router: off');
      const response = await chat({ url: running.url }, { model: 'cfg/only', messages: userMessage('[q] Options A-D.') });
      expect(response.status).toBe(200);
      expect(response.text).toContain('ANSWER: ');
    } finally {
      expect(await running.stop()).toBe(0);
    }
  });

  it('refuses bad arguments with usage and exit code 2', async () => {
    const written: string[] = [];
    const original = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      expect(await simulateCommand(['--port', 'abc'])).toBe(2);
      expect(await simulateCommand(['--frobnicate', '1'])).toBe(2);
      expect(await simulateCommand(['--seed'])).toBe(2);
    } finally {
      process.stderr.write = original;
    }
    expect(written.join('')).toContain('usage: sr-bench simulate');
  });
});
