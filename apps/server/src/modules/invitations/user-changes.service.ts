import {
  type DeletionStarted,
  type deleteUsersSchema,
  INVITATION_ERROR_CODES,
  type UserAccessResult,
  type userAccessSchema,
  isJobOver,
  USER_JOB_KINDS_WITH_RESULT,
  USER_JOB_RECENT_HOURS,
  type UserJob,
  type UserJobKind,
  type UserJobList,
  type UserJobState,
} from '@portal/contract/invitations';
import { GROUPS } from '@portal/contract/permissions';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { refuseGrantsWhileLocked } from '../../platform/access-lock.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { AppError, notFound } from '../../platform/errors.js';
import { claimJobStep, countJobStep } from '../../platform/job-steps.repository.js';
import type { AuthContext } from '../../platform/session.js';
import { countActiveAdmins, findCompanyUsers, lockCompany } from '../../platform/users.repository.js';
import { settleWaitingInvitation } from './invitation-lifecycle.service.js';
import * as repo from './invitations.repository.js';
import { BULK_CREATE_JOB, BULK_EDIT_JOB, INVITE_JOB } from './invitations.service.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'dialect' | 'worker'>;
type DeleteBody = z.output<typeof deleteUsersSchema>;
type AccessBody = z.output<typeof userAccessSchema>;
type Target = Awaited<ReturnType<typeof findCompanyUsers>>[number];

/** The job that removes the users of one deletion (decision record 023). */
export const DELETE_JOB = 'users.delete';
export type DeleteJobPayload = { companyId: number; userIds: number[]; actor: string };

function conflict(code: string, message: string, loginIds: string[]): AppError {
  return new AppError(409, code, message, { loginIds });
}

/** The company's users named; 404 when any is not one of them. */
async function targetsOf(db: Db, companyId: number, loginIds: readonly string[]): Promise<Target[]> {
  const users = await findCompanyUsers(db, companyId, loginIds);
  if (users.length !== loginIds.length) throw notFound();
  return users;
}

const isActiveAdmin = (u: { group_name: string; status: string }) =>
  u.group_name === GROUPS.admin && u.status === 'ACTIVE';

/** Refuses removing the caller themselves, or every active admin the company has. */
async function assertRemovable(db: Db, auth: AuthContext, companyId: number, users: Target[]): Promise<void> {
  if (users.some((u) => u.id === auth.userId))
    throw conflict(INVITATION_ERROR_CODES.selfDelete, 'You cannot delete yourself.', [auth.loginId]);
  const admins = users.filter(isActiveAdmin);
  if (admins.length > 0 && (await countActiveAdmins(db, companyId)) <= admins.length) {
    throw conflict(
      INVITATION_ERROR_CODES.lastAdmin,
      "The company's last administrator cannot be deleted.",
      admins.map((u) => u.login_id),
    );
  }
}

/**
 * POST /api/companies/{id}/users/delete: checked at once (404 for a user not the company's; 409 for oneself or the
 * last admin: nothing starts), then a job removes them and answers started.
 */
export async function deleteUsers(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  body: DeleteBody,
): Promise<DeletionStarted> {
  return ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') await lockCompany(trx, companyId);
    const users = await targetsOf(trx, companyId, body.loginIds);
    await assertRemovable(trx, auth, companyId, users);
    const payload: DeleteJobPayload = { companyId, userIds: users.map((u) => u.id), actor: auth.loginId };
    const jobId = await ctx.worker.enqueue(DELETE_JOB, payload, {
      companyId,
      createdBy: auth.loginId,
      total: payload.userIds.length,
      db: trx,
    });
    return { status: 'started', jobId, loginIds: users.map((u) => u.login_id) };
  });
}

/**
 * The deletion job: each user in a transaction of their own, which claims the user's step of the job (a run again
 * after a crash skips it) and counts it: deleted with its activity-log entry, already gone (done), or kept because
 * they became the last active admin since the request (not done, and said so).
 */
export async function runDeletion(
  ctx: Ctx,
  jobId: number,
  payload: DeleteJobPayload,
  checkpoint: () => void = () => {},
): Promise<{ deleted: number; kept: string[] }> {
  let deleted = 0;
  const kept: string[] = [];
  for (const userId of payload.userIds) {
    checkpoint();
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const step = `user:${userId}`;
      if (!(await claimJobStep(trx, jobId, step, ctx.clock.now().toISOString()))) return 'done before';
      if (ctx.dialect === 'postgres') await lockCompany(trx, payload.companyId);
      const user = await repo.findCompanyUserById(trx, payload.companyId, userId);
      if (!user) {
        await countJobStep(trx, jobId, step, { succeeded: 1, failed: 0 });
        return 'gone';
      }
      if (isActiveAdmin(user) && (await countActiveAdmins(trx, payload.companyId)) <= 1) {
        await countJobStep(trx, jobId, step, { succeeded: 0, failed: 1 });
        return user.login_id;
      }
      const grants = await repo.listGrants(trx, [user.id]);
      await repo.deleteUser(trx, user.id);
      await recordActivity(trx, ctx.clock, {
        actor: payload.actor,
        companyId: payload.companyId,
        entityType: 'USER',
        entityId: user.login_id,
        event: 'DELETE_USER',
        description: `${payload.actor} deleted ${user.login_id}: before ${user.first_name} ${user.last_name} <${user.email}>, ${user.group_name}, ${user.status}, products [${grants.map((g) => g.product_code).join(', ')}]; after none`,
        before: {
          firstName: user.first_name,
          lastName: user.last_name,
          email: user.email,
          group: user.group_name,
          status: user.status,
          products: grants.map((g) => g.product_code),
        },
      });
      await countJobStep(trx, jobId, step, { succeeded: 1, failed: 0 });
      return 'deleted';
    });
    if (outcome === 'deleted') deleted += 1;
    else if (outcome !== 'gone' && outcome !== 'done before') kept.push(outcome);
  }
  return { deleted, kept };
}

