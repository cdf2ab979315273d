import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECT_UNDER_TEST, openScratchDatabase } from '../../test/helper.js';
import type { DatabaseHandle } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { CARRYING_INDEXES } from './033-activity-log-reads.js';

describe(`migration 033: the activity log's carried columns and text trigrams (${DIALECT_UNDER_TEST})`, () => {
  let handle: DatabaseHandle;
  let discard: () => Promise<void>;

  beforeEach(async () => {
    ({ handle, discard } = await openScratchDatabase('portal-033-'));
  });
  afterEach(async () => {
    await discard();
  });

  async function addEntry(text: string, createdAt: string): Promise<number> {
    const { rows } = await sql<{ id: number }>`insert into activity_log (company_id, actor, entity_type, entity_id,
      event, description, search_text, source_app, created_at) values (null, 'admin', 'USER', 'dana', 'SIGN_IN',
      ${text}, ${text}, 'supplier-portal', ${createdAt}) returning id`.execute(handle.db);
    return rows[0]!.id;
  }

  /** The columns each index keys and carries, as the database describes it. */
  async function indexDefinitions(): Promise<Map<string, string>> {
    const query =
      handle.dialect === 'postgres'
        ? sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
            where tablename = 'activity_log' and schemaname = current_schema()`
        : sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master
            where type = 'index' and tbl_name = 'activity_log' and sql is not null`;
    return new Map((await query.execute(handle.db)).rows.map((r) => [r.name, r.definition.replace(/"/g, '')]));
  }

  it('makes each index carry the keyed columns it does not order by, and the time indexes the text', async () => {
    await migrateToLatest(handle);
    const definitions = await indexDefinitions();
    for (const { name, key, carried } of CARRYING_INDEXES) {
      const columns =
        handle.dialect === 'postgres'
          ? `(${key.join(', ')}) INCLUDE (${carried.join(', ')})`
          : `(${[...key, ...carried].join(', ')})`;
      expect(definitions.get(name), name).toContain(columns);
    }
    expect(CARRYING_INDEXES.find((i) => i.name === 'activity_log_company_actor')?.carried).toEqual([
      'event',
      'source_app',
      'entity_id',
    ]);
  });

  it.runIf(DIALECT_UNDER_TEST === 'sqlite')(
    'fills the trigram table and day bounds, and triggers keep them',
    async () => {
      await migrateTo(handle, '032-user-search-internal-tabs');
      const first = await addEntry('renamed at erabliere gagnon', '2026-11-01T10:00:00.000Z');
      const second = await addEntry('signed in', '2026-11-01T23:59:00.000Z');
      await migrateToLatest(handle);
      const third = await addEntry('blocked at erabliere', '2026-11-02T00:01:00.000Z');
      const found = async (term: string) =>
        (
          await sql<{ rowid: number }>`select rowid from activity_log_trigrams where activity_log_trigrams match ${term}
          order by rowid`.execute(handle.db)
        ).rows.map((r) => r.rowid);
      expect(await found('"abl" AND "ere"')).toEqual([first, third]);
      const days = await sql`select day, first_id, last_id from activity_log_day_ids order by day`.execute(handle.db);
      expect(days.rows).toEqual([
        { day: '2026-11-01', first_id: first, last_id: second },
        { day: '2026-11-02', first_id: third, last_id: third },
      ]);
      await sql`delete from activity_log where id = ${first}`.execute(handle.db);
      expect(await found('"abl" AND "ere"')).toEqual([third]);
    },
  );

  it.runIf(DIALECT_UNDER_TEST === 'postgres')(
    'indexes the text by its trigrams (and month: 037) where pg_trgm is there',
    async () => {
      await migrateToLatest(handle);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(handle.db);
      const definitions = await indexDefinitions();
      const trigrams = definitions.get('activity_log_search_months') ?? definitions.get('activity_log_search_trigrams');
      if (rows[0]!.n === 0) expect(trigrams).toBeUndefined();
      else expect(trigrams).toMatch(/gin \((company_id, (substr\(created_at, 1, 7\), )?)?search_text /);
    },
  );
});
