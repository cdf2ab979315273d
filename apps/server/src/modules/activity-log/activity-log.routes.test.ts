import {
  ACTIVITY_LOG_DAY_CAP,
  ACTIVITY_LOG_ERROR_CODES,
  ACTIVITY_LOG_PATHS,
  ACTIVITY_LOG_SORT_COLUMNS,
  type ActivityLogEntry,
  activityLogCodeListSchema,
  activityLogDaysSchema,
  activityLogPageSchema,
} from '@portal/contract/activity-log';
import { ERROR_CODES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntries, type TestEntry } from '../../test/activity-entries.js';
import {
  asUser,
  companyIdNamed,
  createTestApp,
  DIALECT_UNDER_TEST,
  hostOfLogin,
  type TestApp,
} from '../../test/helper.js';
import { setActingCompany } from '../../test/queries.js';
import { hashToken, SESSION_COOKIE } from '../../platform/session.js';

/** November 2026, before the test clock's day (22 November): the sign-ins of the test write entries on the 22nd. */
const NOVEMBER = { from: '2026-11-01', to: '2026-11-21' };

/**
 * Entries of their own in Acme (the demo admin's company), Del Valle (MX) and of no company. Times are UTC; the demo
 * admin's time zone is America/Chicago (UTC-6 in November), so 2026-11-21T05:30Z is their 20 November and
 * 2026-11-21T07:00Z their 21st.
 */
function fixture(acme: number, delValle: number): (TestEntry & { key: string })[] {
  return [
    {
      key: 'rename',
      at: '2026-11-10T15:00:00.000Z',
      companyId: acme,
      actor: 'admin',
      entityId: 'dana',
      event: 'UPDATE_USER_PROFILE',
      description: "admin renamed dana: 'Dana K' -> 'Dana Kim'",
      before: { firstName: 'Dana', lastName: 'K' },
      after: { firstName: 'Dana', lastName: 'Kim' },
    },
    {
      key: 'domain',
      at: '2026-11-12T08:00:00.000Z',
      companyId: acme,
      entityType: 'EMAIL_DOMAIN',
      entityId: '7',
      event: 'EMAIL_DOMAIN_UPDATED',
      description: 'Domain acmefresh.example updated',
    },
    {
      key: 'signIn',
      at: '2026-11-15T12:00:00.000Z',
      companyId: acme,
      actor: 'user',
      entityId: 'user',
      event: 'SIGN_IN',
      description: 'user signed in',
    },
    {
      key: 'shared',
      at: '2026-11-20T10:00:00.000Z',
      companyId: acme,
      actor: 'system',
      entityType: 'REPORT',
      entityId: 'r-42',
      event: 'REPORT_SHARED',
      description: 'Rapport partagé avec Érablière Gagnon',
      sourceApp: 'report-builder',
    },
    {
      key: 'lateEvening',
      at: '2026-11-21T05:30:00.000Z',
      companyId: acme,
      actor: 'dana',
      entityId: 'dana',
      event: 'SIGN_IN',
      description: '=HYPERLINK("https://evil.example")',
    },
    {
      key: 'block',
      at: '2026-11-21T07:00:00.000Z',
      companyId: acme,
      entityId: 'dana',
      event: 'BLOCK_USER',
      description: 'admin blocked dana',
    },
    { key: 'september', at: '2026-09-01T12:00:00.000Z', companyId: acme, event: 'SIGN_IN' },
    {
      key: 'mx',
      at: '2026-11-11T12:00:00.000Z',
      companyId: delValle,
      actor: 'admin.mx',
      event: 'ADD_USER',
      market: 'MX',
    },
    {
      key: 'flag',
      at: '2026-11-13T12:00:00.000Z',
      companyId: null,
      actor: 'superadmin',
      entityType: 'FEATURE_FLAG',
      entityId: 'wem-kb-rollout:US:production',
      event: 'FEATURE_FLAG_UPDATED',
      market: null,
    },
  ];
}

