import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** An element's own columns, without its definitions. */
const ELEMENT_COLUMNS = [
  'id',
  'type',
  'business_name',
  'technical_name',
  'dss_business_name',
  'datatype',
  'field_type',
  'availability',
] as const;

/**
 * The next batch of elements (by id, after `afterId`) without their definitions, with their product
 * tags: the search index reads the dictionary this way, so it never holds all the rows at once.
 */
export async function loadIndexBatch(db: Db, afterId: string | null, limit: number) {
  let query = db.selectFrom('glossary_items').select(ELEMENT_COLUMNS).orderBy('id').limit(limit);
  if (afterId !== null) query = query.where('id', '>', afterId);
  const items = await query.execute();
  if (items.length === 0) return { items, products: [] };
  const lastId = items[items.length - 1]!.id;
  let products = db
    .selectFrom('glossary_item_products')
    .select(['item_id', 'product_tag'])
    .where('item_id', '<=', lastId);
  let definitions = db
    .selectFrom('glossary_definitions')
    .select(['item_id', 'locale', 'business_name', 'definition'])
    .where('item_id', '<=', lastId);
  let synonyms = db.selectFrom('glossary_synonyms').select(['item_id', 'synonym']).where('item_id', '<=', lastId);
  if (afterId !== null) {
    products = products.where('item_id', '>', afterId);
    definitions = definitions.where('item_id', '>', afterId);
    synonyms = synonyms.where('item_id', '>', afterId);
  }
  return {
    items,
    products: await products.execute(),
    definitions: await definitions.execute(),
    synonyms: await synonyms.execute(),
  };
}

export async function findItem(db: Db, id: string) {
  return db.selectFrom('glossary_items').select(ELEMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listItemProducts(db: Db, id: string): Promise<string[]> {
  const rows = await db.selectFrom('glossary_item_products').select('product_tag').where('item_id', '=', id).execute();
  return rows.map((r) => r.product_tag);
}

/** The names of these elements as written (the search index holds only their normalised keys). */
export async function listNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('glossary_items')
    .select(['id', 'business_name', 'technical_name', 'dss_business_name'])
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * The names of these elements as written with their definition in a locale and in en-US (the
 * fallback), one row per element, in one query: a page of results, a batch of an export.
 */
export async function listNamesWithDefinitions(db: Db, ids: readonly string[], locale: string) {
  if (ids.length === 0) return [];
  return namesWithDefinitions(db, ids, locale).execute();
}

/** The select of listNamesWithDefinitions, which listPageTexts extends. */
function namesWithDefinitions(db: Db, ids: readonly string[], locale: string) {
  return db
    .selectFrom('glossary_items as i')
    .leftJoin('glossary_definitions as d', (join) => join.onRef('d.item_id', '=', 'i.id').on('d.locale', '=', locale))
    .leftJoin('glossary_definitions as f', (join) => join.onRef('f.item_id', '=', 'i.id').on('f.locale', '=', 'en-US'))
    .select([
      'i.id',
      'i.business_name',
      'i.technical_name',
      'i.dss_business_name',
      'd.definition as definition',
      'd.business_name as local_name',
      'f.definition as fallback',
    ])
    .where('i.id', 'in', [...ids]);
}

/**
 * A batch of the export: each element's shown name, other names and one definition (the locale's,
 * else en-US), one row per element. The choice is made in SQL so each definition crosses from the
 * database once: the rows read are most of the export's garbage (docs/decisions/034).
 */
export async function listExportTexts(db: Db, ids: readonly string[], locale: string) {
  if (ids.length === 0) return [];
  const base = db
    .selectFrom('glossary_items as i')
    .leftJoin('glossary_definitions as d', (join) => join.onRef('d.item_id', '=', 'i.id').on('d.locale', '=', locale))
    .select(['i.id', 'i.technical_name', 'i.dss_business_name'])
    .where('i.id', 'in', [...ids]);
  if (locale === 'en-US') return base.select(['i.business_name as shown_name', 'd.definition as definition']).execute();
  return base
    .leftJoin('glossary_definitions as f', (join) => join.onRef('f.item_id', '=', 'i.id').on('f.locale', '=', 'en-US'))
    .select(({ fn, eb }) => [
      // The name in the locale when it has its definition there (else the English one), as the page shows it.
      eb
        .case()
        .when(
          eb.and([
            eb('d.definition', 'is not', null),
            eb('d.business_name', 'is not', null),
            eb('d.business_name', '<>', ''),
          ]),
        )
        .then(eb.ref('d.business_name'))
        .else(eb.ref('i.business_name'))
        .end()
        .as('shown_name'),
      fn.coalesce('d.definition', 'f.definition').as('definition'),
    ])
    .execute();
}

/** A row of listPageTexts: an element's names and definitions, or one of its synonyms. */
export type PageTextRow = {
  id: string;
  business_name: string | null;
  technical_name: string | null;
  dss_business_name: string | null;
  definition: string | null;
  local_name: string | null;
  fallback: string | null;
  synonym_locale: string | null;
  synonym: string | null;
};

/**
 * A page's texts in one round trip: the rows of listNamesWithDefinitions (`synonym` null) and, after them
 * in the same answer, one row per synonym of these elements in these locales (`synonym` and `locale` set,
 * the names null). On PostgreSQL each query is a round trip to another process, which a search pays
 * before it can answer (docs/decisions/030).
 */
export async function listPageTexts(
  db: Db,
  ids: readonly string[],
  locale: string,
  synonymLocales: readonly string[],
): Promise<PageTextRow[]> {
  if (ids.length === 0) return [];
  const none = sql<string | null>`cast(null as text)`;
  return namesWithDefinitions(db, ids, locale)
    .select([none.as('synonym_locale'), none.as('synonym')])
    .$castTo<PageTextRow>()
    .unionAll(
      db
        .selectFrom('glossary_synonyms as s')
        .select([
          's.item_id as id',
          none.as('business_name'),
          none.as('technical_name'),
          none.as('dss_business_name'),
          none.as('definition'),
          none.as('local_name'),
          none.as('fallback'),
          's.locale as synonym_locale',
          's.synonym as synonym',
        ])
        .where('s.item_id', 'in', [...ids])
        .where('s.locale', 'in', [...synonymLocales])
        .$castTo<PageTextRow>(),
    )
    .execute();
}

/** The definitions of these elements in these locales (the caller's and the en-US fallback). */
export async function listDefinitions(db: Db, ids: readonly string[], locales: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('glossary_definitions')
    .select(['item_id', 'locale', 'definition', 'business_name'])
    .where('item_id', 'in', [...ids])
    .where('locale', 'in', [...locales])
    .execute();
}
