import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECT_UNDER_TEST, openScratchDatabase } from '../../test/helper.js';
import type { DatabaseHandle } from '../database.js';
import { userRow } from '../../test/user-rows.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe(`migration 032: internal users searched in their tab's scopes (${DIALECT_UNDER_TEST})`, () => {
  let handle: DatabaseHandle;
  let discard: () => Promise<void>;

  beforeEach(async () => {
    ({ handle, discard } = await openScratchDatabase('portal-032-'));
  });
  afterEach(async () => {
    await discard();
  });

  async function addInternalUser(login: string, personaCodes: string, status = 'ACTIVE'): Promise<number> {
    const group = await handle.db
      .insertInto('groups')
      .values({ name: `group of ${login}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await handle.db
      .insertInto('users')
      .values(
        userRow({
          login_id: login,
          group_id: group.id,
          user_type: 'INTERNAL',
          persona_access_codes: personaCodes,
          status,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  }

  /** The scope and whether the trigram table holds the same key (SQLite's; PostgreSQL has none). */
  async function scopeOf(userId: number) {
    const row = await handle.db
      .selectFrom('user_search')
      .select(['key', 'scope', 'search_text'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (handle.dialect === 'sqlite') {
      const { rows } = await sql<{ n: number }>`select count(*) as n from user_search_trigrams
        where rowid = ${row.key}`.execute(handle.db);
      expect(Number(rows[0]!.n), 'the trigram table holds the key').toBe(1);
    }
    return Number(row.scope);
  }

  it('moves merchants and asset protection to their own scopes, and follows a change of tab', async () => {
    await migrateTo(handle, '031-directory-company-copies');
    const merchant = await addInternalUser('merch', '["1000"]');
    const guard = await addInternalUser('guard', '["3000"]', 'BLOCKED');
    const staff = await addInternalUser('staff', '[]');
    expect([await scopeOf(merchant), await scopeOf(guard), await scopeOf(staff)]).toEqual([0, 1, 0]);

    expect(await migrateToLatest(handle)).toContain('032-user-search-internal-tabs');
    expect([await scopeOf(merchant), await scopeOf(guard), await scopeOf(staff)]).toEqual([-2, -3, 0]);
    const { rows } = await sql<{ n: number }>`select count(*) as n from user_search`.execute(handle.db);
    expect(Number(rows[0]!.n), 'each user once').toBe(3);

    await handle.db.updateTable('users').set({ persona_access_codes: '["1000"]' }).where('id', '=', staff).execute();
    expect(await scopeOf(staff)).toBe(-2);
    await handle.db.updateTable('users').set({ status: 'BLOCKED' }).where('id', '=', merchant).execute();
    expect(await scopeOf(merchant)).toBe(-1);
    await handle.db.deleteFrom('users').where('id', '=', guard).execute();
    const left = await handle.db.selectFrom('user_search').select('user_id').execute();
    expect(left.map((r) => r.user_id).sort()).toEqual([merchant, staff].sort());
  });
});
