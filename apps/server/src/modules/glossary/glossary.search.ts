import {
  GLOSSARY_PRODUCT_TAGS,
  type GlossaryAvailability,
  type GlossaryProductTag,
  type GlossaryTier,
  type MatchKind,
} from '@portal/contract/glossary';
import type { Locale } from '@portal/contract/locale';
import { normalizeName, wordSpans, wordsOf } from '../../platform/text-fold.js';
import type { JoinedStrings, SortedKeys } from './glossary.keys.js';
import type { Postings } from './glossary.postings.js';
import type { PlannedWord, TypoCorrector } from './glossary.typo.js';

/**
 * The data dictionary's in-process search index: the query side. Built by glossary.index-builder.ts
 * from the database (glossary.index.ts reads it and rebuilds it when the stored version changes), so
 * search behaves the same on SQLite and PostgreSQL; docs/decisions/014 says why it is in memory.
 *
 * - Full names: per field, the normalised names sorted, for exact and prefix matches by binary search
 *   (glossary.keys.ts: one string per field). Only these keys are held, not the names as written: a page
 *   of results reads those from the database with the definitions, which keeps the index small (some
 *   60 MB for 100 000 elements in three languages, docs/decisions/034).
 * - Words: a vocabulary of every word of the three fields (technical names split on '_'), with a
 *   compressed posting list (glossary.postings.ts) of documents per field and word; a query word matches the words it is a prefix of
 *   (the last word is often still being typed). All query words must be found in the same field.
 * - Typos: a query word that begins no word of the dictionary is corrected (glossary.typo.ts) to the
 *   words within a bounded Damerau-Levenshtein distance (maxTypos: none under 4 letters, 1 from 4, 2
 *   from 7), which also proposes the "Did you mean" corrections of the whole query.
 * - Languages (issue 14, docs/decisions/030): besides the English business name, the technical and DSS
 *   names, an element's names in Spanish and French and its synonyms are name fields too. A search in a
 *   language looks at the English name, the technical and DSS names, the synonyms and the name in that
 *   language; a query word stands only for vocabulary words found in those fields. Definitions (in the
 *   language, else English) are searched too, in their own vocabulary without typo tolerance, and
 *   rank below every match of a name.
 * - Ranking (docs/decisions/030, amended): tiers exact; name matches (prefix or word) where every query word
 *   is a whole word of the name or its plural ('vente' in 'Montant des ventes'); name matches where one only
 *   begins a longer word; definition; then fuzzy (the corrected query's exact and prefix matches, then fewer
 *   typos first). Inside a tier: fewer words in the name shown (the user's language) first, then a prefix
 *   before a word match, then business name, then id. Each document gets a bucket number and one pass over
 *   the documents in name order (or a sort of the few hits) orders the results without comparing strings
 *   at query time.
 */

export type IndexedItem = {
  id: string;
  type: string;
  business_name: string;
  technical_name: string;
  dss_business_name: string | null;
  datatype: string;
  field_type: string;
  availability: GlossaryAvailability;
  products: readonly GlossaryProductTag[];
  texts?: IndexedTexts | undefined;
};

/** An element's names in the other languages, its synonyms (all languages) and its definitions. */
export type IndexedTexts = {
  names?: Partial<Record<Locale, string | null | undefined>>;
  synonyms?: readonly string[];
  definitions?: Partial<Record<Locale, string | null | undefined>>;
};

/** The names of an element as written (the database's), for highlighting what matched. */
export type ElementNames = Pick<IndexedItem, 'business_name' | 'technical_name' | 'dss_business_name'> & {
  /** The name in the searcher's language, when translated. */
  local_name?: string | null | undefined;
  synonyms?: readonly string[] | undefined;
  /** The definition shown (the searcher's language, else English). */
  definition?: string | null | undefined;
};

/** What the index holds of an element besides its names. */
export type IndexedFacts = Omit<IndexedItem, keyof ElementNames | 'texts'>;

