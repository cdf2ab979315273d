import { GLOSSARY_PRODUCT_TAGS, type GlossaryProductTag } from '@portal/contract/glossary';
import { describe, expect, it } from 'vitest';
import { glossaryElements } from '../../db/generate/glossary.js';
import { buildGlossaryIndex } from './glossary.index-builder.js';
import { normalizeName, wordsOf } from '../../platform/text-fold.js';
import type { IndexedItem, SearchFilters } from './glossary.fields.js';
import { boundedDistance, maxTypos } from './glossary.typo.js';

/**
 * The search index against a plain scan. A seeded random glossary (a sample of the generated one,
 * with random tiers, products and spellings) is searched with random queries (whole names, prefixes,
 * words in any order, misspelt words, nonsense) under random filters, and every answer is compared
 * with the matching rule written out below over every element, without the index's structures
 * (posting lists, sorted keys, deletion index, buckets, scratch arrays).
 *
 * The rule (glossary.search.ts): a query's words (at most 12) each stand for the dictionary words
 * they begin or, when they begin none, the words within maxTypos of them. An element matches when a
 * field's normalised value equals or starts with the query (exact, prefix), or with a correction
 * of the whole query (fuzzy exact, fuzzy prefix), or when one field has a word for every query word
 * (word; fuzzy word, ranked by the typos). A prefix or word match where every query word is a whole
 * word of the field (or it with -s or -es) ranks above one where a query word only begins a longer
 * word. Results: by tier (exact; whole-word prefix and word; partial-word prefix and word; fuzzy exact;
 * fuzzy prefix; fuzzy word by typos), then fewer words in the business name, then prefix before word,
 * then by business name, then id.
 */

const SEED = 20261124;
const QUERIES = 500;
const MAX_TOKENS = 12;

/** mulberry32: a small seeded generator, so every run sees the same glossary and queries. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(SEED);
const int = (n: number) => Math.floor(rand() * n);
const pick = <T>(values: readonly T[]): T => values[int(values.length)]!;

// ---------------------------------------------------------------------------------------------
// The glossary

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'î', o: 'ô', u: 'ü', c: 'ç', n: 'ñ' };

/** A name as someone may have typed it: some letters in capitals or accented, some spaces as dashes. */
function respell(name: string): string {
  return Array.from(name, (ch) => {
    const roll = rand();
    if (roll < 0.03 && ACCENTED[ch.toLowerCase()]) return ACCENTED[ch.toLowerCase()]!;
    if (roll < 0.08 && ch === ' ') return pick(['-', '  ', '/']);
    if (roll < 0.15) return ch.toUpperCase();
    return ch;
  }).join('');
}

