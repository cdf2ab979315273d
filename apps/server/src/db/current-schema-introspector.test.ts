import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECT_UNDER_TEST, openScratchDatabase } from '../test/helper.js';
import type { DatabaseHandle } from './database.js';

describe.runIf(DIALECT_UNDER_TEST === 'postgres')('the PostgreSQL introspector', () => {
  let own: { handle: DatabaseHandle; discard: () => Promise<void> };
  let other: { handle: DatabaseHandle; discard: () => Promise<void> };

  beforeAll(async () => {
    own = await openScratchDatabase('portal-introspector-');
    other = await openScratchDatabase('portal-introspector-');
    await sql`create table parcels (id serial primary key, label text not null, note text)`.execute(own.handle.db);
    await sql`create view labels as select label from parcels`.execute(own.handle.db);
    await sql`create table kysely_migration (name text primary key)`.execute(own.handle.db);
    await sql`create table strangers (id integer)`.execute(other.handle.db);
  });

  afterAll(async () => {
    await own.discard();
    await other.discard();
  });

  it("lists the current schema's tables and views with their columns, and no other schema's", async () => {
    const tables = await own.handle.db.introspection.getTables();
    expect(tables.map((table) => [table.name, table.schema, table.isView])).toEqual([
      ['labels', own.handle.schema, true],
      ['parcels', own.handle.schema, false],
    ]);
    expect(tables[1]!.columns).toEqual([
      expect.objectContaining({ name: 'id', dataType: 'int4', isNullable: false, isAutoIncrementing: true }),
      expect.objectContaining({ name: 'label', dataType: 'text', isNullable: false, hasDefaultValue: false }),
      expect.objectContaining({ name: 'note', dataType: 'text', isNullable: true, isAutoIncrementing: false }),
    ]);
  });

  it("lists the migrator's own tables only when asked", async () => {
    const tables = await own.handle.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(tables.map((table) => table.name)).toContain('kysely_migration');
  });

  it('answers while another schema is dropped', async () => {
    const stranger = await openScratchDatabase('portal-introspector-');
    await sql`create table gone (id integer)`.execute(stranger.handle.db);
    const [tables] = await Promise.all([own.handle.db.introspection.getTables(), stranger.discard()]);
    expect(tables.map((table) => table.name)).toEqual(['labels', 'parcels']);
  });
});
