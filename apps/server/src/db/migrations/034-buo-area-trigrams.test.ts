import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECT_UNDER_TEST, openScratchDatabase } from '../../test/helper.js';
import type { DatabaseHandle } from '../database.js';
import { migrateToLatest } from '../migrate.js';

describe(`migration 034: the BUO area numbers' trigrams (${DIALECT_UNDER_TEST})`, () => {
  let handle: DatabaseHandle;
  let discard: () => Promise<void>;

  beforeEach(async () => {
    ({ handle, discard } = await openScratchDatabase('portal-034-'));
  });
  afterEach(async () => {
    await discard();
  });

  it('indexes the folded number by its trigrams on PostgreSQL where pg_trgm is there, and nothing on SQLite', async () => {
    await migrateToLatest(handle);
    if (handle.dialect === 'sqlite') {
      const { rows } = await sql`select name from sqlite_master where name = 'users_buo_area_trigrams'`.execute(
        handle.db,
      );
      expect(rows).toEqual([]);
      return;
    }
    const { rows: trgm } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(handle.db);
    const { rows } = await sql<{ definition: string }>`select indexdef as definition from pg_indexes
      where indexname = 'users_buo_area_trigrams' and schemaname = current_schema()`.execute(handle.db);
    if (trgm.length === 0) expect(rows).toEqual([]);
    else expect(rows[0]?.definition).toMatch(/gin \(portal_fold\(buo_area_number\) .*gin_trgm_ops\)/);
  });
});
