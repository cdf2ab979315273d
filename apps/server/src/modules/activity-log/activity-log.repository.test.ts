import { ACTIVITY_LOG_TOTAL_CAP } from '@portal/contract/activity-log';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntries, type TestEntry } from '../../test/activity-entries.js';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import {
  countUpTo,
  type EntryKey,
  keysQuery,
  type KeyedColumn,
  type LogFilter,
  type LogOrder,
  type OrderColumn,
  type ReadPlan,
  readEntries,
  keyOf,
  monthsOf,
  textCandidatesUpTo,
} from './activity-log.repository.js';
import { planOf } from './activity-log.service.js';

const ACTORS = ['admin', 'dana', 'lee', 'system'];
const EVENTS = ['BLOCK_USER', 'SIGN_IN', 'UPDATE_USER_PROFILE', 'EMAIL_DOMAIN_UPDATED', 'ADD_USER'];
const APPS = ['supplier-portal', 'report-builder'];
const START = Date.parse('2026-11-01T00:00:00.000Z');
const HOUR = 3_600_000;

/** 90 entries of two companies, three an hour, with ties of time (every third pair shares one) and of each column. */
function fixture(companies: [number, number]): (TestEntry & { id?: number })[] {
  return Array.from({ length: 90 }, (_, n) => ({
    at: new Date(START + Math.floor(n / 3) * HOUR + (n % 3 === 2 ? 0 : (n % 3) * 60_000)).toISOString(),
    companyId: n % 4 === 3 ? companies[1] : companies[0],
    actor: ACTORS[(n * 7) % ACTORS.length]!,
    entityId: `e-${(n * 5) % 11}`,
    event: EVENTS[(n * 3) % EVENTS.length]!,
    sourceApp: APPS[n % 7 === 0 ? 1 : 0]!,
    description: n % 9 === 0 ? `Rapport partagé avec Érablière ${n}` : `Change ${n}`,
  }));
}

const fold = (text: string) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

const COLUMN_OF: Record<OrderColumn, keyof TestEntry> = {
  created_at: 'at',
  actor: 'actor',
  entity_id: 'entityId',
  event: 'event',
  source_app: 'sourceApp',
};

