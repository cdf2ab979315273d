import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { DIALECT_UNDER_TEST, openScratchDatabase } from '../../test/helper.js';
import type { DatabaseHandle } from '../database.js';
import { migrateTo } from '../migrate.js';
import { seedReferenceData } from '../seed/reference.js';

describe(`migration 019: user search (${DIALECT_UNDER_TEST})`, () => {
  let handle: DatabaseHandle;
  let discard: () => Promise<void>;

  beforeEach(async () => {
    ({ handle, discard } = await openScratchDatabase('portal-019-'));
  });
  afterEach(async () => {
    await discard();
  });

  it('indexes the users a database already has, and only those of a company in the ACTIVE or BLOCKED status', async () => {
    await migrateTo(handle, '018-user-list-counts');
    await seedReferenceData(handle.db, loadConfig({ NODE_ENV: 'test' }));
    const db = handle.db;
    const group = await db.selectFrom('groups').select('id').orderBy('id').executeTakeFirstOrThrow();
    const companies = await db
      .insertInto('companies')
      .values(
        ['Old Mill', 'New Mill'].map((name, n) => ({
          market: 'US',
          name,
          type: 'SUPPLIER',
          account_type: 'charter',
          status: 'ACTIVE',
          primary_contact_email: `owner@mill${n}.example`,
          tenant_id: 9_100 + n,
          site_id: null,
          business_code: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })),
      )
      .returning('id')
      .execute();
    const users = [
      ['Ana', 'García', 0, 'ACTIVE'],
      ['Ben', 'Garcia', 0, 'BLOCKED'],
      ['Carla', 'Smith', 1, 'ACTIVE'],
      ['Dev', 'Garcia', 1, 'PENDING'],
      ['Elena', 'Garcia', null, 'ACTIVE'],
    ] as const;
    for (const [i, [first, last, company, status]] of users.entries()) {
      await db
        .insertInto('users')
        .values({
          login_id: `${first.toLowerCase()}.user${i}`,
          first_name: first,
          last_name: last,
          email: `${first.toLowerCase()}@mill.example`,
          user_type: 'EXTERNAL',
          third_party_user: 0,
          persona_access_codes: '[]',
          registration_completed: 1,
          company_id: company === null ? null : companies[company]!.id,
          group_id: group.id,
          access_class: 'UI',
          status,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
    }

    // Migration 019's own texts (lower-cased); migration 026 folds them (search-fold.test.ts).
    expect(await migrateTo(handle, '019-user-search')).toContain('019-user-search');
    const kept = await db.selectFrom('user_search').select(['user_id', 'search_text']).orderBy('user_id').execute();
    expect(kept.map((k) => k.search_text)).toEqual([
      'ana\ngarcía\nana@mill.example\nana.user0',
      'ben\ngarcia\nben@mill.example\nben.user1',
      'carla\nsmith\ncarla@mill.example\ncarla.user2',
    ]);
    if (handle.dialect === 'sqlite') {
      // The trigram table holds the same rows, under the same keys.
      const trigrams = async (query: string) =>
        (
          await sql<{ key: number }>`select rowid as key from user_search_trigrams
            where user_search_trigrams match ${query} order by rowid`.execute(db)
        ).rows.map((r) => r.key);
      const keys = await db.selectFrom('user_search').select('key').orderBy('key').execute();
      expect(await trigrams('"arc" AND "cia"')).toEqual([keys[1]!.key]);
      expect(await trigrams('"ill"')).toEqual(keys.map((k) => k.key));
    }
    // And the triggers run from then on.
    await db.updateTable('users').set({ status: 'ACTIVE' }).where('first_name', '=', 'Dev').execute();
    expect(
      (
        await db
          .selectFrom('user_search')
          .select('search_text')
          .where('scope', '=', companies[1]!.id * 2)
          .execute()
      )
        .map((r) => r.search_text)
        .sort(),
    ).toEqual(['carla\nsmith\ncarla@mill.example\ncarla.user2', 'dev\ngarcia\ndev@mill.example\ndev.user3']);
    const { rows } = await sql<{ n: number }>`select count(*) as n from user_search`.execute(db);
    expect(Number(rows[0]!.n)).toBe(4);
  });
});
