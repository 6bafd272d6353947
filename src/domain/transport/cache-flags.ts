/**
 * Cache-presence flags (docs/transport.md "Cache flags, phase and fault markers"; docs/reports.md "Cache reads"): whether the provider's usage
 * reported a cache-read / cache-write field at all (any value, 0 included). `null` until
 * usage arrives; sticky once true.
 */
import { getKey, isJsonObject } from '../accounting/json-values.ts';
import type { JsonRecord } from '../json/json-value.ts';
import { usageDetails } from '../accounting/usage.ts';
import type { TokenUsage } from '../accounting/usage.ts';

export interface CacheFlags {
  cache_read_reported: boolean | null;
  cache_write_reported: boolean | null;
  cache_read_usage: TokenUsage | null;
}

function present(value: unknown): boolean {
  return value !== null && value !== undefined;
}

/** The same `details` object `normalizeUsage` reads (docs/accounting.md "Usage normalisation", step 2), `{}` when not an object. */
function detailsObject(raw: JsonRecord): JsonRecord {
  const details = usageDetails(raw);
  return isJsonObject(details) ? details : {};
}

export class CacheFlagTracker {
  private flags: CacheFlags = { cache_read_reported: null, cache_write_reported: null, cache_read_usage: null };

  /** One usage chunk: `raw` as received (already validated by `normalizeUsage`), `usage` normalised. */
  observe(raw: JsonRecord, usage: TokenUsage | null): void {
    const details = detailsObject(raw);
    const read = present(getKey(details, 'cached_tokens')) || present(getKey(raw, 'cache_read_input_tokens'));
    const write = [
      getKey(details, 'cache_creation_tokens'),
      getKey(details, 'created_cache_tokens'),
      getKey(raw, 'cache_creation_input_tokens'),
      getKey(details, 'cache_write_tokens'),
    ].some(present);
    this.flags = {
      cache_read_reported: this.flags.cache_read_reported === true || read,
      cache_write_reported: this.flags.cache_write_reported === true || write,
      cache_read_usage: read ? usage : this.flags.cache_read_usage,
    };
  }

  current(): CacheFlags {
    return { ...this.flags };
  }
}
