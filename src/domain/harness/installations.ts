/**
 * Which harness runs a harness benchmark (docs/harness.md): the project's own
 * (`harness: "sr-bench-local"` in the benchmark's operator options) or, by default, the
 * operator's pinned upstream environment named by `SR_BENCH_<NAME>_PYTHON` and `…_ROOT`.
 */
import type { JsonRecord } from '../json/json-value.ts';

export const LOCAL_HARNESS = 'sr-bench-local';
export const UPSTREAM_HARNESS = 'upstream';
export type HarnessKind = typeof LOCAL_HARNESS | typeof UPSTREAM_HARNESS;

/** The `<NAME>` of each benchmark's environment variables. */
export const HARNESS_ENV_NAMES: Readonly<Record<string, string>> = {
  tau3: 'TAU3',
  livecodebench: 'LCB',
  scicode: 'SCICODE',
  'terminal-bench-2.1': 'TERMINAL',
};

/** The Python module an upstream environment must provide. */
export const HARNESS_MODULES: Readonly<Record<string, string>> = {
  tau3: 'tau2',
  livecodebench: 'lcb_runner',
  scicode: 'inspect_evals',
  'terminal-bench-2.1': 'harbor',
};

/** The upstream harness worker module, run as `<python> -m <module> REQUEST RESULT` from the source root. */
export const UPSTREAM_WORKER_MODULE = 'cli.sr_bench.harness_worker';

/** SciCode's pinned test data, passed on to the harness when set. */
export const SCICODE_TEST_DATA_ENV = 'SR_BENCH_SCICODE_TEST_DATA';

export function harnessKind(options: JsonRecord): HarnessKind {
  return options['harness'] === LOCAL_HARNESS ? LOCAL_HARNESS : UPSTREAM_HARNESS;
}

export function pythonVariable(benchmark: string): string {
  return `SR_BENCH_${HARNESS_ENV_NAMES[benchmark] ?? 'UNKNOWN'}_PYTHON`;
}

export function rootVariable(benchmark: string): string {
  return `SR_BENCH_${HARNESS_ENV_NAMES[benchmark] ?? 'UNKNOWN'}_ROOT`;
}

const TITLES: Readonly<Record<string, string>> = {
  tau3: 'tau3',
  livecodebench: 'LiveCodeBench',
  scicode: 'SciCode',
  'terminal-bench-2.1': 'Terminal-Bench',
};

export function installMessage(benchmark: string): string {
  return `Install pinned ${TITLES[benchmark] ?? benchmark} environment and set ${pythonVariable(benchmark)} and ${rootVariable(benchmark)}`;
}
