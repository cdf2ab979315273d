import { describe, expect, it } from 'vitest';
import { PostingsWriter, docsOf } from './glossary.postings.js';

/** Documents given as lists of provisional word ids; words renumbered by `remap`. */
function write(documents: number[][], remap: number[]) {
  const writer = new PostingsWriter();
  for (const words of documents) {
    writer.startDocument();
    for (const word of words) writer.add(word);
  }
  return writer.build(Int32Array.from(remap), remap.length);
}

describe('compressed posting lists', () => {
  it('lists the documents of each word once, ascending, under its final id', () => {
    const postings = write(
      [[0, 1, 0], [], [1], [2, 1]],
      // provisional 0 -> 2, 1 -> 0, 2 -> 1
      [2, 0, 1],
    );
    expect(docsOf(postings, 2)).toEqual([0]);
    expect(docsOf(postings, 0)).toEqual([0, 2, 3]);
    expect(docsOf(postings, 1)).toEqual([3]);
    expect(Array.from(postings.counts)).toEqual([3, 1, 1]);
  });

  it('keeps gaps and word ids that need several bytes', () => {
    const documents: number[][] = Array.from({ length: 40_000 }, () => []);
    const far = 20_000; // a word id of three bytes
    documents[0]!.push(far);
    documents[200]!.push(far, 5);
    documents[39_999]!.push(far, 5);
    const remap = Array.from({ length: far + 1 }, (_, i) => i);
    const postings = write(documents, remap);
    expect(docsOf(postings, far)).toEqual([0, 200, 39_999]);
    expect(docsOf(postings, 5)).toEqual([200, 39_999]);
    expect(docsOf(postings, 6)).toEqual([]);
    // Gaps of 1 and 200 take a byte and two, 39 799 three: six bytes for the three documents of `far`.
    expect(postings.offsets[far + 1]! - postings.offsets[far]!).toBe(1 + 2 + 3);
  });
});
