import { USER_SEARCH_TOTAL_CAP } from '@portal/contract/user-admin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlOrder } from '../../platform/paging.js';
import { companyIdNamed, createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import * as repo from './user-search.queries.js';
import { type SearchLimits, walkedPageIds } from './user-search.js';

/**
 * A search counts its matches up to a cap (decision 032): up to the cap, an exact total and every page; beyond it,
 * the cap as total, `totalIsCapped`, and pages that reach the first `cap` matches in the list's order, then empty.
 */
describe(`a searched tab's capped total (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let acme: number;

  /** Inserts users of Acme from one of its users, `count` of them, the i-th made by `fields(i)`. */
  async function addUsers(count: number, fields: (i: number) => { first: string; email: string; login: string }) {
    const db = t.ctx.db;
    const template = await db.selectFrom('users').selectAll().where('company_id', '=', acme).executeTakeFirstOrThrow();
    const { id: _id, directory: _directory, ...row } = template;
    const values = Array.from({ length: count }, (_, i) => {
      const f = fields(i);
      return { ...row, first_name: f.first, last_name: 'Tester', email: f.email, login_id: f.login, status: 'ACTIVE' };
    });
    for (let start = 0; start < count; start += 200) {
      await db
        .insertInto('users')
        .values(values.slice(start, start + 200))
        .execute();
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    acme = await companyIdNamed(t, 'Acme Fresh Foods');
    // Six users a long term ('quokka') and a short one ('qk', the start of their login ids and e-mails) find.
    await addUsers(6, (i) => ({ first: `Quokka${i}`, email: `qk${i}@acme.example`, login: `qk.${i}` }));
  });
  afterAll(() => t.close());

  const filterOf = (search: string): repo.UserFilter => ({ companyId: acme, status: 'ACTIVE', search });
  const byEmail = (direction: 'asc' | 'desc'): SqlOrder<repo.UserDbColumn> => ({ column: 'email', direction });

  /**
   * The ways to a capped page of the 6 test users at cap 5: the walk of the order (its budget covers this small tab;
   * counting no further than the cap, so the matches are not all known), with a budget of one entry then from all
   * the matches found again, or read from the tab's copy in memory (decision 039), and from the matches the count
   * found, all of them (6: up to `sortedUpTo`).
   */
  const WAYS: { what: string; limits: SearchLimits }[] = [
    { what: 'walk', limits: { sortedUpTo: 5 } },
    { what: 'walk, budget spent', limits: { sortedUpTo: 5, walkBudget: 1, copyFrom: Number.POSITIVE_INFINITY } },
    {
      what: 'walk, budget spent, the copy',
      limits: { sortedUpTo: 5, walkBudget: 1, copyFrom: 0, copyRereadAfterMs: 0 },
    },
    { what: 'all matches sorted', limits: { walkBudget: 1 } },
  ];

  /** The search's matches in the order by e-mail, from the search's own test of every user. */
  async function expectedOrder(search: string, direction: 'asc' | 'desc') {
    const ids = await repo.scanMatches(t.ctx.db, filterOf(search));
    const rows = await t.ctx.db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
    const sorted = rows.sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : a.id - b.id));
    return (direction === 'asc' ? sorted : sorted.reverse()).map((r) => r.id);
  }

  /** Every page of `size` from the first to the one after the total, put together. */
  async function pagesOf(search: string, direction: 'asc' | 'desc', size: number, limits: SearchLimits) {
    const ids: number[] = [];
    const first = await t.ctx.userSearch.page(filterOf(search), byEmail(direction), {
      offset: 0,
      limit: size,
    });
    for (let offset = 0; offset <= first.total; offset += size) {
      const page = await t.ctx.userSearch.page(filterOf(search), byEmail(direction), { offset, limit: size }, limits);
      expect(page.total).toBe(Math.min(first.total, limits.cap ?? first.total));
      ids.push(...page.rows.map((r) => r.id));
    }
    return ids;
  }

  it('counts exactly up to the cap, and says when there are more (a small cap, long and short terms)', async () => {
    for (const term of ['quokka', 'qk', 'QK']) {
      expect(await repo.scanMatches(t.ctx.db, filterOf(term)), term).toHaveLength(6);
      const at = (cap: number) =>
        t.ctx.userSearch.page(filterOf(term), byEmail('asc'), { offset: 0, limit: 10 }, { cap });
      expect(await at(6), term).toMatchObject({ total: 6, totalIsCapped: false });
      expect((await at(6)).rows, term).toHaveLength(6);
      expect(await at(5), term).toMatchObject({ total: 5, totalIsCapped: true });
      expect((await at(5)).rows, term).toHaveLength(5);
    }
  });

  it('pages a capped search through the first matches of the order, then answers empty pages', async () => {
    // Each way to a capped page (WAYS) gives the same pages.
    for (const path of WAYS) {
      for (const term of ['quokka', 'qk']) {
        for (const direction of ['asc', 'desc'] as const) {
          const expected = await expectedOrder(term, direction);
          const what = `${term} ${direction} ${path.what}`;
          // Within the cap every page is the order's, the last one cut at the cap; past it, nothing.
          const capped = [];
          for (let offset = 0; offset < 8; offset += 2) {
            const page = await t.ctx.userSearch.page(
              filterOf(term),
              byEmail(direction),
              { offset, limit: 2 },
              { ...path.limits, cap: 5 },
            );
            expect(page, `${what} ${offset}`).toMatchObject({ total: 5, totalIsCapped: true });
            expect(page.rows.length, `${what} ${offset}`).toBe(offset < 4 ? 2 : offset === 4 ? 1 : 0);
            capped.push(...page.rows.map((r) => r.id));
          }
          expect(capped, what).toEqual(expected.slice(0, 5));
          expect(await pagesOf(term, direction, 4, { ...path.limits, cap: 6 }), what).toEqual(expected);
        }
      }
    }
  });

  it('gives the same first matches along each way to a capped page as an uncapped search, in every order', async () => {
    const columns: repo.UserDbColumn[] = ['first_name', 'last_name', 'email', 'third_party_user', 'last_login_at'];
    for (const column of columns) {
      for (const direction of ['asc', 'desc'] as const) {
        const order = { column, direction };
        const uncapped = await t.ctx.userSearch.page(filterOf('quokka'), order, {
          offset: 0,
          limit: 5,
        });
        expect(uncapped.totalIsCapped).toBe(false);
        for (const path of WAYS) {
          const ids = [];
          for (let offset = 0; offset < 6; offset += 2) {
            const limits = { ...path.limits, cap: 5 };
            const page = await t.ctx.userSearch.page(filterOf('quokka'), order, { offset, limit: 2 }, limits);
            ids.push(...page.rows.map((r) => r.id));
          }
          expect(ids, `${column} ${direction} ${path.what}`).toEqual(uncapped.rows.map((r) => r.id));
        }
      }
    }
  });

  it.runIf(DIALECT_UNDER_TEST === 'postgres')(
    'walks the order in one statement on PostgreSQL, in the index’s order, so the page’s limit ends the walk',
    async () => {
      const query = walkedPageIds(
        t.ctx.db,
        filterOf('quokka') as repo.UserFilter & { search: string },
        byEmail('asc'),
        { offset: 0, limit: 2 },
        4000,
      );
      const plan = await t.ctx.db.transaction().execute(async (trx) => {
        // A few users: a sort of them all would be cheapest; with sorts priced out, a plan without one exists.
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_sort = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('users_admin_email');
      expect(plan).toContain('Nested Loop');
      expect(plan).not.toContain('Sort');
    },
  );

  it(`caps at ${USER_SEARCH_TOTAL_CAP}: ${USER_SEARCH_TOTAL_CAP + 1} matches are capped, ${USER_SEARCH_TOTAL_CAP} are not`, async () => {
    const pad = (i: number) => String(i).padStart(4, '0');
    await addUsers(USER_SEARCH_TOTAL_CAP + 1, (i) => ({
      first: 'Capybara',
      email: `capy${pad(i)}@acme.example`,
      login: `capy.${pad(i)}`,
    }));
    const page = (offset: number) =>
      t.ctx.userSearch.page(filterOf('capybara'), byEmail('desc'), { offset, limit: 100 });
    const expected = await expectedOrder('capybara', 'desc');
    expect(expected).toHaveLength(USER_SEARCH_TOTAL_CAP + 1);
    expect(await page(0)).toMatchObject({ total: USER_SEARCH_TOTAL_CAP, totalIsCapped: true });
    const last = await page(USER_SEARCH_TOTAL_CAP - 100);
    expect(last.rows.map((r) => r.id)).toEqual(expected.slice(USER_SEARCH_TOTAL_CAP - 100, USER_SEARCH_TOTAL_CAP));
    expect((await page(USER_SEARCH_TOTAL_CAP)).rows).toEqual([]);

    // The same pages walked (counting no further than the cap, the matches are not all known), sorted, and from
    // the tab's copy.
    const ways: SearchLimits[] = [
      { sortedUpTo: USER_SEARCH_TOTAL_CAP },
      {},
      { sortedUpTo: USER_SEARCH_TOTAL_CAP, walkBudget: 1, copyFrom: 0, copyRereadAfterMs: 0 },
    ];
    for (const limits of ways) {
      const walked = await t.ctx.userSearch.page(
        filterOf('capybara'),
        byEmail('desc'),
        { offset: 400, limit: 100 },
        limits,
      );
      expect(
        walked.rows.map((r) => r.id),
        JSON.stringify(limits),
      ).toEqual(expected.slice(400, 500));
    }

    await t.ctx.db.deleteFrom('users').where('login_id', '=', 'capy.0000').execute();
    expect(await page(0)).toMatchObject({ total: USER_SEARCH_TOTAL_CAP, totalIsCapped: false });
    const end = await page(USER_SEARCH_TOTAL_CAP - 100);
    expect(end.rows.map((r) => r.id)).toEqual(expected.slice(USER_SEARCH_TOTAL_CAP - 100, USER_SEARCH_TOTAL_CAP));
  });
});
