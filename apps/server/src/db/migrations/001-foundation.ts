import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';
import { withId } from './helpers.js';

export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('markets')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hosts', 'text', (c) => c.notNull())
    .addColumn('default_locale', 'text', (c) => c.notNull())
    .addColumn('production', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('market', 'text', (c) => c.notNull().references('markets.code'))
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('companies'), dialect)
    .addColumn('market', 'text', (c) => c.notNull().references('markets.code'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('primary_contact_email', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().unique())
    .addColumn('site_id', 'integer', (c) => c.references('sites.id'))
    .addColumn('business_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('companies_market_name').on('companies').columns(['market', 'name']).execute();

  await db.schema
    .createTable('company_associations')
    .addColumn('supplier_company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('agency_company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_associations_pk', ['supplier_company_id', 'agency_company_id'])
    .execute();
  await db.schema
    .createIndex('company_associations_agency')
    .on('company_associations')
    .column('agency_company_id')
    .execute();

  await withId(db.schema.createTable('groups'), dialect)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await withId(db.schema.createTable('permissions'), dialect)
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addUniqueConstraint('permissions_pair', ['action', 'resource'])
    .execute();
  await db.schema
    .createTable('group_permissions')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_permissions_pk', ['group_id', 'permission_id'])
    .execute();

  await withId(db.schema.createTable('users'), dialect)
    .addColumn('login_id', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('third_party_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id'))
    .addColumn('persona_access_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('access_class', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .addColumn('registration_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_company').on('users').columns(['company_id', 'last_name']).execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();

  await db.schema
    .createTable('products')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_products')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_code', 'text', (c) => c.notNull().references('products.code'))
    .addColumn('access_status', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_products_pk', ['user_id', 'product_code'])
    .execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('login_id', 'text', (c) => c.primaryKey().references('users.login_id').onDelete('cascade'))
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('acting_company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('login_id', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await withId(db.schema.createTable('activity_log'), dialect)
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('source_app', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activity_log_company')
    .on('activity_log')
    .columns(['company_id', 'created_at'])
    .execute();

  await withId(db.schema.createTable('jobs'), dialect)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text')
    .addColumn('last_error', 'text')
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'run_at']).execute();

  await withId(db.schema.createTable('outbox'), dialect)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();

  await withId(db.schema.createTable('analytics_events'), dialect)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('properties', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_events_name')
    .on('analytics_events')
    .columns(['name', 'occurred_at'])
    .execute();

  // Case-insensitive sign-in: login ids are stored lower-case; this guards it on both dialects.
  await sql`create unique index users_login_id_lower on users (lower(login_id))`.execute(db);
}