/** Which of an element's texts matched: its names (English, technical, DSS, own language), a synonym, a definition. */
export type MatchedText =
  'business_name' | 'technical_name' | 'dss_business_name' | 'local_name' | 'synonym' | 'definition';

export type SearchFilters = { productTag?: GlossaryProductTag | undefined; tier?: GlossaryTier | undefined };

export type MatchDetail = { field: MatchedText; kind: MatchKind; text: string };

export type OrderedResults = {
  /** Document positions of every result, best first. */
  docs: Int32Array;
  /** Product tags present among the results of the tier filter, as a bit mask (the product filter left aside). */
  tagMask: number;
  /** How many results the tier filter leaves before the product filter (so a page can say the filter emptied it). */
  unfilteredCount: number;
  /** True when every result came from typo-tolerant matching. */
  fuzzy: boolean;
  /** 'Did you mean' corrections of the whole query, when the results are weak or none. */
  didYouMean: string[];
};

/**
 * The name fields: 0 business name (English), 1 technical, 2 DSS, 3 Spanish name, 4 French name, 5 synonyms.
 * Fields 0 to 4 keep one key per element; synonyms are several per element.
 */
export const NAME_FIELDS = 6;
export const KEYED_FIELDS = 5;
export const SYNONYM_FIELD = 5;
const FIELD_COUNT = NAME_FIELDS;
const FIELD_TEXT: readonly MatchedText[] = [
  'business_name',
  'technical_name',
  'dss_business_name',
  'local_name',
  'local_name',
  'synonym',
];
/** The languages of the definitions the index holds (one posting block each). */
export const DEFINITION_LOCALES: readonly Locale[] = ['en-US', 'es-MX', 'fr-CA'];
/** Per language: its place in DEFINITION_LOCALES, its own name field (0 for English), and the name fields searched. */
function languageOf(locale: Locale): { at: number; nameField: number; fields: number } {
  if (locale === 'es-MX') return { at: 1, nameField: 3, fields: 0b101111 };
  if (locale === 'fr-CA') return { at: 2, nameField: 4, fields: 0b110111 };
  return { at: 0, nameField: 0, fields: 0b100111 };
}
/** Words too common in definitions to find anything by (and too short to be meant). */
const DEFINITION_STOP_WORDS = new Set(
  (
    'the and for with from that this are its per any all how use your you not but who out into than over ' +
    'los las del con por para que una uno sus tus como mas sin entre ' +
    'les des une pour par dans avec sur aux que qui est son ses vos votre leur plus sans entre'
  ).split(' '),
);
/** The words of a definition the index keeps: three letters or more, not a stop word. */
export function definitionWords(definition: string): string[] {
  return wordsOf(definition).filter((word) => word.length >= 3 && !DEFINITION_STOP_WORDS.has(word));
}
/** How a field's key joins its words: technical names keep their underscores, so the key of 'str_sls_amt' is the name itself. */
const SEPARATOR = [' ', '_', ' ', ' ', ' ', ' '] as const;
const SNAKE_CASE = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
/** A normalised query (words joined by spaces) as a key of the field. */
const asKey = (text: string, field: number) => (field === 1 ? text.replaceAll(' ', '_') : text);
/** A field's value as written, as the index keys it. */
export const fieldKey = (value: string, field: number) =>
  field === 1 && SNAKE_CASE.test(value) ? value : asKey(normalizeName(value), field);
/** The words of a field's key. */
export const fieldWords = (key: string, field: number) => (key ? key.split(SEPARATOR[field]!) : []);
const MAX_TOKENS = 12;
const NONE = 0;
const EXACT = 1;
/**
 * A name starts with the query (PREFIX) or has a word for each query word (WORD), every query word being a
 * whole word there or that word with a plural ending ('vente' in 'Montant des ventes'); the same where a
 * query word only begins a longer word ('sales' in 'Salesfloor Capacity') rank below (the _PART buckets).
 */
