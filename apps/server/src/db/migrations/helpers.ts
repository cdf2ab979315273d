import type { CreateTableBuilder, Kysely } from 'kysely';
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
