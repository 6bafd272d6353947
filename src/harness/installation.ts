/**
 * How the server starts the harness of a harness benchmark (docs/harness.md): the command, the
 * working directory and the source root handed to it, for the project's own harness or an
 * operator's upstream environment.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirectory } from '../config/data-directory.ts';
import { nodeArguments, ownModule } from '../config/own-code.ts';
import {
  harnessKind,
  installMessage,
  LOCAL_HARNESS,
  pythonVariable,
  rootVariable,
  UPSTREAM_WORKER_MODULE,
  type HarnessKind,
} from '../domain/harness/installations.ts';
import type { JsonRecord } from '../domain/json/json-value.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface HarnessInstallation {
  readonly kind: HarnessKind;
  readonly command: string;
  /** Arguments before the request and result paths. */
  readonly args: readonly string[];
  /** Where the harness runs from (the source root), or null for the cell's artifact folder. */
  readonly cwd: string | null;
  readonly sourceRoot: string | null;
}

/** An installation that cannot run; `message` says what to set. */
export class HarnessUnavailable extends Error {}

const LOCAL_MAIN = ownModule('./local/main', import.meta.url);

/** The local harness's source root: the operator's `…_ROOT`, else the acquired checkout at the pinned revision. */
function localSourceRoot(benchmark: string, options: JsonRecord, env: Env): string | null {
  const configured = env[rootVariable(benchmark)];
  if (configured) return configured;
  const revision = options['source_revision'];
  if (typeof revision !== 'string') return null;
  const checkout = join(dataDirectory(env), 'checkouts', benchmark, revision);
  return existsSync(checkout) ? checkout : null;
}

export function harnessInstallation(benchmark: string, options: JsonRecord, env: Env): HarnessInstallation {
  if (harnessKind(options) === LOCAL_HARNESS) {
    const sourceRoot = localSourceRoot(benchmark, options, env);
    return { kind: LOCAL_HARNESS, command: process.execPath, args: nodeArguments(LOCAL_MAIN), cwd: sourceRoot, sourceRoot };
  }
  const python = env[pythonVariable(benchmark)];
  const root = env[rootVariable(benchmark)];
  if (!python || !root) throw new HarnessUnavailable(installMessage(benchmark));
  return { kind: 'upstream', command: python, args: ['-m', UPSTREAM_WORKER_MODULE], cwd: root, sourceRoot: root };
}
