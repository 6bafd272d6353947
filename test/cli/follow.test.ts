// Following a run (src/cli/follow.ts): the progress display, and the follower against a live
// stack reached through a TCP proxy on 127.0.0.1 that the tests cut, to check that a lost
// WebSocket is reconnected, the run's state re-read, and the terminal status still reported.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CliError } from '../../src/cli/client.ts';
import { followRun, formatElapsed, progressBar, progressSummary, progressView, webSocketUrl, type FollowView, type RunState } from '../../src/cli/follow.ts';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const state = (overrides: Partial<RunState> = {}): RunState => ({
  runId: 'run-0123456789abcdef0123',
  status: 'RUNNING',
  progress: { total: 40, completed: 10, failed: 1, running: 1, timeout: 0, pending: 28 },
  knownSpendUsd: 0.01234,
  wallTimeSeconds: 42,
  updatedAt: '2026-01-01T00:00:42.000000+00:00',
  error: null,
  ...overrides,
});

describe('progress display', () => {
  it('formats the bar, counts, elapsed time and spend', () => {
    expect(progressBar(state(), 10)).toBe('[##--------]');
    expect(progressBar(state({ progress: { total: 0, completed: 0, failed: 0, running: 0, timeout: 0, pending: 0 } }), 4)).toBe('[----]');
    expect(progressSummary(state(), 62)).toBe('10/40 completed, 1 failed · 1:02 · $0.0123');
    expect(progressSummary(state({ knownSpendUsd: null, progress: { ...state().progress, timeout: 2 } }), 3)).toBe(
      '10/40 completed, 1 failed, 2 timeout · 0:03 · $?',
    );
    expect(formatElapsed(3725)).toBe('1:02:05');
    expect(webSocketUrl('http://127.0.0.1:4000/graphql')).toBe('ws://127.0.0.1:4000/graphql');
    expect(webSocketUrl('https://bench.example/graphql')).toBe('wss://bench.example/graphql');
  });

  it('redraws one line on a terminal and ends it with a newline', () => {
    let out = '';
    const view = progressView({ isTTY: true, columns: 200, write: (t: string) => (out += t) });
    view.update(state());
    view.note('connection lost; reconnecting');
    view.update(state({ status: 'COMPLETED', progress: { total: 40, completed: 40, failed: 0, running: 0, timeout: 0, pending: 0 } }));
    view.finish();
    expect(out.startsWith('\r[')).toBe(true);
    expect(out).toContain('\r\x1b[Kconnection lost; reconnecting\n');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the progress line ends with the terminal's erase-line escape
    expect(out).toMatch(/\r\[#{24}\] 40\/40 completed, 0 failed · 0:42 · \$0\.0123 · completed\x1b\[K\n$/);
  });

  it('prints plain lines off a terminal only when something changed, at most every interval', () => {
    let out = '';
    let clock = 0;
    const view = progressView({ write: (t: string) => (out += t) }, { now: () => clock, plainIntervalMs: 2_000 });
    view.update(state());
    view.update(state()); // within the interval: held back
    clock = 5_000;
    view.update(state({ wallTimeSeconds: 47 })); // only the clock moved: not printed
    view.update(state({ progress: { ...state().progress, completed: 11 } }));
    view.finish();
    const lines = out.trimEnd().split('\n');
    expect(lines).toEqual([
      'run-0123456789abcdef0123 running: 10/40 completed, 1 failed · 0:42 · $0.0123',
      'run-0123456789abcdef0123 running: 11/40 completed, 1 failed · 0:42 · $0.0123',
    ]);
  });
});

/** A TCP proxy to the server that can cut every connection and refuse new ones. */
interface Proxy {
  url: string;
  upgrades: () => number;
  drop(): void;
  refuse(on: boolean): void;
  close(): Promise<void>;
}

async function startProxy(targetUrl: string): Promise<Proxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let refusing = false;
  let upgrades = 0;
  const server: Server = createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = connect(Number(target.port), '127.0.0.1');
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        for (const other of pair) other.destroy();
        sockets.delete(socket);
      });
    }
    client.once('data', (chunk: Buffer) => {
      if (/^upgrade: websocket/im.test(chunk.toString('latin1'))) upgrades += 1;
    });
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    upgrades: () => upgrades,
    drop: () => {
      for (const socket of sockets) socket.destroy();
    },
    refuse: (on) => (refusing = on),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Records what the follower shows; `onUpdate` lets a test act mid-run. */
function recorder(onUpdate: (s: RunState, n: number) => void = () => {}) {
  const updates: RunState[] = [];
  const notes: string[] = [];
  let finished = 0;
  const view: FollowView = {
    update: (s) => {
      updates.push(s);
      onUpdate(s, updates.length);
    },
    note: (m) => notes.push(m),
    finish: () => (finished += 1),
  };
  return { view, updates, notes, finished: () => finished };
}