describe(`activity log reads (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let entries: (TestEntry & { id: number })[];
  let companies: [number, number];

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const ids = [];
    for (const name of ['Reads One', 'Reads Two']) {
      const { id } = await t.ctx.db
        .insertInto('companies')
        .values({
          market: 'US',
          name,
          type: 'SUPPLIER',
          account_type: 'charter',
          status: 'ACTIVE',
          primary_contact_email: 'owner@reads.example',
          tenant_id: 990_000 + ids.length,
          site_id: null,
          business_code: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    companies = [ids[0]!, ids[1]!];
    // Inserted out of time order: ids do not follow times, as nothing promises they do.
    const rows = fixture(companies).map((_, n, all) => all[(n * 37) % all.length]!);
    const inserted = await insertEntries(t.ctx.db, rows);
    entries = rows.map((e, i) => ({ ...e, id: inserted[i]! }));
  });
  afterAll(() => t.close());

  const filterOf = (values: LogFilter['values'], extra: Partial<LogFilter> = {}): LogFilter => ({
    companyId: companies[0],
    from: '2026-11-01T05:00:00.000Z',
    to: '2026-11-02T04:00:00.000Z',
    values,
    ...extra,
  });

  /** The filter's entries in the order, as JavaScript sorts them: the reference of every plan. */
  function expected(filter: LogFilter, order: LogOrder): number[] {
    const value = (e: TestEntry, column: OrderColumn) => String(e[COLUMN_OF[column]]);
    const kept = entries.filter(
      (e) =>
        (filter.companyId === null || e.companyId === filter.companyId) &&
        e.at >= filter.from &&
        e.at < filter.to &&
        Object.entries(filter.values).every(([column, values]) => values.includes(value(e, column as KeyedColumn))) &&
        (!filter.search || fold(e.description!).includes(fold(filter.search))),
    );
    const sign = order.direction === 'asc' ? 1 : -1;
    const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return kept
      .sort(
        (a, b) =>
          sign * (compare(value(a, order.column), value(b, order.column)) || compare(a.at, b.at) || a.id - b.id),
      )
      .map((e) => e.id);
  }

  /** Every key of the filter in the order, read in keyset batches of `size` as the download does. */
  async function inBatches(filter: LogFilter, order: LogOrder, plan: ReadPlan, size: number): Promise<number[]> {
    const ids: number[] = [];
    let key: EntryKey | undefined;
    for (;;) {
      const entries = await readEntries(t.ctx.db, filter, order, plan, { offset: 0, limit: size }, key);
      ids.push(...entries.map((e) => e.id));
      if (entries.length < size) return ids;
      key = keyOf(entries[entries.length - 1]!, order);
    }
  }

  const filters = (): [string, LogFilter][] => [
    ['none', filterOf({})],
    ['one event', filterOf({ event: ['SIGN_IN'] })],
    ['two events', filterOf({ event: ['SIGN_IN', 'BLOCK_USER'] })],
    ['an application', filterOf({ source_app: ['report-builder'] })],
    ['actor and event', filterOf({ actor: ['dana'], event: ['SIGN_IN', 'ADD_USER'] })],
    ['entity', filterOf({ entity_id: ['e-3'] })],
    ['search', filterOf({}, { search: 'erabliere' })],
    ['every company, one actor', filterOf({ actor: ['lee'] }, { companyId: null })],
    ...(t.ctx.dialect === 'sqlite'
      ? ([
          ['search by its trigrams', filterOf({}, { search: 'erabliere', searchByTrigrams: true })],
          [
            'every company, search by its trigrams',
            filterOf({}, { search: 'blière', searchByTrigrams: true, companyId: null }),
          ],
        ] as [string, LogFilter][])
      : []),
  ];
  const ORDERS: LogOrder[] = (['created_at', 'actor', 'entity_id', 'event', 'source_app'] as const).flatMap((column) =>
    (['asc', 'desc'] as const).map((direction) => ({ column, direction })),
  );

  it('gives the same entries in the same order by every plan, paged or in keyset batches', async () => {
    for (const [name, filter] of filters()) {
      for (const order of ORDERS) {
        const label = `${name}, ${order.column} ${order.direction}`;
        const want = expected(filter, order);
        const plans: ReadPlan[] = [
          { kind: 'sortMatches', limit: 1000 },
          { kind: 'walk', driver: null, pinned: t.ctx.dialect === 'sqlite' },
          planOf(filter, order, true, t.ctx.dialect),
          planOf(filter, order, false, t.ctx.dialect),
        ];
        for (const plan of plans) {
          const page = await readEntries(t.ctx.db, filter, order, plan, { offset: 2, limit: 5 });
          expect(
            page.map((k) => k.id),
            `${label}, ${JSON.stringify(plan)}`,
          ).toEqual(want.slice(2, 7));
          expect(await inBatches(filter, order, plan, 4), `${label}, ${JSON.stringify(plan)}`).toEqual(want);
        }
        expect(await countUpTo(t.ctx.db, filter, 1000), label).toBe(want.length);
        if (filter.search) {
          // PostgreSQL names the range's months beside a search (migration 037): the same matches.
          const byMonths = { ...filter, searchMonths: monthsOf(filter.from, filter.to) };
          const all = await readEntries(t.ctx.db, byMonths, order, plans[0]!, { offset: 0, limit: 1000 });
          expect(
            all.map((k) => k.id),
            `${label}, by months`,
          ).toEqual(want);
        }
      }
    }
  });

  it('names the UTC months a range touches, its end left out', () => {
    expect(monthsOf('2026-10-31T05:00:00.000Z', '2026-11-30T06:00:00.000Z')).toEqual(['2026-10', '2026-11']);
    expect(monthsOf('2026-12-15T00:00:00.000Z', '2027-01-01T00:00:00.000Z')).toEqual(['2026-12']);
    expect(monthsOf('2026-12-15T00:00:00.000Z', '2027-01-14T00:00:00.000Z')).toEqual(['2026-12', '2027-01']);
  });

  it.runIf(DIALECT_UNDER_TEST === 'sqlite')(
    "counts a search's trigram candidates in the range's days only",
    async () => {
      const inRange = entries.filter((e) => e.description?.includes('Érablière') && e.at.startsWith('2026-11-01'));
      expect(inRange.length).toBeGreaterThan(1);
      const firstDay = filterOf(
        {},
        { search: 'erabliere', from: '2026-11-01T00:00:00.000Z', to: '2026-11-01T12:00:00.000Z' },
      );
      // The ids between the first and last of the days' entries: those of the range, and any made out of time order.
      const all = entries.filter((e) => e.description?.includes('Érablière')).length;
      const candidates = await textCandidatesUpTo(t.ctx.db, firstDay, 1000);
      expect(candidates).toBeGreaterThanOrEqual(inRange.length);
      expect(candidates).toBeLessThanOrEqual(all);
      expect(await textCandidatesUpTo(t.ctx.db, firstDay, 1)).toBe(1);
      expect(
        await textCandidatesUpTo(
          t.ctx.db,
          { ...firstDay, from: '2026-12-01T00:00:00.000Z', to: '2026-12-02T00:00:00.000Z' },
          1000,
        ),
      ).toBe(0);
    },
  );

  it('counts no further than it is asked', async () => {
    const all = expected(filterOf({}), { column: 'created_at', direction: 'desc' }).length;
    expect(all).toBeGreaterThan(10);
    expect(await countUpTo(t.ctx.db, filterOf({}), 11)).toBe(11);
  });

  /** The plan of the keys' query: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN with sorts made dear. */
  async function planText(filter: LogFilter, order: LogOrder, plan: ReadPlan): Promise<string> {
    const compiled = keysQuery(t.ctx.db, filter, order, plan, { offset: 0, limit: 10 }).compile();
    if (t.ctx.dialect === 'sqlite') {
      const { rows } = await t.ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.map((r) => r.detail).join('\n');
    }
    return t.ctx.db.transaction().execute(async (trx) => {
      // A table this small is read whole and sorted by choice: what matters is that an index can give the order.
      await sql`set local enable_sort = off`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('walks an index in the order of every page, sorting nothing, for a company and for every company', async () => {
    const walks: [LogFilter, LogOrder, string][] = [
      [filterOf({}), { column: 'created_at', direction: 'desc' }, 'activity_log_company_time'],
      [filterOf({ actor: ['dana'] }), { column: 'created_at', direction: 'asc' }, 'activity_log_company_actor'],
      [
        filterOf({ entity_id: ['e-3'], event: ['SIGN_IN', 'ADD_USER'] }),
        { column: 'created_at', direction: 'desc' },
        'activity_log_company_entity_id',
      ],
      [
        filterOf({ event: ['SIGN_IN', 'ADD_USER'] }),
        { column: 'created_at', direction: 'desc' },
        'activity_log_company_time',
      ],
      [filterOf({}, { search: 'x' }), { column: 'event', direction: 'asc' }, 'activity_log_company_event'],
      [filterOf({ actor: ['dana'] }), { column: 'source_app', direction: 'desc' }, 'activity_log_company_source_app'],
      [filterOf({}, { companyId: null }), { column: 'created_at', direction: 'desc' }, 'activity_log_time'],
      [
        filterOf({ actor: ['lee'] }, { companyId: null }),
        { column: 'entity_id', direction: 'asc' },
        'activity_log_entity_id',
      ],
    ];
    for (const [filter, order, index] of walks) {
      const text = await planText(filter, order, planOf(filter, order, true, t.ctx.dialect));
      const label = `${JSON.stringify(filter.values)} ${filter.companyId ?? 'all'} ${order.column}:\n${text}`;
      // PostgreSQL picks among the indexes that give the order by its statistics (none on a table this small).
      if (t.ctx.dialect === 'sqlite') expect(text, label).toContain(index);
      expect(text, label).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });

  it(`caps the count at ${ACTIVITY_LOG_TOTAL_CAP} and reads the capped pages along the order`, async () => {
    const many = Array.from({ length: ACTIVITY_LOG_TOTAL_CAP + 5 }, (_, n) => ({
      at: new Date(Date.parse('2026-11-10T00:00:00.000Z') + n * 1000).toISOString(),
      companyId: companies[1],
      actor: n % 2 ? 'dana' : 'lee',
      event: 'SIGN_IN',
    }));
    await insertEntries(t.ctx.db, many);
    const filter = filterOf(
      { event: ['SIGN_IN'] },
      {
        companyId: companies[1],
        from: '2026-11-10T00:00:00.000Z',
        to: '2026-11-11T00:00:00.000Z',
      },
    );
    expect(await countUpTo(t.ctx.db, filter, ACTIVITY_LOG_TOTAL_CAP + 1)).toBe(ACTIVITY_LOG_TOTAL_CAP + 1);
    for (const order of [
      { column: 'created_at', direction: 'asc' },
      { column: 'actor', direction: 'desc' },
    ] as const) {
      const plan = planOf(filter, order, true, t.ctx.dialect);
      const sorted = await readEntries(
        t.ctx.db,
        filter,
        order,
        { kind: 'sortMatches', limit: 20_000 },
        { offset: 9_990, limit: 10 },
      );
      const walked = await readEntries(t.ctx.db, filter, order, plan, { offset: 9_990, limit: 10 });
      expect(
        walked.map((k) => k.id),
        order.column,
      ).toEqual(sorted.map((k) => k.id));
    }
  });
});
