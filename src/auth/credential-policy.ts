// The operator's rule for credential variable names of registered targets (README "Access"):
// `SR_BENCH_CREDENTIAL_ENV_PREFIX`, when set, is a prefix every such name must start with.
import type { CredentialEnvPolicy } from '../domain/plan/registration-policy.ts';

export const CREDENTIAL_PREFIX_ENV = 'SR_BENCH_CREDENTIAL_ENV_PREFIX';

export function credentialPolicy(env: Readonly<Record<string, string | undefined>> = process.env): CredentialEnvPolicy {
  const prefix = env[CREDENTIAL_PREFIX_ENV]?.trim() || null;
  if (prefix !== null && !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(prefix)) {
    throw new Error(`${CREDENTIAL_PREFIX_ENV} must be the start of an environment variable name (letters, digits, _), got ${JSON.stringify(prefix)}`);
  }
  return { requiredPrefix: prefix };
}
