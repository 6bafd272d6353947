// Yoga keeps parsed documents (and parse errors) by their text, up to 1,000 of each. A parsed
// document takes about 90 times its text in memory (a 39 KB document about 3.5 MB), so 1,000
// distinct large documents (a random comment each) could hold gigabytes. These caches are
// bounded by the text they hold instead: 1 MiB in all, and a document over 32 KiB is never
// kept (the largest the project sends is a few KiB; README "Limits").
import { LRUCache } from 'lru-cache';

const MAX_TOTAL_CHARS = 1024 * 1024;
const MAX_ENTRY_CHARS = 32 * 1024;

/** yoga's `Cache<T>`: get/set by document text. */
export interface TextKeyedCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function boundedDocumentCache<T extends object>(): TextKeyedCache<T> {
  const cache = new LRUCache<string, T>({ max: 1_000, maxSize: MAX_TOTAL_CHARS, sizeCalculation: (_value, key) => Math.max(1, key.length) });
  return {
    get: (key) => cache.get(key),
    set: (key, value) => {
      if (key.length <= MAX_ENTRY_CHARS) cache.set(key, value);
    },
  };
}
