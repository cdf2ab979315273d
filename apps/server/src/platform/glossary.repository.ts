import type { GlossaryAvailability } from '@portal/contract/glossary';
import type { Locale } from '@portal/contract/locale';
import { chunks } from '../db/chunks.js';
import type { Db } from '../db/database.js';
import type { GlossaryItemsTable } from '../db/schema.js';
import { normalizeName } from './text-fold.js';

// The data dictionary's contents and version: written by the seed and the generator (db/), read by the
// glossary module, whose search index rebuilds when the version moves.

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
    for (const part of chunks(products, ITEMS_PER_STATEMENT * 4))
      await db.insertInto('glossary_item_products').values(part).execute();
    const definitions = chunk.flatMap((e) =>
      Object.entries(e.definitions).flatMap(([locale, definition]) =>
        definition === undefined ? [] : [{ item_id: e.id, locale, definition }],
      ),
    );
    for (const part of chunks(definitions, ITEMS_PER_STATEMENT * 3))
      await db.insertInto('glossary_definitions').values(part).execute();
  }
}

export async function countItems(db: Db): Promise<number> {
  const row = await db
    .selectFrom('glossary_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
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