const PREFIX = 2;
const WORD = 3;
const PREFIX_PART = 4;
const WORD_PART = 5;
/** Every query word is in the definition: below every match of a name. */
const DEFINITION = 6;
/** Fuzzy results: the corrected query equals the field, starts it, or its words are in it (fewer typos first). */
const FUZZY = 7;
const FUZZY_PREFIX = 8;
const FUZZY_WORD = 9;
const MAX_BUCKET = 14;
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
const RANK_CLASSES = (tierOf(MAX_BUCKET) + 1) * (MAX_WORDS + 1) * (MAX_BUCKET + 1);
/** Per bucket: the rank class of a name of no words in it (rankClass adds the words). */
const CLASS_BASE = Int32Array.from(
  { length: MAX_BUCKET + 1 },
  (_, b) => tierOf(b) * (MAX_WORDS + 1) * (MAX_BUCKET + 1) + b,
);
/** A result's place before the list order: its tier, its name's length in words, its bucket. */
const rankClass = (bucket: number, words: number) =>
  CLASS_BASE[bucket]! + (words < MAX_WORDS ? words : MAX_WORDS) * (MAX_BUCKET + 1);
/** Plural endings in the three languages: a query word stands whole for itself with one of them. */
const PLURAL_ENDINGS = ['', 's', 'es'];
/** Is a vocabulary word the query word (which begins it) as a whole word, or its plural? */
const isWholeWord = (word: string, token: string) => PLURAL_ENDINGS.includes(word.slice(token.length));
const EMPTY = new Int32Array(0);
const PRODUCT_BIT = new Map<string, number>(GLOSSARY_PRODUCT_TAGS.map((tag, i) => [tag, 1 << i]));
/** Corrected phrases whose exact and prefix matches lead the fuzzy results. */
const CORRECTED_PHRASES = 3;

/**
 * A query word and the vocabulary words it stands for, with their typo distances (0: prefix match), and
 * the definition words it begins.
 */
type TokenPlan = PlannedWord & { definitionWords?: Int32Array };
/**
 * `corrected`: the likeliest corrections of the whole query (misspelt words replaced), when it has misspelt
 * words; `fields`: the name fields searched (a bit each); `language`: the searcher's (DEFINITION_LOCALES).
 */
