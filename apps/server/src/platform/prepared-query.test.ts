import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../test/helper.js';
import { preparedQuery } from './prepared-query.js';

describe(`preparedQuery (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const usersOfGroup = preparedQuery(2, (db: Db, groupId: number, status: string) =>
    db
      .selectFrom('users')
      .select(['login_id', 'status'])
      .where('group_id', '=', groupId)
      .where('status', '=', status)
      .where('user_type', '!=', 'NOBODY')
      .orderBy('login_id'),
  );
  const built = (db: Db, groupId: number, status: string) =>
    db
      .selectFrom('users')
      .select(['login_id', 'status'])
      .where('group_id', '=', groupId)
      .where('status', '=', status)
      .orderBy('login_id')
      .execute();

  it('answers what the built query answers, for each call’s own arguments (literals stay as written)', async () => {
    const groups = await t.ctx.db.selectFrom('groups').select('id').orderBy('id').execute();
    expect(groups.length).toBeGreaterThan(1);
    let nonEmpty = 0;
    for (const { id } of groups) {
      for (const status of ['ACTIVE', 'BLOCKED']) {
        const rows = await usersOfGroup(t.ctx.db, id, status);
        expect(rows, `group ${id} ${status}`).toEqual(await built(t.ctx.db, id, status));
        if (rows.length > 0) nonEmpty += 1;
      }
    }
    // The comparison means something only if some calls found users and others did not.
    expect(nonEmpty).toBeGreaterThan(0);
    expect(await usersOfGroup(t.ctx.db, -1, 'ACTIVE')).toEqual([]);
  });

  it('runs inside a transaction, on its connection', async () => {
    const groupId = (await t.ctx.db.selectFrom('groups').select('id').executeTakeFirstOrThrow()).id;
    const rows = await t.ctx.db.transaction().execute((trx) => usersOfGroup(trx, groupId, 'ACTIVE'));
    expect(rows).toEqual(await built(t.ctx.db, groupId, 'ACTIVE'));
  });

  it('refuses a query that does not use every argument as a parameter', async () => {
    const careless = preparedQuery(2, (db: Db, loginId: string, _unused: string) =>
      db.selectFrom('users').select('id').where('login_id', '=', loginId),
    );
    await expect(careless(t.ctx.db, 'user', 'x')).rejects.toThrow(/each of its 2 argument/);
  });
});
