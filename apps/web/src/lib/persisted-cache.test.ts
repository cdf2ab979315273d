import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPersistedCache } from './persisted-cache';

const KEY = 'test.cache';
const schema = z.object({ n: z.number() });

function cache(overrides: { maxEntries?: number; maxChars?: number } = {}) {
  let time = 1_000_000;
  const instance = createPersistedCache({
    storageKey: KEY,
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
    expect(cache().instance.read('user', 'a', schema)).toEqual({ data: { n: 1 }, savedAt: 1_000_000 });
    expect(cache().instance.read('user', 'b', schema)).toBeUndefined();
  });

  it('forgets entries older than the maximum age', () => {
    const { instance, later } = cache();
    instance.write('user', 'a', { n: 1 });
    later(999);
    expect(instance.read('user', 'a', schema)).toBeDefined();
    later(1);
    expect(instance.read('user', 'a', schema)).toBeUndefined();
  });

  it("keeps one user's entries: another user's are neither answered nor kept", () => {
    const { instance } = cache();
    instance.write('ann', 'a', { n: 1 });
    expect(instance.read('bob', 'a', schema)).toBeUndefined();
    instance.write('bob', 'b', { n: 2 });
    expect(instance.read('ann', 'a', schema)).toBeUndefined();
    expect(instance.read('bob', 'b', schema)).toBeDefined();
  });

  it('keeps the most recent entries within the limits of count and size', () => {
    const { instance, later } = cache({ maxEntries: 2 });
    instance.write('user', 'a', { n: 1 });
    later(1);
    instance.write('user', 'b', { n: 2 });
    later(1);
    instance.write('user', 'c', { n: 3 });
    expect(instance.read('user', 'a', schema)).toBeUndefined();
    expect(instance.read('user', 'c', schema)).toBeDefined();

    const small = cache({ maxChars: 150 }).instance;
    small.write('user', 'x', { n: 1, pad: 'p'.repeat(40) });
    small.write('user', 'y', { n: 2, pad: 'p'.repeat(40) });
    expect(small.read('user', 'x', schema)).toBeUndefined();
    expect(small.read('user', 'y', schema)).toBeDefined();
    expect(localStorage.getItem(KEY)!.length).toBeLessThanOrEqual(150);
    // An entry too big on its own is not kept, and does not evict the others.
    small.write('user', 'z', { n: 3, pad: 'p'.repeat(500) });
    expect(small.read('user', 'z', schema)).toBeUndefined();
    expect(small.read('user', 'y', schema)).toBeDefined();
  });

  it('treats corrupt storage or an answer of another shape as a miss', () => {
    localStorage.setItem(KEY, '{not json');
    expect(cache().instance.read('user', 'a', schema)).toBeUndefined();
    const { instance } = cache();
    instance.write('user', 'a', { n: 'one' });
    expect(instance.read('user', 'a', schema)).toBeUndefined();
    instance.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
