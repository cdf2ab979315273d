import { DATA_DICTIONARY } from '@portal/contract/constants';
import type { QueryKey } from '@tanstack/react-query';
import { createPersistedCache } from '@/lib/persisted-cache';
import { DATA_DICTIONARY_CACHE_KEY } from '@/lib/storage';

/** About 40 pages of 20 elements; a page with long definitions is 10 to 20 thousand characters. */
const MAX_ENTRIES = 40;
const MAX_CHARS = 1_000_000;

/** The data dictionary's answers in local storage, kept for the spec's 24 hours (section 9). */
export const glossaryCache = createPersistedCache({
  storageKey: DATA_DICTIONARY_CACHE_KEY,
  version: import.meta.env.VITE_CONTRACT_VERSION,
  maxAgeMs: DATA_DICTIONARY.cacheStaleMs,
  maxEntries: MAX_ENTRIES,
  maxChars: MAX_CHARS,
});

/** Results stay fresh, and are kept in memory, for 24 hours (spec section 9). */
export const DICTIONARY_CACHE_TIMES = {
  staleTime: DATA_DICTIONARY.cacheStaleMs,
  gcTime: DATA_DICTIONARY.cacheStaleMs,
} as const;

/**
 * Query options that start a query from the answer local storage kept for this user (fresh until 24 hours after
 * it was fetched), and keep every answer fetched there: a reload or a shared link opened again asks nothing.
 */
export function persistedAnswer<T>(scope: string, queryKey: QueryKey) {
  const key = JSON.stringify(queryKey);
  return {
    initialData: () => glossaryCache.read<T>(scope, key)?.data,
    initialDataUpdatedAt: () => glossaryCache.read<T>(scope, key)?.savedAt,
    remember: (data: T): T => {
      glossaryCache.write(scope, key, data);
      return data;
    },
  };
}
