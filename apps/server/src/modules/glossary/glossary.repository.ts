import type { GlossaryAvailability } from '@portal/contract/glossary';
import type { Locale } from '@portal/contract/locale';
import { chunks } from '../../db/chunks.js';
import type { Db } from '../../db/database.js';
import type { GlossaryItemsTable } from '../../db/schema.js';
import { normalizeName } from './glossary.normalize.js';

/** A data element as stored: its fields, products and definitions (en-US always). */
export type GlossaryElement = Omit<GlossaryItemsTable, 'availability' | 'sort_key' | 'updated_at'> & {
  availability: GlossaryAvailability;
  products: string[];
  definitions: Partial<Record<Locale, string>> & { 'en-US': string };
};

const ITEMS_PER_STATEMENT = 500;


/** Inserts elements with their products and definitions. The caller bumps the version (same transaction). */
export async function insertElements(db: Db, elements: readonly GlossaryElement[], now: string): Promise<void> {
  for (const chunk of chunks(elements, ITEMS_PER_STATEMENT)) {
    await db
      .insertInto('glossary_items')
      .values(
        chunk.map((e) => ({
          id: e.id,
          type: e.type,
          business_name: e.business_name,
          technical_name: e.technical_name,
          dss_business_name: e.dss_business_name,
          datatype: e.datatype,
          field_type: e.field_type,
          availability: e.availability,
          sort_key: normalizeName(e.business_name),
          updated_at: now,
        })),
      )
      .execute();
    const products = chunk.flatMap((e) => e.products.map((product_tag) => ({ item_id: e.id, product_tag })));
    for (const part of chunks(products, ITEMS_PER_STATEMENT * 4)) await db.insertInto('glossary_item_products').values(part).execute();
    const definitions = chunk.flatMap((e) =>
      Object.entries(e.definitions).map(([locale, definition]) => ({ item_id: e.id, locale, definition: definition as string })),
    );
    for (const part of chunks(definitions, ITEMS_PER_STATEMENT * 3)) await db.insertInto('glossary_definitions').values(part).execute();
  }
}

export async function countItems(db: Db): Promise<number> {
  const row = await db.selectFrom('glossary_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds one to the glossary's version: every server rebuilds its search index when it sees the change. */
export async function bumpVersion(db: Db, now: string): Promise<void> {
  await db
    .updateTable('glossary_index_version')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', 1)
    .execute();
}

export async function readVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('glossary_index_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The next batch of elements (by id, after `afterId`) without their definitions, with their product
 * tags: the search index reads the dictionary this way, so it never holds all the rows at once.
 */
export async function loadIndexBatch(db: Db, afterId: string | null, limit: number) {
  let query = db
    .selectFrom('glossary_items')
    .select(['id', 'type', 'business_name', 'technical_name', 'dss_business_name', 'datatype', 'field_type', 'availability'])
    .orderBy('id')
    .limit(limit);
  if (afterId !== null) query = query.where('id', '>', afterId);
  const items = await query.execute();
  if (items.length === 0) return { items, products: [] };
  let products = db
    .selectFrom('glossary_item_products')
    .select(['item_id', 'product_tag'])
    .where('item_id', '<=', items[items.length - 1]!.id);
  if (afterId !== null) products = products.where('item_id', '>', afterId);
  return { items, products: await products.execute() };
}

export async function findItem(db: Db, id: string) {
  return db
    .selectFrom('glossary_items')
    .select(['id', 'type', 'business_name', 'technical_name', 'dss_business_name', 'datatype', 'field_type', 'availability'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listItemProducts(db: Db, id: string): Promise<string[]> {
  const rows = await db.selectFrom('glossary_item_products').select('product_tag').where('item_id', '=', id).execute();
  return rows.map((r) => r.product_tag);
}

/** The names of these elements as written (the search index holds only their normalised keys). */
export async function listNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('glossary_items').select(['id', 'business_name', 'technical_name', 'dss_business_name']).where('id', 'in', [...ids]).execute();
}

/**
 * The names of these elements as written with their definition in a locale and in en-US (the
 * fallback), one row per element, in one query: a page of results, a batch of an export.
 */
export async function listNamesWithDefinitions(db: Db, ids: readonly string[], locale: string) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('glossary_items as i')
    .leftJoin('glossary_definitions as d', (join) => join.onRef('d.item_id', '=', 'i.id').on('d.locale', '=', locale))
    .leftJoin('glossary_definitions as f', (join) => join.onRef('f.item_id', '=', 'i.id').on('f.locale', '=', 'en-US'))
    .select(['i.id', 'i.business_name', 'i.technical_name', 'i.dss_business_name', 'd.definition as definition', 'f.definition as fallback'])
    .where('i.id', 'in', [...ids])
    .execute();
}

/** The definitions of these elements in these locales (the caller's and the en-US fallback). */
export async function listDefinitions(db: Db, ids: readonly string[], locales: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('glossary_definitions')
    .select(['item_id', 'locale', 'definition'])
    .where('item_id', 'in', [...ids])
    .where('locale', 'in', [...locales])
    .execute();
}
