import {
  ACCESS_AUDIT_ERROR_CODES,
  accessAuditConfirmedSchema,
  accessAuditPreviewSchema,
  accessAuditSchema,
  accessAuditUrl,
  accessAuditUserPageSchema,
} from '@portal/contract/access-audit';
import { ERROR_CODES } from '@portal/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetRows } from '../../test/sheet-rows.js';
import { DEMO_COMPANIES } from '../../db/seed/demo-data.js';
import { demoTenantIds } from '../../db/seed/demo.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { runAuditSweep } from './access-audit.service.js';

const companyId = (key: string) => DEMO_COMPANIES.findIndex((c) => c.key === key) + 1;
const ACME = companyId('acme');
const SUMMIT = companyId('summit');
const DAY_MS = 86_400_000;
/** Invited before the lock-out, opening the invitation while locked. */
const HELD_BACK = 'held.back@acmefresh.example';
const ACKS = { acknowledgements: { reviewedUserList: true, madeModifications: true, verifiedAllUsers: true } };

type Method = 'GET' | 'PUT' | 'POST';

describe(`user access audit (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function call(method: Method, url: string, as = 'admin', payload?: unknown) {
    if (!cookies.has(as)) cookies.set(as, await t.signIn(as, HOSTS.US));
    const headers = asUser(cookies.get(as)!, HOSTS.US);
    return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  const audit = async (as = 'admin') => {
    const res = await call('GET', accessAuditUrl(ACME), as);
    expect(res.statusCode, res.body).toBe(200);
    return accessAuditSchema.parse(res.json());
  };
  const dueIn = (days: number) =>
    t.ctx.db
      .updateTable('access_audits')
      .set({ due_at: new Date(t.clock.now().getTime() + days * DAY_MS).toISOString() })
      .where('company_id', '=', ACME)
      .execute();
  const acmeUserIds = async () =>
    (await t.ctx.db.selectFrom('users').select('id').where('company_id', '=', ACME).execute()).map((u) => u.id);
  const acmeGrants = async () =>
    t.ctx.db
      .selectFrom('user_products')
      .innerJoin('users', 'users.id', 'user_products.user_id')
      .select(['users.login_id', 'user_products.product_code'])
      .where('users.company_id', '=', ACME)
      .orderBy('users.login_id')
      .orderBy('user_products.product_code')
      .execute();
  const reminders = () =>
    t.ctx.db
      .selectFrom('outbox')
      .select(['to_address', 'subject'])
      .where('template', '=', 'access-audit-reminder')
      .where('company_id', '=', ACME)
      .orderBy('id')
      .execute();
  const entries = (event: string) =>
    t.ctx.db
      .selectFrom('activity_log')
      .select(['actor', 'company_id', 'entity_id', 'description'])
      .where('event', '=', event)
      .orderBy('id')
      .execute();

  it("the demo's Acme is due within 30 days (its admin sees the banner); another company is a year away", async () => {
    const acme = await audit();
    expect(acme).toMatchObject({ companyId: ACME, cycle: 1, state: 'PENDING', daysLeft: 20, bannerShown: true });
    const summit = await t.ctx.db
      .selectFrom('access_audits')
      .select('due_at')
      .where('company_id', '=', SUMMIT)
      .executeTakeFirstOrThrow();
    expect(Math.round((Date.parse(summit.due_at) - t.clock.now().getTime()) / DAY_MS)).toBe(365);
  });

  it('shows the banner from 30 days before the due date: 31 no, 30 and 29 yes', async () => {
    await dueIn(31);
    expect(await audit()).toMatchObject({ daysLeft: 31, bannerShown: false });
    await dueIn(30);
    expect(await audit()).toMatchObject({ daysLeft: 30, bannerShown: true });
    await dueIn(29);
    expect(await audit()).toMatchObject({ daysLeft: 29, bannerShown: true });
  });

  it('refuses another company (404), the spectator’s changes (403) and a regular user (403)', async () => {
    expect((await call('GET', accessAuditUrl(SUMMIT))).statusCode).toBe(404);
    expect((await call('PUT', accessAuditUrl(SUMMIT, 'users/admin'), 'admin', { decision: 'KEEP' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', accessAuditUrl(ACME), 'user')).statusCode).toBe(403);
    const context = await call('GET', `/api/users/set-context?companyId=${ACME}`, 'spectator');
    expect(context.statusCode, context.body).toBe(200);
    expect((await audit('spectator')).companyId).toBe(ACME);
    const decided = await call('PUT', accessAuditUrl(ACME, 'users/user'), 'spectator', { decision: 'REMOVE' });
    expect(decided.statusCode).toBe(403);
    const confirmed = await call('POST', accessAuditUrl(ACME, 'confirm'), 'spectator', ACKS);
    expect(confirmed.statusCode).toBe(403);
    const dated = await call('PUT', accessAuditUrl(ACME, 'due-date'), 'spectator', { dueDate: '2027-01-01' });
    expect([dated.statusCode, dated.json()]).toMatchObject([403, { code: ERROR_CODES.viewOnly }]);
    expect((await call('PUT', accessAuditUrl(ACME, 'due-date'), 'admin', { dueDate: '2027-01-01' })).statusCode).toBe(
      403,
    );
  });

  it('a super admin acting for the company sets its due date (logged)', async () => {
    expect((await call('GET', `/api/users/set-context?companyId=${ACME}`, 'superadmin')).statusCode).toBe(200);
    const res = await call('PUT', accessAuditUrl(ACME, 'due-date'), 'superadmin', { dueDate: '2026-12-22' });
    expect(res.statusCode, res.body).toBe(200);
    expect(accessAuditSchema.parse(res.json())).toMatchObject({ dueAt: '2026-12-22T00:00:00.000Z', daysLeft: 30 });
    expect((await entries('ACCESS_AUDIT_DUE_DATE_SET')).at(-1)).toMatchObject({
      actor: 'superadmin',
      company_id: ACME,
    });
    expect(
      (await call('PUT', accessAuditUrl(SUMMIT, 'due-date'), 'superadmin', { dueDate: '2027-01-01' })).statusCode,
    ).toBe(404);
  });

  it('lists the users with last sign-in and a recommendation, and records decisions (never oneself removed)', async () => {
    const res = await call('GET', `${accessAuditUrl(ACME, 'users')}?sortBy=loginId&sortOrder=asc&pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const page = accessAuditUserPageSchema.parse(res.json());
    const admin = page.items.find((u) => u.loginId === 'admin')!;
    expect(admin).toMatchObject({ recommendation: 'KEEP', decision: null });
    expect(admin.lastSignInAt).not.toBeNull();
    expect(page.items.find((u) => u.loginId === 'noaccess')).toMatchObject({ recommendation: 'REMOVE' });
    const self = await call('PUT', accessAuditUrl(ACME, 'users/admin'), 'admin', { decision: 'REMOVE' });
    expect([self.statusCode, self.json()]).toMatchObject([409, { code: 'access_audit.self_remove' }]);
    const keep = await call('PUT', accessAuditUrl(ACME, 'users/noaccess'), 'admin', { decision: 'KEEP' });
    expect([keep.statusCode, keep.json()]).toMatchObject([200, { decision: 'KEEP', decidedBy: 'admin' }]);
    expect((await call('PUT', accessAuditUrl(ACME, 'users/nobody'), 'admin', { decision: 'KEEP' })).statusCode).toBe(
      404,
    );
    expect((await entries('ACCESS_AUDIT_DECISION')).at(-1)).toMatchObject({ actor: 'admin', entity_id: 'noaccess' });
    const bad = await call('POST', accessAuditUrl(ACME, 'confirm'), 'admin', {
      acknowledgements: { ...ACKS.acknowledgements, verifiedAllUsers: false },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sends the reminders into the outbox once each, at 30, 7 and 1 days before the due date', async () => {
    const admins = await t.ctx.db
      .selectFrom('users')
      .innerJoin('groups', 'groups.id', 'users.group_id')
      .select('users.email')
      .where('users.company_id', '=', ACME)
      .where('groups.name', '=', 'Admin')
      .where('users.status', '=', 'ACTIVE')
      .execute();
    expect(admins.length).toBeGreaterThan(0);
    await dueIn(40);
    await runAuditSweep(t.ctx);
    expect(await reminders()).toHaveLength(0);
    await dueIn(30);
    await runAuditSweep(t.ctx);
    await runAuditSweep(t.ctx);
    expect(await reminders()).toHaveLength(admins.length);
    expect((await reminders())[0]!.subject).toContain('User access audit for Acme');
    await dueIn(7);
    await runAuditSweep(t.ctx);
    await runAuditSweep(t.ctx);
    expect(await reminders()).toHaveLength(2 * admins.length);
    await dueIn(1);
    await runAuditSweep(t.ctx);
    await runAuditSweep(t.ctx);
    expect(await reminders()).toHaveLength(3 * admins.length);
    expect((await entries('ACCESS_AUDIT_REMINDER_SENT')).filter((e) => e.company_id === ACME)).toHaveLength(3);
  });

  /** Invites one person into Acme with products and answers the link of the invitation sent. */
  async function invite(email: string, products: string[]) {
    const res = await call('POST', `/api/companies/${ACME}/users`, 'admin', {
      users: [{ email, firstName: 'Held', lastName: 'Back', products, persona: 'USER' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.worker.drain();
    const mail = await t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', email).executeTakeFirst();
    const url = new URL(/(https?:\/\/\S+\/api\/invitations\/accept\?token=[\w%-]+)/.exec(mail!.text_body)![1]!);
    return `${url.pathname}${url.search}`;
  }
  let invitationSentBeforeLockOut = '';

  it('at the due date, locks out: every grant removed and recorded, sessions ended, state LOCKED, entries', async () => {
    invitationSentBeforeLockOut = await invite(HELD_BACK, ['REPORT_BUILDER']);
    await dueIn(1);
    const grantsBefore = await acmeGrants();
    expect(grantsBefore.length).toBeGreaterThan(0);
    expect((await call('GET', accessAuditUrl(ACME))).statusCode).toBe(200);
    const preview = accessAuditPreviewSchema.parse((await call('GET', accessAuditUrl(ACME, 'preview'))).json());
    expect(preview.loseAccessAtDeadline.total).toBe(new Set(grantsBefore.map((g) => g.login_id)).size);
    t.clock.advance(DAY_MS + 60_000);
    expect(await runAuditSweep(t.ctx)).toMatchObject({ locked: 1 });
    expect(await runAuditSweep(t.ctx)).toMatchObject({ locked: 0 });
    expect(await acmeGrants()).toEqual([]);
    const sessions = await t.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', 'in', await acmeUserIds())
      .execute();
    expect(sessions).toEqual([]);
    expect((await call('GET', accessAuditUrl(ACME))).statusCode).toBe(401);
    cookies.delete('admin');
    const locked = await audit();
    expect(locked).toMatchObject({ state: 'LOCKED', bannerShown: true });
    expect(await entries('ACCESS_AUDIT_LOCKED')).toHaveLength(1);
    expect((await entries('ACCESS_AUDIT_ACCESS_REMOVED')).map((e) => e.entity_id)).toContain('user');
    const recorded = await t.ctx.db
      .selectFrom('access_audit_lockouts')
      .select('product_code')
      .where('company_id', '=', ACME)
      .execute();
    expect(recorded).toHaveLength(grantsBefore.length);
  });

  it('while locked, no path grants a product (409); an invitation opened meanwhile has its products held back', async () => {
    const refused = (res: { statusCode: number; json: () => { code: string } }) => {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(ACCESS_AUDIT_ERROR_CODES.locked);
    };
    refused(
      await call('PUT', `/api/companies/${ACME}/users/access`, 'admin', {
        loginIds: ['user'],
        products: ['REPORT_BUILDER'],
      }),
    );
    refused(
      await call('POST', `/api/companies/${ACME}/users/access`, 'admin', {
        loginIds: ['user'],
        products: ['REPORT_BUILDER'],
      }),
    );
    const newUser = { email: 'locked.out@acmefresh.example', firstName: 'Lock', lastName: 'Out', persona: 'USER' };
    refused(
      await call('POST', `/api/companies/${ACME}/users`, 'admin', {
        users: [{ ...newUser, products: ['REPORT_BUILDER'] }],
      }),
    );
    const request = await t.ctx.db
      .selectFrom('access_requests')
      .select('id')
      .where('target_company_id', '=', ACME)
      .where('state', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    const approvals = `/api/v1/identity/accounts/${demoTenantIds().get('acme')}/bulk-access-requests`;
    refused(await call('POST', approvals, 'admin', { approvals: [{ id: String(request.id), decision: 'APPROVE' }] }));
    expect(await acmeGrants()).toEqual([]);

    expect((await t.app.inject({ url: invitationSentBeforeLockOut, headers: { host: HOSTS.US } })).statusCode).toBe(
      303,
    );
    await t.ctx.worker.drain();
    const invitee = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', HELD_BACK)
      .executeTakeFirstOrThrow();
    expect(await acmeGrants()).toEqual([]);
    const heldBack = await t.ctx.db
      .selectFrom('access_audit_lockouts')
      .select(['product_code', 'restored_at'])
      .where('user_id', '=', invitee.id)
      .execute();
    expect(heldBack).toEqual([{ product_code: 'REPORT_BUILDER', restored_at: null }]);
  });

  it('completing the audit restores the recorded grants, except to the users removed, and sets the next due date', async () => {
    const grantsAtLockOut = await t.ctx.db
      .selectFrom('access_audit_lockouts')
      .innerJoin('users', 'users.id', 'access_audit_lockouts.user_id')
      .select(['users.login_id', 'access_audit_lockouts.product_code'])
      .where('access_audit_lockouts.company_id', '=', ACME)
      .orderBy('users.login_id')
      .orderBy('access_audit_lockouts.product_code')
      .execute();
    expect((await call('PUT', accessAuditUrl(ACME, 'users/user'), 'admin', { decision: 'REMOVE' })).statusCode).toBe(
      200,
    );
    const res = await call('POST', accessAuditUrl(ACME, 'confirm'), 'admin', ACKS);
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = accessAuditConfirmedSchema.parse(res.json());
    expect(confirmed.removed).toEqual(['user']);
    expect(confirmed.restored).toContain('admin');
    const invitee = await t.ctx.db
      .selectFrom('users')
      .select('login_id')
      .where('email', '=', HELD_BACK)
      .executeTakeFirstOrThrow();
    expect(confirmed.restored).toContain(invitee.login_id);
    expect(confirmed.restored).not.toContain('user');
    expect(confirmed.audit).toMatchObject({ cycle: 2, state: 'PENDING', daysLeft: 365, lastConfirmedBy: 'admin' });
    await t.ctx.worker.drain();
    expect(await acmeGrants()).toEqual(grantsAtLockOut.filter((g) => g.login_id !== 'user'));
    expect(await t.ctx.db.selectFrom('users').select('id').where('login_id', '=', 'user').executeTakeFirst()).toBe(
      undefined,
    );
    expect(await entries('ACCESS_AUDIT_CONFIRMED')).toHaveLength(1);
    expect((await entries('ACCESS_AUDIT_ACCESS_RESTORED')).map((e) => e.entity_id)).toContain('admin');
    const again = await call('POST', accessAuditUrl(ACME, 'confirm'), 'admin', ACKS);
    expect(again.statusCode).toBe(200);
    const evidence = await call('GET', accessAuditUrl(ACME, 'export'));
    expect(evidence.statusCode).toBe(200);
    expect(evidence.headers['content-type']).toContain('spreadsheetml');
    const [header, ...evidenceRows] = await sheetRows(evidence.rawPayload);
    expect(header).toEqual([
      'Audit',
      'Due date',
      'Login ID',
      'Name',
      'Email',
      'Group',
      'Last sign-in',
      'Recommendation',
      'Decision',
      'Decided by',
      'Decided at',
    ]);
    expect(evidenceRows.length).toBeGreaterThan(0);
    for (const row of evidenceRows) {
      expect(['Keep', 'Remove']).toContain(row[7]);
      expect(['Keep', 'Remove', 'Not decided']).toContain(row[8]);
    }
  });
});