export function registerDeletionJob(ctx: Ctx): void {
  ctx.worker.register<DeleteJobPayload>(DELETE_JOB, ({ job, payload, checkpoint }) =>
    runDeletion(ctx, job.id, payload, checkpoint),
  );
}

/** The job that changes the products of one access change (decision record 054). */
export const ACCESS_JOB = 'users.access';
export type AccessMode = 'grant' | 'set';
export type AccessJobPayload = {
  companyId: number;
  userIds: number[];
  products: string[];
  mode: AccessMode;
  actor: string;
};

async function assertInCatalogue(db: Db, products: readonly string[]): Promise<void> {
  const catalogue = new Set((await repo.listProducts(db)).map((p) => p.code));
  const unknown = products.filter((code) => !catalogue.has(code));
  if (unknown.length > 0)
    throw new AppError(400, INVITATION_ERROR_CODES.unknownProduct, 'A product is not in the catalogue.', { unknown });
}

/**
 * POST (grant: add to what each has) and PUT (change: exactly these) /api/companies/{id}/users/access: checked at once
 * (400 for a product not in the catalogue, 404 for a user not the company's: nothing starts), then a job changes
 * each user's products and answers started.
 */
export async function changeAccess(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  body: AccessBody,
  mode: AccessMode,
): Promise<UserAccessResult> {
  await assertInCatalogue(ctx.db, body.products);
  if (body.products.length > 0) await refuseGrantsWhileLocked(ctx.db, companyId);
  return ctx.db.transaction().execute(async (trx) => {
    const users = await targetsOf(trx, companyId, body.loginIds);
    const payload: AccessJobPayload = {
      companyId,
      userIds: users.map((u) => u.id),
      products: body.products,
      mode,
      actor: auth.loginId,
    };
    const jobId = await ctx.worker.enqueue(ACCESS_JOB, payload, {
      companyId,
      createdBy: auth.loginId,
      total: payload.userIds.length,
      db: trx,
    });
    return { status: 'started', jobId, loginIds: users.map((u) => u.login_id) };
  });
}

type CompanyUser = NonNullable<Awaited<ReturnType<typeof repo.findCompanyUserById>>>;

/** One user's change, its activity-log entry (products before and after) and what it means for their invitation. */
async function changeUserAccess(trx: Db, ctx: Ctx, payload: AccessJobPayload, user: CompanyUser): Promise<void> {
  const now = ctx.clock.now().toISOString();
  const before = (await repo.listGrants(trx, [user.id])).map((g) => g.product_code);
  const after =
    payload.mode === 'grant' ? [...new Set([...before, ...payload.products])].sort() : [...payload.products].sort();
  await repo.grantProducts(trx, user.id, payload.products, now);
  if (payload.mode === 'set')
    await repo.revokeProducts(
      trx,
      user.id,
      before.filter((code) => !after.includes(code)),
    );
  await recordActivity(trx, ctx.clock, {
    actor: payload.actor,
    companyId: payload.companyId,
    entityType: 'USER',
    entityId: user.login_id,
    event: payload.mode === 'grant' ? 'GRANT_USER_ACCESS' : 'CHANGE_USER_ACCESS',
    description: `${payload.actor} ${payload.mode === 'grant' ? 'granted' : 'changed'} the products of ${user.login_id}: before [${before.join(', ')}]; after [${after.join(', ')}]`,
    before: { products: [...before].sort() },
    after: { products: after },
  });
  await settleWaitingInvitation(trx, ctx, user.id, payload.actor);
}

/**
 * Changes a user's products from `before` to `after` for another module's job (the bulk edit), in its transaction:
 * the access change's own writes, and what they mean for the user's invitation waiting for access.
 */
export async function setUserProducts(
  trx: Db,
  ctx: Ctx,
  userId: number,
  products: { before: readonly string[]; after: readonly string[] },
  actor: string,
): Promise<void> {
  const { before, after } = products;
  await repo.grantProducts(
    trx,
    userId,
    after.filter((code) => !before.includes(code)),
    ctx.clock.now().toISOString(),
  );
  await repo.revokeProducts(
    trx,
    userId,
    before.filter((code) => !after.includes(code)),
  );
  await settleWaitingInvitation(trx, ctx, userId, actor);
}

