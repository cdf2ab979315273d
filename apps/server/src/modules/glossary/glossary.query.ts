import type { MatchKind } from '@portal/contract/glossary';
import type { Locale } from '@portal/contract/locale';
import { wordSpans, wordsOf } from '../../platform/text-fold.js';
import {
  FIELD_TEXT,
  SYNONYM_FIELD,
  asKey,
  fieldKey,
  languageOf,
  type ElementNames,
  type IndexParts,
  type MatchDetail,
  type MatchedText,
} from './glossary.fields.js';
import type { SortedKeys } from './glossary.keys.js';
import type { PlannedWord, TypoCorrector } from './glossary.typo.js';

/**
 * A query as the search index (glossary.search.ts) reads it: the buckets and rank classes its matches
 * fall in, its plan (each query word and the vocabulary words it stands for, typo corrections included),
 * and which text of a result it matched, for highlighting. What reads the documents stays in the index.
 */

export const MAX_TOKENS = 12;
export const NONE = 0;
export const EXACT = 1;
/**
 * A name starts with the query (PREFIX) or has a word for each query word (WORD), every query word being a
 * whole word there or that word with a plural ending ('vente' in 'Montant des ventes'); the same where a
 * query word only begins a longer word ('sales' in 'Salesfloor Capacity') rank below (the _PART buckets).
 */
export const PREFIX = 2;
export const WORD = 3;
export const PREFIX_PART = 4;
export const WORD_PART = 5;
/** Every query word is in the definition: below every match of a name. */
export const DEFINITION = 6;
/** Fuzzy results: the corrected query equals the field, starts it, or its words are in it (fewer typos first). */
export const FUZZY = 7;
export const FUZZY_PREFIX = 8;
const FUZZY_WORD = 9;
export const MAX_BUCKET = 14;
const BUCKET_KIND: readonly (MatchKind | null)[] = [
  null,
  'exact',
  'prefix',
  'word',
  'prefix',
  'word',
  'word',
  ...Array<MatchKind>(MAX_BUCKET - DEFINITION).fill('fuzzy'),
];
/**
 * The ranking's tiers: exact; whole-word name matches (prefix or word alike); partial-word ones; definition;
 * then the fuzzy buckets, each its own tier. Inside a tier: fewer words in the name shown first, then a
 * prefix before a word match, then the list order (name, then id).
 */
const tierOf = (bucket: number) =>
  bucket <= EXACT ? 0 : bucket <= WORD ? 1 : bucket <= WORD_PART ? 2 : bucket - (WORD_PART - 2);
/** Names of more words than this rank as this many. */
const MAX_WORDS = 31;
export const RANK_CLASSES = (tierOf(MAX_BUCKET) + 1) * (MAX_WORDS + 1) * (MAX_BUCKET + 1);
/** Per bucket: the rank class of a name of no words in it (rankClass adds the words). */
const CLASS_BASE = Int32Array.from(
  { length: MAX_BUCKET + 1 },
  (_, b) => tierOf(b) * (MAX_WORDS + 1) * (MAX_BUCKET + 1) + b,
);
/** A result's place before the list order: its tier, its name's length in words, its bucket. */
export const rankClass = (bucket: number, words: number) =>
  CLASS_BASE[bucket]! + (words < MAX_WORDS ? words : MAX_WORDS) * (MAX_BUCKET + 1);
/** Plural endings in the three languages: a query word stands whole for itself with one of them. */
const PLURAL_ENDINGS = ['', 's', 'es'];
/** Is a vocabulary word the query word (which begins it) as a whole word, or its plural? */
export const isWholeWord = (word: string, token: string) => PLURAL_ENDINGS.includes(word.slice(token.length));
export const EMPTY = new Int32Array(0);
/** Corrected phrases whose exact and prefix matches lead the fuzzy results. */
const CORRECTED_PHRASES = 3;

/**
 * A query word and the vocabulary words it stands for, with their typo distances (0: prefix match), and
 * the definition words it begins.
 */
