import { additionStartedSchema, INVITATION_ERROR_CODES, pendingUserPageSchema } from '@portal/contract/invitations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../../db/seed/demo-data.js';
import { demoTenantIds } from '../../db/seed/demo.js';
import { claimDueJob } from '../../platform/jobs.repository.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { findJob } from '../../test/queries.js';
import { grantInvitation, stageAfterGrants, stageOf } from './invitation-lifecycle.service.js';

const ACME = DEMO_COMPANIES.findIndex((c) => c.key === 'acme') + 1;
const ACME_TENANT = demoTenantIds().get('acme')!;
const complete = (code: string) => ({ product_code: code, access_status: 'ACCESS_COMPLETE' });
const settingUp = (code: string) => ({ product_code: code, access_status: 'ACCESS_PENDING' });

describe('the pending user lifecycle, as a rule', () => {
  it('waits while a product asked for sets itself up, then completes until registration, then ends', () => {
    const asked = ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'];
    expect(stageAfterGrants(asked, [complete('REPORT_BUILDER'), settingUp('SHOPPER_BEHAVIOR')], false)).toBe(
      'WAITING_FOR_ACCESS',
    );
    expect(stageAfterGrants(asked, [complete('REPORT_BUILDER'), settingUp('SHOPPER_BEHAVIOR')], true)).toBe(
      'WAITING_FOR_ACCESS',
    );
    expect(stageAfterGrants(asked, [complete('REPORT_BUILDER'), complete('SHOPPER_BEHAVIOR')], false)).toBe(
      'COMPLETING',
    );
    expect(stageAfterGrants(asked, [complete('REPORT_BUILDER'), complete('SHOPPER_BEHAVIOR')], true)).toBe('ENDED');
    // A product taken away (or a pending grant of one not asked for) waits for nothing.
    expect(stageAfterGrants(asked, [complete('REPORT_BUILDER'), settingUp('CHANNEL_INSIGHTS')], false)).toBe(
      'COMPLETING',
    );
  });

  it('reads a stage it knows, and throws on one it does not', () => {
    expect(stageOf({ id: 1, stage: 'WAITING_FOR_ACCESS' })).toBe('WAITING_FOR_ACCESS');
    expect(() => stageOf({ id: 7, stage: 'LIMBO' })).toThrow('pending user 7 has an unknown stage "LIMBO"');
  });
});

