import type { GlossaryAvailability } from '@portal/contract/glossary';
import type { Locale } from '@portal/contract/locale';
import { chunks } from '../db/chunks.js';
import type { Db } from '../db/database.js';
import type { GlossaryItemsTable } from '../db/schema.js';
import { normalizeName } from './text-fold.js';

// The data dictionary's contents and version: written by the seed and the generator (db/), read by the
// glossary module, whose search index rebuilds when the version moves.

/** The languages an element's name is translated into (its own name is en-US). */
export type TranslatedLocale = Exclude<Locale, 'en-US'>;

/**
 * A data element as stored: its fields, products, definitions (en-US always), its name in the other
 * languages (stored beside the definition in that language, so only where one exists) and synonyms.
 */
export type GlossaryElement = Omit<GlossaryItemsTable, 'availability' | 'sort_key' | 'updated_at'> & {
  availability: GlossaryAvailability;
  products: string[];
  definitions: Partial<Record<Locale, string>> & { 'en-US': string };
  names?: Partial<Record<TranslatedLocale, string>>;
  synonyms?: Partial<Record<Locale, readonly string[]>>;
};

const ITEMS_PER_STATEMENT = 500;

/** A definition row; the name column only when the element is named in that language (so elements without names insert as before migration 021). */
function definitionRow(e: GlossaryElement, locale: string, definition: string) {
  const name = e.names?.[locale as TranslatedLocale];
  return name ? { item_id: e.id, locale, definition, business_name: name } : { item_id: e.id, locale, definition };
}

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
        definition === undefined ? [] : [definitionRow(e, locale, definition)],
      ),
    );
    for (const part of chunks(definitions, ITEMS_PER_STATEMENT * 3))
      await db.insertInto('glossary_definitions').values(part).execute();
    const synonyms = chunk.flatMap((e) =>
      Object.entries(e.synonyms ?? {}).flatMap(([locale, words]) =>
        [...new Set(words)].map((synonym) => ({ item_id: e.id, locale, synonym })),
      ),
    );
    for (const part of chunks(synonyms, ITEMS_PER_STATEMENT * 3))
      await db.insertInto('glossary_synonyms').values(part).execute();
  }
}

/** Whether the database has the glossary's languages (migration 021): a seed run on an older schema leaves them out. */
export async function hasGlossaryLanguages(db: Db): Promise<boolean> {
  // On PostgreSQL the introspector reads the current schema only (db/current-schema-introspector.ts).
  return (await db.introspection.getTables()).some((table) => table.name === 'glossary_synonyms');
}

/**
 * Gives elements already stored (same id and technical name) the names in the other languages,
 * definitions and synonyms of these: their Spanish and French definitions and synonyms are replaced.
 * For a dictionary seeded before these existed (migration 021). Answers how many elements it changed.
 */
export async function addLanguages(db: Db, elements: readonly GlossaryElement[]): Promise<number> {
  let changed = 0;
  for (const chunk of chunks(elements, ITEMS_PER_STATEMENT)) {
    const stored = await db
      .selectFrom('glossary_items')
      .select(['id', 'technical_name'])
      .where(
        'id',
        'in',
        chunk.map((e) => e.id),
      )
      .execute();
    const same = new Set(stored.map((row) => `${row.id} ${row.technical_name}`));
    const matching = chunk.filter((e) => same.has(`${e.id} ${e.technical_name}`));
    if (matching.length === 0) continue;
    const ids = matching.map((e) => e.id);
    await db.deleteFrom('glossary_definitions').where('item_id', 'in', ids).where('locale', '!=', 'en-US').execute();
    await db.deleteFrom('glossary_synonyms').where('item_id', 'in', ids).execute();
    const definitions = matching.flatMap((e) =>
      Object.entries(e.definitions).flatMap(([locale, definition]) =>
        definition === undefined || locale === 'en-US'
          ? []
          : [{ item_id: e.id, locale, definition, business_name: e.names?.[locale as TranslatedLocale] ?? null }],
      ),
    );
    for (const part of chunks(definitions, ITEMS_PER_STATEMENT * 3))
      await db.insertInto('glossary_definitions').values(part).execute();
    const synonyms = matching.flatMap((e) =>
      Object.entries(e.synonyms ?? {}).flatMap(([locale, words]) =>
        [...new Set(words)].map((synonym) => ({ item_id: e.id, locale, synonym })),
      ),
    );
    for (const part of chunks(synonyms, ITEMS_PER_STATEMENT * 3))
      await db.insertInto('glossary_synonyms').values(part).execute();
    changed += matching.length;
  }
  return changed;
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
