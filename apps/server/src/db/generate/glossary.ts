import type { GlossaryProductTag } from '@portal/contract/glossary';
import type { Db } from '../database.js';
import { bumpVersion, insertElements, type GlossaryElement } from '../../platform/glossary.repository.js';
import {
  ATTRIBUTE_PRODUCTS,
  ATTRIBUTES,
  CHANNELS,
  DEPARTMENTS,
  DOMAIN_PRODUCTS,
  DOMAIN_USE,
  LEVELS,
  MEASURES,
  WINDOWS,
  type Attribute,
  type Level,
  type Measure,
  type Texts,
  type Window,
} from '../seed/glossary-vocabulary.js';
import {
  ATTRIBUTE_NAMES,
  CHANNEL_NAMES,
  LEVEL_NAMES,
  MEASURE_NAMES,
  SYNONYMS,
  WINDOW_NAMES,
  type Translation,
} from '../seed/glossary-names.js';

/**
 * The data dictionary, composed deterministically from the vocabulary: every measure at each of its
 * levels and time windows, then the attributes, keys and dimensions (the seed); beyond that, the
 * measures again per merchandise department and sales channel, as many as asked for (the benchmark
 * asks for 100 000). The same count always gives the same elements with the same ids.
 */

/** FNV-1a: a stable hash, so choices that look arbitrary (which products carry an attribute) never change. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const elementId = (n: number) => `DE-${String(n).padStart(6, '0')}`;

type Draft = Omit<GlossaryElement, 'id'>;
type Variant = { department: (typeof DEPARTMENTS)[number]; channel: (typeof CHANNELS)[number] };

/** Every element is defined in the three languages (issue 14: the whole seed, not a share of it). */
function translated(texts: Texts): GlossaryElement['definitions'] {
  return { 'en-US': texts.en, 'es-MX': texts.es, 'fr-CA': texts.fr };
}

function translationOf(table: Record<string, Translation>, tech: string): Translation {
  const found = table[tech];
  if (!found) throw new Error(`no Spanish and French name for ${tech}`);
  return found;
}

/**
 * A measure's name in Spanish or French: the measure, its level ("por tienda"), its window ("año
 * anterior") and, for the generated variants, the department and channel in parentheses.
 */
function composeTranslatedName(
  lang: 0 | 1,
  measure: string,
  level: Level,
  window: Window,
  variant: Variant | undefined,
): string {
  const levelName = LEVEL_NAMES[level.key][lang];
  const windowName = WINDOW_NAMES[window.key][lang];
  let name = levelName ? `${measure} ${levelName}` : measure;
  if (windowName) name += `, ${windowName}`;
  if (variant) {
    const department = lang === 0 ? variant.department.es : variant.department.fr;
    const channel = variant.channel.tech ? translationOf(CHANNEL_NAMES, variant.channel.tech)[lang] : '';
    name += ` (${department}${channel ? `, ${channel}` : ''})`;
  }
  return name;
}

/** A measure's synonyms, qualified as its name is: "Store Revenue Last Year", "Ingresos por tienda, año anterior". */
function measureSynonyms(m: Measure, level: Level, window: Window, variant?: Variant): GlossaryElement['synonyms'] {
  const own = SYNONYMS[m.tech];
  if (!own) return undefined;
  const english = (own.en ?? []).map((word) =>
    [variant?.channel.name, variant?.department.name, level.name, word, window.name].filter(Boolean).join(' '),
  );
  return {
    'en-US': english,
    'es-MX': (own.es ?? []).map((word) => composeTranslatedName(0, word, level, window, variant)),
    'fr-CA': (own.fr ?? []).map((word) => composeTranslatedName(1, word, level, window, variant)),
  };
}

function attributeSynonyms(tech: string): GlossaryElement['synonyms'] {
  const own = SYNONYMS[tech];
  if (!own) return undefined;
  return { 'en-US': own.en ?? [], 'es-MX': own.es ?? [], 'fr-CA': own.fr ?? [] };
}

