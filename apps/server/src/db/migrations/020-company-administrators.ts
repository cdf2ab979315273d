import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/** The tables of the product catalogue: the launcher keeps them in memory while catalogue_version stays the same. */
const CATALOGUE_TABLES = ['products', 'product_texts', 'product_urls'] as const;

/**
 * The launcher (issue 14, decision 027):
 * - a user without access to any product is shown their company's administrators, found by company and group, not
 *   by walking a company's users (200 000 in the largest) for the few in group Admin;
 * - the catalogue is read on every launcher call but changes only with a release or by hand in the database, so a
 *   version, moved by triggers on every change to its tables, tells the server when to read it again.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await db.schema.createIndex('users_company_group').on('users').columns(['company_id', 'group_id']).execute();

  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);
  const bump = sql.raw('update catalogue_version set version = version + 1 where id = 1;');
  if (dialect === 'postgres') {
    await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin ${bump} return null; end $$`.execute(db);
    for (const table of CATALOGUE_TABLES) {
      await sql`create trigger ${sql.id(`${table}_catalogue_version`)} after insert or update or delete or truncate
        on ${sql.id(table)} for each statement execute function bump_catalogue_version()`.execute(db);
    }
    return;
  }
  for (const table of CATALOGUE_TABLES) {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`${table}_${event}_catalogue_version`)} after ${sql.raw(event)}
        on ${sql.id(table)} begin ${bump} end`.execute(db);
    }
  }
}
