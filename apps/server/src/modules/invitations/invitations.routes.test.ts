import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import {
  additionStartedSchema,
  INVITATION_ERROR_CODES,
  INVITE_ROW_ERRORS,
  pendingUserPageSchema,
  resendResultSchema,
  validationResultSchema,
} from '@portal/contract/invitations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../../db/seed/demo-data.js';
import { claimDueJob } from '../../platform/jobs.repository.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, sessionCookieOf, type TestApp } from '../../test/helper.js';
import { findJob, setActingCompany } from '../../test/queries.js';
import { sendInvitations } from './invitations.service.js';

const ACME = DEMO_COMPANIES.findIndex((c) => c.key === 'acme') + 1;
const DEL_VALLE = DEMO_COMPANIES.findIndex((c) => c.key === 'delvalle') + 1;
const NEW_PASSWORD = 'Invited-Passw0rd-2026!';

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Nina',
  lastName: 'Nguyen',
  products: ['REPORT_BUILDER'],
  persona: 'USER',
  ...extra,
});

describe(`invitations (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string): Promise<Record<string, string>> {
    if (!cookies.has(loginId))
      cookies.set(loginId, await t.signIn(loginId, loginId === 'admin.mx' ? HOSTS.MX : HOSTS.US));
    return asUser(cookies.get(loginId)!, loginId === 'admin.mx' ? HOSTS.MX : HOSTS.US);
  }
  const post = async (path: string, payload: unknown, as = 'admin', companyId = ACME) =>
    t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/${path}`,
      headers: await headersOf(as),
      payload: payload as Record<string, unknown>,
    });
  const get = async (url: string, as = 'admin') => t.app.inject({ url, headers: await headersOf(as) });
  const pending = async (query = '', as = 'admin', companyId = ACME) => {
    const res = await get(`/api/companies/${companyId}/users/non-provisioned${query ? `?${query}` : ''}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return pendingUserPageSchema.parse(res.json());
  };
  const mailsTo = (address: string) =>
    t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();
  const linkIn = (text: string) => {
    const match = /(https?:\/\/\S+\/api\/invitations\/accept\?token=[\w%-]+)/.exec(text);
    if (!match) throw new Error(`no invitation link in: ${text}`);
    const url = new URL(match[1]!);
    return `${url.pathname}${url.search}`;
  };
  const add = async (users: unknown[], as = 'admin', companyId = ACME) => {
    const res = await post('users', { users }, as, companyId);
    expect(res.statusCode, res.body).toBe(200);
    return additionStartedSchema.parse(res.json());
  };

  describe('validate', () => {
    it('answers each row with why it cannot be added: bad address, duplicate, already a user, unknown product', async () => {
      const res = await post('users/validate', {
        users: [
          newUser('ok.one@acmefresh.example'),
          newUser('not-an-address'),
          newUser('Dup@acmefresh.example'),
          newUser('dup@ACMEFRESH.example'),
          newUser('jamie.cooper@acmefresh.example'),
          newUser('odd.product@acmefresh.example', { products: ['NO_SUCH_PRODUCT'] }),
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const result = validationResultSchema.parse(res.json());
      expect(result.valid).toBe(false);
      expect(result.rows.map((r) => r.errors)).toEqual([
        [],
        [INVITE_ROW_ERRORS.invalidEmail],
        [],
        [INVITE_ROW_ERRORS.duplicateInList],
        [INVITE_ROW_ERRORS.alreadyUser],
        [INVITE_ROW_ERRORS.unknownProduct],
      ]);
      expect(await t.ctx.db.selectFrom('pending_users').selectAll().execute()).toEqual([]);
    });

    it('refuses a malformed body (400) and an empty list', async () => {
      expect((await post('users/validate', { users: [] })).statusCode).toBe(400);
      expect((await post('users/validate', { users: [newUser('a@b.example', { persona: 'BOSS' })] })).statusCode).toBe(
        400,
      );
      expect((await post('users/validate', { users: [newUser('a@b.example', { firstName: '' })] })).statusCode).toBe(
        400,
      );
    });
  });

  describe('adding users and the invitation job', () => {
    it('creates pending users, answers started, and the job sends each invitation once in their language', async () => {
      const started = await add([
        newUser('nina.nguyen@acmefresh.example'),
        newUser('pablo.ruiz@acmefresh.example', { firstName: 'Pablo', lastName: 'Ruiz', locale: 'es-MX' }),
      ]);
      expect(started.status).toBe('started');
      expect(started.taskIds).toHaveLength(2);
      const page = await pending('sortBy=firstName&sortOrder=asc');
      expect(page.items.map((r) => [r.firstName, r.loginId, r.stage, r.type, r.createdBy, r.uiAppAccess])).toEqual([
        ['Nina', 'nina.nguyen@acmefresh.example', 'INVITATION_SENT', 'CREATE_USER', 'admin', ['Report Builder']],
        ['Pablo', 'pablo.ruiz@acmefresh.example', 'INVITATION_SENT', 'CREATE_USER', 'admin', ['Report Builder']],
      ]);
      // 'Added by' names the admin (the seed's Dana Whitfield), not their login id.
      expect(page.items.map((r) => r.createdByName)).toEqual(['Dana Whitfield', 'Dana Whitfield']);
      const log = await t.ctx.db
        .selectFrom('activity_log')
        .select(['actor', 'description'])
        .where('event', '=', 'ADD_USER')
        .execute();
      expect(log).toHaveLength(2);
      expect(log[0]!.description).toContain('before none; after pending user');

      await t.ctx.worker.drain();
      await t.ctx.worker.drain();
      const nina = await mailsTo('nina.nguyen@acmefresh.example');
      const pablo = await mailsTo('pablo.ruiz@acmefresh.example');
      expect(nina).toHaveLength(1);
      expect(pablo).toHaveLength(1);
      expect(nina[0]!.subject).toContain('You are invited to');
      expect(pablo[0]!.subject).toContain('Te invitaron a');
      expect(linkIn(nina[0]!.text_body)).toMatch(/^\/api\/invitations\/accept\?token=/);
      expect((await findJob(t.ctx.db, started.jobId))?.status).toBe('done');
      // The link is stored only as its hash.
      const token = new URL(`http://x${linkIn(nina[0]!.text_body)}`).searchParams.get('token')!;
      const stored = await t.ctx.db.selectFrom('invitation_tokens').select('token_hash').execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(token);
    });

    it('refuses an address already invited or already a user (400, nothing created)', async () => {
      const before = await pending();
      const res = await post('users', {
        users: [newUser('nina.nguyen@acmefresh.example'), newUser('jamie.cooper@acmefresh.example')],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(INVITATION_ERROR_CODES.invalidRows);
      expect(res.json().details.rows.map((r: { errors: string[] }) => r.errors)).toEqual([
        [INVITE_ROW_ERRORS.alreadyInvited],
        [INVITE_ROW_ERRORS.alreadyUser],
      ]);
      expect((await pending()).total).toBe(before.total);
    });

    it('two additions of one address at once: one pending user, the other told the address is invited', async () => {
      const answers = await Promise.all(
        ['admin', 'admin'].map((as) => post('users', { users: [newUser('race@acmefresh.example')] }, as)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((a) => a.statusCode === 400)!.json();
      expect(refused.details.rows[0].errors).toEqual([INVITE_ROW_ERRORS.alreadyInvited]);
      const rows = await t.ctx.db
        .selectFrom('pending_users')
        .select('id')
        .where('email_key', '=', 'race@acmefresh.example')
        .execute();
      expect(rows).toHaveLength(1);
      await t.ctx.worker.drain();
      expect(await mailsTo('race@acmefresh.example')).toHaveLength(1);
    });

    it('a job interrupted mid-way finishes after a restart, each invitation sent once', async () => {
      const started = await add([newUser('crash.one@acmefresh.example'), newUser('crash.two@acmefresh.example')]);
      // A worker claims the job, sends the first invitation, and its server stops before the job ends.
      const claimed = await claimDueJob(t.ctx.db, t.ctx.dialect, t.clock.now(), 60_000, ['invitations.send']);
      expect(claimed?.id).toBe(started.jobId);
      await sendInvitations(t.ctx, { pendingIds: [started.taskIds[0]!] });
      t.clock.advance(120_000);
      await t.ctx.worker.drain();
      expect(await mailsTo('crash.one@acmefresh.example')).toHaveLength(1);
      expect(await mailsTo('crash.two@acmefresh.example')).toHaveLength(1);
      const job = await findJob(t.ctx.db, started.jobId);
      expect([job?.status, job?.attempts]).toEqual(['done', 2]);
      expect(JSON.parse(job!.result!)).toEqual({ sent: 1 });
    });
  });

  describe('the pending users tab', () => {
    it('searches, sorts and pages', async () => {
      const searched = await pending('search=CRASH');
      expect(searched.items.map((r) => r.loginId).sort()).toEqual([
        'crash.one@acmefresh.example',
        'crash.two@acmefresh.example',
      ]);
      const first = await pending('size=10&sortBy=loginId&sortOrder=desc');
      expect(first.items.map((r) => r.loginId)).toEqual(
        [...first.items.map((r) => r.loginId)].sort((a, b) => (a < b ? 1 : -1)),
      );
      expect((await get(`/api/companies/${ACME}/users/non-provisioned?sortBy=email`)).statusCode).toBe(400);
      expect((await get(`/api/companies/${ACME}/users/non-provisioned?size=7`)).statusCode).toBe(400);
    });

    it('names the adder by their login id once they are no longer a user', async () => {
      await t.ctx.db
        .updateTable('pending_users')
        .set({ created_by: 'departed.admin' })
        .where('login_id', '=', 'crash.one@acmefresh.example')
        .execute();
      const [row] = (await pending('search=crash.one')).items;
      expect([row?.createdBy, row?.createdByName]).toEqual(['departed.admin', 'departed.admin']);
    });

    it("shows a company's pending users to its own admin and to a super admin holding its context only", async () => {
      expect((await get(`/api/companies/${DEL_VALLE}/users/non-provisioned`)).statusCode).toBe(404);
      expect((await get(`/api/companies/${ACME}/users/non-provisioned`, 'superadmin')).statusCode).toBe(404);
      const superAdmin = await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('login_id', '=', 'superadmin')
        .executeTakeFirstOrThrow();
      const sessions = await t.ctx.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', superAdmin.id)
        .execute();
      for (const s of sessions) await setActingCompany(t.ctx.db, s.id, ACME);
      expect((await pending('', 'superadmin')).total).toBeGreaterThan(0);
      expect((await get(`/api/companies/${ACME}/users/non-provisioned`, 'user')).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/companies/${ACME}/users/non-provisioned` })).statusCode).toBe(401);
    });
  });

  describe('resend', () => {
    it('sends a fresh link and voids the earlier one; needs the anti-forgery header; foreign ids 404', async () => {
      const [row] = (await pending('search=nina.nguyen')).items;
      const url = `/api/companies/${ACME}/batch-tasks/${row!.taskId}/RESEND_INVITE`;
      const headers = await headersOf('admin');
      const { [CSRF_HEADER]: _csrf, ...withoutCsrf } = headers;
      expect((await t.app.inject({ url, headers: withoutCsrf })).statusCode).toBe(403);
      const oldLink = linkIn((await mailsTo('nina.nguyen@acmefresh.example'))[0]!.text_body);

      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(resendResultSchema.parse(res.json()).status).toBe('SENT');
      const mails = await mailsTo('nina.nguyen@acmefresh.example');
      expect(mails).toHaveLength(2);
      const newLink = linkIn(mails[1]!.text_body);
      expect(newLink).not.toBe(oldLink);
      const resendLog = await t.ctx.db
        .selectFrom('activity_log')
        .select('description')
        .where('event', '=', 'RESEND_INVITE')
        .execute();
      expect(resendLog).toHaveLength(1);

      const old = await t.app.inject({ url: oldLink, headers: { host: HOSTS.US } });
      expect([old.statusCode, old.headers.location]).toEqual([303, '/api/password-reset']);

      expect(
        (await t.app.inject({ url: `/api/companies/${DEL_VALLE}/batch-tasks/${row!.taskId}/RESEND_INVITE`, headers }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ url: `/api/companies/${ACME}/batch-tasks/999999/RESEND_INVITE`, headers })).statusCode,
      ).toBe(404);
      const mxHeaders = await headersOf('admin.mx');
      expect(
        (
          await t.app.inject({
            url: `/api/companies/${ACME}/batch-tasks/${row!.taskId}/RESEND_INVITE`,
            headers: mxHeaders,
          })
        ).statusCode,
      ).toBe(404);
      expect((await get(url, 'user')).statusCode).toBe(403);
      expect((await get(url, 'spectator')).statusCode).toBe(403);
    });
  });

  describe('the link completes registration', () => {
    it('creates the account, a job grants the products, and the link leads to setting a password, sign-in and /userRegistration', async () => {
      const mails = await mailsTo('nina.nguyen@acmefresh.example');
      const link = linkIn(mails[mails.length - 1]!.text_body);
      const opened = await t.app.inject({ url: link, headers: { host: HOSTS.US } });
      expect(opened.statusCode).toBe(303);
      const resetPath = opened.headers.location as string;
      expect(resetPath).toMatch(/^\/api\/password-reset\?token=[\w-]+&lang=en-US$/);
      expect((await pending('search=nina.nguyen')).items[0]!.stage).toBe('GRANTING_ACCESS');
      const user = await t.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('login_id', '=', 'nina.nguyen@acmefresh.example')
        .executeTakeFirstOrThrow();
      expect([user.company_id, user.registration_completed, user.password_hash]).toEqual([ACME, 0, null]);
      const grants = () =>
        t.ctx.db
          .selectFrom('user_products')
          .select(['product_code', 'access_status'])
          .where('user_id', '=', user.id)
          .execute();
      expect(await grants()).toEqual([]);
      await t.ctx.worker.drain();
      expect(await grants()).toEqual([{ product_code: 'REPORT_BUILDER', access_status: 'ACCESS_COMPLETE' }]);
      expect((await pending('search=nina.nguyen')).items[0]!.stage).toBe('COMPLETING');

      const resetToken = new URL(`http://x${resetPath}`).searchParams.get('token')!;
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        headers: {
          host: HOSTS.US,
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
        },
        payload: new URLSearchParams({ token: resetToken, password: NEW_PASSWORD, confirm: NEW_PASSWORD }).toString(),
      });
      expect(set.statusCode, set.body).toBe(303);
      // The link is spent once a password is set with it.
      const again = await t.app.inject({ url: link, headers: { host: HOSTS.US } });
      expect(again.headers.location).toBe('/api/password-reset');

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: HOSTS.US, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
        payload: { loginId: 'nina.nguyen@acmefresh.example', password: NEW_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      const cookie = sessionCookieOf(login);
      const done = await t.app.inject({
        method: 'PUT',
        url: `/api/companies/${ACME}/users/complete-registration`,
        headers: asUser(cookie),
        payload: {
          first_name: 'Nina',
          last_name: 'Nguyen',
          timezone: 'America/Chicago',
          language_code: 'en-US',
          accepted: [{ assetPath: 'supplier-terms-and-conditions', version: '2.0' }],
        },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect((await pending('search=nina.nguyen')).total).toBe(0);
      const completed = await t.ctx.db
        .selectFrom('activity_log')
        .select('description')
        .where('event', '=', 'INVITATION_COMPLETED')
        .execute();
      expect(completed).toHaveLength(1);
    });
  });

  describe('an invitee deleted before finishing registration', () => {
    it('ends their invitation: the pending row goes and the link no longer makes an account', async () => {
      await add([newUser('gone@acmefresh.example')]);
      await t.ctx.worker.drain();
      const link = linkIn((await mailsTo('gone@acmefresh.example'))[0]!.text_body);
      expect((await t.app.inject({ url: link, headers: { host: HOSTS.US } })).statusCode).toBe(303);
      // Deleted while the job granting the products waits: that job then finds nothing to grant.
      expect((await pending('search=gone@')).items[0]!.stage).toBe('GRANTING_ACCESS');
      const res = await post('users/delete', { loginIds: ['gone@acmefresh.example'] });
      expect(res.statusCode, res.body).toBe(200);
      await t.ctx.worker.drain();
      expect((await pending('search=gone@')).total).toBe(0);
      const again = await t.app.inject({ url: link, headers: { host: HOSTS.US } });
      expect(again.headers.location).toBe('/api/password-reset');
      const users = await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('login_id', '=', 'gone@acmefresh.example')
        .execute();
      expect(users).toEqual([]);
    });
  });
});

/** The authorised-domain rule, with each company's domains replaced by the test's own. */
describe(`invitations: authorised domains (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const now = new Date().toISOString();
    const domain = (company_id: number, domain_name: string, allow_sub_domains: number) => ({
      company_id,
      domain_name,
      allow_sub_domains,
      is_3p_domain: 0,
      created_by: 'test',
      created_at: now,
      updated_at: now,
    });
    await t.ctx.db.deleteFrom('email_domains').where('company_id', 'in', [ACME, DEL_VALLE]).execute();
    await t.ctx.db
      .insertInto('email_domains')
      .values([
        domain(ACME, 'acmefresh.example', 0),
        domain(ACME, 'acme.example', 1),
        domain(DEL_VALLE, 'delvalle.example', 1),
      ])
      .execute();
    cookie = await t.signIn('admin', HOSTS.US);
  });
  afterAll(() => t.close());

  it("refuses an address outside the company's domains, sub-domains only where allowed", async () => {
    const users = ['a@acmefresh.example', 'b@eu.acmefresh.example', 'c@eu.acme.example', 'd@delvalle.example'];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${ACME}/users/validate`,
      headers: asUser(cookie),
      payload: { users: users.map((email) => newUser(email)) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(validationResultSchema.parse(res.json()).rows.map((r) => r.errors)).toEqual([
      [],
      [INVITE_ROW_ERRORS.domainNotAuthorised],
      [],
      [INVITE_ROW_ERRORS.domainNotAuthorised],
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${ACME}/users`,
      headers: asUser(cookie),
      payload: { users: [newUser('d@delvalle.example')] },
    });
    expect([added.statusCode, added.json().code]).toEqual([400, INVITATION_ERROR_CODES.invalidRows]);
  });
});