function measureProducts(m: Measure, level: Level, window: Window): GlossaryProductTag[] {
  const rule: Record<GlossaryProductTag, boolean> = {
    chnl_perf_report_builder: true,
    chnl_perf_data_feeds_api:
      ['total', 'store', 'item'].includes(level.key) && ['cur', 'ly', 'wtd'].includes(window.key),
    chnl_perf_cloud_feeds: window.key !== 'chg',
    chnl_perf_bi_link: ['cur', 'ly', 'wtd', 'ytd'].includes(window.key),
    chnl_perf_insights: window.key !== 'wtd' && level.key !== 'item',
    mod_intel: ['ly', 'l52w', 'chg'].includes(window.key) || ['dept', 'cat'].includes(level.key),
    shopper_behavior: true,
    customer_perception: level.key === 'total' || m.domain === 'perception',
    digital_landscapes: m.domain === 'digital' || window.key !== 'ytd',
  };
  const candidates = DOMAIN_PRODUCTS[m.domain];
  const products = candidates.filter((tag) => rule[tag]);
  return products.length > 0 ? products : [candidates[0]!];
}

/** Headline figures (all stores, this period or last year) are for everyone; the finer cuts of the charter domains are not. */
function measureIsCharterOnly(m: Measure, level: Level, window: Window): boolean {
  if (m.charter || window.key === 'l52w' || window.key === 'chg') return true;
  const charterDomain = m.domain === 'shopper' || m.domain === 'perception' || m.domain === 'digital';
  return charterDomain && !(level.key === 'total' && (window.key === 'cur' || window.key === 'ly'));
}

function legacyName(m: Measure, level: Level, window: Window): string | null {
  if (!m.dss || window.dss === null || !['total', 'store', 'item'].includes(level.key)) return null;
  return m.dss
    .replace('{C}', window.key === 'cur' ? 'Curr ' : '')
    .replace('{L}', level.dss)
    .replace('{W}', window.dss);
}

function composeMeasure(m: Measure, level: Level, window: Window, variant?: Variant): Draft {
  const phrase = (m.stock && window.stockPhrase) || window.phrase;
  const use = DOMAIN_USE[m.domain];
  const names = [level.name, m.name, window.name];
  const techs = [level.tech, m.tech, window.tech];
  let scope: Texts = { en: '', es: '', fr: '' };
  if (variant) {
    const { department, channel } = variant;
    names.unshift(channel.name, department.name);
    techs.unshift(channel.tech, department.tech);
    const via = channel.phrase;
    scope = {
      en: `, limited to the ${department.name} department${via ? ` ${via.en}` : ''}`,
      es: `, limitado al departamento de ${department.es}${via ? `, ${via.es}` : ''}`,
      fr: `, limitée au rayon ${department.fr}${via ? `, ${via.fr}` : ''}`,
    };
  }
  const technical = techs.filter(Boolean).join('_');
  const calculated = Boolean(m.calculated) || window.key === 'chg';
  return {
    type: calculated ? 'CALCULATED_MEASURE' : 'DATA_ELEMENT',
    business_name: names.filter(Boolean).join(' '),
    technical_name: technical,
    dss_business_name: variant ? null : legacyName(m, level, window),
    datatype: window.key === 'chg' ? 'DECIMAL' : m.datatype,
    field_type: 'Metric',
    availability: measureIsCharterOnly(m, level, window) ? 'CHARTER_ONLY' : 'ALL_USERS',
    products: measureProducts(m, level, window),
    names: {
      'es-MX': composeTranslatedName(0, translationOf(MEASURE_NAMES, m.tech)[0], level, window, variant),
      'fr-CA': composeTranslatedName(1, translationOf(MEASURE_NAMES, m.tech)[1], level, window, variant),
    },
    synonyms: measureSynonyms(m, level, window, variant),
    definitions: translated({
      en: `${m.definition.en}. Reported ${level.phrase.en} ${phrase.en}${scope.en}. ${use.en}`,
      es: `${m.definition.es}. Se reporta ${level.phrase.es} ${phrase.es}${scope.es}. ${use.es}`,
      fr: `${m.definition.fr}. Valeur présentée ${level.phrase.fr} ${phrase.fr}${scope.fr}. ${use.fr}`,
    }),
  };
}

