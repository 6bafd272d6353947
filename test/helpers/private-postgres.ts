// A private PostgreSQL cluster for tests that stop or restart the database server (test/faults):
// the machine's shared Postgres is never touched. initdb + pg_ctl from the local PostgreSQL
// installation, run as the `postgres` user when the tests run as root; the cluster listens on a
// free loopback port and its socket lives in its own folder. Every wait is bounded.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

export interface PrivateCluster {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m fast`: connections are terminated, new ones refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The server log (for failure messages). */
  log(): string;
  /** Stops the server (immediate) and removes its folder. */
  destroy(): Promise<void>;
}

const BIN_ROOT = '/usr/lib/postgresql';

/** The newest local PostgreSQL bin folder with initdb and pg_ctl, or null. */
export function postgresBinDir(): string | null {
  if (!existsSync(BIN_ROOT)) return null;
  const versions = readdirSync(BIN_ROOT)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(BIN_ROOT, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** Why a private cluster cannot be made here, or null when it can. */
export function privateClusterUnavailable(): string | null {
  if (postgresBinDir() === null) return `no PostgreSQL server binaries (initdb, pg_ctl) under ${BIN_ROOT}`;
  const root = userInfo().uid === 0;
  if (root && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return 'running as root without runuser';
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(bin: string, command: string, args: string[], timeoutMs: number): Promise<string> {
  const asRoot = userInfo().uid === 0;
  const file = asRoot ? 'runuser' : join(bin, command);
  const argv = asRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args;
  return new Promise((resolve, reject) => {
    execFile(file, argv, { timeout: timeoutMs, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinDir();
  if (bin === null) throw new Error(privateClusterUnavailable() ?? 'no PostgreSQL');
  const dir = mkdtempSync(join(tmpdir(), 'srb-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (userInfo().uid === 0) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  await run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'], 120_000);
  const port = await freePort();
  // fsync off: these clusters hold throw-away test data and only ever stop cleanly or vanish.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=60`;
  const start = () => run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start'], 90_000).then(() => undefined);
  await start();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    createDatabase: async (name) => {
      const admin = postgres(url(), { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end({ timeout: 5 });
      }
      return url(name);
    },
    stop: () => run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'], 90_000).then(() => undefined),
    start,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    destroy: async () => {
      await run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop'], 60_000).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('no postgres user in /etc/passwd');
  return { uid: Number(uid), gid: Number(gid) };
}
