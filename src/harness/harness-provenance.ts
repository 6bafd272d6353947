/**
 * The runner provenance's `harnesses` block (docs/harness.md): for each harness benchmark of a
 * plan, the pinned revision and the environment that will run it, with its digest.
 */
import { HARNESS_BENCHMARKS } from '../domain/catalog/benchmarks.ts';
import { digest } from '../domain/hashing/canonical.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import type { JsonRecord } from '../domain/json/json-value.ts';
import { harnessInstallation, HarnessUnavailable } from './installation.ts';

type Env = Readonly<Record<string, string | undefined>>;

export function harnessProvenance(manifest: JsonRecord, env: Env = process.env): JsonRecord {
  const cases = Array.isArray(manifest['cases']) ? manifest['cases'].filter(isJsonObject) : [];
  const allOptions = isJsonObject(manifest['benchmark_options']) ? manifest['benchmark_options'] : {};
  const benchmarks = [...new Set(cases.map((c) => c['benchmark']).filter((b): b is string => typeof b === 'string' && HARNESS_BENCHMARKS.includes(b)))].sort();
  const harnesses: JsonRecord = {};
  for (const benchmark of benchmarks) {
    const options = isJsonObject(allOptions[benchmark]) ? allOptions[benchmark] : {};
    let environment: JsonRecord;
    try {
      const installation = harnessInstallation(benchmark, options, env);
      environment = { harness: installation.kind, command: installation.command, source_root: installation.sourceRoot };
    } catch (error) {
      // A preview plan is not preflighted: its harness may be missing, which is recorded as such.
      if (!(error instanceof HarnessUnavailable)) throw error;
      environment = { harness: 'upstream', unavailable: error.message };
    }
    harnesses[benchmark] = { source_revision: options['source_revision'] ?? null, environment, environment_sha256: digest(environment) };
  }
  return harnesses;
}