function composeAttribute(a: Attribute): Draft {
  const candidates = ATTRIBUTE_PRODUCTS[a.domain];
  return {
    type: 'DATA_ELEMENT',
    business_name: a.name,
    technical_name: a.tech,
    dss_business_name: a.dss ?? null,
    datatype: a.datatype,
    field_type: a.fieldType,
    availability: a.charter ? 'CHARTER_ONLY' : 'ALL_USERS',
    products: candidates.filter((tag, i) => i === 0 || hash(`${a.tech}:${tag}`) % 4 !== 0),
    names: { 'es-MX': translationOf(ATTRIBUTE_NAMES, a.tech)[0], 'fr-CA': translationOf(ATTRIBUTE_NAMES, a.tech)[1] },
    synonyms: attributeSynonyms(a.tech),
    definitions: translated(a.definition),
  };
}

function* measureDrafts(variant?: Variant): Generator<Draft> {
  for (const m of MEASURES) {
    for (const levelKey of m.levels) {
      for (const windowKey of m.windows) yield composeMeasure(m, LEVELS[levelKey], WINDOWS[windowKey], variant);
    }
  }
}

function* drafts(): Generator<Draft> {
  yield* measureDrafts();
  for (const a of ATTRIBUTES) yield composeAttribute(a);
  for (const department of DEPARTMENTS) {
    for (const channel of CHANNELS) yield* measureDrafts({ department, channel });
  }
}

/** The elements in order, numbered DE-000001 on; at most `count`. */
export function* glossaryElements(count = Infinity): Generator<GlossaryElement> {
  let n = 0;
  for (const draft of drafts()) {
    if (n >= count) return;
    n += 1;
    yield { id: elementId(n), ...draft };
  }
}

/** How many elements the composition can give (the generator stops there). */
const GLOSSARY_CAPACITY = (() => {
  const measures = MEASURES.reduce((sum, m) => sum + m.levels.length * m.windows.length, 0);
  return measures + ATTRIBUTES.length + measures * DEPARTMENTS.length * CHANNELS.length;
})();

/** The seed: every measure at its levels and windows, and every attribute (no department or channel variants). */
export const SEED_GLOSSARY_SIZE =
  MEASURES.reduce((sum, m) => sum + m.levels.length * m.windows.length, 0) + ATTRIBUTES.length;

export function seedGlossaryElements(): GlossaryElement[] {
  return [...glossaryElements(SEED_GLOSSARY_SIZE)];
}

/**
 * Fills the glossary with `count` generated elements (after emptying it), in batches so memory stays
 * small, and bumps the version so running servers rebuild their index.
 */
export async function fillGlossary(db: Db, count: number, now = new Date().toISOString()): Promise<number> {
  if (count > GLOSSARY_CAPACITY) throw new Error(`the generator gives at most ${GLOSSARY_CAPACITY} elements`);
  let inserted = 0;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('glossary_definitions').execute();
    await trx.deleteFrom('glossary_synonyms').execute();
    await trx.deleteFrom('glossary_item_products').execute();
    await trx.deleteFrom('glossary_items').execute();
    let batch: GlossaryElement[] = [];
    for (const element of glossaryElements(count)) {
      batch.push(element);
      if (batch.length === 2000) {
        await insertElements(trx, batch, now);
        inserted += batch.length;
        batch = [];
      }
    }
    await insertElements(trx, batch, now);
    inserted += batch.length;
    await bumpVersion(trx, now);
  });
  return inserted;
}