describe(`activity log calls (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let acme: number;
  let delValle: number;
  const idOf = new Map<string, number>();
  const keyOf = new Map<number, string>();
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    acme = await companyIdNamed(t, 'Acme Fresh Foods');
    delValle = await companyIdNamed(t, 'Alimentos del Valle S.A. de C.V.');
    const entries = fixture(acme, delValle);
    const ids = await insertEntries(t.ctx.db, entries);
    entries.forEach((e, i) => {
      idOf.set(e.key, ids[i]!);
      keyOf.set(ids[i]!, e.key);
    });
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string) {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId));
    return asUser(cookies.get(loginId)!, hostOfLogin(loginId));
  }
  const post = async (url: string, payload: object, as = 'admin') =>
    t.app.inject({ method: 'POST', url, headers: await headersOf(as), payload });
  const list = async (body: object, query = '', as = 'admin') => {
    const res = await post(`${ACTIVITY_LOG_PATHS.list}${query}`, { ...NOVEMBER, ...body }, as);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return activityLogPageSchema.parse(res.json());
  };
  /** The fixture's keys of a page, in its order (entries the test's own sign-ins wrote are left out). */
  const keys = (items: readonly ActivityLogEntry[]) => items.map((i) => keyOf.get(i.id)).filter((k) => k !== undefined);
  const listed = async (body: object, query = '', as = 'admin') => keys((await list(body, query, as)).items);

  describe('who reads which entries', () => {
    it("gives a company admin their own company's entries, newest first, and nothing else", async () => {
      const acmes = ['block', 'lateEvening', 'shared', 'signIn', 'domain', 'rename'];
      expect(await listed({})).toEqual(acmes);
      expect(await listed({ companyId: acme })).toEqual(acmes);
      expect(await listed({}, '', 'admin.mx')).toEqual(['mx']);
    });

    it("refuses a company admin another company's companyId with 404, and callers without LIST ACTIVITY_LOG", async () => {
      const other = await post(ACTIVITY_LOG_PATHS.list, { ...NOVEMBER, companyId: delValle });
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe(ERROR_CODES.notFound);
      expect(other.body).not.toContain('admin.mx');
      const user = await post(ACTIVITY_LOG_PATHS.list, NOVEMBER, 'user');
      expect([user.statusCode, user.json().code]).toEqual([403, ERROR_CODES.forbidden]);
      const signedOut = await t.app.inject({
        method: 'POST',
        url: ACTIVITY_LOG_PATHS.list,
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        payload: NOVEMBER,
      });
      expect(signedOut.statusCode).toBe(401);
    });

    it("gives a super admin without a context every company's entries, or the companyId's, and the spectator the same", async () => {
      for (const as of ['superadmin', 'spectator']) {
        expect(await listed({}, '', as)).toEqual([
          'block',
          'lateEvening',
          'shared',
          'signIn',
          'flag',
          'domain',
          'mx',
          'rename',
        ]);
        expect(await listed({ companyId: delValle }, '', as)).toEqual(['mx']);
        expect((await post(ACTIVITY_LOG_PATHS.list, { ...NOVEMBER, companyId: 9_999_999 }, as)).statusCode).toBe(404);
      }
    });

    it("gives a super admin acting for a company that company's entries, and refuses another companyId", async () => {
      await headersOf('superadmin');
      const session = hashToken(cookies.get('superadmin')!.slice(SESSION_COOKIE.length + 1));
      // A context of the host's market (US): the session ignores another market's.
      await setActingCompany(t.ctx.db, session, acme);
      try {
        expect(await listed({ events: ['SIGN_IN'] }, '', 'superadmin')).toEqual(['lateEvening', 'signIn']);
        const other = await post(ACTIVITY_LOG_PATHS.list, { ...NOVEMBER, companyId: delValle }, 'superadmin');
        expect(other.statusCode).toBe(404);
      } finally {
        await setActingCompany(t.ctx.db, session, null);
      }
    });
  });

  describe('the date range', () => {
    it("reads the days in the caller's time zone", async () => {
      expect(await listed({ from: '2026-11-20', to: '2026-11-20' })).toEqual(['lateEvening', 'shared']);
      expect(await listed({ from: '2026-11-21', to: '2026-11-21' })).toEqual(['block']);
      await t.ctx.db
        .updateTable('user_preferences')
        .set({ timezone: 'Asia/Tokyo' })
        .where('login_id', '=', 'admin')
        .execute();
      try {
        // 2026-11-21T05:30Z is 14:30 on the 21st in Tokyo; 2026-11-20T03:00Z is noon on the 20th.
        expect(await listed({ from: '2026-11-20', to: '2026-11-20' })).toEqual(['shared']);
        expect(await listed({ from: '2026-11-21', to: '2026-11-21' })).toEqual(['block', 'lateEvening']);
      } finally {
        await t.ctx.db
          .updateTable('user_preferences')
          .set({ timezone: 'America/Chicago' })
          .where('login_id', '=', 'admin')
          .execute();
      }
    });

    it("refuses more than 30 days with the spec's message, and days out of bounds or reversed with their codes", async () => {
      const refused = [
        [{ from: '2026-10-01', to: '2026-10-31' }, ACTIVITY_LOG_ERROR_CODES.rangeTooLong],
        [{ from: '1899-12-31', to: '1900-01-05' }, ACTIVITY_LOG_ERROR_CODES.rangeOutOfBounds],
        [{ from: '2100-01-01', to: '2100-01-02' }, ACTIVITY_LOG_ERROR_CODES.rangeOutOfBounds],
        [{ from: '2026-11-02', to: '2026-11-01' }, ACTIVITY_LOG_ERROR_CODES.rangeReversed],
      ] as const;
      for (const [range, code] of refused) {
        for (const url of [ACTIVITY_LOG_PATHS.list, ACTIVITY_LOG_PATHS.download, ACTIVITY_LOG_PATHS.days]) {
          const res = await post(url, range);
          expect(res.statusCode, `${url} ${JSON.stringify(range)}`).toBe(400);
          expect(res.json().code).toBe(code);
        }
      }
      expect((await post(ACTIVITY_LOG_PATHS.list, { from: '2026-10-01', to: '2026-10-31' })).json().message).toBe(
        "Date range can't be more than 30 days",
      );
      expect((await list({ from: '2026-10-01', to: '2026-10-30' })).items.length).toBe(0);
      const missing = await post(ACTIVITY_LOG_PATHS.list, { from: '2026-11-01' });
      expect([missing.statusCode, missing.json().code]).toEqual([400, ERROR_CODES.validation]);
    });
  });

  describe('the counts per day of the chart', () => {
    const days = async (body: object, as = 'admin') => {
      const res = await post(ACTIVITY_LOG_PATHS.days, body, as);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return activityLogDaysSchema.parse(res.json()).days;
    };

    it("counts the filtered entries of each day of the range, in the caller's days", async () => {
      // 'lateEvening' (05:30 UTC on the 21st) is the 20th in Chicago.
      expect(await days({ from: '2026-11-19', to: '2026-11-21' })).toEqual([
        { day: '2026-11-19', count: 0, capped: false },
        { day: '2026-11-20', count: 2, capped: false },
        { day: '2026-11-21', count: 1, capped: false },
      ]);
      const signIns = await days({ from: '2026-11-20', to: '2026-11-21', events: ['SIGN_IN'] });
      expect(signIns.map((d) => d.count)).toEqual([1, 0]);
    });

    it('counts a day no further than the cap, and reads only the companies the caller may read', async () => {
      // In October, away from the November the other tests read.
      const at = '2026-10-05T12:00:00.000Z';
      await insertEntries(
        t.ctx.db,
        Array.from({ length: ACTIVITY_LOG_DAY_CAP + 1 }, () => ({ at, companyId: delValle, event: 'ADD_USER' })),
      );
      const range = { from: '2026-10-04', to: '2026-10-05' };
      expect(await days({ ...range, companyId: delValle }, 'superadmin')).toEqual([
        { day: '2026-10-04', count: 0, capped: false },
        { day: '2026-10-05', count: ACTIVITY_LOG_DAY_CAP, capped: true },
      ]);
      expect((await days(range)).map((d) => d.count)).toEqual([0, 0]);
      expect((await post(ACTIVITY_LOG_PATHS.days, { ...range, companyId: delValle })).statusCode).toBe(404);
    });
  });

  describe('filters', () => {
    it('keeps the entries of the events, the applications, the actor and the entity asked for', async () => {
      expect(await listed({ events: ['SIGN_IN'] })).toEqual(['lateEvening', 'signIn']);
      expect(await listed({ events: ['SIGN_IN', 'EMAIL_DOMAIN_UPDATED'] })).toEqual([
        'lateEvening',
        'signIn',
        'domain',
      ]);
      expect(await listed({ applications: ['report-builder'] })).toEqual(['shared']);
      expect(await listed({ actor: 'admin' })).toEqual(['block', 'domain', 'rename']);
      expect(await listed({ entityId: 'dana' })).toEqual(['block', 'lateEvening', 'rename']);
      expect(await listed({ entityId: 'dana', actor: 'dana', events: ['SIGN_IN'] })).toEqual(['lateEvening']);
      expect(await listed({ events: ['NEVER_HAPPENED'] })).toEqual([]);
    });

    it('finds part of the description blind to case and accents', async () => {
      for (const search of ['érablière', 'ERABLIERE', 'Erablière gag']) {
        expect(await listed({ search }), search).toEqual(['shared']);
      }
      expect(await listed({ search: 'SIGNED', events: ['SIGN_IN'] })).toEqual(['signIn']);
      expect(await listed({ search: '100%' })).toEqual([]);
    });
  });

  describe('pages and sorts', () => {
    it('sorts by every column either way, then by time the same way', async () => {
      const expected: Record<string, string[]> = {
        'uiCreatedOnDate asc': ['rename', 'domain', 'signIn', 'shared', 'lateEvening', 'block'],
        'actor asc': ['rename', 'domain', 'block', 'lateEvening', 'shared', 'signIn'],
        'actor desc': ['signIn', 'shared', 'lateEvening', 'block', 'domain', 'rename'],
        'entityId asc': ['domain', 'rename', 'lateEvening', 'block', 'shared', 'signIn'],
        'event asc': ['block', 'domain', 'shared', 'signIn', 'lateEvening', 'rename'],
        'event desc': ['rename', 'lateEvening', 'signIn', 'shared', 'domain', 'block'],
        'sourceApp desc': ['block', 'lateEvening', 'signIn', 'domain', 'rename', 'shared'],
      };
      for (const [sort, order] of Object.entries(expected)) {
        const [sortBy, sortOrder] = sort.split(' ');
        expect(await listed({}, `?sortBy=${sortBy}&sortOrder=${sortOrder}`), sort).toEqual(order);
      }
      expect(ACTIVITY_LOG_SORT_COLUMNS.every((c) => Object.keys(expected).some((k) => k.startsWith(c)))).toBe(true);
    });

    it('pages with the admin sizes, an exact total and an empty page past the end; refuses other sizes and columns', async () => {
      const all = await list({ actor: 'admin' }, '?pageSize=10');
      expect(all).toMatchObject({ total: 3, page: 0, size: 10, totalIsCapped: false });
      for (const query of ['?pageSize=20', '?sortBy=description', '?sortOrder=up', '?pageNumber=-1']) {
        const res = await post(`${ACTIVITY_LOG_PATHS.list}${query}`, NOVEMBER);
        expect([res.statusCode, res.json().code], query).toEqual([400, ERROR_CODES.validation]);
      }
      const pastEnd = await list({ actor: 'admin' }, '?pageNumber=1');
      expect(pastEnd).toMatchObject({ items: [], total: 3, page: 1 });
    });

    it('answers each entry whole: before and after, company, market, source application', async () => {
      const { items } = await list({ entityId: 'dana', actor: 'admin', events: ['UPDATE_USER_PROFILE'] });
      expect(items).toEqual([
        {
          id: idOf.get('rename'),
          uiCreatedOnDate: '2026-11-10T15:00:00.000Z',
          actor: 'admin',
          entityType: 'USER',
          entityId: 'dana',
          event: 'UPDATE_USER_PROFILE',
          eventDescription: "admin renamed dana: 'Dana K' -> 'Dana Kim'",
          sourceApp: 'supplier-portal',
          companyName: 'Acme Fresh Foods',
          market: 'US',
          before: { firstName: 'Dana', lastName: 'K' },
          after: { firstName: 'Dana', lastName: 'Kim' },
        },
      ]);
      const flag = (await list({ events: ['FEATURE_FLAG_UPDATED'] }, '', 'superadmin')).items[0]!;
      expect(flag).toMatchObject({ companyName: null, market: null, before: null, after: null });
    });
  });

  describe('the codes the filters offer', () => {
    const codes = async (url: string, as: string, payload: object = {}) => {
      const res = await post(url, payload, as);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return activityLogCodeListSchema.parse(res.json()).items;
    };

    it("lists the events and applications of the caller's entries, ascending, at any date", async () => {
      const events = await codes(ACTIVITY_LOG_PATHS.events, 'admin');
      expect(events).toEqual([...events].sort());
      expect(events).toEqual(expect.arrayContaining(['BLOCK_USER', 'REPORT_SHARED', 'SIGN_IN', 'UPDATE_USER_PROFILE']));
      expect(events).not.toContain('ADD_USER');
      expect(events).not.toContain('FEATURE_FLAG_UPDATED');
      expect(await codes(ACTIVITY_LOG_PATHS.applications, 'admin')).toEqual(['report-builder', 'supplier-portal']);
      expect(await codes(ACTIVITY_LOG_PATHS.events, 'admin.mx')).toEqual(['ADD_USER', 'SIGN_IN']);
    });

    it("lists every company's for a super admin, or one company's; refuses another company's to an admin", async () => {
      const all = await codes(ACTIVITY_LOG_PATHS.events, 'spectator');
      expect(all).toEqual(expect.arrayContaining(['ADD_USER', 'FEATURE_FLAG_UPDATED', 'REPORT_SHARED']));
      expect(await codes(ACTIVITY_LOG_PATHS.events, 'superadmin', { companyId: delValle })).toEqual([
        'ADD_USER',
        'SIGN_IN',
      ]);
      expect((await post(ACTIVITY_LOG_PATHS.events, { companyId: delValle })).statusCode).toBe(404);
      expect((await post(ACTIVITY_LOG_PATHS.applications, {}, 'user')).statusCode).toBe(403);
    });
  });
});
