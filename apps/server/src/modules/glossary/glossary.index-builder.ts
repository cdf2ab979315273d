import {
  DEFINITION_LOCALES,
  KEYED_FIELDS,
  NAME_FIELDS,
  SYNONYM_FIELD,
  definitionWords,
  fieldKey,
  fieldWords,
  productBit,
  type IndexedItem,
  type IndexedTexts,
} from './glossary.fields.js';
import { GlossaryIndex } from './glossary.search.js';
import { JoinedStrings, SortedKeys } from './glossary.keys.js';
import { PostingsWriter, forEachDoc, type Postings } from './glossary.postings.js';
import { TypoCorrector, type WordStats } from './glossary.typo.js';

/**
 * Builds the data dictionary's search index (glossary.search.ts) from its elements: the normalised
 * names per field, the word vocabulary and its posting lists, the sorted keys for exact and prefix
 * look-ups, the list order, and the typo corrector. Everything a query needs is computed here once,
 * so the query side only reads. What only the build needs (the keys as strings, the words of each
 * document) lives in the builder, which is dropped once the index is built (docs/decisions/034).
 */

const FIELD_COUNT = NAME_FIELDS;

/** Interned strings for the few distinct values of a column. */
class StringTable {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
}

/** A growable array of 32-bit integers. */
class IntBuffer {
  private data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
  at(i: number): number {
    return this.data[i]!;
  }
}

/**
 * The same words as new strings made together. The words kept were made one by one over the whole build
 * (some as slices of the folded definition they came from, which they keep alive), so each would pin a
 * page of memory full of the build's garbage after it is collected.
 */
function compactCopy(words: readonly string[]): string[] {
  return words.length === 0 ? [] : words.join('\n').split('\n');
}

/** An index of these elements (tests and small sets; the server reads in batches with GlossaryIndexBuilder). */
export function buildGlossaryIndex(items: Iterable<IndexedItem>, version = 0): GlossaryIndex {
  const builder = new GlossaryIndexBuilder();
  for (const item of items) builder.add(item);
  return builder.build(version);
}

/**
 * Collects elements one at a time (so a large dictionary can be read in batches without holding its
 * rows), then builds the index. Words get provisional ids as they come and are sorted at the end.
 */
export class GlossaryIndexBuilder {
  private readonly ids: string[] = [];
  private readonly keys: string[][] = Array.from({ length: KEYED_FIELDS }, () => []);
  /** Synonyms: several per element, as (document, key) pairs. */
  private readonly synonymDocs = new IntBuffer();
  private readonly synonymKeys: string[] = [];
  private readonly types = new StringTable();
  private readonly datatypes = new StringTable();
  private readonly fieldTypes = new StringTable();
  private readonly typeOf: number[] = [];
  private readonly datatypeOf: number[] = [];
  private readonly fieldTypeOf: number[] = [];
  private readonly charterOnly: number[] = [];
  private readonly productMask: number[] = [];
  private readonly words = new StringTable();
  /** Per field: the words of every document (by provisional id), for its posting lists. */
  private readonly postings = Array.from({ length: FIELD_COUNT }, () => new PostingsWriter());
  /** The definitions' own vocabulary (kept apart from the names', so typo corrections come from names only). */
  private readonly definitionWords = new StringTable();
  private readonly definitionPostings = DEFINITION_LOCALES.map(() => new PostingsWriter());

  get size(): number {
    return this.ids.length;
  }

  add(item: IndexedItem): void {
    let mask = 0;
    for (const tag of item.products) mask |= productBit(tag);
    this.addRow(item, mask, item.texts);
  }

  /**
   * An element as the database gives it, its products as a bit mask of GLOSSARY_PRODUCT_TAGS (no objects
   * made per element), with its names in the other languages, synonyms and definitions.
   */
  addRow(
    row: Omit<IndexedItem, 'products' | 'availability' | 'texts'> & { availability: string },
    productMask: number,
    texts?: IndexedTexts,
  ): void {
    const doc = this.ids.length;
    this.ids.push(row.id);
    this.typeOf.push(this.types.code(row.type));
    this.datatypeOf.push(this.datatypes.code(row.datatype));
    this.fieldTypeOf.push(this.fieldTypes.code(row.field_type));
    this.charterOnly.push(row.availability === 'CHARTER_ONLY' ? 1 : 0);
    this.productMask.push(productMask);
    const values = [
      row.business_name,
      row.technical_name,
      row.dss_business_name,
      texts?.names?.['es-MX'],
      texts?.names?.['fr-CA'],
    ];
    for (let f = 0; f < FIELD_COUNT; f += 1) {
      const postings = this.postings[f]!;
      postings.startDocument();
      const add = (word: string) => postings.add(this.words.code(word));
      if (f === SYNONYM_FIELD) {
        for (const synonym of texts?.synonyms ?? []) {
          const key = fieldKey(synonym, f);
          if (!key) continue;
          this.synonymDocs.push(doc);
          this.synonymKeys.push(key);
          for (const word of fieldWords(key, f)) add(word);
        }
        continue;
      }
      const key = fieldKey(values[f] || '', f);
      this.keys[f]!.push(key);
      for (const word of fieldWords(key, f)) add(word);
    }
    DEFINITION_LOCALES.forEach((locale, l) => {
      const postings = this.definitionPostings[l]!;
      postings.startDocument();
      const definition = texts?.definitions?.[locale] ?? texts?.definitions?.['en-US'];
      if (!definition) return;
      for (const word of definitionWords(definition)) postings.add(this.definitionWords.code(word));
    });
  }

