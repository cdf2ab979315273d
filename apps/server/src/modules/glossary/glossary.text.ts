/**
 * Text normalisation of the data dictionary, shared by the search index, the seed (sort keys) and
 * the bare SQL prefix look-up: lower case, accents removed, and every character that is not a
 * letter or a digit a separator (so technical names split on '_').
 */

const ASCII_FOLD = new Uint16Array(128);
for (let code = 0; code < 128; code += 1) {
  const ch = String.fromCharCode(code);
  ASCII_FOLD[code] = /[a-z0-9]/.test(ch) ? code : /[A-Z]/.test(ch) ? code + 32 : 32;
}
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const foldCache = new Map<number, number>();

function foldCode(code: number): number {
  if (code < 128) return ASCII_FOLD[code]!;
  const known = foldCache.get(code);
  if (known !== undefined) return known;
  const base = String.fromCharCode(code).normalize('NFD').toLowerCase()[0] ?? ' ';
  const folded = LETTER_OR_DIGIT.test(base) ? base.charCodeAt(0) : 32;
  foldCache.set(code, folded);
  return folded;
}

// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII_ONLY = /^[\x00-\x7f]*$/;
const ASCII_SEPARATORS = /[^a-z0-9 ]/g;
const HAS_ASCII_SEPARATOR = /[^a-z0-9 ]/;

/** The text folded character by character: same length as the input, so positions map back to it. */
export function foldText(text: string): string {
  if (ASCII_ONLY.test(text)) {
    // The common case, with as few new strings as possible (an index build folds every name).
    const lower = text.toLowerCase();
    return HAS_ASCII_SEPARATOR.test(lower) ? lower.replace(ASCII_SEPARATORS, ' ') : lower;
  }
  const out = new Array<string>(text.length);
  for (let i = 0; i < text.length; i += 1) out[i] = String.fromCharCode(foldCode(text.charCodeAt(i)));
  return out.join('');
}

export type WordSpan = { word: string; start: number; end: number };

/** The words of a text (folded), with their positions in the original text. */
export function wordSpans(text: string): WordSpan[] {
  const folded = foldText(text);
  const spans: WordSpan[] = [];
  let start = -1;
  for (let i = 0; i <= folded.length; i += 1) {
    const separator = i === folded.length || folded.charCodeAt(i) === 32;
    if (separator) {
      if (start >= 0) spans.push({ word: folded.slice(start, i), start, end: i });
      start = -1;
    } else if (start < 0) {
      start = i;
    }
  }
  return spans;
}

/** The words of a text, folded. */
export function wordsOf(text: string): string[] {
  const folded = foldText(text);
  return folded.includes(' ') ? folded.split(' ').filter(Boolean) : folded ? [folded] : [];
}

/** The folded words joined by single spaces: 'Str_Sls-Amt' and 'str sls amt' are the same key. */
export function normalizeName(text: string): string {
  const folded = foldText(text);
  // Most names are already single-spaced words: keep that string rather than build another.
  if (!folded.includes('  ') && folded[0] !== ' ' && folded[folded.length - 1] !== ' ') return folded;
  return folded.split(' ').filter(Boolean).join(' ');
}

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
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) value = Math.min(value, prevPrev[j - 2]! + 1);
      curr[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, curr] = [prev, curr, prevPrev];
  }
  return prev[lb]! > max ? max + 1 : prev[lb]!;
}
