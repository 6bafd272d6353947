// The package as an operator gets it (docs/packaging.md): a build that matches the sources, the
// tarball `npm pack` makes of it, and that tarball installed into an empty folder from the npm
// cache alone. Used by test/package/ and by the bench's CLI start figure; every wait is bounded.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { builtSourceDigests, SOURCE_DIGESTS_FILE } from '../src/config/own-code.ts';
import { sourceFileDigests } from '../src/services/runner-provenance.ts';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
const run = promisify(execFile);

/** Runs npm in `cwd` (bounded); a failure carries npm's own output. */
async function npm(args: string[], cwd: string, timeoutMs: number): Promise<{ stdout: string; stderr: string }> {
  try {
    return await run('npm', args, { cwd, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_update_notifier: 'false' } });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; killed?: boolean; message: string }; // execFile's error carries the output
    const why = failed.killed ? `timed out after ${timeoutMs / 1000} s` : failed.message.split('\n')[0];
    throw new Error(`npm ${args.join(' ')} (in ${cwd}) failed: ${why}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
}

/** Why dist/ or web/dist/ do not match the sources, or null when they do. */
export function staleBuild(): string | null {
  if (!existsSync(join(ROOT, 'web/dist/index.html'))) return 'web/dist/ is not built';
  return staleServerBuild();
}

/** Why dist/ does not match the sources under src/, or null when it does. */
export function staleServerBuild(): string | null {
  const file = join(ROOT, 'dist', SOURCE_DIGESTS_FILE);
  if (!existsSync(file)) return 'dist/ is not built';
  const built = builtSourceDigests(file).sourceFiles;
  const now = sourceFileDigests(ROOT);
  const changed = Object.keys({ ...built, ...now }).filter((path) => built[path] !== now[path]);
  return changed.length === 0 ? null : `dist/ was built from other sources (${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ', …' : ''})`;
}

/** Builds what does not match the sources (npm test has built both already in CI). */
export async function ensureBuilt(log: (line: string) => void = () => undefined): Promise<void> {
  if (!existsSync(join(ROOT, 'web/dist/index.html'))) {
    log('building the dashboard (web/dist/ is missing)…');
    await npm(['run', '-s', 'build:web'], ROOT, 300_000);
  }
  const stale = staleBuild();
  if (stale) {
    log(`building the server: ${stale}…`);
    await npm(['run', '-s', 'build:server'], ROOT, 600_000);
  }
  const still = staleBuild();
  if (still) throw new Error(`the build does not match the sources after building: ${still}`);
}

/** `npm pack` into `destination` (the build is the caller's: see ensureBuilt). Returns the tarball and the paths it holds. */
export async function pack(destination: string): Promise<{ tarball: string; files: string[] }> {
  mkdirSync(destination, { recursive: true });
  // --ignore-scripts: prepack would build again; ensureBuilt has made sure the build is current.
  const { stdout } = await npm(['pack', '--ignore-scripts', '--json', '--pack-destination', destination], ROOT, 180_000);
  const [result] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[]; // npm pack --json's documented shape
  if (!result) throw new Error(`npm pack printed no result:\n${stdout}`);
  return { tarball: join(destination, result.filename), files: result.files.map((f) => f.path) };
}

interface LockEntry {
  version?: string;
  dev?: boolean;
  hasInstallScript?: boolean;
  [key: string]: unknown;
}

/**
 * Files of runtime packages whose install scripts build native code, taken from the checkout's
 * install (`npm ci` built them for this machine's Node): better-sqlite3's script first tries to
 * download a prebuilt binary from the internet, then compiles for minutes.
 */
const NATIVE_BUILDS: Readonly<Record<string, string>> = { 'better-sqlite3': 'build/Release/better_sqlite3.node' };

/**
 * Installs `tarball` into the empty folder `dir` as `npm install TARBALL` would, with the npm cache
 * as the only source: the runtime entries of the project's lockfile say which versions (the ones
 * `npm ci` put in the cache), since resolving ranges offline needs registry metadata the cache
 * does not hold. The project's overrides come along, as the lockfile's versions follow them.
 * Throws, with npm's output, when that is impossible. Returns the `sr-bench` command and npm's output.
 */
export async function installOffline(tarball: string, dir: string): Promise<{ bin: string; packageDir: string; output: string }> {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    dependencies: Record<string, string>;
    bin: Record<string, string>;
    engines?: unknown;
    license?: string;
    overrides?: Record<string, string>;
  }; // our own package.json
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }; // lockfileVersion 3
  mkdirSync(dir, { recursive: true });
  const file = `file:${basename(tarball)}`;
  if (dirname(tarball) !== dir) copyFileSync(tarball, join(dir, basename(tarball)));
  const packages: Record<string, LockEntry> = {
    '': { name: 'sr-bench-install', dependencies: { [manifest.name]: file } },
    [`node_modules/${manifest.name}`]: {
      version: manifest.version,
      resolved: file,
      license: manifest.license,
      dependencies: manifest.dependencies,
      bin: manifest.bin,
      engines: manifest.engines,
    },
  };
  const native: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev === true) continue;
    packages[path] = entry;
    if (entry.hasInstallScript) native.push(path);
  }
  // The lockfile's versions follow the project's overrides; npm checks them against the same ones.
  const installManifest = { name: 'sr-bench-install', private: true, dependencies: { [manifest.name]: file }, overrides: manifest.overrides };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(installManifest, null, 2)}\n`);
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify({ name: 'sr-bench-install', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`);
  const { stdout, stderr } = await npm(['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], dir, 600_000);
  for (const path of native) {
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const built = NATIVE_BUILDS[name];
    if (!built) throw new Error(`${name} has an install script this offline install cannot run; list its built files in NATIVE_BUILDS`);
    const from = join(ROOT, path, built);
    const ours = (JSON.parse(readFileSync(join(ROOT, path, 'package.json'), 'utf8')) as { version?: string }).version; // a package manifest
    if (!existsSync(from) || ours !== lock.packages[path]?.version)
      throw new Error(`the checkout has no build of ${name}@${lock.packages[path]?.version} (${from}); run npm ci`);
    mkdirSync(dirname(join(dir, path, built)), { recursive: true });
    copyFileSync(from, join(dir, path, built));
  }
  return { bin: join(dir, 'node_modules/.bin/sr-bench'), packageDir: join(dir, 'node_modules', manifest.name), output: `${stdout}${stderr}` };
}
