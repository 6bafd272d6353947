// The router's configuration API, simulated (docs/runs.md "Runner provenance and recipe snapshots"): a hash endpoint
// reporting the active configuration's hashes and a config endpoint whose ETag names the source
// hash, so recipe capture can be tested. The config deliberately carries secret-looking values
// (an API key, a bearer token, an internal URL) that a capture must redact.
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from './config.ts';

export interface RouterConfigDocument {
  body: Record<string, unknown>;
  etag: string;
}

function routerHash(config: ResolvedConfig): string {
  return config.router?.configHash ?? `sim-${createHash('sha256').update(String(config.seed)).digest('hex').slice(0, 12)}`;
}

export function routerConfigDocument(config: ResolvedConfig): RouterConfigDocument {
  const decisions = (config.router?.decisions ?? []).map((d) => ({ name: d.name, model: d.model, keywords: d.keywords ?? [] }));
  const body = {
    recipes: [{ name: 'default-recipe', decisions: decisions.map((d) => d.name) }],
    entrypoints: [{ name: 'MoM', endpoint: 'http://10.0.0.7:8801/v1', api_key: 'sk-simulated-router-key-0000000000' }],
    evaluation: { judge: 'internal', authorization: 'Bearer simulated-token-1234567890' },
    routing: { decisions, default_model: decisions.at(-1)?.model ?? null },
    learning: { enabled: false },
  };
  return { body, etag: `"${routerHash(config)}"` };
}

export function configHashDocument(config: ResolvedConfig): Record<string, unknown> {
  const hash = routerHash(config);
  return { activation_status: 'active', source_config_hash: hash, generated_runtime_hash: hash, active_runtime_hash: hash };
}
