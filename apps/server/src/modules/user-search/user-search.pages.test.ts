import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlOrder } from '../../platform/paging.js';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import { blockUser } from '../../platform/users.repository.js';
import * as repo from './user-search.queries.js';

const COLUMNS: repo.UserDbColumn[] = [
  'first_name',
  'last_name',
  'email',
  'third_party_user',
  'last_login_at',
  'blocked_reason',
  'blocked_by',
  'blocked_at',
];

/** The export reads a tab batch by batch after a cursor; it must meet every row of the paged order once, in order. */
describe(`keyset reading of a tab (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let acme: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    acme = (
      await db.selectFrom('companies').select('id').where('name', '=', 'Acme Fresh Foods').executeTakeFirstOrThrow()
    ).id;
    // Ties and nulls on purpose: a third of Acme's users signed in at the same moment, the others never or earlier.
    const users = await db.selectFrom('users').select('id').where('company_id', '=', acme).orderBy('id').execute();
    for (const [i, u] of users.entries()) {
      const lastLogin =
        i % 3 === 0 ? '2026-11-01T00:00:00.000Z' : i % 3 === 1 ? null : `2026-10-${10 + (i % 9)}T00:00:00.000Z`;
      await db.updateTable('users').set({ last_login_at: lastLogin }).where('id', '=', u.id).execute();
    }
  });
  afterAll(() => t.close());

  async function readAll(filter: repo.UserFilter, order: SqlOrder<repo.UserDbColumn>, batch: number) {
    const ids: number[] = [];
    let cursor: repo.Cursor | null = null;
    for (;;) {
      const rows = await repo.nextUsers(t.ctx.db, filter, order, cursor, batch);
      ids.push(...rows.map((r) => r.id));
      if (rows.length < batch) return ids;
      const last = rows[rows.length - 1]!;
      cursor = { value: last[order.column], id: last.id };
    }
  }

  it('meets every row of the paged order once, in order, for every column and direction', async () => {
    const filter: repo.UserFilter = { companyId: acme, status: 'ACTIVE', search: undefined };
    for (const column of COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const order = { column, direction };
        const { rows, total } = await t.ctx.userSearch.page(filter, order, {
          offset: 0,
          limit: 1000,
        });
        expect(total).toBeGreaterThan(100);
        expect(await readAll(filter, order, 7), `${column} ${direction}`).toEqual(rows.map((r) => r.id));
      }
    }
  });

  it('pages, read from the nearer end past the middle, put together give the whole order, for every column and direction', async () => {
    const filter: repo.UserFilter = { companyId: acme, status: 'ACTIVE', search: undefined };
    for (const column of COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const order = { column, direction };
        const { rows: whole, total } = await t.ctx.userSearch.page(filter, order, {
          offset: 0,
          limit: 1000,
        });
        const paged: number[] = [];
        for (let offset = 0; offset < total; offset += 7) {
          const { rows } = await t.ctx.userSearch.page(filter, order, { offset, limit: 7 });
          paged.push(...rows.map((r) => r.id));
        }
        expect(paged, `${column} ${direction}`).toEqual(whole.map((r) => r.id));
      }
    }
  });

  it('keeps each tab’s total equal to the users counted, through adding, blocking, moving and deleting users', async () => {
    const db = t.ctx.db;
    const other = (
      await db.selectFrom('companies').select('id').where('id', '!=', acme).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const totals = async () => {
      const tabs = [];
      for (const companyId of [acme, other]) {
        for (const status of ['ACTIVE', 'BLOCKED'] as const) {
          const order = { column: 'first_name', direction: 'asc' } as const;
          const { total } = await t.ctx.userSearch.page({ companyId, status, search: undefined }, order, {
            offset: 0,
            limit: 1,
          });
          const counted = await db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('company_id', '=', companyId)
            .where('status', '=', status)
            .executeTakeFirstOrThrow();
          tabs.push([total, Number(counted.n)]);
        }
      }
      return tabs;
    };
    const agree = async () => {
      for (const [total, counted] of await totals()) expect(total).toBe(counted);
    };
    await agree();
    const template = await db.selectFrom('users').selectAll().where('company_id', '=', acme).executeTakeFirstOrThrow();
    const { id: _id, directory: _directory, ...row } = template;
    const added = await db
      .insertInto('users')
      .values({ ...row, login_id: 'kept.count.user', email: 'kept.count@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await agree();
    await blockUser(db, added.id, { reason: 'test', by: 'admin', at: '2026-11-24T00:00:00.000Z' });
    await agree();
    await db.updateTable('users').set({ company_id: other }).where('id', '=', added.id).execute();
    await agree();
    await db.updateTable('users').set({ company_id: null }).where('id', '=', added.id).execute();
    await agree();
    await db.updateTable('users').set({ company_id: acme, status: 'ACTIVE' }).where('id', '=', added.id).execute();
    await agree();
    await db.deleteFrom('users').where('id', '=', added.id).execute();
    await agree();
  });

  it('honours the search', async () => {
    const filter: repo.UserFilter = { companyId: acme, status: 'ACTIVE', search: 'an' };
    const order = { column: 'last_login_at', direction: 'desc' } as const;
    const { rows, total } = await t.ctx.userSearch.page(filter, order, { offset: 0, limit: 1000 });
    expect(total).toBeLessThan(130);
    expect(total).toBeGreaterThan(5);
    expect(await readAll(filter, order, 4)).toEqual(rows.map((r) => r.id));
  });

  it('reads the ids of every order of a page from an index, without sorting, either way (SQLite and PostgreSQL)', async () => {
    for (const status of ['ACTIVE', 'BLOCKED'] as const) {
      for (const column of COLUMNS) {
        for (const [direction, backwards] of [
          ['asc', false],
          ['desc', false],
          ['asc', true],
          ['desc', true],
        ] as const) {
          const query = repo
            .pageIdsQuery(
              t.ctx.db,
              { companyId: acme, status, search: undefined },
              { column, direction },
              { offset: 50, limit: 10, backwards },
            )
            .compile();
          const plan = await t.ctx.db.transaction().execute(async (trx) => {
            if (t.ctx.dialect === 'postgres') {
              // The tables are small: without this the planner may prefer sorting a few rows to any index.
              await sql`set local enable_sort = off`.execute(trx);
              await sql`set local enable_seqscan = off`.execute(trx);
            }
            const explain = t.ctx.dialect === 'postgres' ? 'explain ' : 'explain query plan ';
            const { rows } = await trx.executeQuery({ ...query, sql: explain + query.sql });
            return rows.map((r) => Object.values(r as Record<string, unknown>).join(' ')).join('\n');
          });
          expect(plan, `${status} ${column} ${direction} ${backwards}`).toContain('users_admin_');
          expect(plan, `${status} ${column} ${direction} ${backwards}`).not.toMatch(/TEMP B-TREE|Sort Key|Sort {2}\(/);
        }
      }
    }
  });
});
