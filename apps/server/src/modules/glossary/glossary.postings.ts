/**
 * Posting lists of the data dictionary's index, compressed (docs/decisions/034): the documents of each
 * word ascending, stored as gaps from the previous document in variable-length bytes (7 bits a byte, the
 * high bit saying that more follow). Most gaps fit a byte, so a posting costs about 1.2 bytes instead of 4.
 * Lists are read from the start only, which is all the query side does.
 */

/** The documents of word w: `count[w]` gaps in bytes[offsets[w]] up to bytes[offsets[w + 1]]. */
export type Postings = { offsets: Uint32Array; counts: Uint32Array; bytes: Uint8Array };

/** Bytes a gap takes. */
function gapBytes(gap: number): number {
  return gap < 0x80 ? 1 : gap < 0x4000 ? 2 : gap < 0x200000 ? 3 : gap < 0x10000000 ? 4 : 5;
}

function writeGap(bytes: Uint8Array, at: number, gap: number): number {
  let rest = gap;
  while (rest >= 0x80) {
    bytes[at++] = (rest & 0x7f) | 0x80;
    rest = Math.floor(rest / 0x80);
  }
  bytes[at++] = rest;
  return at;
}

/** The documents of one word, in order (for tests; the query side decodes inline). */
export function docsOf(postings: Postings, word: number): number[] {
  const out: number[] = [];
  forEachDoc(postings, word, (doc) => out.push(doc));
  return out;
}

/** Calls `visit` with each document of a word, in order (build-time passes). */
export function forEachDoc(postings: Postings, word: number, visit: (doc: number) => void): void {
  const { offsets, bytes } = postings;
  let doc = -1;
  for (let p = offsets[word]!; p < offsets[word + 1]!;) {
    let byte = bytes[p++]!;
    let gap = byte & 0x7f;
    for (let shift = 7; byte & 0x80; shift += 7) {
      byte = bytes[p++]!;
      gap += (byte & 0x7f) * 2 ** shift;
    }
    doc += gap;
    visit(doc);
  }
}

/** Bytes appended in fixed slabs (no copy as it grows, and no block twice the size it needs). */
class ByteLog {
  private static readonly SLAB = 1 << 20;
  private readonly slabs: Uint8Array[] = [];
  private slab = new Uint8Array(0);
  private at = 0;

  push(byte: number): void {
    if (this.at === this.slab.length) {
      this.slab = new Uint8Array(ByteLog.SLAB);
      this.slabs.push(this.slab);
      this.at = 0;
    }
    this.slab[this.at++] = byte;
  }

  /** Every byte in order, as one iterator over the slabs. */
  *read(): Generator<Uint8Array> {
    for (let i = 0; i < this.slabs.length; i += 1)
      yield i === this.slabs.length - 1 ? this.slab.subarray(0, this.at) : this.slabs[i]!;
  }
}

/**
 * Collects one field's (or one language's) words document by document, then writes the word-major lists.
 * While collecting it keeps the word ids of each document in a compact log (a few bytes each, 0 ending a
 * document), with each word's count and its compressed size, so the final array is allocated once, exactly.
 */
export class PostingsWriter {
  private log = new ByteLog();
  private lastDoc: number[] = [];
  private counts: number[] = [];
  private sizes: number[] = [];
  private doc = -1;

  /** Starts the next document (documents are numbered 0, 1, 2 ... in the order they start). */
  startDocument(): void {
    if (this.doc >= 0) this.log.push(0);
    this.doc += 1;
  }

  /** A word of the current document (by provisional id); a word already added to it is ignored. */
  add(word: number): void {
    const last = this.lastDoc[word] ?? -1;
    if (last === this.doc) return;
    this.lastDoc[word] = this.doc;
    this.counts[word] = (this.counts[word] ?? 0) + 1;
    this.sizes[word] = (this.sizes[word] ?? 0) + gapBytes(this.doc - last);
    // The id plus one, 7 bits a byte (0 is kept for the end of a document).
    for (let rest = word + 1; ; rest = Math.floor(rest / 0x80)) {
      if (rest < 0x80) {
        this.log.push(rest);
        break;
      }
      this.log.push((rest & 0x7f) | 0x80);
    }
  }

  /** The lists by final word id (`remap`: provisional id to final id; `words`: how many final ids). */
  build(remap: Int32Array, words: number): Postings {
    const offsets = new Uint32Array(words + 1);
    const counts = new Uint32Array(words);
    for (let old = 0; old < this.sizes.length; old += 1) {
      const w = remap[old]!;
      offsets[w + 1] = this.sizes[old] ?? 0;
      counts[w] = this.counts[old] ?? 0;
    }
    for (let w = 0; w < words; w += 1) offsets[w + 1]! += offsets[w]!;
    const bytes = new Uint8Array(offsets[words]!);
    const cursor = offsets.slice(0, words);
    const previous = new Int32Array(words).fill(-1);
    let doc = 0;
    let id = 0;
    let shift = 0;
    for (const slab of this.log.read()) {
      for (let i = 0; i < slab.length; i += 1) {
        const byte = slab[i]!;
        id += (byte & 0x7f) * 2 ** shift;
        if (byte & 0x80) {
          shift += 7;
          continue;
        }
        if (id === 0) {
          doc += 1;
        } else {
          const w = remap[id - 1]!;
          cursor[w] = writeGap(bytes, cursor[w]!, doc - previous[w]!);
          previous[w] = doc;
        }
        id = 0;
        shift = 0;
      }
    }
    // What only the build needed goes now, even if something still holds the writer for a while.
    this.log = new ByteLog();
    this.lastDoc = [];
    this.counts = [];
    this.sizes = [];
    return { offsets, counts, bytes };
  }
}