export type TokenPlan = PlannedWord & { definitionWords?: Int32Array };
/**
 * `corrected`: the likeliest corrections of the whole query (misspelt words replaced), when it has misspelt
 * words; `fields`: the name fields searched (a bit each); `language`: the searcher's (DEFINITION_LOCALES).
 */
export type QueryPlan = {
  full: string;
  tokens: TokenPlan[];
  fuzzy: boolean;
  corrected: string[];
  fields: number;
  language: number;
};

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Fuzzy word matches rank by their typos: one, two, ... (five or more share the last bucket). */
export function fuzzyWordBucket(typos: number): number {
  return Math.min(MAX_BUCKET, FUZZY_WORD + Math.max(0, typos - 1));
}

/** Plans queries against the index's vocabularies, and tells which text of a result a plan matched. */
export class QueryPlanner {
  private readonly sortedKeys: SortedKeys[];
  private readonly vocabulary: string[];
  private readonly wordIds: Map<string, number>;
  private readonly wordFields: Uint8Array;
  private readonly definitionVocabulary: string[];
  private readonly typos: TypoCorrector;

  constructor(
    parts: Pick<IndexParts, 'sortedKeys' | 'vocabulary' | 'wordIds' | 'wordFields' | 'definitionVocabulary' | 'typos'>,
  ) {
    this.sortedKeys = parts.sortedKeys;
    this.vocabulary = parts.vocabulary;
    this.wordIds = parts.wordIds;
    this.wordFields = parts.wordFields;
    this.definitionVocabulary = parts.definitionVocabulary;
    this.typos = parts.typos;
  }

  plan(query: string, locale: Locale = 'en-US'): QueryPlan {
    const { fields, at } = languageOf(locale);
    const words = wordsOf(query).slice(0, MAX_TOKENS);
    const tokens = words.map((token): TokenPlan => {
      const strict = this.strictToken(token, fields);
      if (strict.words.length > 0) return { ...strict, definitionWords: this.definitionToken(token) };
      const inDefinitions = this.definitionToken(token);
      // A word only definitions have is no typo: names cannot match it, definitions can.
      if (inDefinitions.length > 0) return { ...strict, definitionWords: inDefinitions };
      return this.fuzzyToken(token, fields);
    });
    const fuzzy = tokens.some((t) => t.fuzzy);
    const corrected = fuzzy ? this.typos.combinations(tokens).slice(0, CORRECTED_PHRASES) : [];
    return { full: words.join(' '), tokens, fuzzy, corrected, fields, language: at };
  }

  /**
   * The vocabulary words a query word is a prefix of (itself included) that appear in the fields searched,
   * the query word as a whole word (or its plural) first: collectWords takes a document's first hit per word.
   */
  strictToken(token: string, fields: number): TokenPlan {
    const start = lowerBound(this.vocabulary, token);
    const whole: number[] = [];
    const longer: number[] = [];
    for (let w = start; w < this.vocabulary.length && this.vocabulary[w]!.startsWith(token); w += 1) {
      if (!(this.wordFields[w]! & fields)) continue;
      (isWholeWord(this.vocabulary[w]!, token) ? whole : longer).push(w);
    }
    const words = Int32Array.from([...whole, ...longer]);
    return { token, words, distances: new Uint8Array(words.length), fuzzy: false };
  }

  /** The definition words a query word is a prefix of (none for words too short to be kept there). */
  private definitionToken(token: string): Int32Array {
    if (token.length < 3) return EMPTY;
    const vocabulary = this.definitionVocabulary;
    const start = lowerBound(vocabulary, token);
    let end = start;
    while (end < vocabulary.length && vocabulary[end]!.startsWith(token)) end += 1;
    const words = new Int32Array(end - start);
    for (let i = 0; i < words.length; i += 1) words[i] = start + i;
    return words;
  }

  /** The vocabulary words within the typo distance the query word's length allows, closest first (in the fields searched). */
  private fuzzyToken(token: string, fields: number): TokenPlan {
    const found = this.typos.corrections(token).filter((c) => this.wordFields[c.word]! & fields);
    return {
      token,
      words: Int32Array.from(found.map((c) => c.word)),
      distances: Uint8Array.from(found.map((c) => c.distance)),
      fuzzy: true,
    };
  }

