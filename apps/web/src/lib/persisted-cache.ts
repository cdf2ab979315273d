import { readStorage, removeStorage, writeStorage } from './storage';

type Entry = { key: string; savedAt: number; data: unknown };
type Stored = { version: string; scope: string; entries: Entry[] };

export type PersistedCacheOptions = {
  /** The local-storage key holding every entry. */
  storageKey: string;
  /** The answers' format (the contract's version): entries kept under another are never answered. */
  version: string;
  /** Entries older than this are never answered, and dropped on the next write. */
  maxAgeMs: number;
  /** At most this many entries are kept; the least recently saved go first. */
  maxEntries: number;
  /** The stored text is kept under this many characters (local storage holds about 5 million per site). */
  maxChars: number;
  now?: () => number;
};

type CachedValue<T> = { data: T; savedAt: number };

export type PersistedCache = {
  /** The value saved under `key` for `scope` (e.g. the signed-in user), if fresh and saved in this version. */
  read<T>(scope: string, key: string): CachedValue<T> | undefined;
  write(scope: string, key: string, data: unknown): void;
  clear(): void;
};

function isStored(value: unknown, version: string): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Partial<Stored>;
  return stored.version === version && typeof stored.scope === 'string' && Array.isArray(stored.entries);
}

/**
 * A small cache of query answers in local storage, so that what the user looked at survives a reload: one
 * scope at a time (another user's entries are dropped), limited in age, number and size, and kept under the
 * answers' version: what another build's contract stored is never answered, so a kept answer has the shape the
 * server answers with today, as the network's answers do (decision 059). Storage that is full, blocked or corrupt
 * only means a cache miss.
 */
export function createPersistedCache(options: PersistedCacheOptions): PersistedCache {
  const now = options.now ?? Date.now;
  // The last text read and what it parsed to, so reading many keys parses the stored text once.
  let lastText: string | null = null;
  let lastParsed: Stored | null = null;

  function load(scope: string): Entry[] {
    const text = readStorage(options.storageKey);
    if (text === null) return [];
    if (text !== lastText) {
      lastText = text;
      try {
        const parsed: unknown = JSON.parse(text);
        lastParsed = isStored(parsed, options.version) ? parsed : null;
      } catch {
        lastParsed = null;
      }
    }
    if (!lastParsed || lastParsed.scope !== scope) return [];
    const oldest = now() - options.maxAgeMs;
    return lastParsed.entries.filter((entry) => entry.savedAt > oldest && entry.savedAt <= now());
  }

  return {
    read<T>(scope: string, key: string): CachedValue<T> | undefined {
      const entry = load(scope).find((candidate) => candidate.key === key);
      return entry ? { data: entry.data as T, savedAt: entry.savedAt } : undefined;
    },

    write(scope: string, key: string, data: unknown): void {
      const entries = [{ key, savedAt: now(), data }, ...load(scope).filter((entry) => entry.key !== key)].slice(
        0,
        options.maxEntries,
      );
      let text = JSON.stringify({ version: options.version, scope, entries } satisfies Stored);
      while (text.length > options.maxChars && entries.length > 1) {
        entries.pop();
        text = JSON.stringify({ version: options.version, scope, entries } satisfies Stored);
      }
      // One answer too big to keep is simply not kept.
      if (text.length > options.maxChars) return;
      writeStorage(options.storageKey, text);
    },

    clear(): void {
      removeStorage(options.storageKey);
    },
  };
}