const FAST_RETRY = { attempts: 40, baseDelayMs: 100, maxDelayMs: 400 };

describe('followRun against a live server', () => {
  const live = useLiveStack();
  let proxy: Proxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });
  const input = (targetIds: string[]) => ({ datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds });

  it('reconnects after the WebSocket is cut mid-run and reports the terminal status', async () => {
    proxy = await startProxy(live.api.url);
    const { runId, plan } = await planAndStart(live.api, input(['sim-large', 'sim-router', 'sim-medium']), 'follow-cut-1');
    let cut = false;
    const seen = recorder((s) => {
      if (!cut && s.status === 'RUNNING' && s.progress.completed > 0) {
        cut = true;
        proxy!.drop();
      }
    });
    const outcome = await followRun({ client: { url: proxy.url }, runId, view: seen.view, retry: FAST_RETRY });
    expect(cut).toBe(true);
    expect(outcome.kind).toBe('terminal');
    if (outcome.kind !== 'terminal') return;
    expect(outcome.state.status).toBe('COMPLETED');
    expect(outcome.state.progress.completed).toBe(plan.total);
    expect(outcome.state.knownSpendUsd).toBeGreaterThan(0);
    expect(seen.notes.some((n) => /connection lost .*reconnecting, attempt 1 of 40/.test(n))).toBe(true);
    expect(proxy.upgrades()).toBeGreaterThanOrEqual(2);
    expect(seen.finished()).toBe(1);
    // progress seen across both connections never goes backwards
    const done = seen.updates.map((u) => u.progress.completed);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  }, 180_000);

  it('a run that ended while the connection was down is reported from the re-read state', async () => {
    proxy = await startProxy(live.api.url);
    const { runId } = await planAndStart(live.api, input(['sim-small']), 'follow-down-1');
    let ended: Promise<string> | undefined;
    const seen = recorder((s) => {
      if (!ended && s.status === 'RUNNING') {
        proxy!.refuse(true);
        proxy!.drop();
        ended = waitForRun(live.api, runId, 120_000).then((status) => {
          proxy!.refuse(false);
          return status;
        });
      }
    });
    const outcome = await followRun({ client: { url: proxy.url }, runId, view: seen.view, retry: FAST_RETRY });
    expect(await ended).toBe('COMPLETED');
    expect(outcome.kind).toBe('terminal');
    if (outcome.kind === 'terminal') expect(outcome.state.status).toBe('COMPLETED');
    expect(seen.notes.length).toBeGreaterThan(0);
  }, 180_000);

  it('gives up after the bounded attempts when the server stays unreachable', async () => {
    proxy = await startProxy(live.api.url);
    const { runId } = await planAndStart(live.api, input(['sim-large', 'sim-router', 'sim-medium']), 'follow-lost-1');
    const seen = recorder((_s, n) => {
      if (n === 1) {
        proxy!.refuse(true);
        proxy!.drop();
      }
    });
    const outcome = await followRun({ client: { url: proxy.url }, runId, view: seen.view, retry: { attempts: 3, baseDelayMs: 50, maxDelayMs: 100 } });
    expect(outcome.kind).toBe('lost');
    if (outcome.kind === 'lost') expect(outcome.attempts).toBe(3);
    expect(seen.notes).toHaveLength(3);
    expect(seen.notes[2]).toMatch(/attempt 3 of 3/);
    // following never touches the run
    const response = await live.api.gql('query ($id: ID!) { run(id: $id) { status } }', { id: runId });
    expect(['QUEUED', 'RUNNING', 'COMPLETED']).toContain(response.data?.run.status);
    await live.api.gql('mutation ($id: ID!) { cancelRun(input: { id: $id }) { run { status } userErrors { code message } } }', { id: runId });
    await waitForRun(live.api, runId, 120_000);
  }, 180_000);

  it('stops when aborted, and reports a finished run from its first snapshot', async () => {
    const { runId } = await planAndStart(live.api, input(['sim-small']), 'follow-stop-1');
    const controller = new AbortController();
    const stopped = await followRun({ client: { url: live.api.url }, runId, view: recorder(() => controller.abort()).view, signal: controller.signal });
    expect(stopped.kind).toBe('stopped');
    expect(await waitForRun(live.api, runId, 120_000)).toBe('COMPLETED');

    const seen = recorder();
    const again = await followRun({ client: { url: live.api.url }, runId, view: seen.view });
    expect(again.kind).toBe('terminal');
    expect(seen.updates).toHaveLength(1);
    expect(seen.updates[0]!.status).toBe('COMPLETED');
  }, 180_000);

  it('an unknown run is the server NOT_FOUND error', async () => {
    const outcome = followRun({ client: { url: live.api.url }, runId: 'run-00000000000000000000', view: recorder().view });
    await expect(outcome).rejects.toBeInstanceOf(CliError);
    await expect(outcome).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
