import { GLOSSARY_PRODUCT_TAGS } from '@portal/contract/glossary';
import type { Locale } from '@portal/contract/locale';
import { normalizeName, wordsOf } from '../../platform/text-fold.js';
import {
  NAME_FIELDS,
  SEPARATOR,
  asKey,
  languageOf,
  productBit,
  tagsOfMask,
  type ElementNames,
  type IndexParts,
  type IndexedFacts,
  type MatchDetail,
  type OrderedResults,
  type SearchFilters,
} from './glossary.fields.js';
import type { JoinedStrings, SortedKeys } from './glossary.keys.js';
import type { Postings } from './glossary.postings.js';
import {
  DEFINITION,
  EMPTY,
  EXACT,
  FUZZY,
  FUZZY_PREFIX,
  MAX_BUCKET,
  MAX_TOKENS,
  NONE,
  PREFIX,
  PREFIX_PART,
  QueryPlanner,
  RANK_CLASSES,
  WORD,
  WORD_PART,
  fuzzyWordBucket,
  isWholeWord,
  rankClass,
  type QueryPlan,
  type TokenPlan,
} from './glossary.query.js';
import type { TypoCorrector } from './glossary.typo.js';

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

const FIELD_COUNT = NAME_FIELDS;

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
  /** Per field, the documents of each word, ascending. */
  private readonly postings: Postings[];
  private readonly definitionPostings: Postings[];
  private readonly typos: TypoCorrector;
  private readonly planner: QueryPlanner;

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
    this.postings = parts.postings;
    this.definitionPostings = parts.definitionPostings;
    this.typos = parts.typos;
    this.planner = new QueryPlanner(parts);

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
    return !filters.productTag || (this.productMask[doc]! & productBit(filters.productTag)) !== 0;
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
    const plan = this.planner.plan(query, locale);
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
    const plan = this.planner.plan(query, locale);
    return (doc, names) => this.planner.describe(doc, names, plan, locale);
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
        .map((token) => this.planner.strictToken(token, 1 << field));
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
      const tokens = text.split(' ').map((word) => this.planner.strictToken(word, plan.fields));
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
