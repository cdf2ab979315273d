import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlOrder } from '../../platform/paging.js';
import { companyIdNamed, createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import * as repo from './user-search.queries.js';
import { type SearchLimits, UserSearch } from './user-search.js';

/**
 * A capped search's pages beyond the walk, read from the tab's copy in memory (decision 039): the same pages as the
 * database's, and still the same after each kind of change to the tab (the versions of migration 024).
 */
describe.each([
  // Every search scans the copy, then walks the order for the window.
  ['scanned', 0],
  // Every search walks the order testing each user (the test tab is well within the default probe).
  ['tested user by user', undefined],
])(`a tab's copy in memory (${DIALECT_UNDER_TEST}), searches %s`, (_, copyProbe) => {
  let t: TestApp;
  let acme: number;

  /**
   * The copy for every tab, a cap of 3 and a walk of one entry: every capped page is read from the copy, which reads
   * the tab two rows a query (its texts and orders in many batches).
   */
  const FROM_COPY: SearchLimits = {
    cap: 3,
    sortedUpTo: 3,
    walkBudget: 1,
    copyFrom: 0,
    copyBatch: 2,
    copyRereadAfterMs: 0,
    copyProbe,
  };

  const filterOf = (search: string | undefined, status: 'ACTIVE' | 'BLOCKED' = 'ACTIVE'): repo.UserFilter => ({
    companyId: acme,
    status,
    search,
  });

  async function addUser(first: string, login: string, last = 'Copyist', email = `${login}@acme.example`) {
    const db = t.ctx.db;
    const template = await db.selectFrom('users').selectAll().where('company_id', '=', acme).executeTakeFirstOrThrow();
    const { id: _id, directory: _directory, ...row } = template;
    const values = { ...row, first_name: first, last_name: last, email, login_id: login };
    const added = await db
      .insertInto('users')
      .values({ ...values, status: 'ACTIVE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return added.id;
  }

  async function idOfLogin(login: string) {
    const user = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('login_id', '=', login)
      .executeTakeFirstOrThrow();
    return user.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    acme = await companyIdNamed(t, 'Acme Fresh Foods');
    for (const [i, first] of ['Wombat', 'Numbat', 'Wombatte', 'Bat', 'Wombat', 'Zwombat'].entries()) {
      await addUser(first, `wb.${i}`);
    }
  });
  afterAll(() => t.close());

  /** The first three matches in the order, from an uncapped search (the database's own page). */
  async function expected(search: string, order: SqlOrder<repo.UserDbColumn>) {
    const page = await t.ctx.userSearch.page(filterOf(search), order, { offset: 0, limit: 3 });
    expect(page.totalIsCapped).toBe(false);
    return page.rows.map((r) => r.id);
  }

  /** The first three matches, page by page (one a page), as the copy gives them. */
  async function copied(search: string, order: SqlOrder<repo.UserDbColumn>) {
    const ids = [];
    for (let offset = 0; offset < 3; offset++) {
      const page = await t.ctx.userSearch.page(filterOf(search), order, { offset, limit: 1 }, FROM_COPY);
      expect(page).toMatchObject({ total: 3, totalIsCapped: true });
      ids.push(...page.rows.map((r) => r.id));
    }
    return ids;
  }

  async function expectSamePages(search: string, order: SqlOrder<repo.UserDbColumn>, what: string) {
    expect(await copied(search, order), what).toEqual(await expected(search, order));
  }

  const byFirstName = { column: 'first_name', direction: 'asc' } as const;

  /** The first ten matches by first name: from the kept copy (`copyFrom` 0), or from the database (infinity). */
  const firstPage = (search: string, copyFrom = 0) =>
    t.ctx.userSearch.page(
      filterOf(search),
      byFirstName,
      { offset: 0, limit: 10 },
      {
        copyFrom,
        copyProbe,
      },
    );

  it('gives the database’s pages for long and short terms in every order, either way', async () => {
    const columns: repo.UserDbColumn[] = ['first_name', 'last_name', 'email', 'third_party_user', 'last_login_at'];
    for (const column of columns) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const term of ['wombat', 'WB', 'w', 'copyist']) {
          await expectSamePages(term, { column, direction }, `${term} ${column} ${direction}`);
        }
      }
    }
    // The pages came from the copy: it holds the whole tab, and each order whole.
    const tab = await t.ctx.db
      .selectFrom('company_user_counts')
      .select('users')
      .where('company_id', '=', acme)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    expect(t.ctx.userSearch.keptOf(filterOf('wombat'))).toEqual({ users: tab.users, orders: [...columns].sort() });
  });

  it('reads pages of the whole tab off its order: the database’s pages in every order, either way, at either end', async () => {
    const columns: repo.UserDbColumn[] = ['first_name', 'last_name', 'email', 'third_party_user', 'last_login_at'];
    const pageOf = (order: SqlOrder<repo.UserDbColumn>, window: { offset: number; limit: number }, copyFrom: number) =>
      t.ctx.userSearch.page(filterOf(undefined), order, window, {
        ...FROM_COPY,
        copyFrom,
        copyDeepFrom: 0,
      });
    const { total } = await pageOf(byFirstName, { offset: 0, limit: 1 }, Number.POSITIVE_INFINITY);
    for (const column of columns) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const window of [
          { offset: 0, limit: 3 },
          { offset: 2, limit: 4 },
          { offset: total - 2, limit: 5 },
        ]) {
          const order = { column, direction };
          const fromCopy = await pageOf(order, window, 0);
          expect(fromCopy.rows, `${column} ${direction} ${window.offset}`).toHaveLength(
            Math.min(window.limit, total - window.offset),
          );
          expect(fromCopy, `${column} ${direction} ${window.offset}`).toEqual(
            await pageOf(order, window, Number.POSITIVE_INFINITY),
          );
        }
      }
    }
    expect(t.ctx.userSearch.keptOf(filterOf(undefined))?.orders).toEqual([...columns].sort());
  });

  it('follows a user who starts or stops matching, arrives, leaves the tab or is deleted', async () => {
    await expectSamePages('wombat', byFirstName, 'before');
    const numbat = await idOfLogin('wb.1');
    // Renamed into the term: 'Awombat' comes first by first name.
    await t.ctx.db.updateTable('users').set({ first_name: 'Awombat' }).where('id', '=', numbat).execute();
    const renamed = await copied('wombat', byFirstName);
    expect(renamed[0]).toBe(numbat);
    expect(renamed).toEqual(await expected('wombat', byFirstName));

    await t.ctx.db.updateTable('users').set({ status: 'BLOCKED' }).where('id', '=', numbat).execute();
    await expectSamePages('wombat', byFirstName, 'blocked');
    expect(await copied('wombat', byFirstName)).not.toContain(numbat);

    const added = await addUser('Aawombat', 'wb.added');
    expect((await copied('wombat', byFirstName))[0]).toBe(added);

    await t.ctx.db.deleteFrom('users').where('id', '=', added).execute();
    await expectSamePages('wombat', byFirstName, 'deleted');
    expect(await copied('wombat', byFirstName)).not.toContain(added);
  });

  it('answers from the database while a changed tab’s copy is younger than the time to make it again', async () => {
    const thirtySeconds = { ...FROM_COPY, copyRereadAfterMs: 30_000 };
    await t.ctx.userSearch.page(filterOf('wombat'), byFirstName, { offset: 2, limit: 1 }, thirtySeconds);
    const before = t.ctx.userSearch.keptOf(filterOf('wombat'));
    const id = await addUser('Abwombat', 'wb.young');
    // The server's clock (the test's): 29 s on, the database answers and the copy is unchanged.
    t.clock.advance(29_000);
    const page = await t.ctx.userSearch.page(filterOf('wombat'), byFirstName, { offset: 0, limit: 1 }, thirtySeconds);
    expect(page.rows.map((r) => r.id)).toEqual([id]);
    expect(t.ctx.userSearch.keptOf(filterOf('wombat'))).toEqual(before);
    // Once the time has passed, the copy is made again, with the new user.
    t.clock.advance(1_000);
    const again = await t.ctx.userSearch.page(filterOf('wombat'), byFirstName, { offset: 0, limit: 1 }, thirtySeconds);
    expect(again.rows.map((r) => r.id)).toEqual([id]);
    expect(t.ctx.userSearch.keptOf(filterOf('wombat'))?.users).toBe((before?.users ?? 0) + 1);
    await t.ctx.db.deleteFrom('users').where('id', '=', id).execute();
  });

  it('keeps nothing in memory when the setting turns the copies off, and gives the same pages', async () => {
    const off = new UserSearch(t.ctx.db, t.ctx.dialect, { clock: t.clock, memoryCopy: false });
    for (const order of [byFirstName, { column: 'email', direction: 'desc' } as const]) {
      const ids = [];
      for (let offset = 0; offset < 3; offset++) {
        const page = await off.page(filterOf('wombat'), order, { offset, limit: 1 }, FROM_COPY);
        ids.push(...page.rows.map((r) => r.id));
      }
      expect(ids).toEqual(await expected('wombat', order));
    }
    expect(off.keptOf(filterOf('wombat'))).toBeNull();
  });

  it('follows sign-ins in the order by last sign-in', async () => {
    const byLastSignIn = { column: 'last_login_at', direction: 'desc' } as const;
    await expectSamePages('wombat', byLastSignIn, 'before');
    const last = await idOfLogin('wb.5');
    await t.ctx.db
      .updateTable('users')
      .set({ last_login_at: '2099-01-01T00:00:00.000Z' })
      .where('id', '=', last)
      .execute();
    // Within the time to read the order again, the database answers; then the copy, its order read again.
    const soon = { ...FROM_COPY, copyRereadAfterMs: Number.POSITIVE_INFINITY };
    const page = (limits: SearchLimits) =>
      t.ctx.userSearch.page(filterOf('wombat'), byLastSignIn, { offset: 0, limit: 1 }, limits);
    expect((await page(soon)).rows.map((r) => r.id)).toEqual([last]);
    const after = await copied('wombat', byLastSignIn);
    expect(after[0]).toBe(last);
    expect(after).toEqual(await expected('wombat', byLastSignIn));
  });

  it('matches a short term at the start of a field only, even after a line feed within a field', async () => {
    const odd = await addUser('x\nwbz', 'odd.one');
    expect(await repo.scanMatches(t.ctx.db, filterOf('wb'))).not.toContain(odd);
    await expectSamePages('wb', byFirstName, 'line feed');
    expect(await copied('wb', { column: 'first_name', direction: 'desc' })).not.toContain(odd);
  });

  it('matches a short term at the start of each of the four fields only, a long one up to the record’s end', async () => {
    const starting = [
      await addUser('Qyfirst', 'sf.1', 'Plain'),
      await addUser('Plain', 'sf.2', 'Qylast'),
      await addUser('Plain', 'sf.3', 'Plain', 'qy.mail@acme.example'),
      await addUser('Plain', 'qy.login', 'Plain', 'sf.4@acme.example'),
    ];
    const within = await addUser('Aqy', 'sf.5.qy', 'Bqy', 'sf.qy@acme.example');
    // A long term anywhere: here only at the very end of the record (its login's last letters).
    const atTheEnd = await addUser('Plain', 'sf.6.zyxwv', 'Plain', 'sf.6@acme.example');
    await copied('wombat', byFirstName);
    expect(t.ctx.userSearch.keptOf(filterOf('qy'))?.orders).toContain('first_name');
    const fromCopy = await firstPage('qy');
    expect(fromCopy.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(starting);
    expect(fromCopy).toEqual(await firstPage('qy', Number.POSITIVE_INFINITY));
    expect((await firstPage('zyxwv')).rows.map((r) => r.id)).toEqual([atTheEnd]);
    await t.ctx.db
      .deleteFrom('users')
      .where('id', 'in', [...starting, within, atTheEnd])
      .execute();
  });

  it('finds a long term from its rarest byte on, checking the bytes before it', async () => {
    // 'q' and 'j' are rare in the tab, 'a' common: the copy looks for "qjv", then for the "a" before it.
    const whole = await addUser('Aqjv', 'rare.1', 'Plain');
    const endOnly = await addUser('Xqjv', 'rare.2', 'Plain');
    await copied('wombat', byFirstName);
    expect((await firstPage('aqjv')).rows.map((r) => r.id)).toEqual([whole]);
    await t.ctx.db.deleteFrom('users').where('id', 'in', [whole, endOnly]).execute();
  });

  it('finds a field’s start after fields beyond ASCII (their lengths in bytes)', async () => {
    const ids = [];
    for (const [i, first] of ['Éloïse', 'Zoë', 'Ana', '李'].entries())
      ids.push(await addUser(first, `nonascii.${i}`, `Qzeta${i}`));
    for (const direction of ['asc', 'desc'] as const) {
      await expectSamePages('qz', { column: 'first_name', direction }, `qz ${direction}`);
    }
    expect(await repo.scanMatches(t.ctx.db, filterOf('qz'))).toHaveLength(4);
    await t.ctx.db.deleteFrom('users').where('id', 'in', ids).execute();
  });

  it('once kept, answers the tab’s searches whole: the total, capped or not, and any page', async () => {
    await copied('wombat', byFirstName);
    const order = { column: 'email', direction: 'desc' } as const;
    for (const term of ['wombat', 'wb', 'BAT', 'zzz', 'w']) {
      for (const window of [
        { offset: 0, limit: 10 },
        { offset: 2, limit: 2 },
        { offset: 50, limit: 10 },
      ]) {
        const [fromCopy, fromDatabase] = await Promise.all(
          [0, Number.POSITIVE_INFINITY].map((copyFrom) =>
            t.ctx.userSearch.page(filterOf(term), order, window, { copyFrom, copyProbe }),
          ),
        );
        expect(fromCopy, `${term} ${window.offset}`).toEqual(fromDatabase);
      }
      const capped = (copyFrom: number) =>
        t.ctx.userSearch.page(
          filterOf(term),
          order,
          { offset: 1, limit: 2 },
          {
            cap: 2,
            copyFrom,
            copyProbe,
          },
        );
      expect(await capped(0), term).toEqual(await capped(Number.POSITIVE_INFINITY));
    }
  });

  it('keeps the versions of the tab: changes to its users, and sign-ins apart', async () => {
    const versions = async (status = 'ACTIVE') =>
      t.ctx.db
        .selectFrom('company_user_counts')
        .select(['version', 'sign_in_version'])
        .where('company_id', '=', acme)
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
    const start = await versions();
    const blockedStart = await versions('BLOCKED').catch(() => ({ version: 0, sign_in_version: 0 }));
    const id = await addUser('Versioned', 'wb.versioned');
    const added = await versions();
    expect(added.version).toBeGreaterThan(start.version);

    await t.ctx.db
      .updateTable('users')
      .set({ last_login_at: '2098-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    const signedIn = await versions();
    expect(signedIn).toEqual({ version: added.version, sign_in_version: added.sign_in_version + 1 });

    await t.ctx.db.updateTable('users').set({ updated_at: '2098-01-02T00:00:00.000Z' }).where('id', '=', id).execute();
    expect(await versions()).toEqual(signedIn);

    await t.ctx.db.updateTable('users').set({ email: 'other@acme.example' }).where('id', '=', id).execute();
    const renamed = await versions();
    expect(renamed.version).toBeGreaterThan(signedIn.version);

    await t.ctx.db.updateTable('users').set({ status: 'BLOCKED' }).where('id', '=', id).execute();
    expect((await versions()).version).toBeGreaterThan(renamed.version);
    expect((await versions('BLOCKED')).version).toBeGreaterThan(blockedStart.version);
    const blocked = await versions('BLOCKED');

    await t.ctx.db.deleteFrom('users').where('id', '=', id).execute();
    expect((await versions('BLOCKED')).version).toBeGreaterThan(blocked.version);
  });
});
