import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import {
  type DirectoryColumn,
  type DirectoryFilter,
  directoryIds,
  directoryMatchesQuery,
  directoryPage,
  directoryRows,
  pageIdsQuery,
} from './user-search.directory.js';

const NO_FILTERS = {
  search: undefined,
  roles: [],
  attributes: [],
  sbu: [],
  products: [],
  companies: [],
  companyTypes: [],
  markets: [],
  statuses: [],
} as const;

const DIRECTORY_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'last_login_at',
  'sbu',
  'buo_area_number',
  'company_name',
  'company_type',
  'role',
] as const satisfies readonly DirectoryColumn[];

/** Global user management's pages (decision 051) read a tab's order off its index, without sorting. */
describe(`the directory's query plans (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function planOf(filter: DirectoryFilter, column: DirectoryColumn, direction: 'asc' | 'desc') {
    return explain(pageIdsQuery(t.ctx.db, filter, { column, direction }, { offset: 20, limit: 10 }).compile());
  }

  function explain(query: CompiledQuery) {
    return t.ctx.db.transaction().execute(async (trx) => {
      if (t.ctx.dialect === 'postgres') {
        // The tables are small: without this the planner may prefer sorting a few rows to any index.
        await sql`set local enable_sort = off`.execute(trx);
        await sql`set local enable_seqscan = off`.execute(trx);
      }
      const explain = t.ctx.dialect === 'postgres' ? 'explain ' : 'explain query plan ';
      const { rows } = await trx.executeQuery({ ...query, sql: explain + query.sql });
      return rows.map((r) => Object.values(r as Record<string, unknown>).join(' ')).join('\n');
    });
  }

  it('walks the tab’s order index for each column, either way, filtered or not', async () => {
    for (const column of DIRECTORY_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const filter of [
          { ...NO_FILTERS, directory: 'EXTERNAL' },
          { ...NO_FILTERS, directory: 'INTERNAL_MERCHANT', roles: ['merchant'], statuses: ['ACTIVE'] },
        ] satisfies DirectoryFilter[]) {
          const plan = await planOf(filter, column, direction);
          const what = `${filter.directory} ${column} ${direction}`;
          expect(plan, what).toContain(`users_directory_${column === 'role' ? 'group_name' : column}`);
          expect(plan, what).not.toMatch(/TEMP B-TREE|Sort Key|Sort {2}\(/);
        }
      }
    }
  });

  it('finds a search of three characters or more by the trigram index of the search texts', async () => {
    const filter = { ...NO_FILTERS, directory: 'EXTERNAL', search: 'Hernández' } as const;
    const plan = await explain(directoryMatchesQuery(t.ctx.dialect, filter, 2_001)!.compile(t.ctx.db));
    expect(plan).toMatch(t.ctx.dialect === 'postgres' ? /Bitmap Index Scan on user_search_trigrams/ : /VIRTUAL TABLE/);
    expect(directoryMatchesQuery(t.ctx.dialect, { ...filter, search: 'hé' }, 2_001)).toBeNull();
  });

  it('gives an export every user of the tab in the order of its pages, nulls included, for every column', async () => {
    for (const directory of ['EXTERNAL', 'INTERNAL'] as const) {
      const filter: DirectoryFilter = { ...NO_FILTERS, directory };
      for (const column of DIRECTORY_COLUMNS) {
        for (const direction of ['asc', 'desc'] as const) {
          const order = { column, direction };
          const all = { offset: 0, limit: 10_000 };
          const paged = await directoryPage(t.ctx.db, filter, order, all, { count: all.limit, exact: false });
          const ids = await directoryIds(t.ctx.db, filter, order);
          expect(ids, `${directory} ${column} ${direction}`).toEqual(paged.map((r) => r.id));
          expect(ids.length).toBeGreaterThan(3);
          expect(await directoryRows(t.ctx.db, ids.slice(1, 3))).toEqual(paged.slice(1, 3));
        }
      }
    }
  });
});