  /** The index of the elements added (once: the builder lets go of them as it builds). */
  build(version = 0): GlossaryIndex {
    const provisional = this.words.values;
    const order = provisional.map((_, i) => i).sort((a, b) => (provisional[a]! < provisional[b]! ? -1 : 1));
    const vocabulary = compactCopy(order.map((i) => provisional[i]!));
    const remap = new Int32Array(provisional.length);
    order.forEach((old, w) => (remap[old] = w));
    const postings = this.postings.map((writer) => writer.build(remap, vocabulary.length));
    const wordFields = new Uint8Array(vocabulary.length);
    postings.forEach(({ counts }, f) => {
      for (let w = 0; w < vocabulary.length; w += 1) if (counts[w]! > 0) wordFields[w]! |= 1 << f;
    });
    const definitionProvisional = this.definitionWords.values;
    const definitionOrder = definitionProvisional
      .map((_, i) => i)
      .sort((a, b) => (definitionProvisional[a]! < definitionProvisional[b]! ? -1 : 1));
    const definitionVocabulary = compactCopy(definitionOrder.map((i) => definitionProvisional[i]!));
    const definitionRemap = new Int32Array(definitionProvisional.length);
    definitionOrder.forEach((old, w) => (definitionRemap[old] = w));
    const definitionPostings = this.definitionPostings.map((writer) =>
      writer.build(definitionRemap, definitionVocabulary.length),
    );
    const orders = ([0, 3, 4] as const).map((field) => this.listOrder(field));
    const index = new GlossaryIndex(
      {
        size: this.ids.length,
        ids: new JoinedStrings(this.ids),
        sortedKeys: this.sortedByKey(),
        byName: orders.map((o) => o.byName),
        rankOf: orders.map((o) => o.rankOf),
        nameWords: orders.map((o) => o.nameWords),
        types: this.types.values,
        datatypes: this.datatypes.values,
        fieldTypes: this.fieldTypes.values,
        typeOf: Uint16Array.from(this.typeOf),
        datatypeOf: Uint16Array.from(this.datatypeOf),
        fieldTypeOf: Uint16Array.from(this.fieldTypeOf),
        charterOnly: Uint8Array.from(this.charterOnly),
        productMask: Uint16Array.from(this.productMask),
        vocabulary,
        wordIds: new Map(vocabulary.map((word, w) => [word, w])),
        postings,
        wordFields,
        definitionVocabulary,
        definitionPostings,
        typos: new TypoCorrector(vocabulary, this.wordStats(vocabulary.length, postings)),
      },
      version,
    );
    this.release();
    return index;
  }

  /** Drops what only the build needed (the keys as strings), even if something still holds the builder for a while. */
  private release(): void {
    this.ids.length = 0;
    for (const keys of this.keys) keys.length = 0;
    this.synonymKeys.length = 0;
  }

  /** Per word: in how many documents it appears (each document once, whichever fields), and whether in a business name. */
  private wordStats(words: number, postings: Postings[]): WordStats {
    const documentFrequency = new Int32Array(words);
    const lastWord = new Int32Array(this.ids.length).fill(-1);
    for (let w = 0; w < words; w += 1) {
      for (const field of postings) {
        forEachDoc(field, w, (doc) => {
          if (lastWord[doc] === w) return;
          lastWord[doc] = w;
          documentFrequency[w]! += 1;
        });
      }
    }
    // Business names in any language (fields 0, 3 and 4).
    const inBusinessName = new Uint8Array(words);
    for (const f of [0, 3, 4]) {
      const { counts } = postings[f]!;
      for (let w = 0; w < words; w += 1) if (counts[w]! > 0) inBusinessName[w] = 1;
    }
    return { documentFrequency, inBusinessName };
  }

  /** Per field, the documents that have a value, sorted by it, with those values (for binary search). */
  private sortedByKey(): SortedKeys[] {
    const sorted: SortedKeys[] = [];
    for (let f = 0; f < KEYED_FIELDS; f += 1) {
      const keys = this.keys[f]!;
      const order: number[] = [];
      for (let doc = 0; doc < keys.length; doc += 1) if (keys[doc] !== '') order.push(doc);
      order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
      const docs = Int32Array.from(order);
      sorted.push(
        new SortedKeys(
          Array.from(docs, (doc) => keys[doc]!),
          docs,
          keys.length,
        ),
      );
    }
    // Synonyms: one entry per synonym, so an element can be found by any of them.
    const synonymKeys = this.synonymKeys;
    const entries = synonymKeys.map((_, i) => i);
    entries.sort((a, b) => (synonymKeys[a]! < synonymKeys[b]! ? -1 : synonymKeys[a]! > synonymKeys[b]! ? 1 : 0));
    sorted.push(
      new SortedKeys(
        entries.map((i) => synonymKeys[i]!),
        Int32Array.from(entries, (i) => this.synonymDocs.at(i)),
      ),
    );
    return sorted;
  }

  /**
   * Document positions in list order (business name, then id), and each document's place in it: by the
   * name in a language (`field`: 0 English, 3 Spanish, 4 French), the English name where it has none; and
   * how many words that name has (the search ranks shorter names first within a tier).
   */
  private listOrder(field: number): { byName: Int32Array; rankOf: Int32Array; nameWords: Uint8Array } {
    const n = this.ids.length;
    const own = this.keys[field]!;
    const english = this.keys[0]!;
    const names = field === 0 ? english : own.map((key, doc) => key || english[doc]!);
    const ids = this.ids;
    const order = Array.from({ length: n }, (_, i) => i);
    order.sort((a, b) =>
      names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0,
    );
    const byName = Int32Array.from(order);
    const rankOf = new Int32Array(n);
    for (let i = 0; i < n; i += 1) rankOf[byName[i]!] = i;
    const nameWords = Uint8Array.from(names, (key) => Math.min(255, fieldWords(key, 0).length));
    return { byName, rankOf, nameWords };
  }
}