  private keyOf(field: number, doc: number): string {
    return this.sortedKeys[field]!.keyOf(doc);
  }

  describe(doc: number, names: ElementNames, plan: QueryPlan, locale: Locale): MatchDetail | null {
    let best: { field: MatchedText; bucket: number; text: string } | null = null;
    const consider = (field: MatchedText, value: string | null | undefined, key: string, f: number) => {
      if (!value) return;
      const detail = this.matchField(value, key, f, plan);
      if (detail && (!best || detail.bucket < best.bucket)) best = { field, ...detail };
    };
    const { nameField } = languageOf(locale);
    const values = [names.business_name, names.technical_name, names.dss_business_name];
    // The name in the language first: at the same rank it is the one shown.
    if (nameField !== 0) consider('local_name', names.local_name, this.keyOf(nameField, doc), nameField);
    for (let f = 0; f < 3; f += 1) consider(FIELD_TEXT[f]!, values[f], this.keyOf(f, doc), f);
    for (const synonym of names.synonyms ?? [])
      consider('synonym', synonym, fieldKey(synonym, SYNONYM_FIELD), SYNONYM_FIELD);
    const found = best as { field: MatchedText; bucket: number; text: string } | null;
    if (found) return { field: found.field, kind: BUCKET_KIND[found.bucket]!, text: found.text };
    if (!plan.fuzzy && names.definition) {
      const text = this.definitionText(names.definition, plan);
      if (text) return { field: 'definition', kind: 'word', text };
    }
    return null;
  }

  /** The first stretch of a definition that holds a word each query word begins, for highlighting. */
  private definitionText(definition: string, plan: QueryPlan): string | null {
    const spans = wordSpans(definition);
    const first = plan.tokens.map((t) => spans.find((span) => span.word.startsWith(t.token)));
    if (first.some((span) => !span)) return null;
    const start = Math.min(...first.map((span) => span!.start));
    const end = Math.max(...first.map((span) => span!.end));
    return definition.slice(start, end);
  }

  private matchField(
    value: string,
    key: string,
    field: number,
    plan: QueryPlan,
  ): { bucket: number; text: string } | null {
    if (!plan.full) return null;
    const full = asKey(plan.full, field);
    if (key === full) return { bucket: EXACT, text: value };
    // Most values of a result do not match: their key says so without folding the value into spans.
    if (!plan.fuzzy && plan.tokens.some((t) => !key.includes(t.token))) return null;
    const spans = wordSpans(value);
    if (spans.length === 0) return null;
    const prefixText = (text: string) => {
      const words = text.split(' ');
      const last = spans[Math.min(words.length, spans.length) - 1]!;
      return value.slice(spans[0]!.start, last.start + words[words.length - 1]!.length);
    };
    if (key.startsWith(full)) return { bucket: PREFIX, text: prefixText(plan.full) };
    for (const phrase of plan.corrected) if (key === asKey(phrase, field)) return { bucket: FUZZY, text: value };
    for (const phrase of plan.corrected)
      if (key.startsWith(asKey(phrase, field))) return { bucket: FUZZY_PREFIX, text: prefixText(phrase) };
    let start = Infinity;
    let end = -1;
    let cost = 0;
    for (const t of plan.tokens) {
      let matched = false;
      for (const span of spans) {
        if (!t.fuzzy) {
          if (!span.word.startsWith(t.token)) continue;
          start = Math.min(start, span.start);
          end = Math.max(end, span.start + t.token.length);
        } else {
          const id = this.wordIds.get(span.word);
          const at = id === undefined ? -1 : t.words.indexOf(id);
          if (at < 0) continue;
          cost += t.distances[at]!;
          start = Math.min(start, span.start);
          end = Math.max(end, span.end);
        }
        matched = true;
        break;
      }
      if (!matched) return null;
    }
    return { bucket: plan.fuzzy ? fuzzyWordBucket(cost) : WORD, text: value.slice(start, end) };
  }
}
