/**
 * The one folding of searched text (issue 25, decision 049): what is stored for a search and what is searched for
 * both pass through it, in JavaScript (`foldForSearch`) and in SQL (`portal_fold`: a function registered on every
 * SQLite connection, `database.ts`, and a function of the PostgreSQL schema, migration 026), so that 'Érablière',
 * 'ERABLIERE' and 'érablière' are one text on both databases. The steps:
 * 1. compatibility decomposition (NFKD): 'é' is 'e' and an accent, 'ﬁ' is 'fi', a full-width letter its ASCII one;
 * 2. the combining diacritics removed (`DIACRITIC_RANGES`; the marks of other scripts, which are letters' parts, stay);
 * 3. lower case;
 * 4. the letters that have no decomposition but are written two ways in French, Spanish and their neighbours
 *    (`LETTER_FOLDS`): 'cœur' and 'coeur', 'Straße' and 'strasse'.
 * 'ñ' decomposes to 'n' and a tilde: 'Peña' and 'pena' find each other, as in any accent-blind search box.
 */

/** The Unicode blocks of combining diacritical marks, as code point ranges. */
const DIACRITIC_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];

/** Lower-case letters folded after the rest, and what each becomes. */
export const LETTER_FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['ß', 'ss'],
  ['œ', 'oe'],
  ['æ', 'ae'],
  ['ø', 'o'],
  ['đ', 'd'],
  ['ł', 'l'],
  ['ı', 'i'],
];

const hex = (code: number) => code.toString(16).padStart(4, '0');

/** The diacritics as a bracket expression, in the `\uXXXX` escapes both JavaScript and PostgreSQL regexes read. */
export const DIACRITICS_CLASS = `[${DIACRITIC_RANGES.map(([from, to]) => `\\u${hex(from)}-\\u${hex(to)}`).join('')}]`;

const DIACRITICS = new RegExp(DIACRITICS_CLASS, 'g');
const FOLDED_LETTERS = new RegExp(`[${LETTER_FOLDS.map(([letter]) => letter).join('')}]`, 'g');
const LETTER_FOLD = new Map(LETTER_FOLDS);
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** The text as every search stores and compares it. */
export function foldForSearch(text: string): string {
  // Most names and addresses are ASCII: NFKD and the marks leave them as they are.
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(DIACRITICS, '')
    .toLowerCase()
    .replace(FOLDED_LETTERS, (letter) => LETTER_FOLD.get(letter)!);
}

/** The name of the SQL function that folds as `foldForSearch` does, on both databases. */
export const SQL_FOLD_FUNCTION = 'portal_fold';
