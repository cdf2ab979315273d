import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/**
 * The data dictionary (issue 4): data elements, the products that carry them, their definitions per
 * language, and a version counter that every server process reads to know when to rebuild its
 * in-process search index. Portable types only (docs/decisions/002).
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('glossary_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('technical_name', 'text', (c) => c.notNull())
    .addColumn('dss_business_name', 'text')
    .addColumn('datatype', 'text', (c) => c.notNull())
    .addColumn('field_type', 'text', (c) => c.notNull())
    /** ALL_USERS | CHARTER_ONLY */
    .addColumn('availability', 'text', (c) => c.notNull())
    /** The business name lower-cased, without accents or punctuation: the list order and the prefix look-up. */
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('glossary_items_sort_key').on('glossary_items').columns(['sort_key', 'id']).execute();
  await db.schema.createIndex('glossary_items_technical_name').on('glossary_items').column('technical_name').execute();

  await db.schema
    .createTable('glossary_item_products')
    .addColumn('item_id', 'text', (c) => c.notNull().references('glossary_items.id').onDelete('cascade'))
    .addColumn('product_tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('glossary_item_products_pk', ['item_id', 'product_tag'])
    .execute();
  await db.schema
    .createIndex('glossary_item_products_tag')
    .on('glossary_item_products')
    .columns(['product_tag', 'item_id'])
    .execute();

  await db.schema
    .createTable('glossary_definitions')
    .addColumn('item_id', 'text', (c) => c.notNull().references('glossary_items.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('glossary_definitions_pk', ['item_id', 'locale'])
    .execute();

  // One row. Whoever changes the glossary tables adds one to `version` in the same transaction;
  // every server compares it with the version its index was built from.
  await db.schema
    .createTable('glossary_index_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into glossary_index_version (id, version, updated_at) values (1, 0, ${new Date(0).toISOString()})`.execute(
    db,
  );
}
