/**
 * One field's normalised keys, sorted, for exact and prefix look-ups by binary search
 * (docs/decisions/034): the keys joined into one string with where each starts, rather than a string
 * per key (a string costs some 40 bytes besides its characters, and 600 000 of them were a third of the
 * index). Keys are compared in place, character by character, as JavaScript compares strings.
 */
export class SortedKeys {
  /** How many keys. */
  readonly length: number;
  private readonly text: string;
  /** Key i is text[starts[i]] up to text[starts[i + 1]]. */
  private readonly starts: Uint32Array;
  /** The document of key i. */
  private readonly docs: Int32Array;
  /** A document's place in the sorted keys (fields with one key per document; empty otherwise). */
  private readonly placeOf: Int32Array;

  /**
   * `keys` and `docs` side by side, already sorted by key; `documents`: how many documents there are, when
   * each has one key at most (its key is then found by document), else 0.
   */
  constructor(keys: readonly string[], docs: Int32Array, documents = 0) {
    this.length = keys.length;
    this.text = keys.join('');
    this.starts = new Uint32Array(keys.length + 1);
    for (let i = 0; i < keys.length; i += 1) this.starts[i + 1] = this.starts[i]! + keys[i]!.length;
    this.docs = docs;
    this.placeOf = new Int32Array(documents).fill(-1);
    for (let i = 0; i < docs.length && documents > 0; i += 1) this.placeOf[docs[i]!] = i;
  }

  doc(i: number): number {
    return this.docs[i]!;
  }

  key(i: number): string {
    return this.text.slice(this.starts[i]!, this.starts[i + 1]!);
  }

  /** A document's key ('' when it has none). */
  keyOf(doc: number): string {
    const place = this.placeOf[doc] ?? -1;
    return place < 0 ? '' : this.key(place);
  }

  /** Whether key i starts with `prefix`. */
  startsWith(i: number, prefix: string): boolean {
    const start = this.starts[i]!;
    return this.starts[i + 1]! - start >= prefix.length && this.text.startsWith(prefix, start);
  }

  /** Whether key i is `key`. */
  equals(i: number, key: string): boolean {
    return this.starts[i + 1]! - this.starts[i]! === key.length && this.startsWith(i, key);
  }

  /** The first place whose key is not below `key`. */
  lowerBound(key: string): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Key i against `key`, by UTF-16 code units (the order of `<` on strings). */
  private compare(i: number, key: string): number {
    const start = this.starts[i]!;
    const length = this.starts[i + 1]! - start;
    const common = Math.min(length, key.length);
    for (let k = 0; k < common; k += 1) {
      const diff = this.text.charCodeAt(start + k) - key.charCodeAt(k);
      if (diff !== 0) return diff;
    }
    return length - key.length;
  }
}

/** Short strings by position, held as one string (the elements' ids: one string instead of 100 000). */
export class JoinedStrings {
  private readonly text: string;
  private readonly starts: Uint32Array;

  constructor(values: readonly string[]) {
    this.text = values.join('');
    this.starts = new Uint32Array(values.length + 1);
    for (let i = 0; i < values.length; i += 1) this.starts[i + 1] = this.starts[i]! + values[i]!.length;
  }

  get(i: number): string {
    return this.text.slice(this.starts[i]!, this.starts[i + 1]!);
  }
}
