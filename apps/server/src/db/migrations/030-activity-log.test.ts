import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECT_UNDER_TEST, openScratchDatabase } from '../../test/helper.js';
import type { DatabaseHandle } from '../database.js';
import { migrateTo } from '../migrate.js';
import { ACTIVITY_LOG_INDEXES } from './030-activity-log.js';

describe(`migration 030: the activity log's columns and indexes (${DIALECT_UNDER_TEST})`, () => {
  let handle: DatabaseHandle;
  let discard: () => Promise<void>;

  beforeEach(async () => {
    ({ handle, discard } = await openScratchDatabase('portal-030-'));
  });
  afterEach(async () => {
    await discard();
  });

  async function indexNames(): Promise<string[]> {
    const query =
      handle.dialect === 'postgres'
        ? sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'activity_log' and schemaname = current_schema()`
        : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'activity_log'`;
    return (await query.execute(handle.db)).rows
      .map((r) => r.name)
      .filter((name) => name.startsWith('activity_log_') && name !== 'activity_log_pkey');
  }

  it('folds the descriptions of the entries already kept, and replaces the company index by the reads’ own', async () => {
    await migrateTo(handle, '029-user-search-everyone');
    await sql`insert into activity_log (company_id, actor, entity_type, entity_id, event, description, source_app,
      created_at) values (null, 'admin', 'USER', 'dana', 'UPDATE_USER_PROFILE', 'Renamed to Éloïse CŒUR',
      'supplier-portal', '2026-11-01T00:00:00.000Z')`.execute(handle.db);
    expect(await migrateTo(handle, '030-activity-log')).toEqual(['030-activity-log']);
    const entry = await handle.db
      .selectFrom('activity_log')
      .select(['search_text', 'market', 'before_value', 'after_value'])
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      search_text: 'renamed to eloise coeur',
      market: null,
      before_value: null,
      after_value: null,
    });
    expect((await indexNames()).sort()).toEqual(ACTIVITY_LOG_INDEXES.map((i) => i.name).sort());
  });
});
