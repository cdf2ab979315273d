import { afterEach, describe, expect, it } from 'vitest';
import { createPersistedCache } from './persisted-cache';

const KEY = 'test.cache';

function cache(overrides: { maxEntries?: number; maxChars?: number; version?: string } = {}) {
  let time = 1_000_000;
  const instance = createPersistedCache({
    storageKey: KEY,
    version: overrides.version ?? 'v1',
    maxAgeMs: 1_000,
    maxEntries: overrides.maxEntries ?? 10,
    maxChars: overrides.maxChars ?? 10_000,
    now: () => time,
  });
  return { instance, later: (ms: number) => (time += ms) };
}

describe('persisted cache', () => {
  afterEach(() => localStorage.clear());

  it('answers what was saved, with when, across instances (a reload)', () => {
    cache().instance.write('user', 'a', { n: 1 });
    expect(cache().instance.read('user', 'a')).toEqual({ data: { n: 1 }, savedAt: 1_000_000 });
    expect(cache().instance.read('user', 'b')).toBeUndefined();
  });

  it('forgets entries older than the maximum age', () => {
    const { instance, later } = cache();
    instance.write('user', 'a', { n: 1 });
    later(999);
    expect(instance.read('user', 'a')).toBeDefined();
    later(1);
    expect(instance.read('user', 'a')).toBeUndefined();
  });

  it("keeps one user's entries: another user's are neither answered nor kept", () => {
    const { instance } = cache();
    instance.write('ann', 'a', { n: 1 });
    expect(instance.read('bob', 'a')).toBeUndefined();
    instance.write('bob', 'b', { n: 2 });
    expect(instance.read('ann', 'a')).toBeUndefined();
    expect(instance.read('bob', 'b')).toBeDefined();
  });

  it('keeps the most recent entries within the limits of count and size', () => {
    const { instance, later } = cache({ maxEntries: 2 });
    instance.write('user', 'a', { n: 1 });
    later(1);
    instance.write('user', 'b', { n: 2 });
    later(1);
    instance.write('user', 'c', { n: 3 });
    expect(instance.read('user', 'a')).toBeUndefined();
    expect(instance.read('user', 'c')).toBeDefined();

    const small = cache({ maxChars: 150 }).instance;
    small.write('user', 'x', { n: 1, pad: 'p'.repeat(40) });
    small.write('user', 'y', { n: 2, pad: 'p'.repeat(40) });
    expect(small.read('user', 'x')).toBeUndefined();
    expect(small.read('user', 'y')).toBeDefined();
    expect(localStorage.getItem(KEY)!.length).toBeLessThanOrEqual(150);
    // An entry too big on its own is not kept, and does not evict the others.
    small.write('user', 'z', { n: 3, pad: 'p'.repeat(500) });
    expect(small.read('user', 'z')).toBeUndefined();
    expect(small.read('user', 'y')).toBeDefined();
  });

  it('treats corrupt storage or what another version kept as a miss, and drops it on the next write', () => {
    localStorage.setItem(KEY, '{not json');
    expect(cache().instance.read('user', 'a')).toBeUndefined();
    cache({ version: 'v0' }).instance.write('user', 'a', { n: 'one' });
    const { instance } = cache();
    expect(instance.read('user', 'a')).toBeUndefined();
    instance.write('user', 'b', { n: 2 });
    expect(cache({ version: 'v0' }).instance.read('user', 'a')).toBeUndefined();
    expect(instance.read('user', 'b')).toEqual({ data: { n: 2 }, savedAt: 1_000_000 });
    instance.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
