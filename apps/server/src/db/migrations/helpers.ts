import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database.js';

/** An auto-incrementing integer primary key on either dialect. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export type MigrationContext = { db: Kysely<unknown>; dialect: Dialect };

/**
 * PostgreSQL: creates a contrib extension (pg_trgm, fuzzystrmatch) where it is or can be created, in `public` when
 * there is one, serialised across servers migrating at once; answers the schema it is in, or undefined when it
 * cannot be had (the caller then does without it). `why` names the loss in the notice.
 */
export async function extensionSchema(db: Kysely<unknown>, name: 'pg_trgm' | 'fuzzystrmatch', why: string) {
  const extension = sql.raw(name);
  await sql`do $$ begin
      perform pg_advisory_xact_lock(hashtext('portal.create_extensions'));
      if exists (select 1 from pg_namespace where nspname = 'public') then
        create extension if not exists ${extension} schema public;
      else
        create extension if not exists ${extension};
      end if;
    exception when others then
      raise notice '${sql.raw(why)} (%)', sqlerrm;
    end $$`.execute(db);
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = ${name}`.execute(db);
  return rows[0]?.schema;
}
