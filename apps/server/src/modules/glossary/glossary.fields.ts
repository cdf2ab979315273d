import {
  GLOSSARY_PRODUCT_TAGS,
  type GlossaryAvailability,
  type GlossaryProductTag,
  type GlossaryTier,
  type MatchKind,
} from '@portal/contract/glossary';
import type { Locale } from '@portal/contract/locale';
import { normalizeName, wordsOf } from '../../platform/text-fold.js';
import type { JoinedStrings, SortedKeys } from './glossary.keys.js';
import type { Postings } from './glossary.postings.js';
import type { TypoCorrector } from './glossary.typo.js';

/**
 * What the data dictionary's search index (glossary.search.ts) holds and answers: the elements it takes,
 * the results it gives, its name fields and languages, how a field's value becomes its key and words, and
 * the product bits. The builder (glossary.index-builder.ts) and the query side share these.
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
export const FIELD_TEXT: readonly MatchedText[] = [
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
export function languageOf(locale: Locale): { at: number; nameField: number; fields: number } {
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
export const SEPARATOR = [' ', '_', ' ', ' ', ' ', ' '] as const;
const SNAKE_CASE = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
/** A normalised query (words joined by spaces) as a key of the field. */
export const asKey = (text: string, field: number) => (field === 1 ? text.replaceAll(' ', '_') : text);
/** A field's value as written, as the index keys it. */
export const fieldKey = (value: string, field: number) =>
  field === 1 && SNAKE_CASE.test(value) ? value : asKey(normalizeName(value), field);
/** The words of a field's key. */
export const fieldWords = (key: string, field: number) => (key ? key.split(SEPARATOR[field]!) : []);

const PRODUCT_BIT = new Map<string, number>(GLOSSARY_PRODUCT_TAGS.map((tag, i) => [tag, 1 << i]));

/** The bit of a product tag in a product mask (0 for a tag the contract does not know). */
export function productBit(tag: string): number {
  return PRODUCT_BIT.get(tag) ?? 0;
}

export function tagsOfMask(mask: number): GlossaryProductTag[] {
  return GLOSSARY_PRODUCT_TAGS.filter((_, i) => mask & (1 << i));
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
