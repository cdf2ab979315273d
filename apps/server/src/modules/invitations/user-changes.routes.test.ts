import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import {
  deletionStartedSchema,
  INVITATION_ERROR_CODES,
  userAccessResultSchema,
  userJobListSchema,
  userJobSchema,
} from '@portal/contract/invitations';
import { GROUPS } from '@portal/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueJob } from '../../platform/jobs.repository.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { findJob } from '../../test/queries.js';
import { type AccessJobPayload, runAccessChange, runDeletion } from './user-changes.service.js';

/** A company of its own (Zeta): two admins and four regular users. */
const ZETA_USERS = [
  { login: 'zeta.admin', admin: true },
  { login: 'zeta.admin2', admin: true },
  { login: 'zeta.user1', admin: false },
  { login: 'zeta.user2', admin: false },
  { login: 'zeta.user3', admin: false },
  { login: 'zeta.user4', admin: false },
];

describe(`deleting users and changing their access (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let zeta: number;
  let acme: number;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    zeta = (
      await db
        .insertInto('companies')
        .values({
          market: 'US',
          name: 'Zeta Test Supplies',
          type: 'SUPPLIER',
          account_type: 'charter',
          status: 'ACTIVE',
          primary_contact_email: 'zeta.admin@zeta.example',
          tenant_id: 995_101,
          site_id: 1001,
          business_code: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    acme = (
      await db.selectFrom('companies').select('id').where('name', '=', 'Acme Fresh Foods').executeTakeFirstOrThrow()
    ).id;
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('login_id', '=', 'admin')
      .executeTakeFirstOrThrow();
    const groups = new Map((await db.selectFrom('groups').select(['id', 'name']).execute()).map((g) => [g.name, g.id]));
    for (const u of ZETA_USERS) {
      const user = await db
        .insertInto('users')
        .values({
          login_id: u.login,
          first_name: u.login,
          last_name: 'Zeta',
          email: `${u.login}@zeta.example`,
          user_type: 'EXTERNAL',
          third_party_user: 0,
          company_id: zeta,
          group_id: groups.get(u.admin ? GROUPS.admin : GROUPS.regularUser)!,
          persona_access_codes: '[]',
          access_class: 'UI',
          status: 'ACTIVE',
          last_login_at: null,
          registration_completed: 1,
          password_hash,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
          blocked_reason: null,
          blocked_by: null,
          blocked_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_products')
        .values({
          user_id: user.id,
          product_code: 'REPORT_BUILDER',
          access_status: 'ACCESS_COMPLETE',
          updated_at: '2026-01-01',
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string): Promise<Record<string, string>> {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId, HOSTS.US));
    return asUser(cookies.get(loginId)!, HOSTS.US);
  }
  const call = async (method: 'POST' | 'PUT', path: string, payload: unknown, as = 'zeta.admin', companyId = zeta) =>
    t.app.inject({
      method,
      url: `/api/companies/${companyId}/users/${path}`,
      headers: await headersOf(as),
      payload: payload as Record<string, unknown>,
    });
  const userIdOf = async (login: string) =>
    (await t.ctx.db.selectFrom('users').select('id').where('login_id', '=', login).executeTakeFirst())?.id;
  const productsOf = async (login: string) =>
    (
      await t.ctx.db
        .selectFrom('user_products')
        .innerJoin('users', 'users.id', 'user_products.user_id')
        .select('product_code')
        .where('users.login_id', '=', login)
        .orderBy('product_code')
        .execute()
    ).map((r) => r.product_code);
  const activity = (event: string) =>
    t.ctx.db
      .selectFrom('activity_log')
      .select(['actor', 'entity_id', 'description'])
      .where('event', '=', event)
      .execute();

  const jobOf = async (jobId: number, as = 'zeta.admin', companyId = zeta) =>
    t.app.inject({ url: `/api/companies/${companyId}/users/jobs/${jobId}`, headers: await headersOf(as) });
  const jobsOf = async (as = 'zeta.admin', companyId = zeta) =>
    t.app.inject({ url: `/api/companies/${companyId}/users/jobs`, headers: await headersOf(as) });

  describe('access', () => {
    it('POST grants products (keeping the others), PUT sets exactly these: started at once, made by the job, each logged with before and after', async () => {
      const granted = await call('POST', 'access', {
        loginIds: ['zeta.user1', 'ZETA.USER2'],
        products: ['SHOPPER_BEHAVIOR'],
      });
      expect(granted.statusCode, granted.body).toBe(200);
      const started = userAccessResultSchema.parse(granted.json());
      expect([started.status, started.loginIds]).toEqual(['started', ['zeta.user1', 'zeta.user2']]);
      // Nothing has changed yet: the job does it.
      expect(await productsOf('zeta.user1')).toEqual(['REPORT_BUILDER']);
      expect(userJobSchema.parse((await jobOf(started.jobId)).json())).toMatchObject({
        jobId: started.jobId,
        kind: 'CHANGE_ACCESS',
        state: 'QUEUED',
        progress: 0,
        total: 2,
        processed: 0,
        createdBy: 'zeta.admin',
      });
      const listed = userJobListSchema.parse((await jobsOf()).json()).items;
      expect(listed.map((job) => [job.jobId, job.state])).toContainEqual([started.jobId, 'QUEUED']);
      await t.ctx.worker.drain();
      expect(userJobSchema.parse((await jobOf(started.jobId)).json())).toMatchObject({
        state: 'DONE',
        processed: 2,
        succeeded: 2,
        failed: 0,
        hasResult: false,
      });
      // Over, a product change leaves the list (only a bulk job stays, for its result file).
      const after = userJobListSchema.parse((await jobsOf()).json()).items;
      expect(after.map((job) => job.jobId)).not.toContain(started.jobId);
      expect(JSON.parse((await findJob(t.ctx.db, started.jobId))!.result!)).toEqual({ changed: 2, gone: 0 });
      expect(await productsOf('zeta.user1')).toEqual(['REPORT_BUILDER', 'SHOPPER_BEHAVIOR']);
      expect(await productsOf('zeta.user2')).toEqual(['REPORT_BUILDER', 'SHOPPER_BEHAVIOR']);
      const set = await call('PUT', 'access', { loginIds: ['zeta.user1'], products: ['SHOPPER_BEHAVIOR'] });
      expect(set.statusCode, set.body).toBe(200);
      await t.ctx.worker.drain();
      expect(await productsOf('zeta.user1')).toEqual(['SHOPPER_BEHAVIOR']);
      expect((await activity('GRANT_USER_ACCESS')).map((a) => a.description)).toContain(
        'zeta.admin granted the products of zeta.user1: before [REPORT_BUILDER]; after [REPORT_BUILDER, SHOPPER_BEHAVIOR]',
      );
      expect((await activity('CHANGE_USER_ACCESS')).map((a) => a.description)).toEqual([
        'zeta.admin changed the products of zeta.user1: before [REPORT_BUILDER, SHOPPER_BEHAVIOR]; after [SHOPPER_BEHAVIOR]',
      ]);
    });

    it('a job interrupted mid-way finishes after a restart, each user changed and logged once', async () => {
      const res = await call('PUT', 'access', {
        loginIds: ['zeta.user1', 'zeta.user2'],
        products: ['CHANNEL_INSIGHTS'],
      });
      const { jobId } = userAccessResultSchema.parse(res.json());
      // A worker claims the job, changes the first user, and its server stops before the job ends.
      const claimed = await claimDueJob(t.ctx.db, t.ctx.dialect, t.clock.now(), 60_000, ['users.access']);
      expect(claimed?.id).toBe(jobId);
      const payload = JSON.parse(claimed!.payload) as AccessJobPayload;
      expect(await runAccessChange(t.ctx, jobId, { ...payload, userIds: payload.userIds.slice(0, 1) })).toEqual({
        changed: 1,
        gone: 0,
      });
      expect(userJobSchema.parse((await jobOf(jobId)).json()).state).toBe('RUNNING');
      t.clock.advance(120_000);
      await t.ctx.worker.drain();
      const job = await findJob(t.ctx.db, jobId);
      expect([job?.status, job?.attempts, JSON.parse(job!.result!)]).toEqual(['done', 2, { changed: 1, gone: 0 }]);
      const counted = userJobSchema.parse((await jobOf(jobId)).json());
      expect([counted.total, counted.processed, counted.succeeded]).toEqual([2, 2, 2]);
      expect(await productsOf('zeta.user1')).toEqual(['CHANNEL_INSIGHTS']);
      expect(await productsOf('zeta.user2')).toEqual(['CHANNEL_INSIGHTS']);
      const entries = (await activity('CHANGE_USER_ACCESS')).filter((a) =>
        a.description.endsWith('[CHANNEL_INSIGHTS]'),
      );
      expect(entries.map((a) => a.entity_id).sort()).toEqual(['zeta.user1', 'zeta.user2']);
      // Run once more (a second worker on a stale claim): nothing more is changed or logged.
      expect(await runAccessChange(t.ctx, jobId, payload)).toEqual({ changed: 0, gone: 0 });
      expect(await activity('CHANGE_USER_ACCESS')).toHaveLength(entries.length + 1);
    });

    it('refuses an unknown product (400), another company’s user (404, nothing started), a regular user and the spectator (403)', async () => {
      const jobs = async () =>
        (await t.ctx.db.selectFrom('jobs').select('id').where('type', '=', 'users.access').execute()).length;
      const before = await jobs();
      const unknown = await call('POST', 'access', { loginIds: ['zeta.user2'], products: ['NOPE'] });
      expect([unknown.statusCode, unknown.json().code]).toEqual([400, INVITATION_ERROR_CODES.unknownProduct]);
      const foreign = await call('PUT', 'access', { loginIds: ['zeta.user2', 'user'], products: [] });
      expect(foreign.statusCode).toBe(404);
      expect((await call('PUT', 'access', { loginIds: ['zeta.user2'], products: [] }, 'admin')).statusCode).toBe(404);
      expect((await call('POST', 'access', { loginIds: ['user'], products: [] }, 'user', acme)).statusCode).toBe(403);
      expect((await call('POST', 'access', { loginIds: ['user'], products: [] }, 'spectator', acme)).statusCode).toBe(
        403,
      );
      expect((await call('POST', 'access', { loginIds: [], products: [] })).statusCode).toBe(400);
      expect(await jobs()).toBe(before);
      await t.ctx.worker.drain();
      expect(await productsOf('zeta.user2')).toEqual(['CHANNEL_INSIGHTS']);
    });

    it("shows a job to the company's admins only, and only a user change's job", async () => {
      const res = await call('POST', 'access', { loginIds: ['zeta.user2'], products: ['REPORT_BUILDER'] });
      const { jobId } = userAccessResultSchema.parse(res.json());
      expect((await jobOf(jobId, 'admin')).statusCode).toBe(404);
      expect((await jobOf(jobId, 'admin', acme)).statusCode).toBe(404);
      expect((await jobOf(jobId, 'user', acme)).statusCode).toBe(403);
      expect((await jobOf(999_999)).statusCode).toBe(404);
      const other = await t.ctx.worker.enqueue('invitations.grant', { pendingId: 999_999 }, { companyId: zeta });
      expect((await jobOf(other)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ url: `/api/companies/${zeta}/users/jobs/${jobId}`, headers: { host: HOSTS.US } }))
          .statusCode,
      ).toBe(401);
      await t.ctx.worker.drain();
      expect(userJobSchema.parse((await jobOf(jobId)).json())).toMatchObject({ jobId, state: 'DONE', progress: 100 });
      expect((await jobsOf('admin')).statusCode).toBe(404);
      expect((await jobsOf('user', acme)).statusCode).toBe(403);
    });
  });

  describe('delete', () => {
    it('refuses deleting oneself and the last admin (409, nothing started)', async () => {
      const self = await call('POST', 'delete', { loginIds: ['zeta.admin', 'zeta.user4'] });
      expect([self.statusCode, self.json().code]).toEqual([409, INVITATION_ERROR_CODES.selfDelete]);
      const admins = await call('POST', 'delete', { loginIds: ['zeta.admin2'] }, 'zeta.admin');
      expect(admins.statusCode, admins.body).toBe(200);
      await t.ctx.worker.drain();
      expect(await userIdOf('zeta.admin2')).toBeUndefined();
      // zeta.admin is now the last admin: another admin of theirs could not remove them (nor can they).
      const last = await call('POST', 'delete', { loginIds: ['zeta.admin'] }, 'zeta.admin');
      expect(last.statusCode).toBe(409);
      const jobs = await t.ctx.db.selectFrom('jobs').select('id').where('type', '=', 'users.delete').execute();
      expect(jobs).toHaveLength(1);
    });

    it('answers started; the job removes the users once, with their grants and sessions, logging who they were', async () => {
      const user3 = (await userIdOf('zeta.user3'))!;
      await t.signIn('zeta.user3', HOSTS.US);
      const res = await call('POST', 'delete', { loginIds: ['ZETA.USER3', 'zeta.user4'] });
      expect(res.statusCode, res.body).toBe(200);
      const started = deletionStartedSchema.parse(res.json());
      expect(started.loginIds).toEqual(['zeta.user3', 'zeta.user4']);
      expect(await userIdOf('zeta.user3')).toBe(user3);
      // A worker claims the job, removes the first user, and its server stops before the job ends.
      const claimed = await claimDueJob(t.ctx.db, t.ctx.dialect, t.clock.now(), 60_000, ['users.delete']);
      expect(claimed?.id).toBe(started.jobId);
      await runDeletion(t.ctx, started.jobId, { companyId: zeta, userIds: [user3], actor: 'zeta.admin' });
      const halfway = await jobOf(started.jobId);
      expect(userJobSchema.parse(halfway.json())).toMatchObject({
        kind: 'DELETE_USERS',
        state: 'RUNNING',
        total: 2,
        processed: 1,
        succeeded: 1,
        failed: 0,
        endedAt: null,
        hasResult: false,
      });
      t.clock.advance(120_000);
      await t.ctx.worker.drain();
      const job = await findJob(t.ctx.db, started.jobId);
      // The run again skips the user its first run deleted, and counts each user once.
      expect([job?.status, JSON.parse(job!.result!)]).toEqual(['done', { deleted: 1, kept: [] }]);
      const ended = userJobSchema.parse((await jobOf(started.jobId)).json());
      expect([ended.state, ended.processed, ended.succeeded, ended.failed]).toEqual(['DONE', 2, 2, 0]);
      expect(await userIdOf('zeta.user3')).toBeUndefined();
      expect(await userIdOf('zeta.user4')).toBeUndefined();
      expect(await t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user3).execute()).toEqual([]);
      expect(
        await t.ctx.db.selectFrom('user_products').select('user_id').where('user_id', '=', user3).execute(),
      ).toEqual([]);
      const log = await activity('DELETE_USER');
      expect(log.filter((l) => l.entity_id === 'zeta.user3')).toHaveLength(1);
      expect(log.find((l) => l.entity_id === 'zeta.user4')?.description).toBe(
        'zeta.admin deleted zeta.user4: before zeta.user4 Zeta <zeta.user4@zeta.example>, Regular User, ACTIVE, products [REPORT_BUILDER]; after none',
      );
    });

    it("answers 404 for another company's user or company, 403 to a regular user and the spectator, 401 signed out", async () => {
      expect((await call('POST', 'delete', { loginIds: ['user'] })).statusCode).toBe(404);
      expect((await call('POST', 'delete', { loginIds: ['zeta.user1'] }, 'admin')).statusCode).toBe(404);
      expect((await call('POST', 'delete', { loginIds: ['zeta.user1'] }, 'admin', acme)).statusCode).toBe(404);
      expect((await call('POST', 'delete', { loginIds: ['admin'] }, 'user', acme)).statusCode).toBe(403);
      expect((await call('POST', 'delete', { loginIds: ['admin'] }, 'spectator', acme)).statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${zeta}/users/delete`,
        headers: { host: HOSTS.US, [CSRF_HEADER]: CSRF_HEADER_VALUE },
        payload: { loginIds: ['zeta.user1'] },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await userIdOf('zeta.user1')).toBeDefined();
    });
  });
});