function sampleGlossary(): IndexedItem[] {
  const items: IndexedItem[] = [];
  for (const e of glossaryElements(16_000)) {
    if (rand() >= 0.1) continue;
    const products = GLOSSARY_PRODUCT_TAGS.filter(() => rand() < 0.25);
    items.push({
      id: e.id,
      type: e.type,
      business_name: rand() < 0.2 ? respell(e.business_name) : e.business_name,
      technical_name: rand() < 0.05 ? e.technical_name.toUpperCase() : e.technical_name,
      dss_business_name: e.dss_business_name && rand() < 0.2 ? respell(e.dss_business_name) : e.dss_business_name,
      datatype: e.datatype,
      field_type: e.field_type,
      availability: rand() < 0.3 ? 'CHARTER_ONLY' : 'ALL_USERS',
      products: products.length > 0 ? products : [pick(GLOSSARY_PRODUCT_TAGS)],
    });
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// The reference: the rule, element by element

type Field = { key: string; words: string[] };
type Doc = { item: IndexedItem; fields: Field[]; nameKey: string; nameWords: number };
type Candidate = { word: string; distance: number };
/** `distances`: the candidates by word, for the scan. */
type QueryWord = { token: string; candidates: Candidate[]; distances: Map<string, number>; fuzzy: boolean };

const EXACT = 1;
const PREFIX = 2;
const WORD = 3;
const PREFIX_PART = 4;
const WORD_PART = 5;
const FUZZY = 6;
const FUZZY_PREFIX = 7;
const FUZZY_WORD = 8;
const MAX_BUCKET = 13;
const TIER: Record<number, number> = { [EXACT]: 0, [PREFIX]: 1, [WORD]: 1, [PREFIX_PART]: 2, [WORD_PART]: 2 };
const tier = (bucket: number) => TIER[bucket] ?? bucket - 3;
/** A field's word stands whole for a query word when it is that word, or it with a plural ending. */
const standsWhole = (word: string, token: string) => [token, `${token}s`, `${token}es`].includes(word);

/** Technical names are keyed with underscores between their words, the other fields with spaces. */
const keyIn = (text: string, field: number) => (field === 1 ? text.replaceAll(' ', '_') : text);

class PlainScan {
  readonly docs: Doc[];
  private readonly vocabulary: string[];
  private readonly inBusinessName = new Set<string>();
  private readonly documentFrequency = new Map<string, number>();

  constructor(items: IndexedItem[]) {
    this.docs = items.map((item) => {
      const values = [item.business_name, item.technical_name, item.dss_business_name ?? ''];
      const fields = values.map((value, f) => ({ key: keyIn(normalizeName(value), f), words: wordsOf(value) }));
      const nameKey = fields[0]!.key;
      return { item, fields, nameKey, nameWords: nameKey ? nameKey.split(' ').length : 0 };
    });
    const words = new Set<string>();
    for (const doc of this.docs) {
      const own = new Set(doc.fields.flatMap((f) => f.words));
      for (const word of own) {
        words.add(word);
        this.documentFrequency.set(word, (this.documentFrequency.get(word) ?? 0) + 1);
      }
      for (const word of doc.fields[0]!.words) this.inBusinessName.add(word);
    }
    this.vocabulary = [...words];
  }

  search(query: string, filters: SearchFilters): { ids: string[]; fuzzy: boolean } {
    const tokens = wordsOf(query).slice(0, MAX_TOKENS);
    if (tokens.length === 0) return { ids: [], fuzzy: false };
    const full = tokens.join(' ');
    const plan = tokens.map((token) => this.queryWord(token));
    const fuzzy = plan.some((w) => w.fuzzy);
    const corrected = fuzzy ? this.combinations(plan).slice(0, 3) : [];
    const hits: { doc: Doc; bucket: number }[] = [];
    for (const doc of this.docs) {
      if (filters.tier === 'basic' && doc.item.availability === 'CHARTER_ONLY') continue;
      if (filters.productTag && !doc.item.products.includes(filters.productTag)) continue;
      const bucket = this.bucket(doc, full, corrected, plan);
      if (bucket !== null) hits.push({ doc, bucket });
    }
    hits.sort(
      (a, b) =>
        tier(a.bucket) - tier(b.bucket) ||
        Math.min(31, a.doc.nameWords) - Math.min(31, b.doc.nameWords) ||
        a.bucket - b.bucket ||
        compare(a.doc.nameKey, b.doc.nameKey) ||
        compare(a.doc.item.id, b.doc.item.id),
    );
    return { ids: hits.map((h) => h.doc.item.id), fuzzy: hits.length > 0 && hits[0]!.bucket >= FUZZY };
  }

  private queryWord(token: string): QueryWord {
    const { candidates, fuzzy } = this.candidates(token);
    return { token, candidates, distances: new Map(candidates.map((c) => [c.word, c.distance])), fuzzy };
  }

  private candidates(token: string): { candidates: Candidate[]; fuzzy: boolean } {
    const begun = this.vocabulary.filter((word) => word.startsWith(token));
    if (begun.length > 0) return { candidates: begun.map((word) => ({ word, distance: 0 })), fuzzy: false };
    const max = maxTypos(token.length);
    const close = this.vocabulary
      .map((word) => ({ word, distance: boundedDistance(token, word, max) }))
      .filter((c) => max > 0 && c.distance <= max);
    close.sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(this.inBusinessName.has(b.word)) - Number(this.inBusinessName.has(a.word)) ||
        this.documentFrequency.get(b.word)! - this.documentFrequency.get(a.word)! ||
        compare(a.word, b.word),
    );
    return { candidates: close, fuzzy: true };
  }

  /** Corrections of the whole query: the three closest corrections of each misspelt word, fewest typos first (12 weighed). */
  private combinations(plan: QueryWord[]): string[] {
    let combos = [{ words: [] as string[], distance: 0 }];
    for (const w of plan) {
      const options = w.fuzzy && w.candidates.length > 0 ? w.candidates.slice(0, 3) : [{ word: w.token, distance: 0 }];
      combos = combos
        .flatMap((c) => options.map((o) => ({ words: [...c.words, o.word], distance: c.distance + o.distance })))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, 12);
    }
    return combos.map((c) => c.words.join(' '));
  }

  private bucket(doc: Doc, full: string, corrected: string[], plan: QueryWord[]): number | null {
    let best = Infinity;
    doc.fields.forEach((field, f) => {
      if (field.key === keyIn(full, f)) best = Math.min(best, EXACT);
      else if (field.key.startsWith(keyIn(full, f))) {
        // The field's word where the query's last word ends: whole (or plural) or longer.
        const words = full.split(' ');
        const at = field.key.split(f === 1 ? '_' : ' ')[words.length - 1]!;
        best = Math.min(best, standsWhole(at, words[words.length - 1]!) ? PREFIX : PREFIX_PART);
      }
      for (const phrase of corrected) {
        if (field.key === keyIn(phrase, f)) best = Math.min(best, FUZZY);
        else if (field.key.startsWith(keyIn(phrase, f))) best = Math.min(best, FUZZY_PREFIX);
      }
      if (plan.some((w) => w.candidates.length === 0)) return;
      let typos = 0;
      let partial = false;
      for (const w of plan) {
        const found = field.words.filter((word) => w.distances.has(word));
        if (found.length === 0) return;
        typos += Math.min(...found.map((word) => w.distances.get(word)!));
        partial ||= !found.some((word) => standsWhole(word, w.token));
      }
      const fuzzy = plan.some((w) => w.fuzzy);
      best = Math.min(
        best,
        fuzzy ? Math.min(MAX_BUCKET, FUZZY_WORD + Math.max(0, typos - 1)) : partial ? WORD_PART : WORD,
      );
    });
    return best === Infinity ? null : best;
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Queries

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One random slip: a letter replaced, dropped, added, or two neighbours swapped. */
function slip(word: string): string {
  const at = int(word.length);
  switch (int(4)) {
    case 0:
      return word.slice(0, at) + pick([...LETTERS]) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + pick([...LETTERS]) + word.slice(at);
    default:
      return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
  }
}

function misspell(word: string): string {
  let out = word;
  const slips = 1 + int(Math.max(1, maxTypos(word.length)));
  for (let i = 0; i < slips; i += 1) out = slip(out);
  return out;
}

type QueryKind = 'whole name' | 'prefix' | 'words' | 'misspelt' | 'long word misspelt' | 'nonsense';
const KINDS: readonly QueryKind[] = ['whole name', 'prefix', 'words', 'misspelt', 'long word misspelt', 'nonsense'];

function randomQuery(items: IndexedItem[], kind: QueryKind): string {
  const item = pick(items);
  const name = pick([item.business_name, item.technical_name, item.dss_business_name ?? item.business_name]);
  const words = wordsOf(name);
  switch (kind) {
    case 'whole name':
      return name;
    case 'prefix':
      return name.slice(0, 1 + int(name.length));
    case 'words': {
      const chosen = Array.from({ length: 1 + int(3) }, () => pick(words));
      const last = chosen.length - 1;
      chosen[last] = chosen[last]!.slice(0, 1 + int(chosen[last]!.length));
      return chosen.join(pick([' ', '_', ' - ']));
    }
    case 'misspelt': {
      const chosen = Array.from({ length: 1 + int(3) }, () => pick(words));
      return chosen.map((word) => (word.length >= 4 && rand() < 0.7 ? misspell(word) : word)).join(' ');
    }
    case 'long word misspelt': {
      // One slip in a long word: its corrections then often lie at one and at two typos, which rank apart.
      const long = words.filter((word) => word.length >= 7);
      return long.length > 0 ? slip(pick(long)) : misspell(pick(words));
    }
    case 'nonsense':
      return Array.from({ length: 3 + int(6) }, () => pick([...LETTERS])).join('');
  }
}

function randomFilters(): SearchFilters {
  const filters: SearchFilters = {};
  if (rand() < 0.3) filters.tier = pick(['basic', 'charter'] as const);
  if (rand() < 0.2) filters.productTag = pick<GlossaryProductTag>(GLOSSARY_PRODUCT_TAGS);
  return filters;
}

// ---------------------------------------------------------------------------------------------

describe('glossary search against a plain scan (seeded random glossary and queries)', () => {
  const items = sampleGlossary();
  const index = buildGlossaryIndex(items);
  const scan = new PlainScan(items);
  const cases = Array.from({ length: QUERIES }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const query = randomQuery(items, kind);
    const filters = randomFilters();
    return { kind, query, filters, expected: scan.search(query, filters) };
  });

  it('samples a glossary large enough to mean something, and queries of every kind that find things', () => {
    expect(items.length).toBeGreaterThan(1000);
    const found = (kind: QueryKind) => cases.filter((c) => c.kind === kind && c.expected.ids.length > 0);
    for (const kind of ['whole name', 'prefix', 'words', 'misspelt', 'long word misspelt'] as const)
      expect(found(kind).length).toBeGreaterThan(10);
    expect(cases.filter((c) => c.expected.fuzzy).length).toBeGreaterThan(10);
  });

  it('finds exactly the elements the scan finds, in the same order, flagged fuzzy alike', () => {
    for (const { kind, query, filters, expected } of cases) {
      const result = index.search(query, filters);
      const ids = Array.from(result.docs, (doc) => index.id(doc));
      const context = `${kind} query ${JSON.stringify(query)} with ${JSON.stringify(filters)} (seed ${SEED})`;
      expect([...ids].sort(), context).toEqual([...expected.ids].sort());
      expect(ids, context).toEqual(expected.ids);
      expect(result.fuzzy, context).toBe(expected.fuzzy);
    }
  });

  it("offers 'did you mean' only for weak answers, and each correction finds something without typos", () => {
    for (const { query, filters } of cases) {
      const result = index.search(query, filters);
      const context = `query ${JSON.stringify(query)} with ${JSON.stringify(filters)} (seed ${SEED})`;
      if (result.docs.length > 0 && !result.fuzzy) expect(result.didYouMean, context).toEqual([]);
      for (const correction of result.didYouMean) {
        expect(correction, context).not.toBe(normalizeName(query));
        const corrected = scan.search(correction, filters);
        expect(corrected.ids.length, `${context} → ${correction}`).toBeGreaterThan(0);
        expect(corrected.fuzzy, `${context} → ${correction}`).toBe(false);
      }
    }
  });
});
