/**
 * Typo tolerance of the data dictionary search: which vocabulary words a misspelt query word stands
 * for, and the whole-query corrections offered as "Did you mean".
 *
 * A deletion index (SymSpell) maps every string obtained by deleting up to two letters of a
 * vocabulary word to that word. A query word's own deletions looked up there give every word within
 * the allowed distance (and some beyond it), so each candidate is then verified with the bounded
 * Damerau-Levenshtein distance. Building it costs memory (some 15 variants per word); a query costs a
 * few dozen map look-ups instead of a distance computation per vocabulary word.
 */

/** How many corrections of each query word, and how many whole-query combinations, are weighed. */
const CORRECTIONS_PER_WORD = 3;
const COMBINATIONS_TRIED = 12;
const DID_YOU_MEAN_COUNT = 3;

/**
 * The longest typo distance a query word of this length tolerates: none below 4 characters,
 * 1 from 4, 2 from 7 (a word of 7 letters with two slips is still recognisable; a shorter one is not).
 */
export function maxTypos(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), or
 * max + 1 as soon as it must exceed max.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (a === b) return 0;
  let prevPrev = new Int32Array(lb + 1);
  let prev = new Int32Array(lb + 1);
  let curr = new Int32Array(lb + 1);
  for (let j = 0; j <= lb; j += 1) prev[j] = j;
  for (let i = 1; i <= la; i += 1) {
    curr[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j += 1) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let value = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        value = Math.min(value, prevPrev[j - 2]! + 1);
      curr[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, curr] = [prev, curr, prevPrev];
  }
  return prev[lb]! > max ? max + 1 : prev[lb]!;
}

/** Every string obtained by deleting up to `max` characters. */
function deletions(word: string, max: number, into: Set<string>): Set<string> {
  into.add(word);
  if (max === 0 || word.length <= 1) return into;
  for (let i = 0; i < word.length; i += 1) {
    // A string is always reached with the same budget left (its length says how many were deleted).
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (!into.has(shorter)) deletions(shorter, max - 1, into);
  }
  return into;
}

/** How common each vocabulary word is, which orders corrections at the same distance. */
export type WordStats = {
  /** Per word: in how many documents it appears (any field). */
  documentFrequency: Int32Array;
  /** Per word: 1 when it appears in a business name (corrections prefer those to technical abbreviations). */
  inBusinessName: Uint8Array;
};

export type Correction = { word: number; distance: number };

/** A query word as the query side plans it: the vocabulary words it stands for, best first, and their distances. */
export type PlannedWord = { token: string; words: Int32Array; distances: Uint8Array; fuzzy: boolean };

export class TypoCorrector {
  private readonly deletionIndex = new Map<string, number[]>();

  /** `vocabulary`: the dictionary's words, sorted; words are referred to by their position in it. */
  constructor(
    private readonly vocabulary: readonly string[],
    private readonly stats: WordStats,
  ) {
    for (let w = 0; w < vocabulary.length; w += 1) {
      const word = vocabulary[w]!;
      // A word of 3+ letters is reachable with one typo, of 5+ with two (maxTypos of the query word).
      const reach = word.length >= 5 ? 2 : word.length >= 3 ? 1 : 0;
      if (reach === 0) continue;
      for (const variant of deletions(word, reach, new Set())) {
        const bucket = this.deletionIndex.get(variant);
        if (bucket) bucket.push(w);
        else this.deletionIndex.set(variant, [w]);
      }
    }
  }

  /**
   * Corrections of a word: vocabulary words within maxTypos, by distance, then words of business names
   * before technical abbreviations, then the more common, then alphabetically.
   */
  corrections(token: string): Correction[] {
    const max = maxTypos(token.length);
    if (max === 0) return [];
    const checked = new Set<number>();
    const found: Correction[] = [];
    for (const variant of deletions(token, max, new Set())) {
      for (const word of this.deletionIndex.get(variant) ?? []) {
        if (checked.has(word)) continue;
        checked.add(word);
        const distance = boundedDistance(token, this.vocabulary[word]!, max);
        if (distance <= max) found.push({ word, distance });
      }
    }
    const { inBusinessName, documentFrequency } = this.stats;
    return found.sort(
      (a, b) =>
        a.distance - b.distance ||
        inBusinessName[b.word]! - inBusinessName[a.word]! ||
        documentFrequency[b.word]! - documentFrequency[a.word]! ||
        (this.vocabulary[a.word]! < this.vocabulary[b.word]! ? -1 : 1),
    );
  }

  /**
   * Whole-query corrections, word by word: each misspelt word replaced by one of its closest corrections
   * (the plan lists them best first), the others kept; fewest typos first, at most COMBINATIONS_TRIED.
   */
  combinations(words: readonly PlannedWord[]): string[] {
    let combos: { words: string[]; distance: number }[] = [{ words: [], distance: 0 }];
    for (const t of words) {
      const options =
        t.fuzzy && t.words.length > 0
          ? Array.from(t.words.subarray(0, CORRECTIONS_PER_WORD), (word, i) => ({
              word: this.vocabulary[word]!,
              distance: t.distances[i]!,
            }))
          : [{ word: t.token, distance: 0 }];
      combos = combos
        .flatMap((c) => options.map((o) => ({ words: [...c.words, o.word], distance: c.distance + o.distance })))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, COMBINATIONS_TRIED);
    }
    return combos.map((c) => c.words.join(' '));
  }

  /**
   * "Did you mean": up to three corrections of the whole query, from the dictionary's own words (see
   * combinations), keeping only those for which `findsSomething` holds (the query side checks that
   * the correction finds an element under the same filters).
   */
  didYouMean(query: string, words: readonly PlannedWord[], findsSomething: (text: string) => boolean): string[] {
    const out: string[] = [];
    for (const text of this.combinations(words)) {
      if (text === query || out.includes(text)) continue;
      if (findsSomething(text)) out.push(text);
      if (out.length >= DID_YOU_MEAN_COUNT) break;
    }
    return out;
  }
}
