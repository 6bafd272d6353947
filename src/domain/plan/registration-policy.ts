/**
 * What registration adds to the plan rules of a target (README "Access"): a registered target
 * is deployment wiring the server acts on without a reviewer, so its management `preview_url`
 * must be a plain HTTP(S) URL like `base_url` (the preview request carries the key), and its
 * credential variables may never name one of the server's own settings — else a target could
 * make the server send, say, `DATABASE_URL` as a bearer token to any address. An operator may
 * further require every credential variable to start with a prefix.
 */
import { isJsonObject } from '../accounting/json-values.ts';
import type { PlanObject } from './json.ts';
import { badInput } from './plan-error.ts';
import { isPlainHttpUrl } from './url.ts';

export interface CredentialEnvPolicy {
  /** Every credential variable must start with this (null: any name that is not a server setting). */
  readonly requiredPrefix: string | null;
}

export const OPEN_CREDENTIAL_POLICY: CredentialEnvPolicy = { requiredPrefix: null };

/** The server's own settings and the process environment it relies on (compared case-insensitively). */
const SERVER_SETTINGS = new Set(['DATABASE_URL', 'HOST', 'PORT', 'PATH', 'HOME', 'USER', 'SHELL', 'PWD', 'TMPDIR', 'HF_TOKEN', 'HF_ENDPOINT']);
const SERVER_SETTING_PREFIXES = ['SR_BENCH_', 'PG', 'NODE_', 'NPM_', 'AWS_', 'GITHUB_', 'CI'];

export function isServerSetting(name: string): boolean {
  const upper = name.toUpperCase();
  return SERVER_SETTINGS.has(upper) || SERVER_SETTING_PREFIXES.some((prefix) => upper.startsWith(prefix));
}

/** The credential variable names a target refers to, with the field that names each. */
function credentialNames(target: PlanObject): [string, string][] {
  const names: [string, string][] = [];
  for (const field of ['api_key_env', 'preview_api_key_env']) {
    const value = target[field];
    if (typeof value === 'string' && value !== '') names.push([field, value]);
  }
  const headers = target.header_env;
  if (isJsonObject(headers)) {
    for (const value of Object.values(headers)) if (typeof value === 'string') names.push(['header_env', value]);
  }
  return names;
}

/** Throws `PlanError` (BAD_USER_INPUT) on the first target that registration refuses. */
export function checkRegistration(targets: readonly PlanObject[], policy: CredentialEnvPolicy): void {
  for (const target of targets) {
    const id = String(target.id);
    if (target.preview_url !== undefined && !isPlainHttpUrl(target.preview_url)) {
      throw badInput(`target ${id}: preview_url must be an HTTP(S) URL without credentials/query`);
    }
    for (const [field, name] of credentialNames(target)) {
      if (isServerSetting(name)) throw badInput(`target ${id}: ${field} must not name the server's own setting ${name}`);
      if (policy.requiredPrefix !== null && !name.startsWith(policy.requiredPrefix)) {
        throw badInput(`target ${id}: ${field} must start with ${policy.requiredPrefix} (SR_BENCH_CREDENTIAL_ENV_PREFIX)`);
      }
    }
  }
}
