import { ERROR_CODES, UNAUTHORIZED_MESSAGES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { LOCALE_COOKIE } from '@portal/contract/locale';
import { GROUPS } from '@portal/contract/permissions';
import { accessApprovalPageSchema } from '@portal/contract/access-approvals';
import { pendingUserPageSchema } from '@portal/contract/invitations';
import { DEMO_PASSWORD } from '@portal/contract/products';
import {
  personaListSchema,
  USER_ADMIN_ERROR_CODES,
  userPageSchema,
  userStatusChangeSchema,
} from '@portal/contract/user-admin';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { setActingCompany } from '../../test/queries.js';
import { hashToken, SESSION_COOKIE } from '../../platform/session.js';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.js';
import { insertPendingUser } from '../invitations/invitations.repository.js';
import { exportUsers } from './user-admin.service.js';

/**
 * A company of its own (Omega), so counts and orders are exact: two admins and twelve regular users whose names,
 * e-mails and last sign-ins are chosen so every sort has ties broken by id.
 */
const OMEGA_USERS = [
  { login: 'omega.admin', first: 'Olga', last: 'Zeller', admin: true, lastLogin: '2026-11-20T10:00:00.000Z' },
  { login: 'omega.admin2', first: 'Oscar', last: 'Young', admin: true, lastLogin: null },
  ...Array.from({ length: 12 }, (_, i) => ({
    login: `omega.user${String(i + 1).padStart(2, '0')}`,
    first: i % 3 === 0 ? 'Ana' : `Name${String.fromCharCode(65 + i)}`,
    last: `Last${String.fromCharCode(76 - i)}`,
    admin: false,
    lastLogin: i % 4 === 0 ? null : `2026-11-${String(10 + (i % 5)).padStart(2, '0')}T08:00:00.000Z`,
  })),
];

describe(`user administration (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let omega: number;
  let acme: number;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    const inserted = await db
      .insertInto('companies')
      .values({
        market: 'US',
        name: 'Omega Test Supplies',
        type: 'SUPPLIER',
        account_type: 'charter',
        status: 'ACTIVE',
        primary_contact_email: 'omega.admin@omega.example',
        tenant_id: 995_001,
        site_id: 1001,
        business_code: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    omega = inserted.id;
    acme = (
      await db.selectFrom('companies').select('id').where('name', '=', 'Acme Fresh Foods').executeTakeFirstOrThrow()
    ).id;
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('login_id', '=', 'admin')
      .executeTakeFirstOrThrow();
    const groups = new Map((await db.selectFrom('groups').select(['id', 'name']).execute()).map((g) => [g.name, g.id]));
    for (const u of OMEGA_USERS) {
      const user = await db
        .insertInto('users')
        .values({
          login_id: u.login,
          first_name: u.first,
          last_name: u.last,
          email: `${u.login}@omega.example`,
          user_type: 'EXTERNAL',
          third_party_user: u.login.endsWith('12') ? 1 : 0,
          company_id: omega,
          group_id: groups.get(u.admin ? GROUPS.admin : GROUPS.regularUser)!,
          persona_access_codes: '[]',
          access_class: u.login.endsWith('11') ? 'MULTIPLE_TENANTS' : 'UI',
          status: 'ACTIVE',
          last_login_at: u.lastLogin,
          registration_completed: 1,
          password_hash,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (u.login === 'omega.user01') {
        for (const code of ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER']) {
          await db
            .insertInto('user_products')
            .values({
              user_id: user.id,
              product_code: code,
              access_status: 'ACCESS_COMPLETE',
              updated_at: '2026-01-01',
            })
            .execute();
        }
      }
    }
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string): Promise<Record<string, string>> {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId, HOSTS.US));
    return asUser(cookies.get(loginId)!, HOSTS.US);
  }
  const usersUrl = (companyId: number, query = '') => `/api/companies/${companyId}/users${query ? `?${query}` : ''}`;
  const get = async (url: string, as = 'omega.admin') => t.app.inject({ url, headers: await headersOf(as) });
  const page = async (query: string, as = 'omega.admin') => {
    const res = await get(usersUrl(omega, query), as);
    expect(res.statusCode, res.body).toBe(200);
    return userPageSchema.parse(res.json());
  };
  const list = async (query: string, as = 'omega.admin') => {
    const answer = await page(query, as);
    if (answer.tab !== 'users') throw new Error(`expected the users tab, got ${answer.tab}`);
    return answer;
  };
  const listBlocked = async (query: string) => {
    const answer = await page(`tab=blocked&${query}`);
    if (answer.tab !== 'blocked') throw new Error(`expected the blocked tab, got ${answer.tab}`);
    return answer;
  };
  const post = async (path: string, payload: Record<string, unknown>, as = 'omega.admin') =>
    t.app.inject({
      method: 'POST',
      url: `/api/companies/${omega}/users/${path}`,
      headers: await headersOf(as),
      payload,
    });
  const activity = (event: string, entityId: string) =>
    t.ctx.db
      .selectFrom('activity_log')
      .select(['actor', 'company_id', 'description'])
      .where('event', '=', event)
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();

  describe('the users tab', () => {
    it('pages the active users by first name by default, with the row of spec section 3', async () => {
      const first = await list('pageSize=10');
      expect(first.tab).toBe('users');
      expect(first.total).toBe(OMEGA_USERS.length);
      expect(first.items).toHaveLength(10);
      const second = await list('pageSize=10&page=1');
      expect(second.items).toHaveLength(OMEGA_USERS.length - 10);
      const all = [...first.items, ...second.items].map((r) => r.loginId);
      expect(new Set(all).size).toBe(OMEGA_USERS.length);
      const expected = [...OMEGA_USERS]
        .map((u, i) => ({ ...u, i }))
        .sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : a.i - b.i))
        .map((u) => u.login);
      expect(all).toEqual(expected);
      const row = [...first.items, ...second.items].find((r) => r.loginId === 'omega.user01')!;
      expect(row).toEqual({
        loginId: 'omega.user01',
        firstName: 'Ana',
        lastName: 'LastL',
        email: 'omega.user01@omega.example',
        uiCompanyType: 'supplier',
        multipleSupplierAccess: false,
        products: row.products,
        uiLastLoginTime: null,
        persona: 'USER',
      });
      const names = await t.ctx.db
        .selectFrom('products')
        .select('name')
        .where('code', 'in', ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'])
        .orderBy('sort_order')
        .orderBy('code')
        .execute();
      expect(row.products).toEqual(names.map((p) => p.name));
      const byLogin = new Map([...first.items, ...second.items].map((r) => [r.loginId, r]));
      expect(byLogin.get('omega.user12')!.uiCompanyType).toBe('thirdParty');
      expect(byLogin.get('omega.user11')!.multipleSupplierAccess).toBe(true);
      expect(byLogin.get('omega.admin')!.persona).toBe('ADMIN');
    });

    it('sorts by each column, descending unless told, ties broken by id, nulls first ascending', async () => {
      const desc = await list('sortBy=lastName&pageSize=100');
      const lasts = desc.items.map((r) => r.lastName);
      expect(lasts).toEqual([...lasts].sort().reverse());
      const byLogin = await list('sortBy=uiLastLoginTime&sortOrder=asc&pageSize=100');
      const times = byLogin.items.map((r) => r.uiLastLoginTime);
      const nulls = times.filter((v) => v === null).length;
      expect(times.slice(0, nulls).every((v) => v === null)).toBe(true);
      const rest = times.slice(nulls) as string[];
      expect(rest).toEqual([...rest].sort());
      const back = await list('sortBy=uiLastLoginTime&sortOrder=desc&pageSize=100');
      expect(back.items.map((r) => r.loginId)).toEqual(byLogin.items.map((r) => r.loginId).reverse());
      for (const sortBy of ['firstName', 'email', 'uiCompanyType']) {
        const page = await list(`sortBy=${sortBy}&sortOrder=asc&pageSize=10&page=1`);
        expect(page.items).toHaveLength(OMEGA_USERS.length - 10);
      }
      expect((await list('sortBy=uiCompanyType&pageSize=10')).items[0]!.loginId).toBe('omega.user12');
    });

    it('searches first name, last name, e-mail and login id, counting only the matches', async () => {
      const ana = await list('search=ANA');
      expect(ana.total).toBe(4);
      expect(ana.items.every((r) => r.firstName === 'Ana')).toBe(true);
      expect((await list('search=user1')).total).toBe(3);
      // Fewer matches than the search counts (decision 032): the total is exact.
      expect((await page('search=user1')).totalIsCapped).toBe(false);
      expect((await page('')).totalIsCapped).toBe(false);
      expect((await list('search=lastl')).items.map((r) => r.loginId)).toEqual(['omega.user01']);
      expect((await list('search=100%25')).total).toBe(0);
    });

    it('refuses a sort column of another tab, an unknown tab and a page size not offered', async () => {
      for (const query of ['sortBy=uiBlockedOn', 'tab=blocked&sortBy=firstName', 'tab=pending', 'pageSize=20']) {
        const res = await get(usersUrl(omega, query));
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe(ERROR_CODES.validation);
      }
    });

    it('lists the personas with their permissions', async () => {
      const res = await get(`/api/companies/${omega}/personas`);
      expect(res.statusCode).toBe(200);
      const { items } = personaListSchema.parse(res.json());
      expect(items.map((p) => p.persona)).toEqual(['ADMIN', 'USER']);
      expect(items[0]!.permissions).toContainEqual({ action: 'BLOCK', resource: 'USER' });
      expect(items[1]!.permissions).toEqual([]);
    });
  });

  describe('who may', () => {
    it('answers 401 signed out, 403 without the permission, 404 for another company', async () => {
      const signedOut = await t.app.inject({ url: usersUrl(omega), headers: { host: HOSTS.US } });
      expect(signedOut.statusCode).toBe(401);
      const regular = await get(usersUrl(omega), 'omega.user02');
      expect(regular.statusCode).toBe(403);
      expect(regular.json().code).toBe(ERROR_CODES.forbidden);
      for (const url of [
        usersUrl(acme),
        `/api/companies/${acme}/personas`,
        `/api/companies/${acme}/users/export/users`,
        `/api/companies/${acme}/users/export/pending`,
      ]) {
        const foreign = await get(url);
        expect(foreign.statusCode, url).toBe(404);
        expect(foreign.body).not.toContain('acmefresh');
      }
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${acme}/users/block`,
        headers: await headersOf('omega.admin'),
        payload: { loginIds: ['user'], reason: 'left' },
      });
      expect(res.statusCode).toBe(404);
    });

    it("answers 404 for another company's user, and changes nothing", async () => {
      for (const [path, payload] of [
        ['block', { loginIds: ['omega.user03', 'user'], reason: 'left' }],
        ['unblock', { loginIds: ['user'] }],
      ] as const) {
        const res = await post(path, payload);
        expect(res.statusCode, path).toBe(404);
      }
      const profile = await t.app.inject({
        method: 'PUT',
        url: `/api/companies/${omega}/users/profile`,
        headers: await headersOf('omega.admin'),
        payload: { loginId: 'user', firstName: 'X', lastName: 'Y' },
      });
      expect(profile.statusCode).toBe(404);
      const user03 = await t.ctx.db
        .selectFrom('users')
        .select('status')
        .where('login_id', '=', 'omega.user03')
        .executeTakeFirstOrThrow();
      expect(user03.status).toBe('ACTIVE');
    });

    it('lets a super admin act on the company whose context they hold; the spectator reads and changes nothing', async () => {
      expect((await get(usersUrl(omega), 'superadmin')).statusCode).toBe(404);
      const setContext = async (loginId: string, companyId: number | null) => {
        await headersOf(loginId);
        const token = cookies.get(loginId)!.slice(SESSION_COOKIE.length + 1);
        await setActingCompany(t.ctx.db, hashToken(token), companyId);
      };
      await setContext('superadmin', omega);
      await setContext('spectator', omega);
      expect((await list('', 'superadmin')).total).toBe(OMEGA_USERS.length);
      expect((await list('', 'spectator')).total).toBe(OMEGA_USERS.length);
      const refused = await post('block', { loginIds: ['omega.user03'], reason: 'left' }, 'spectator');
      expect(refused.statusCode).toBe(403);
      // The spectator's group holds no BLOCK USER: refused by permission before the view-only gate.
      expect(refused.json().code).toBe(ERROR_CODES.forbidden);
      const blocked = await post('block', { loginIds: ['omega.user03'], reason: 'left' }, 'superadmin');
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect((await post('unblock', { loginIds: ['omega.user03'] }, 'superadmin')).statusCode).toBe(200);
      await setContext('superadmin', acme);
      expect((await get(usersUrl(omega), 'superadmin')).statusCode).toBe(404);
      await setContext('superadmin', null);
      await setContext('spectator', null);
    });
  });

  describe('blocking and unblocking', () => {
    it('blocks with a reason: the session ends at once, sign-in is refused, the blocked tab shows who and when', async () => {
      const victim = await t.signIn('omega.user04', HOSTS.US);
      const context = () => t.app.inject({ url: '/api/v1/identity/user-context', headers: asUser(victim) });
      expect((await context()).statusCode).toBe(200);
      const blockedAt = t.clock.now().toISOString();
      const res = await post('block', { loginIds: ['omega.user04', 'OMEGA.USER05'], reason: '  Left the company ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(userStatusChangeSchema.parse(res.json())).toEqual({
        loginIds: ['omega.user04', 'omega.user05'],
        status: 'BLOCKED',
      });
      const after = await context();
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(UNAUTHORIZED_MESSAGES.invalidToken);
      const sessions = await t.ctx.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('users.login_id', '=', 'omega.user04')
        .execute();
      expect(sessions).toEqual([]);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: HOSTS.US, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
        payload: { loginId: 'omega.user04', password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json().code).toBe(ERROR_CODES.accountBlocked);

      const blocked = await listBlocked('');
      expect(blocked.tab).toBe('blocked');
      expect(blocked.items).toContainEqual({
        loginId: 'omega.user04',
        name: `${OMEGA_USERS.find((u) => u.login === 'omega.user04')!.first} LastI`,
        email: 'omega.user04@omega.example',
        products: [],
        blockedReason: 'Left the company',
        uiBlockedBy: 'omega.admin',
        uiBlockedOn: blockedAt,
      });
      expect((await list('')).total).toBe(OMEGA_USERS.length - 2);
      const [entry] = await activity('BLOCK_USER', 'omega.user04');
      expect(entry).toMatchObject({ actor: 'omega.admin', company_id: omega });
      expect(entry!.description).toContain('ACTIVE -> BLOCKED');
      expect(entry!.description).toContain('Left the company');
    });

    it('refuses to block a user twice, or unblock an active one (409, nothing changed)', async () => {
      const again = await post('block', { loginIds: ['omega.user04'], reason: 'again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: USER_ADMIN_ERROR_CODES.notActive,
        details: { loginIds: ['omega.user04'] },
      });
      const active = await post('unblock', { loginIds: ['omega.user04', 'omega.user06'] });
      expect(active.statusCode).toBe(409);
      expect(active.json().code).toBe(USER_ADMIN_ERROR_CODES.notBlocked);
      expect((await listBlocked('')).total).toBe(2);
    });

    it('unblocks: the user is active again and may sign in', async () => {
      const res = await post('unblock', { loginIds: ['omega.user04'], reason: 'Came back' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ loginIds: ['omega.user04'], status: 'ACTIVE' });
      await t.signIn('omega.user04', HOSTS.US);
      const row = await t.ctx.db
        .selectFrom('users')
        .select(['status', 'blocked_reason', 'blocked_by', 'blocked_at'])
        .where('login_id', '=', 'omega.user04')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'ACTIVE', blocked_reason: null, blocked_by: null, blocked_at: null });
      const [entry] = await activity('UNBLOCK_USER', 'omega.user04');
      expect(entry!.description).toContain('BLOCKED -> ACTIVE');
      expect(entry!.description).toContain('Left the company');
      expect(entry!.description).toContain('Came back');
    });

    it('refuses an admin blocking themselves, and blocking the last admin, with translated codes', async () => {
      const self = await post('block', { loginIds: ['omega.admin'], reason: 'me' });
      expect(self.statusCode).toBe(409);
      expect(self.json().code).toBe(USER_ADMIN_ERROR_CODES.selfBlock);
      const both = await post('block', { loginIds: ['omega.admin2'], reason: 'moved' }, 'omega.admin');
      expect(both.statusCode, both.body).toBe(200);
      // omega.admin is now the only admin: a super admin acting for Omega may not block them either.
      await headersOf('superadmin');
      const token = cookies.get('superadmin')!.slice(SESSION_COOKIE.length + 1);
      await setActingCompany(t.ctx.db, hashToken(token), omega);
      const last = await post('block', { loginIds: ['omega.admin'], reason: 'gone' }, 'superadmin');
      expect(last.statusCode).toBe(409);
      expect(last.json()).toMatchObject({
        code: USER_ADMIN_ERROR_CODES.lastAdmin,
        details: { loginIds: ['omega.admin'] },
      });
      await setActingCompany(t.ctx.db, hashToken(token), null);
      expect((await post('unblock', { loginIds: ['omega.admin2'] })).statusCode).toBe(200);
    });

    it('refuses a block without a reason', async () => {
      const res = await post('block', { loginIds: ['omega.user06'], reason: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
    });
  });

  describe('editing a profile', () => {
    it("changes a user's name and records before and after", async () => {
      const put = async (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/companies/${omega}/users/profile`,
          headers: await headersOf('omega.admin'),
          payload,
        });
      const res = await put({ loginId: 'omega.user07', firstName: ' Zoë ', lastName: 'Renamed' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ loginId: 'omega.user07', firstName: 'Zoë', lastName: 'Renamed' });
      expect((await list('search=renamed')).items.map((r) => r.firstName)).toEqual(['Zoë']);
      const [entry] = await activity('UPDATE_USER_PROFILE', 'omega.user07');
      expect(entry!.description).toContain("'Ana LastF' -> 'Zoë Renamed'");
      expect((await put({ loginId: 'omega.user07', firstName: '', lastName: 'X' })).statusCode).toBe(400);
      expect((await put({ loginId: 'omega.user07', firstName: 'x'.repeat(51), lastName: 'X' })).statusCode).toBe(400);
    });
  });

  describe('export', () => {
    it('streams every matching row of the users tab in its order, across pages, honouring the search', async () => {
      const res = await get(`/api/companies/${omega}/users/export/users?search=omega.user&sortBy=email&sortOrder=asc`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="users_users_\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const rows = await sheetRows(res);
      expect(rows[0]).toEqual([
        'First name',
        'Last name',
        'Email',
        'User type',
        'Multi supplier access',
        'Products',
        'Last login',
      ]);
      const emails = rows.slice(1).map((r) => r[2]);
      // Every active match, not one page: omega.user05 is still blocked.
      const matching = await list('search=omega.user&pageSize=10');
      expect(matching.total).toBe(11);
      expect(emails).toHaveLength(matching.total);
      expect(emails).toEqual([...emails].sort());
      const user01 = rows.find((r) => r[2] === 'omega.user01@omega.example')!;
      expect(user01[5]).toContain(' | ');
      const user12 = rows.find((r) => r[2] === 'omega.user12@omega.example')!;
      expect(user12[3]).toBe('Third Party User');
      const user03 = rows.find((r) => r[2] === 'omega.user03@omega.example')!;
      expect(user03[6]).toBe('12-11-2026');
    });

    it('reads the rows batch by batch after the last one, meeting each once in the order of the pages', async () => {
      const stream = await exportUsers(
        t.ctx,
        'en-US',
        omega,
        'users',
        { search: 'omega', sortBy: 'uiLastLoginTime', sortOrder: 'asc' },
        3,
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
      const emails: string[] = [];
      workbook.worksheets[0]!.eachRow((row, n) => {
        if (n > 1) emails.push(row.getCell(3).text);
      });
      const paged = [
        ...(await list('search=omega&sortBy=uiLastLoginTime&sortOrder=asc&pageSize=10')).items,
        ...(await list('search=omega&sortBy=uiLastLoginTime&sortOrder=asc&pageSize=10&page=1')).items,
      ];
      expect(paged.length).toBeGreaterThan(10);
      expect(emails).toEqual(paged.map((r) => r.email));
    });

    it('exports the blocked tab in the caller language', async () => {
      await post('block', { loginIds: ['omega.user08', 'omega.user09'], reason: 'Contract ended' });
      const res = await t.app.inject({
        url: `/api/companies/${omega}/users/export/blocked?search=user09`,
        headers: {
          ...(await headersOf('omega.admin')),
          cookie: `${cookies.get('omega.admin')}; ${LOCALE_COOKIE}=es-MX`,
        },
      });
      expect(res.statusCode).toBe(200);
      const rows = await sheetRows(res);
      expect(rows).toHaveLength(2);
      expect(rows[0]![0]).toBe('Nombre');
      expect(rows[1]!.slice(1, 6)).toEqual([
        'omega.user09@omega.example',
        '',
        'Contract ended',
        'omega.admin',
        '22-11-2026',
      ]);
    });

    it('refuses an unknown tab and a sort column of another tab', async () => {
      expect((await get(`/api/companies/${omega}/users/export/invitations`)).statusCode).toBe(400);
      expect((await get(`/api/companies/${omega}/users/export/requests?sortBy=stage`)).statusCode).toBe(400);
      expect((await get(`/api/companies/${omega}/users/export/blocked?sortBy=firstName`)).statusCode).toBe(400);
      expect((await get(`/api/companies/${omega}/users/export/pending?sortBy=email`)).statusCode).toBe(400);
      expect((await get(`/api/companies/${omega}/users/export/users?sortBy=stage`)).statusCode).toBe(400);
    });
  });

  describe('export of the pending users tab', () => {
    const PENDING_HEADER = [
      'First name',
      'Last name',
      'Login id',
      'Products',
      'Stage',
      'Invitation',
      'Type',
      'Added by',
      'Added on',
    ];
    const pendingUrl = (tab: string, query: string) => `/api/companies/${omega}/users/${tab}?${query}`;

    beforeAll(async () => {
      const db = t.ctx.db;
      // Twelve invitations in Omega (two added the same day, so the order needs the id), one of them expired and one
      // opened; and one in Acme that the search would find too, were the export not the company's alone.
      const invite = async (companyId: number, login: string, day: string, products: string[]) =>
        insertPendingUser(db, {
          companyId,
          loginId: login,
          email: login,
          firstName: `First ${login.slice(0, 9)}`,
          lastName: `Last ${login.slice(0, 9)}`,
          persona: 'USER',
          products,
          locale: 'en-US',
          createdBy: companyId === omega ? 'omega.admin' : 'admin',
          now: `2026-11-${day}T09:30:00.000Z`,
        });
      for (const [i, day] of ['03', '05', '05', '07', '09', '11', '13', '14', '15', '16', '17', '18'].entries()) {
        await invite(
          omega,
          `invitee${i + 1}@omega.example`,
          day,
          i === 0 ? ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'] : [],
        );
      }
      await invite(acme, 'invitee9@acme.example', '10', []);
      await invite(omega, 'someone.else@omega.example', '12', []);
      await db
        .updateTable('pending_users')
        .set({ invitation_expires_at: '2026-11-04T00:00:00.000Z' })
        .where('login_id', '=', 'invitee1@omega.example')
        .execute();
      await db
        .updateTable('pending_users')
        .set({ stage: 'COMPLETING' })
        .where('login_id', '=', 'invitee2@omega.example')
        .execute();
    });

    it('streams every pending user the search finds, newest first as the tab lists them, across pages', async () => {
      const res = await get(pendingUrl('export/pending', 'search=invitee'));
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="users_pending_\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const rows = await sheetRows(res, 9);
      expect(rows[0]).toEqual(PENDING_HEADER);
      const pages = [];
      for (const n of [0, 1]) {
        const answer = await get(pendingUrl('non-provisioned', `search=invitee&size=10&page=${n}`));
        expect(answer.statusCode, answer.body).toBe(200);
        pages.push(...pendingUserPageSchema.parse(answer.json()).items);
      }
      expect(pages).toHaveLength(12);
      expect(rows.slice(1).map((r) => r[2])).toEqual(pages.map((r) => r.loginId));
      const first = rows.find((r) => r[2] === 'invitee1@omega.example')!;
      expect(first).toEqual([
        'First invitee1@',
        'Last invitee1@',
        'invitee1@omega.example',
        pages.find((r) => r.loginId === 'invitee1@omega.example')!.uiAppAccess.join(' | '),
        'Invitation sent',
        'Link expired',
        'New user',
        'Olga Zeller',
        '03-11-2026',
      ]);
      expect(first[3]).toContain(' | ');
      expect(rows.find((r) => r[2] === 'invitee2@omega.example')!.slice(4, 6)).toEqual([
        'Completing registration',
        'Valid',
      ]);
    });

    it('follows the asked order batch by batch, and writes the headers and values in the caller language', async () => {
      const stream = await exportUsers(
        t.ctx,
        'fr-CA',
        omega,
        'pending',
        { search: 'omega.example', sortBy: 'uiCreatedOnDate', sortOrder: 'asc' },
        2,
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('Utilisateurs en attente');
      expect(sheet.getRow(1).getCell(3).text).toBe('Identifiant');
      const logins: string[] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) logins.push(row.getCell(3).text);
      });
      const answer = await get(
        pendingUrl('non-provisioned', 'search=omega.example&sortBy=uiCreatedOnDate&sortOrder=asc&size=50'),
      );
      const listed = pendingUserPageSchema.parse(answer.json()).items.map((r) => r.loginId);
      expect(listed).toHaveLength(13);
      expect(logins).toEqual(listed);
      const second = sheet.getRow(3);
      expect([second.getCell(5).text, second.getCell(6).text]).toEqual(['Inscription en cours', 'Valide']);
    });

    it('is refused to a user without the permission, and another company is not found', async () => {
      expect((await get(pendingUrl('export/pending', ''), 'omega.user02')).statusCode).toBe(403);
      const foreign = await get(`/api/companies/${acme}/users/export/pending?search=invitee`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('invitee9');
    });
  });
  describe('export of the access requests tab', () => {
    const REQUEST_HEADER = ['First name', 'Last name', 'Email', 'Products', 'Requester note', 'Request date'];
    const LONG_NOTE = 'I run the shelf reviews for the north-east region and need the reports every week.';
    const requestsUrl = (query: string) => `/api/v1/identity/accounts/995001/access-requests?${query}`;

    beforeAll(async () => {
      const db = t.ctx.db;
      // One request per requester and company: a requester of their own for each.
      const requesters = await db.selectFrom('users').select(['id', 'company_id']).orderBy('id').limit(20).execute();
      let asked = 0;
      // Twelve pending requests to Omega (two made the same day, so the order needs the id), one the search does not
      // find, one already decided, and one to Acme that the search would find too, were the export not the company's alone.
      const ask = async (targetCompanyId: number, name: string, day: string, state = 'PENDING', note = '') => {
        const requester = requesters[asked++]!;
        await db
          .insertInto('access_requests')
          .values({
            requester_user_id: requester.id,
            requester_company_id: requester.company_id,
            target_company_id: targetCompanyId,
            first_name: name.startsWith('asker') ? `Asker ${name}` : 'Olive',
            last_name: name.startsWith('asker') ? `Family ${name}` : 'Other',
            email: name.startsWith('asker') ? `${name}@asker.example` : `${name}@partners.example`,
            products: '["SHOPPER_BEHAVIOR"]',
            product_text: 'Shopper Behavior',
            requestor_note: note,
            state,
            create_time: `2026-11-${day}T09:30:00.000Z`,
            decided_by: null,
            decided_at: null,
            decision_note: null,
          })
          .execute();
      };
      for (const [i, day] of ['02', '04', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13'].entries()) {
        await ask(omega, `asker${i + 1}`, day, 'PENDING', i === 0 ? LONG_NOTE : `note ${i + 1}`);
      }
      await ask(omega, 'other.person', '12');
      await ask(omega, 'asker13', '14', 'APPROVED');
      await ask(acme, 'asker14', '15');
    });

    it('streams every pending request the search finds, newest first as the tab lists them, the note whole', async () => {
      const res = await get(`/api/companies/${omega}/users/export/requests?search=asker`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="users_requests_\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const rows = await sheetRows(res, 6);
      expect(rows[0]).toEqual(REQUEST_HEADER);
      const pages = [];
      for (const n of [0, 1]) {
        const answer = await get(requestsUrl(`search=asker&page_size=10&page=${n}`));
        expect(answer.statusCode, answer.body).toBe(200);
        pages.push(...accessApprovalPageSchema.parse(answer.json()).items);
      }
      expect(pages).toHaveLength(12);
      expect(rows.slice(1).map((r) => r[2])).toEqual(pages.map((r) => r.email));
      expect(rows.map((r) => r[2])).not.toContain('other.person@partners.example');
      expect(rows.map((r) => r[2])).not.toContain('asker13@asker.example');
      expect(rows.map((r) => r[2])).not.toContain('asker14@asker.example');
      expect(rows.find((r) => r[2] === 'asker1@asker.example')).toEqual([
        'Asker asker1',
        'Family asker1',
        'asker1@asker.example',
        'Shopper Behavior',
        LONG_NOTE,
        '02-11-2026',
      ]);
      expect(LONG_NOTE.length).toBeGreaterThan(35);
    });

    it('follows the asked order batch by batch, with the headers in the caller language', async () => {
      for (const [locale, header, sheetName] of [
        ['es-MX', 'Nota del solicitante', 'Solicitudes de acceso'],
        ['fr-CA', 'Note du demandeur', 'Demandes d’accès'],
      ] as const) {
        const stream = await exportUsers(
          t.ctx,
          locale,
          omega,
          'requests',
          { search: 'asker.example', sortBy: 'create_time', sortOrder: 'asc' },
          2,
        );
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
        const sheet = workbook.worksheets[0]!;
        expect(sheet.name).toBe(sheetName);
        expect(sheet.getRow(1).getCell(5).text).toBe(header);
        const emails: string[] = [];
        sheet.eachRow((row, n) => {
          if (n > 1) emails.push(row.getCell(3).text);
        });
        const answer = await get(requestsUrl('search=asker.example&sortBy=create_time&sortOrder=asc&page_size=50'));
        const listed = accessApprovalPageSchema.parse(answer.json()).items.map((r) => r.email);
        expect(listed).toHaveLength(12);
        expect(emails).toEqual(listed);
      }
    });

    it('lets the spectator holding the company as context read it (a download, no change)', async () => {
      await headersOf('spectator');
      const token = cookies.get('spectator')!.slice(SESSION_COOKIE.length + 1);
      await setActingCompany(t.ctx.db, hashToken(token), omega);
      try {
        const res = await get(`/api/companies/${omega}/users/export/requests?search=asker1`, 'spectator');
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        expect((await sheetRows(res, 6)).map((r) => r[2])).toEqual([
          'Email',
          'asker12@asker.example',
          'asker11@asker.example',
          'asker10@asker.example',
          'asker1@asker.example',
        ]);
      } finally {
        await setActingCompany(t.ctx.db, hashToken(token), null);
      }
    });

    it('is refused to a user without the permission, and another company is not found', async () => {
      expect((await get(`/api/companies/${omega}/users/export/requests`, 'omega.user02')).statusCode).toBe(403);
      const foreign = await get(`/api/companies/${acme}/users/export/requests?search=asker`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('asker14');
    });
  });
});

/** The cells of the first sheet of an .xlsx answer, as text ('' for an empty cell). */
async function sheetRows(res: LightMyRequestResponse, columns = 7): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: string[] = [];
    for (let c = 1; c <= columns; c += 1) values.push(row.getCell(c).text ?? '');
    rows.push(values);
  });
  return rows;
}