/**
 * The access job: each user in a transaction of their own that first claims the user's step of the job, so that a
 * run again after a crash changes (and logs) each user once. A user gone since the request is skipped.
 */
export async function runAccessChange(
  ctx: Ctx,
  jobId: number,
  payload: AccessJobPayload,
  checkpoint: () => void = () => {},
): Promise<{ changed: number; gone: number }> {
  const counts = { changed: 0, gone: 0 };
  for (const userId of payload.userIds) {
    checkpoint();
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const step = `user:${userId}`;
      if (!(await claimJobStep(trx, jobId, step, ctx.clock.now().toISOString()))) return 'done before';
      const user = await repo.findCompanyUserById(trx, payload.companyId, userId);
      if (!user) {
        await countJobStep(trx, jobId, step, { succeeded: 0, failed: 1 });
        return 'gone';
      }
      await changeUserAccess(trx, ctx, payload, user);
      await countJobStep(trx, jobId, step, { succeeded: 1, failed: 0 });
      return 'changed';
    });
    if (outcome === 'changed') counts.changed += 1;
    else if (outcome === 'gone') counts.gone += 1;
  }
  return counts;
}

export function registerAccessJob(ctx: Ctx): void {
  ctx.worker.register<AccessJobPayload>(ACCESS_JOB, ({ job, payload, checkpoint }) =>
    runAccessChange(ctx, job.id, payload, checkpoint),
  );
}

/** The jobs a user change starts, whose state the users page reads, by what each does. */
const USER_JOB_KINDS: Record<string, UserJobKind> = {
  [BULK_CREATE_JOB]: 'BULK_CREATE',
  [BULK_EDIT_JOB]: 'BULK_EDIT',
  [ACCESS_JOB]: 'CHANGE_ACCESS',
  [DELETE_JOB]: 'DELETE_USERS',
  [INVITE_JOB]: 'ADD_USERS',
};
const USER_JOB_TYPES = Object.keys(USER_JOB_KINDS);
/**
 * The jobs the users page lists: an addition's invitations are sent as soon as its pending users are shown (and a
 * bulk upload's creation queues its own), so they are not a change the admin waits for.
 */
const LISTED_JOB_TYPES = [BULK_CREATE_JOB, BULK_EDIT_JOB, ACCESS_JOB, DELETE_JOB];
const RESULT_JOB_TYPES = USER_JOB_TYPES.filter((type) => USER_JOB_KINDS_WITH_RESULT.includes(USER_JOB_KINDS[type]!));
/** The most jobs the list answers: a company rarely has more than a few changes running. */
const LISTED_JOBS_MAX = 20;

const JOB_STATES: Record<string, UserJobState> = {
  queued: 'QUEUED',
  running: 'RUNNING',
  done: 'DONE',
  failed: 'FAILED',
};

function asUserJob(job: repo.CompanyJob): UserJob {
  const state = JOB_STATES[job.status];
  const kind = USER_JOB_KINDS[job.type];
  if (!state || !kind) throw new Error(`job ${job.id} has an unknown status or type ${job.status} ${job.type}`);
  const over = isJobOver(state);
  return {
    jobId: job.id,
    kind,
    state,
    progress: job.progress,
    total: job.total ?? 0,
    processed: job.processed,
    succeeded: job.succeeded,
    failed: job.failed,
    createdBy: job.created_by,
    createdAt: job.created_at,
    endedAt: over ? job.updated_at : null,
    hasResult: over && USER_JOB_KINDS_WITH_RESULT.includes(kind),
  };
}

/** GET /api/companies/{id}/users/jobs/{jobId}: the state of a job a user change of the company started (404 else). */
export async function readUserJob(ctx: Pick<Ctx, 'db'>, companyId: number, jobId: number): Promise<UserJob> {
  const job = await repo.findCompanyJob(ctx.db, companyId, jobId, USER_JOB_TYPES);
  if (!job) throw notFound();
  return asUserJob(job);
}

/** A bulk job of the company that has ended, whose result file can be read (404 else). */
export async function endedBulkJob(ctx: Pick<Ctx, 'db'>, companyId: number, jobId: number): Promise<UserJob> {
  const job = await repo.findCompanyJob(ctx.db, companyId, jobId, RESULT_JOB_TYPES);
  if (!job) throw notFound();
  const userJob = asUserJob(job);
  if (!userJob.hasResult) throw notFound();
  return userJob;
}

/**
 * GET /api/companies/{id}/users/jobs: the company's user changes not yet over, and its bulk jobs that ended in the
 * last USER_JOB_RECENT_HOURS (their result file), newest first: what the users page shows after a reload.
 */
export async function listUserJobs(ctx: Pick<Ctx, 'db' | 'clock'>, companyId: number): Promise<UserJobList> {
  const since = new Date(ctx.clock.now().getTime() - USER_JOB_RECENT_HOURS * 3_600_000).toISOString();
  const jobs = await repo.listCompanyJobs(ctx.db, companyId, {
    types: LISTED_JOB_TYPES,
    recentTypes: RESULT_JOB_TYPES,
    since,
    limit: LISTED_JOBS_MAX,
  });
  return { items: jobs.map(asUserJob) };
}
