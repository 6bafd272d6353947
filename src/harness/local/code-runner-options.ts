/**
 * The code runner's settings from a harness request (docs/harness.md): `sandbox_image`,
 * `test_timeout_s` and `memory_mb` of the benchmark options; defaults otherwise.
 */
import type { HarnessRequest } from '../../domain/harness/protocol.ts';
import type { CodeRunnerOptions, RunLimits } from './code-runner.ts';

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function runnerOptionsFrom(request: HarnessRequest, env: Readonly<Record<string, string | undefined>>): CodeRunnerOptions {
  const { config } = request;
  const timeout = positive(config['test_timeout_s']);
  const memory = positive(config['memory_mb']);
  const limits: Partial<RunLimits> = {
    ...(timeout === null ? {} : { timeoutMs: Math.round(timeout * 1000) }),
    ...(memory === null ? {} : { memoryBytes: Math.round(memory * 1024 * 1024) }),
  };
  const image = config['sandbox_image'];
  return { artifactDir: request.artifact_dir, env, sandboxImage: typeof image === 'string' ? image : null, limits };
}
