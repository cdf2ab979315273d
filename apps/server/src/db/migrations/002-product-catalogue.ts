import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { MigrationContext } from './helpers.js';

/**
 * The app launcher (issue 3): the product catalogue with its texts and addresses, third-party users'
 * grants per supplier, feature flags, configuration values and the insights articles.
 * Portable types only (docs/decisions/002): text, integer 0/1 booleans, JSON as text.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  // SQLite adds one column per ALTER TABLE. A column that is not null needs a default for the rows
  // already there; the reference seed fills the catalogue columns of a row whose group_key is ''.
  const nullable = (c: ColumnDefinitionBuilder) => c;
  const productColumns: [string, 'text' | 'integer', (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder][] = [
    ['group_key', 'text', (c) => c.notNull().defaultTo('')],
    ['sort_order', 'integer', (c) => c.notNull().defaultTo(0)],
    ['new_tab', 'integer', (c) => c.notNull().defaultTo(0)],
    ['restricted_launch_flag', 'text', nullable],
    /** Comma-separated market codes (US, MX, CA) on whose hosts the tile is hidden without access. */
    ['hide_when_no_access', 'text', (c) => c.notNull().defaultTo('')],
    ['learn_more_analytics_id', 'text', nullable],
    ['learn_more_image', 'text', nullable],
    ['learn_more_contact_url', 'text', nullable],
  ];
  for (const [name, type, build] of productColumns) {
    await db.schema.alterTable('products').addColumn(name, type, build).execute();
  }

  await db.schema
    .createTable('product_texts')
    .addColumn('product_code', 'text', (c) => c.notNull().references('products.code').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('footer', 'text')
    .addColumn('learn_more_title', 'text', (c) => c.notNull())
    .addColumn('learn_more_description', 'text', (c) => c.notNull())
    .addColumn('key_notes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_alt', 'text', (c) => c.notNull())
    .addColumn('access_pending_description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_texts_pk', ['product_code', 'locale'])
    .execute();

  await db.schema
    .createTable('product_urls')
    .addColumn('product_code', 'text', (c) => c.notNull().references('products.code').onDelete('cascade'))
    .addColumn('market', 'text', (c) => c.notNull().references('markets.code'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_urls_pk', ['product_code', 'market', 'environment'])
    .execute();

  await db.schema
    .createTable('partner_product_grants')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('supplier_company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('product_code', 'text', (c) => c.notNull().references('products.code'))
    .addColumn('access_status', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('partner_product_grants_pk', ['user_id', 'supplier_company_id', 'product_code'])
    .execute();

  await db.schema
    .createTable('feature_flags')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull().references('markets.code'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rollout_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('feature_flags_pk', ['key', 'market', 'environment'])
    .execute();

  await db.schema
    .createTable('config_values')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('insight_articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_code', 'text', (c) => c.notNull().references('products.code'))
    .addColumn('published_on', 'text', (c) => c.notNull())
    .addColumn('read_minutes', 'integer', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('insight_articles_published').on('insight_articles').column('published_on').execute();

  await db.schema
    .createTable('insight_article_texts')
    .addColumn('article_id', 'text', (c) => c.notNull().references('insight_articles.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('insight_article_texts_pk', ['article_id', 'locale'])
    .execute();

  // A new permission, UPDATE FEATURE_FLAG. A fresh database gets it with the Super Admin group from the
  // reference seed; a database whose groups are already seeded (and then the product owners') gets it here.
  await sql`insert into permissions (action, resource)
    select 'UPDATE', 'FEATURE_FLAG'
    where exists (select 1 from groups where name = 'Super Admin')
      and not exists (select 1 from permissions where action = 'UPDATE' and resource = 'FEATURE_FLAG')`.execute(db);
  await sql`insert into group_permissions (group_id, permission_id)
    select g.id, p.id from groups g, permissions p
    where g.name = 'Super Admin' and p.action = 'UPDATE' and p.resource = 'FEATURE_FLAG'
      and not exists (select 1 from group_permissions gp where gp.group_id = g.id and gp.permission_id = p.id)`.execute(
    db,
  );
}