describe(`the pending user lifecycle (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let adminCookie: string;
  const headers = () => asUser(adminCookie, HOSTS.US);

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await t.signIn('admin', HOSTS.US);
  });
  afterAll(() => t.close());

  /** Invites one person into Acme, sends the invitation, and answers their task id and link. */
  async function invite(email: string, products: string[]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${ACME}/users`,
      headers: headers(),
      payload: { users: [{ email, firstName: 'Lee', lastName: 'Cycle', products, persona: 'USER' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const taskId = additionStartedSchema.parse(res.json()).taskIds[0]!;
    await t.ctx.worker.drain();
    const [mail] = await mailsTo(email);
    const url = new URL(/(https?:\/\/\S+\/api\/invitations\/accept\?token=[\w%-]+)/.exec(mail!.text_body)![1]!);
    return { taskId, link: `${url.pathname}${url.search}` };
  }
  const mailsTo = (address: string) =>
    t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', address).execute();
  const open = async (link: string) =>
    expect((await t.app.inject({ url: link, headers: { host: HOSTS.US } })).statusCode).toBe(303);
  const stageOfTask = async (taskId: number) =>
    (await t.ctx.db.selectFrom('pending_users').select('stage').where('id', '=', taskId).executeTakeFirst())?.stage;
  const grantsOf = async (loginId: string) =>
    t.ctx.db
      .selectFrom('user_products')
      .innerJoin('users', 'users.id', 'user_products.user_id')
      .select(['product_code', 'access_status'])
      .where('users.login_id', '=', loginId)
      .orderBy('product_code')
      .execute();
  /** The task's entries: event, actor and the stages before and after. */
  const movesOf = async (taskId: number) =>
    (
      await t.ctx.db
        .selectFrom('activity_log')
        .select(['event', 'actor', 'before_value', 'after_value'])
        .where('entity_type', '=', 'PENDING_USER')
        .where('entity_id', '=', String(taskId))
        .orderBy('id')
        .execute()
    ).map((e) => [
      e.event,
      e.actor,
      e.before_value && JSON.parse(e.before_value),
      e.after_value && JSON.parse(e.after_value),
    ]);
  const resend = async (taskId: number) =>
    t.app.inject({ url: `/api/companies/${ACME}/batch-tasks/${taskId}/RESEND_INVITE`, headers: headers() });
  const changeProducts = async (method: 'POST' | 'PUT', loginId: string, products: string[]) => {
    const res = await t.app.inject({
      method,
      url: `/api/companies/${ACME}/users/access`,
      headers: headers(),
      payload: { loginIds: [loginId], products },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.worker.drain();
  };
  /** The invitee sets a password (the demo one, to sign in as the tests do) and completes registration. */
  async function register(loginId: string) {
    const { password_hash } = await t.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('login_id', '=', 'admin')
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('users').set({ password_hash }).where('login_id', '=', loginId).execute();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${ACME}/users/complete-registration`,
      headers: asUser(await t.signIn(loginId, HOSTS.US), HOSTS.US),
      payload: {
        first_name: 'Lee',
        last_name: 'Cycle',
        timezone: 'America/Chicago',
        language_code: 'en-US',
        accepted: [{ assetPath: 'supplier-terms-and-conditions', version: '2.0' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('moves through every stage, waiting while Shopper Behavior sets itself up; resend only at the start; each move logged', async () => {
    const email = 'lee.waits@acmefresh.example';
    const { taskId, link } = await invite(email, ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER']);
    expect(await stageOfTask(taskId)).toBe('INVITATION_SENT');

    await open(link);
    expect(await stageOfTask(taskId)).toBe('GRANTING_ACCESS');
    expect(await grantsOf(email)).toEqual([]);
    const refused = await resend(taskId);
    expect([refused.statusCode, refused.json().code]).toEqual([409, INVITATION_ERROR_CODES.notResendable]);

    await t.ctx.worker.drain();
    expect(await stageOfTask(taskId)).toBe('WAITING_FOR_ACCESS');
    expect(await grantsOf(email)).toEqual([complete('REPORT_BUILDER'), settingUp('SHOPPER_BEHAVIOR')]);
    const listed = await t.app.inject({
      url: `/api/companies/${ACME}/users/non-provisioned?search=lee.waits`,
      headers: headers(),
    });
    expect(pendingUserPageSchema.parse(listed.json()).items.map((r) => r.stage)).toEqual(['WAITING_FOR_ACCESS']);
    expect((await resend(taskId)).statusCode).toBe(409);

    // The product's set-up done, the admin grants it: the invitation goes on to its end.
    await changeProducts('POST', email, ['SHOPPER_BEHAVIOR']);
    expect(await stageOfTask(taskId)).toBe('COMPLETING');
    expect(await grantsOf(email)).toEqual([complete('REPORT_BUILDER'), complete('SHOPPER_BEHAVIOR')]);
    expect((await resend(taskId)).statusCode).toBe(409);

    await register(email);
    expect(await stageOfTask(taskId)).toBeUndefined();
    expect(await movesOf(taskId)).toEqual([
      ['ADD_USER', 'admin', null, null],
      ['INVITATION_ACCEPTED', email, { stage: 'INVITATION_SENT' }, { stage: 'GRANTING_ACCESS' }],
      ['INVITATION_ACCESS_GRANTED', 'admin', { stage: 'GRANTING_ACCESS' }, { stage: 'WAITING_FOR_ACCESS' }],
      ['INVITATION_ACCESS_READY', 'admin', { stage: 'WAITING_FOR_ACCESS' }, { stage: 'COMPLETING' }],
      ['INVITATION_COMPLETED', email, null, null],
    ]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('an invitee who registered while waiting is done once an approved request completes the product', async () => {
    const email = 'lee.approved@acmefresh.example';
    const { taskId, link } = await invite(email, ['SHOPPER_BEHAVIOR']);
    await open(link);
    await t.ctx.worker.drain();
    await register(email);
    // Registered, but the product is still being set up: the pending user stays, waiting.
    expect(await stageOfTask(taskId)).toBe('WAITING_FOR_ACCESS');
    const invitee = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('login_id', '=', email)
      .executeTakeFirstOrThrow();
    const request = await t.ctx.db
      .insertInto('access_requests')
      .values({
        requester_user_id: invitee.id,
        requester_company_id: ACME,
        target_company_id: ACME,
        first_name: 'Lee',
        last_name: 'Cycle',
        email,
        products: JSON.stringify(['SHOPPER_BEHAVIOR']),
        product_text: 'Shopper Behavior',
        requestor_note: 'Set up',
        state: 'PENDING',
        create_time: '2026-11-20T10:00:00.000Z',
        decided_by: null,
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/v1/identity/accounts/${ACME_TENANT}/bulk-access-requests`,
      headers: headers(),
      payload: { approvals: [{ id: String(request.id), decision: 'APPROVE' }] },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await stageOfTask(taskId)).toBeUndefined();
    expect((await movesOf(taskId)).slice(-1)).toEqual([
      ['INVITATION_COMPLETED', 'admin', { stage: 'WAITING_FOR_ACCESS' }, { stage: null }],
    ]);
  });

  it('an invitee who registered before the grant job ran is done when it runs', async () => {
    const email = 'lee.quick@acmefresh.example';
    const { taskId, link } = await invite(email, ['REPORT_BUILDER']);
    await open(link);
    await register(email);
    expect(await stageOfTask(taskId)).toBe('GRANTING_ACCESS');
    await t.ctx.worker.drain();
    expect(await stageOfTask(taskId)).toBeUndefined();
    expect(await grantsOf(email)).toEqual([complete('REPORT_BUILDER')]);
    expect((await movesOf(taskId)).slice(-1)).toEqual([
      ['INVITATION_COMPLETED', 'admin', { stage: 'GRANTING_ACCESS' }, { stage: null }],
    ]);
  });

  it('the grant job killed mid-way and run again grants once, logs once and e-mails no one again', async () => {
    const email = 'lee.crash@acmefresh.example';
    const { taskId, link } = await invite(email, ['SHOPPER_BEHAVIOR', 'CHANNEL_INSIGHTS']);
    await open(link);
    // A worker claims the job and grants; its server dies before it can record that the job is done.
    const claimed = await claimDueJob(t.ctx.db, t.ctx.dialect, t.clock.now(), 60_000, ['invitations.grant']);
    expect(claimed).toBeDefined();
    expect(await grantInvitation(t.ctx, { pendingId: taskId })).toEqual({ stage: 'WAITING_FOR_ACCESS' });
    t.clock.advance(120_000);
    await t.ctx.worker.drain();
    const job = await findJob(t.ctx.db, claimed!.id);
    expect([job?.status, job?.attempts, JSON.parse(job!.result!)]).toEqual(['done', 2, { stage: null }]);
    expect(await stageOfTask(taskId)).toBe('WAITING_FOR_ACCESS');
    expect(await grantsOf(email)).toEqual([complete('CHANNEL_INSIGHTS'), settingUp('SHOPPER_BEHAVIOR')]);
    expect((await movesOf(taskId)).filter(([event]) => event === 'INVITATION_ACCESS_GRANTED')).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    // Taking the waiting product away leaves nothing to wait for.
    await changeProducts('PUT', email, ['CHANNEL_INSIGHTS']);
    expect(await stageOfTask(taskId)).toBe('COMPLETING');
  });

  it('answers an unknown stage with an error, never as another stage', async () => {
    const email = 'lee.limbo@acmefresh.example';
    const { taskId } = await invite(email, []);
    await t.ctx.db.updateTable('pending_users').set({ stage: 'LIMBO' }).where('id', '=', taskId).execute();
    const listed = await t.app.inject({
      url: `/api/companies/${ACME}/users/non-provisioned?search=lee.limbo`,
      headers: headers(),
    });
    expect([listed.statusCode, listed.json().code]).toEqual([500, 'server.internal']);
    expect(listed.body).not.toContain('LIMBO');
    expect((await resend(taskId)).statusCode).toBe(500);
    // The tab's download streams: it breaks off (the browser sees a failed download), never writes the row.
    await expect(
      t.app.inject({ url: `/api/companies/${ACME}/users/export/pending?search=lee.limbo`, headers: headers() }),
    ).rejects.toThrow('response destroyed');
    await t.ctx.db.deleteFrom('pending_users').where('id', '=', taskId).execute();
  });
});