type QueryPlan = {
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

/** The index's data, as glossary.index-builder.ts builds it. */
export type IndexParts = {
  size: number;
  ids: JoinedStrings;
  /** Per name field: its normalised keys sorted, with their documents (one per synonym for the synonyms). */
  sortedKeys: SortedKeys[];
  /** Per language (DEFINITION_LOCALES): the list order and each document's place in it. */
  byName: Int32Array[];
  rankOf: Int32Array[];
  /** Per language: how many words each document's name in it has (the English one where it has none). */
  nameWords: Uint8Array[];
  types: readonly string[];
  datatypes: readonly string[];
  fieldTypes: readonly string[];
  typeOf: Uint16Array;
  datatypeOf: Uint16Array;
  fieldTypeOf: Uint16Array;
  charterOnly: Uint8Array;
  productMask: Uint16Array;
  vocabulary: string[];
  wordIds: Map<string, number>;
  postings: Postings[];
  /** Per vocabulary word: a bit for each name field it appears in. */
  wordFields: Uint8Array;
  definitionVocabulary: string[];
  /** Per language (DEFINITION_LOCALES): the documents of each definition word. */
  definitionPostings: Postings[];
  typos: TypoCorrector;
};

export class GlossaryIndex {
  readonly size: number;
  private readonly ids: JoinedStrings;
  /**
   * Per field, the normalised values (words joined by SEPARATOR[field]) sorted, with their documents;
   * a document's own value ('' when none) is found there too.
   */
  private readonly sortedKeys: SortedKeys[];
  private readonly types: readonly string[];
  private readonly datatypes: readonly string[];
  private readonly fieldTypes: readonly string[];
  private readonly typeOf: Uint16Array;
  private readonly datatypeOf: Uint16Array;
  private readonly fieldTypeOf: Uint16Array;
  private readonly charterOnly: Uint8Array;
  private readonly productMask: Uint16Array;
  /** Per language: document positions in list order (business name, then id), and each document's place in it. */
  private readonly byNames: Int32Array[];
  private readonly ranksOf: Int32Array[];
  private readonly nameWords: Uint8Array[];
  private readonly vocabulary: string[];
  private readonly wordIds: Map<string, number>;
  /** Per field, the documents of each word, ascending. */
  private readonly postings: Postings[];
  private readonly wordFields: Uint8Array;
  private readonly definitionVocabulary: string[];
  private readonly definitionPostings: Postings[];
  private readonly typos: TypoCorrector;

  // Scratch space reused by every query (queries run synchronously, one at a time).
  private readonly bucketOf: Uint8Array;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  private readonly stamp: Int32Array;
  private readonly hits: Uint8Array;
  private readonly cost: Uint8Array;
  /** Per document: set when a query word found in it only begins a longer word. */
  private readonly partial: Uint8Array;
  /** Per result: its rank class, while ordered() runs. */
  private readonly classOf: Uint16Array;
  private epoch = 0;

  constructor(
    parts: IndexParts,
    readonly version = 0,
  ) {
    const n = parts.size;
    this.size = n;
    this.ids = parts.ids;
    this.sortedKeys = parts.sortedKeys;
    this.types = parts.types;
    this.datatypes = parts.datatypes;
    this.fieldTypes = parts.fieldTypes;
    this.typeOf = parts.typeOf;
    this.datatypeOf = parts.datatypeOf;
    this.fieldTypeOf = parts.fieldTypeOf;
    this.charterOnly = parts.charterOnly;
    this.productMask = parts.productMask;
    this.byNames = parts.byName;
    this.ranksOf = parts.rankOf;
    this.nameWords = parts.nameWords;
    this.vocabulary = parts.vocabulary;
    this.wordIds = parts.wordIds;
    this.postings = parts.postings;
    this.wordFields = parts.wordFields;
    this.definitionVocabulary = parts.definitionVocabulary;
    this.definitionPostings = parts.definitionPostings;
    this.typos = parts.typos;

    this.bucketOf = new Uint8Array(n);
    this.touched = new Int32Array(n);
    this.stamp = new Int32Array(n);
    this.hits = new Uint8Array(n);
    this.cost = new Uint8Array(n);
    this.partial = new Uint8Array(n);
    this.classOf = new Uint16Array(n);
  }

  // ------------------------------------------------------------------------------------------
  // Documents

  item(doc: number): IndexedFacts {
    const mask = this.productMask[doc]!;
    return {
      id: this.ids.get(doc),
      type: this.types[this.typeOf[doc]!]!,
      datatype: this.datatypes[this.datatypeOf[doc]!]!,
      field_type: this.fieldTypes[this.fieldTypeOf[doc]!]!,
      availability: this.charterOnly[doc] ? 'CHARTER_ONLY' : 'ALL_USERS',
      products: GLOSSARY_PRODUCT_TAGS.filter((_, i) => mask & (1 << i)),
    };
  }

  id(doc: number): string {
    return this.ids.get(doc);
  }

  /** The few facts an export row needs, without building an object per product. */
  facts(doc: number): { datatype: string; field_type: string; charterOnly: boolean } {
    return {
      datatype: this.datatypes[this.datatypeOf[doc]!]!,
      field_type: this.fieldTypes[this.fieldTypeOf[doc]!]!,
      charterOnly: this.charterOnly[doc] === 1,
    };
  }

  productMaskOf(doc: number): number {
    return this.productMask[doc]!;
  }

  /** The distinct values of a tag: product tags in the contract's order, the others alphabetically. */
  tagValues(tagName: 'product' | 'datatype' | 'field_type'): string[] {
    if (tagName === 'product') {
      let mask = 0;
      for (let doc = 0; doc < this.size; doc += 1) mask |= this.productMask[doc]!;
      return tagsOfMask(mask);
    }
    const table = tagName === 'datatype' ? this.datatypes : this.fieldTypes;
    const codes = tagName === 'datatype' ? this.datatypeOf : this.fieldTypeOf;
    const used = new Set<number>(codes);
    return table.filter((_, code) => used.has(code)).sort();
  }

  private passesTier(doc: number, filters: SearchFilters): boolean {
    return filters.tier !== 'basic' || this.charterOnly[doc] === 0;
  }

  private passesProduct(doc: number, filters: SearchFilters): boolean {
    return !filters.productTag || (this.productMask[doc]! & PRODUCT_BIT.get(filters.productTag)!) !== 0;
  }

  /** The whole dictionary in list order (business name in the language, then id), filtered. */
  list(filters: SearchFilters, locale: Locale = 'en-US'): OrderedResults {
    const byName = this.byNames[languageOf(locale).at]!;
    const out = new Int32Array(this.size);
    let count = 0;
    let tagMask = 0;
    let unfilteredCount = 0;
    for (let i = 0; i < this.size; i += 1) {
      const doc = byName[i]!;
      if (!this.passesTier(doc, filters)) continue;
      unfilteredCount += 1;
      tagMask |= this.productMask[doc]!;
      if (this.passesProduct(doc, filters)) out[count++] = doc;
    }
    return { docs: out.subarray(0, count), tagMask, unfilteredCount, fuzzy: false, didYouMean: [] };
  }

  // ------------------------------------------------------------------------------------------
  // Search

  /** Every result of a query, best first, with the filters applied. */
  search(query: string, filters: SearchFilters = {}, locale: Locale = 'en-US'): OrderedResults {
    const plan = this.plan(query, locale);
    if (plan.tokens.length === 0) return { docs: EMPTY, tagMask: 0, unfilteredCount: 0, fuzzy: false, didYouMean: [] };
    this.collect(plan, false, filters);
    const { docs, tagMask, unfilteredCount, bestBucket } = this.ordered(filters, plan.language);
    const weak = docs.length === 0 || bestBucket >= FUZZY;
    return {
      docs,
      tagMask,
      unfilteredCount,
      fuzzy: docs.length > 0 && bestBucket >= FUZZY,
      didYouMean: weak ? this.didYouMean(plan, filters) : [],
    };
  }

  /** For results of a query: which field of an element matched, how, and the text (as written) to highlight. */
  describer(query: string, locale: Locale = 'en-US'): (doc: number, names: ElementNames) => MatchDetail | null {
    const plan = this.plan(query, locale);
    return (doc, names) => this.describeWith(doc, names, plan, locale);
  }

  /**
   * Elements whose business names complete what is typed: names starting with it, then names with
   * words starting with its words, one element per distinct name, in list order within each.
   */
  suggest(query: string, limit: number, locale: Locale = 'en-US'): number[] {
    return this.suggestNames(query, limit, locale).map((s) => s.doc);
  }

  /**
   * As suggest, with which name each suggestion completes: the English one or the one in the language
   * (`local`), so the box offers the name the user is typing.
   */
  suggestNames(query: string, limit: number, locale: Locale = 'en-US'): { doc: number; local: boolean }[] {
    const full = normalizeName(query);
    if (!full) return [];
    const language = languageOf(locale);
    const nameFields = language.nameField === 0 ? [0] : [language.nameField, 0];
    const out: { doc: number; local: boolean }[] = [];
    const seen = new Set<string>();
    const add = (doc: number, field: number) => {
      const key = this.sortedKeys[field]!.keyOf(doc);
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ doc, local: field !== 0 });
    };
    for (const field of nameFields) {
      const keys = this.sortedKeys[field]!;
      for (let i = keys.lowerBound(full); i < keys.length && out.length < limit && keys.startsWith(i, full); i += 1)
        add(keys.doc(i), field);
    }
    if (out.length >= limit) return out;
    for (const field of nameFields) {
      const tokens = wordsOf(query)
        .slice(0, MAX_TOKENS)
        .map((token) => this.strictToken(token, 1 << field));
      if (tokens.some((t) => t.words.length === 0)) continue;
      const plan = { full, tokens, fuzzy: false, corrected: [], fields: 1 << field, language: language.at };
      this.collectWords(plan, field, false, {});
      const byName = this.byNames[language.at]!;
      for (let i = 0; i < this.size && out.length < limit; i += 1) {
        const doc = byName[i]!;
        if (this.bucketOf[doc] !== NONE) add(doc, field);
      }
      this.reset();
    }
    return out;
  }

  private plan(query: string, locale: Locale = 'en-US'): QueryPlan {
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
  private strictToken(token: string, fields: number): TokenPlan {
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

  private mark(doc: number, bucket: number): void {
    const current = this.bucketOf[doc]!;
    if (current === NONE) {
      this.touched[this.touchedCount++] = doc;
      this.bucketOf[doc] = bucket;
    } else if (bucket < current) {
      this.bucketOf[doc] = bucket;
    }
  }

  private reset(): void {
    for (let i = 0; i < this.touchedCount; i += 1) this.bucketOf[this.touched[i]!] = NONE;
    this.touchedCount = 0;
  }

  private nextEpoch(): number {
    if (this.epoch >= 0x7ffffff0) {
      this.epoch = 0;
      this.stamp.fill(0);
    }
    this.epoch += 1;
    return this.epoch;
  }

  /**
   * Marks the documents with a field equal to (`exact`) or starting with the text: `prefix` when its last
   * word is whole there (or plural), else `prefixPart`.
   */
  private collectNames(query: string, exact: number, prefix: number, prefixPart: number, fields: number): void {
    for (let f = 0; f < FIELD_COUNT; f += 1) {
      if (!(fields & (1 << f))) continue;
      const text = asKey(query, f);
      const sorted = this.sortedKeys[f]!;
      for (let i = sorted.lowerBound(text); i < sorted.length && sorted.startsWith(i, text); i += 1) {
        const bucket = sorted.equals(i, text)
          ? exact
          : endsWordWhole(sorted.key(i), text.length, f)
            ? prefix
            : prefixPart;
        this.mark(sorted.doc(i), bucket);
      }
    }
  }

  /** Marks every document the plan matches with its best bucket. */
  private collect(plan: QueryPlan, stopAtFirst: boolean, filters: SearchFilters): boolean {
    this.collectNames(plan.full, EXACT, PREFIX, PREFIX_PART, plan.fields);
    for (const phrase of plan.corrected) this.collectNames(phrase, FUZZY, FUZZY_PREFIX, FUZZY_PREFIX, plan.fields);
    if (!plan.tokens.some((t) => t.words.length === 0)) {
      for (let f = 0; f < FIELD_COUNT; f += 1) {
        if (!(plan.fields & (1 << f))) continue;
        if (this.collectWords(plan, f, stopAtFirst, filters)) return true;
      }
    }
    if (!plan.fuzzy && plan.tokens.every((t) => t.definitionWords && t.definitionWords.length > 0))
      this.collectDefinitions(plan);
    return this.touchedCount > 0;
  }

  /** Marks the documents whose definition (in the plan's language) has every query word: DEFINITION, below names. */
  private collectDefinitions(plan: QueryPlan): void {
    const { offsets, counts, bytes } = this.definitionPostings[plan.language]!;
    const sizeOf = (words: Int32Array) => {
      let size = 0;
      for (const w of words) size += counts[w]!;
      return size;
    };
    const order = plan.tokens
      .map((t) => ({ words: t.definitionWords!, size: sizeOf(t.definitionWords!) }))
      .sort((a, b) => a.size - b.size);
    if (order[0]!.size === 0) return;
    const epoch = this.nextEpoch();
    const { stamp, hits } = this;
    const last = order.length - 1;
    for (let ti = 0; ti <= last; ti += 1) {
      const { words } = order[ti]!;
      for (const word of words) {
        const end = offsets[word + 1]!;
        for (let p = offsets[word]!, doc = -1; p < end;) {
          // The next gap (glossary.postings.ts): 7 bits a byte, low bits first.
          let byte = bytes[p++]!;
          let gap = byte & 0x7f;
          for (let shift = 7; byte & 0x80; shift += 7) gap |= ((byte = bytes[p++]!) & 0x7f) << shift;
          doc += gap;
          if (ti === 0) {
            if (stamp[doc] === epoch) continue;
            stamp[doc] = epoch;
            hits[doc] = 1;
          } else {
            if (stamp[doc] !== epoch || hits[doc] !== ti) continue;
            hits[doc] = ti + 1;
          }
          if (ti === last) this.mark(doc, DEFINITION);
        }
      }
    }
  }

  /**
   * Counts, per document, the query words found among the words of one field (each query word
   * once); a document that has them all is a word match (WORD_PART when a query word only begins a
   * longer word there), or a fuzzy one when a query word was corrected (its bucket then grows with the
   * typos). The rarest query word goes first.
   */
  private collectWords(plan: QueryPlan, field: number, stopAtFirst: boolean, filters: SearchFilters): boolean {
    const { offsets, counts, bytes } = this.postings[field]!;
    const sizeOf = (t: TokenPlan) => {
      let size = 0;
      for (const w of t.words) size += counts[w]!;
      return size;
    };
    const order = plan.tokens.map((t) => ({ t, size: sizeOf(t) })).sort((a, b) => a.size - b.size);
    if (order[0]!.size === 0) return false;
    const epoch = this.nextEpoch();
    const { stamp, hits, cost, partial } = this;
    const last = order.length - 1;
    for (let ti = 0; ti <= last; ti += 1) {
      const { words, distances, token } = order[ti]!.t;
      for (let k = 0; k < words.length; k += 1) {
        const word = words[k]!;
        const distance = distances[k]!;
        const part = isWholeWord(this.vocabulary[word]!, token) ? 0 : 1;
        const end = offsets[word + 1]!;
        for (let p = offsets[word]!, doc = -1; p < end;) {
          let byte = bytes[p++]!;
          let gap = byte & 0x7f;
          for (let shift = 7; byte & 0x80; shift += 7) gap |= ((byte = bytes[p++]!) & 0x7f) << shift;
          doc += gap;
          if (ti === 0) {
            if (stamp[doc] === epoch) continue;
            stamp[doc] = epoch;
            hits[doc] = 1;
            cost[doc] = distance;
            partial[doc] = part;
          } else {
            if (stamp[doc] !== epoch || hits[doc] !== ti) continue;
            hits[doc] = ti + 1;
            cost[doc] = Math.min(255, cost[doc]! + distance);
            partial[doc] = partial[doc]! | part;
          }
          if (ti === last) {
            this.mark(doc, plan.fuzzy ? fuzzyWordBucket(cost[doc]!) : partial[doc] ? WORD_PART : WORD);
            if (stopAtFirst && this.passesTier(doc, filters) && this.passesProduct(doc, filters)) return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * The marked documents in order (rank class: tier, words of the name, bucket; then list order), filtered;
   * clears the marks.
   */
  private ordered(
    filters: SearchFilters,
    language = 0,
  ): { docs: Int32Array; tagMask: number; unfilteredCount: number; bestBucket: number } {
    const byName = this.byNames[language]!;
    const rankOf = this.ranksOf[language]!;
    const words = this.nameWords[language]!;
    let tagMask = 0;
    let unfilteredCount = 0;
    let total = 0;
    let bestBucket = MAX_BUCKET + 1;
    const { classOf } = this;
    const counts = new Int32Array(RANK_CLASSES);
    for (let i = 0; i < this.touchedCount; i += 1) {
      const doc = this.touched[i]!;
      if (!this.passesTier(doc, filters)) {
        this.bucketOf[doc] = NONE;
        continue;
      }
      tagMask |= this.productMask[doc]!;
      unfilteredCount += 1;
      if (!this.passesProduct(doc, filters)) {
        this.bucketOf[doc] = NONE;
        continue;
      }
      const bucket = this.bucketOf[doc]!;
      if (bucket < bestBucket) bestBucket = bucket;
      const rankClassOfDoc = rankClass(bucket, words[doc]!);
      classOf[doc] = rankClassOfDoc;
      counts[rankClassOfDoc]! += 1;
      total += 1;
    }
    const out = new Int32Array(total);
    if (total * 16 < this.size) {
      // Few hits: sort them by (rank class, place in list order).
      const keyed = new Float64Array(total);
      let k = 0;
      for (let i = 0; i < this.touchedCount; i += 1) {
        const doc = this.touched[i]!;
        if (this.bucketOf[doc] !== NONE) keyed[k++] = classOf[doc]! * this.size + rankOf[doc]!;
      }
      keyed.sort();
      for (let i = 0; i < total; i += 1) out[i] = byName[keyed[i]! % this.size]!;
    } else {
      // Many hits: one pass over the list order, each hit to its rank class's place.
      const next = counts; // each class's count becomes its next place
      for (let c = 0, at = 0; c < RANK_CLASSES; c += 1) {
        const count = next[c]!;
        next[c] = at;
        at += count;
      }
      for (let i = 0; i < this.size; i += 1) {
        const doc = byName[i]!;
        if (this.bucketOf[doc] !== NONE) out[next[classOf[doc]!]!++] = doc;
      }
    }
    this.reset();
    return { docs: out, tagMask, unfilteredCount, bestBucket: total > 0 ? bestBucket : NONE };
  }

  /** "Did you mean" (glossary.typo.ts), offering only corrections that find something under the same filters. */
  private didYouMean(plan: QueryPlan, filters: SearchFilters): string[] {
    return this.typos.didYouMean(plan.full, plan.tokens, (text) => {
      const tokens = text.split(' ').map((word) => this.strictToken(word, plan.fields));
      if (tokens.some((t) => t.words.length === 0)) return false;
      return this.collectAny({ ...plan, full: text, tokens, fuzzy: false, corrected: [] }, filters);
    });
  }

  /** Does the plan find any document that passes the filters? */
  private collectAny(plan: QueryPlan, filters: SearchFilters): boolean {
    let found = false;
    for (let f = 0; f < FIELD_COUNT && !found; f += 1)
      if (plan.fields & (1 << f)) found = this.collectWords(plan, f, true, filters);
    this.reset();
    return found;
  }

  private keyOf(field: number, doc: number): string {
    return this.sortedKeys[field]!.keyOf(doc);
  }

  private describeWith(doc: number, names: ElementNames, plan: QueryPlan, locale: Locale): MatchDetail | null {
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

/**
 * Does the word of a field's key that goes on at `at` (the query's end) end there, or after a plural ending
 * (-s, -es)? Read by character: it runs for every prefix hit.
 */
function endsWordWhole(key: string, at: number, field: number): boolean {
  const separator = SEPARATOR[field]!;
  const endsAt = (i: number) => i === key.length || key[i] === separator;
  if (endsAt(at)) return true;
  if (key[at] === 's') return endsAt(at + 1);
  return key[at] === 'e' && key[at + 1] === 's' && endsAt(at + 2);
}

/** Fuzzy word matches rank by their typos: one, two, ... (five or more share the last bucket). */
function fuzzyWordBucket(typos: number): number {
  return Math.min(MAX_BUCKET, FUZZY_WORD + Math.max(0, typos - 1));
}

/** The bit of a product tag in a product mask (0 for a tag the contract does not know). */
export function productBit(tag: string): number {
  return PRODUCT_BIT.get(tag) ?? 0;
}

export function tagsOfMask(mask: number): GlossaryProductTag[] {
  return GLOSSARY_PRODUCT_TAGS.filter((_, i) => mask & (1 << i));
}
