import { foldForSearch } from '../db/search-fold.js';

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
  // The searches' folding (db/search-fold.ts); a letter it writes as two ('œ' as 'oe') stays itself, lower-cased,
  // here where every position must map back to the text.
  const character = String.fromCharCode(code);
  const searched = foldForSearch(character);
  const base = (searched.length === 1 ? searched : character.toLowerCase())[0] ?? ' ';
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
  // Accented text (the Spanish and French names and definitions): codes into one buffer, then one string
  // per chunk, rather than a string per character (five times faster on an index build).
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i += 1) codes[i] = foldCode(text.charCodeAt(i));
  if (codes.length <= FROM_CODES_CHUNK) return String.fromCharCode(...codes);
  let out = '';
  for (let i = 0; i < codes.length; i += FROM_CODES_CHUNK)
    out += String.fromCharCode(...codes.subarray(i, i + FROM_CODES_CHUNK));
  return out;
}

/** Characters turned into a string at once (the arguments of one call stay well within the engine's limits). */
const FROM_CODES_CHUNK = 4096;

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
