import { describe, expect, it } from 'vitest';
import { JoinedStrings, SortedKeys } from './glossary.keys.js';

describe('sorted keys held as one string', () => {
  const keys = ['sales', 'sales amount', 'salesman', 'store sales'];
  const docs = Int32Array.from([3, 0, 2, 1]);
  const sorted = new SortedKeys(keys, docs, 5);

  it('finds where a key would go, as a binary search over the strings would', () => {
    for (const probe of ['', 'a', 'sales', 'sales ', 'sales amount x', 'salesm', 'store', 'zzz']) {
      const expected = keys.findIndex((key) => !(key < probe));
      expect(sorted.lowerBound(probe)).toBe(expected < 0 ? keys.length : expected);
    }
  });

  it('answers prefix and equality in place, and each document its own key', () => {
    expect([0, 1, 2, 3].filter((i) => sorted.startsWith(i, 'sales'))).toEqual([0, 1, 2]);
    expect([0, 1, 2, 3].filter((i) => sorted.equals(i, 'sales'))).toEqual([0]);
    expect(sorted.startsWith(0, 'sales amount')).toBe(false);
    expect(sorted.key(3)).toBe('store sales');
    expect(sorted.doc(1)).toBe(0);
    expect(sorted.keyOf(0)).toBe('sales amount');
    expect(sorted.keyOf(4)).toBe('');
  });

  it('gives back short strings by position', () => {
    const ids = new JoinedStrings(['DE-1', '', 'DE-22']);
    expect([ids.get(0), ids.get(1), ids.get(2)]).toEqual(['DE-1', '', 'DE-22']);
  });
});
