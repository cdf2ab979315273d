import {
  ACCESS_AUDIT_ERROR_CODES,
  ACCESS_AUDIT_PREVIEW_MAX,
  ACCESS_AUDIT_RULES,
  type AccessAudit,
  type AccessAuditConfirmed,
  type AccessAuditDecision,
  type AccessAuditPreview,
  type AccessAuditSortColumn,
  type AccessAuditState,
  type AccessAuditUser,
  type AccessAuditUserPage,
  type accessAuditUserQuerySchema,
} from '@portal/contract/access-audit';
import { type Locale, resolveLocale } from '@portal/contract/locale';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { hasJobIn } from '../../platform/jobs.repository.js';
import { pageOf, sqlOrder, sqlWindow } from '../../platform/paging.js';
import type { AuthContext } from '../../platform/session.js';
import { xlsxStream } from '../../platform/xlsx.js';
import { settleWaitingInvitation } from '../invitations/invitation-lifecycle.service.js';
import { DELETE_JOB, type DeleteJobPayload } from '../invitations/user-changes.service.js';
import { type AccessAuditTextKey, accessAuditText } from './access-audit.texts.js';
import * as repo from './access-audit.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'dialect' | 'worker' | 'mailer' | 'links'>;
type UserQuery = z.output<typeof accessAuditUserQuerySchema>;

const DAY_MS = 86_400_000;
const ENTITY_TYPE = 'ACCESS_AUDIT';
/** The web page the banner and the reminders link to. */
export const ACCESS_AUDIT_PAGE = '/admin/accessAudit';
/** The audit's periodic job (reminders and lock-outs), re-queued after each run like the log's retention job. */
export const ACCESS_AUDIT_JOB = 'access-audit.daily';
export const ACCESS_AUDIT_EVERY_MS = 60 * 60_000;
/** The system's name in the activity log for what the job does. */
const SYSTEM_ACTOR = 'system';

const SORT: Record<AccessAuditSortColumn, repo.AuditUserDbColumn> = {
  name: 'users.last_name',
  loginId: 'users.login_id',
  lastSignIn: 'users.last_login_at',
};

const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS).toISOString();

/** Whole days from now until the due date, rounded up (due in 29.5 days: 30). */
export function daysUntil(dueAt: string, now: Date): number {
  return Math.ceil((Date.parse(dueAt) - now.getTime()) / DAY_MS);
}

/** The company's audit, its first made when it has none (due a year on). 404 for a company that does not exist. */
async function auditOf(ctx: Pick<Ctx, 'db' | 'clock'>, companyId: number, db: Db = ctx.db): Promise<repo.AuditRow> {
  const found = await repo.findAudit(db, companyId);
  if (found) return found;
  if (!(await repo.findCompany(db, companyId))) throw notFound();
  const now = ctx.clock.now();
  await repo.insertAuditIfMissing(db, companyId, plusDays(now, ACCESS_AUDIT_RULES.yearDays), now.toISOString());
  return (await repo.findAudit(db, companyId))!;
}

function recommendationOf(lastSignInAt: string | null, now: Date): AccessAuditDecision {
  if (!lastSignInAt) return 'REMOVE';
  return now.getTime() - Date.parse(lastSignInAt) > ACCESS_AUDIT_RULES.inactiveDays * DAY_MS ? 'REMOVE' : 'KEEP';
}

async function describe(ctx: Pick<Ctx, 'db' | 'clock'>, audit: repo.AuditRow, db: Db = ctx.db): Promise<AccessAudit> {
  const now = ctx.clock.now();
  const daysLeft = daysUntil(audit.due_at, now);
  const state = audit.state as AccessAuditState;
  const [userCount, decidedCount] = await Promise.all([
    repo.countUsers(db, audit.company_id),
    repo.countDecisions(db, audit.company_id, audit.cycle),
  ]);
  return {
    companyId: audit.company_id,
    cycle: audit.cycle,
    dueAt: audit.due_at,
    state,
    daysLeft,
    bannerShown: state === 'LOCKED' || daysLeft <= ACCESS_AUDIT_RULES.bannerDays,
    lockedAt: audit.locked_at,
    lastConfirmedAt: audit.last_confirmed_at,
    lastConfirmedBy: audit.last_confirmed_by,
    decidedCount,
    userCount,
  };
}

/** GET …/access-audit. */
export async function getAudit(ctx: Ctx, companyId: number): Promise<AccessAudit> {
  return describe(ctx, await auditOf(ctx, companyId));
}

type UserRow = Awaited<ReturnType<typeof repo.allUsers>>[number];
const userOf = (row: UserRow, now: Date): AccessAuditUser => ({
  loginId: row.login_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  group: row.group_name,
  lastSignInAt: row.last_login_at,
  recommendation: recommendationOf(row.last_login_at, now),
  decision: (row.decision as AccessAuditDecision | null) ?? null,
  decidedBy: row.decided_by,
  decidedAt: row.decided_at,
});

/** GET …/access-audit/users: a page of the company's users, sorted by the server. */
export async function listUsers(ctx: Ctx, companyId: number, query: UserQuery): Promise<AccessAuditUserPage> {
  const audit = await auditOf(ctx, companyId);
  const paging = { page: query.page, size: query.pageSize };
  const [rows, total] = await Promise.all([
    repo.listUsers(ctx.db, companyId, audit.cycle, sqlOrder(query, SORT), sqlWindow(paging)),
    repo.countUsers(ctx.db, companyId),
  ]);
  const now = ctx.clock.now();
  return pageOf(
    paging,
    rows.map((row) => userOf(row, now)),
    total,
  );
}

/** PUT …/access-audit/users/{loginId}: keep or remove the user in this audit (404: not the company's user). */
export async function decide(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  loginId: string,
  decision: AccessAuditDecision,
): Promise<AccessAuditUser> {
  const audit = await auditOf(ctx, companyId);
  const user = await repo.findUser(ctx.db, companyId, loginId);
  if (!user) throw notFound();
  if (decision === 'REMOVE' && user.id === auth.userId)
    throw new AppError(409, ACCESS_AUDIT_ERROR_CODES.selfRemove, 'You cannot remove yourself.');
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.upsertDecision(trx, {
      companyId,
      cycle: audit.cycle,
      userId: user.id,
      loginId: user.login_id,
      decision,
      by: auth.loginId,
      at,
    });
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId,
      entityType: ENTITY_TYPE,
      entityId: user.login_id,
      event: 'ACCESS_AUDIT_DECISION',
      description: `${auth.loginId} decided to ${decision === 'KEEP' ? 'keep' : 'remove'} ${user.login_id} in user access audit ${audit.cycle}`,
      before: before ? { decision: before } : undefined,
      after: { decision },
    });
  });
  const row = (await repo.allUsers(ctx.db, companyId, audit.cycle)).find((r) => r.id === user.id)!;
  return userOf(row, ctx.clock.now());
}

/** GET …/access-audit/preview: who loses their products at the due date if nobody confirms; who confirming removes. */
export async function preview(ctx: Ctx, companyId: number): Promise<AccessAuditPreview> {
  const audit = await auditOf(ctx, companyId);
  const users = await repo.allUsers(ctx.db, companyId, audit.cycle);
  const grants = await repo.grantsByUser(
    ctx.db,
    users.map((u) => u.id),
  );
  const named = (u: UserRow) => ({
    loginId: u.login_id,
    name: `${u.first_name} ${u.last_name}`,
    products: (grants.get(u.id) ?? []).map((g) => g.product_code),
  });
  const losing = audit.state === 'LOCKED' ? [] : users.filter((u) => (grants.get(u.id) ?? []).length > 0);
  const removed = users.filter((u) => u.decision === 'REMOVE');
  return {
    dueAt: audit.due_at,
    loseAccessAtDeadline: { total: losing.length, users: losing.slice(0, ACCESS_AUDIT_PREVIEW_MAX).map(named) },
    removedOnConfirm: { total: removed.length, users: removed.slice(0, ACCESS_AUDIT_PREVIEW_MAX).map(named) },
  };
}

/**
 * POST …/access-audit/confirm: completes the audit, in one transaction: the undecided users are kept (recorded so);
 * the users decided REMOVE are handed to the deletion job (decision record 023: each in its own transaction, the
 * last active admin kept); after a lock-out, the grants it removed come back, but for the removed users; the next
 * audit falls due a year on. 409 when another admin confirmed meanwhile.
 */
export async function confirm(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  acknowledgements: Record<string, boolean>,
): Promise<AccessAuditConfirmed> {
  const audit = await auditOf(ctx, companyId);
  const users = await repo.allUsers(ctx.db, companyId, audit.cycle);
  const removedUsers = users.filter((u) => u.decision === 'REMOVE' && u.id !== auth.userId);
  if (removedUsers.length > 0 && !hasPermission(auth.permissions, PERMISSIONS.deleteUsers)) throw forbidden();
  const now = ctx.clock.now();
  const at = now.toISOString();
  const restored: string[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await repo.moveToNextCycle(trx, audit, {
      dueAt: plusDays(now, ACCESS_AUDIT_RULES.yearDays),
      by: auth.loginId,
      at,
    });
    if (!moved)
      throw new AppError(409, ACCESS_AUDIT_ERROR_CODES.alreadyConfirmed, 'The audit was confirmed meanwhile.');
    for (const user of users.filter((u) => u.decision === null)) {
      await repo.upsertDecision(trx, {
        companyId,
        cycle: audit.cycle,
        userId: user.id,
        loginId: user.login_id,
        decision: 'KEEP',
        by: auth.loginId,
        at,
      });
    }
    await repo.insertConfirmation(trx, audit, { acknowledgements, by: auth.loginId, at });
    if (audit.state === 'LOCKED') restored.push(...(await restore(ctx, trx, auth, audit, removedUsers)));
    if (removedUsers.length > 0) {
      const payload: DeleteJobPayload = { companyId, userIds: removedUsers.map((u) => u.id), actor: auth.loginId };
      await ctx.worker.enqueue(DELETE_JOB, payload, {
        companyId,
        createdBy: auth.loginId,
        total: payload.userIds.length,
        db: trx,
      });
    }
    const kept = users.length - removedUsers.length;
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId,
      entityType: ENTITY_TYPE,
      entityId: String(audit.cycle),
      event: 'ACCESS_AUDIT_CONFIRMED',
      description: `${auth.loginId} confirmed user access audit ${audit.cycle} (due ${audit.due_at.slice(0, 10)}): reviewed the user list, made the modifications, verified all users; ${kept} kept, ${removedUsers.length} removed${audit.state === 'LOCKED' ? `, access restored to ${restored.length}` : ''}; next due ${plusDays(now, ACCESS_AUDIT_RULES.yearDays).slice(0, 10)}`,
      before: { state: audit.state, dueAt: audit.due_at },
      after: { state: 'PENDING', dueAt: plusDays(now, ACCESS_AUDIT_RULES.yearDays), confirmedBy: auth.loginId },
    });
  });
  return {
    audit: await getAudit(ctx, companyId),
    removed: removedUsers.map((u) => u.login_id),
    restored,
  };
}

/** Gives back the grants the lock-out removed, but to the removed users; answers the login ids restored. */
async function restore(
  ctx: Ctx,
  trx: Db,
  auth: AuthContext,
  audit: repo.AuditRow,
  removedUsers: readonly UserRow[],
): Promise<string[]> {
  const removedIds = new Set(removedUsers.map((u) => u.id));
  const rows = await repo.unrestoredLockouts(trx, audit);
  const at = ctx.clock.now().toISOString();
  const byUser = new Map<number, { loginId: string; products: string[] }>();
  for (const row of rows) {
    if (removedIds.has(row.user_id)) continue;
    await repo.giveBackGrant(trx, row, at);
    const entry = byUser.get(row.user_id) ?? { loginId: row.login_id, products: [] };
    entry.products.push(row.product_code);
    byUser.set(row.user_id, entry);
  }
  await repo.markLockoutsRestored(trx, audit, at);
  for (const [userId, { loginId, products }] of byUser) {
    await settleWaitingInvitation(trx, ctx, userId, auth.loginId);
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId: audit.company_id,
      entityType: 'USER',
      entityId: loginId,
      event: 'ACCESS_AUDIT_ACCESS_RESTORED',
      description: `${loginId}'s products restored on completing user access audit ${audit.cycle}: [${products.join(', ')}]`,
      before: { products: [] },
      after: { products },
    });
  }
  return [...byUser.values()].map((u) => u.loginId);
}

/** PUT …/access-audit/due-date (super admin): the open audit falls due on that day (00:00 UTC). */
export async function setDueDate(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  dueDate: string,
): Promise<AccessAudit> {
  const dueAt = new Date(`${dueDate}T00:00:00.000Z`);
  if (Number.isNaN(dueAt.getTime())) throw new AppError(400, 'validation.failed', 'Not a date.');
  const audit = await auditOf(ctx, companyId);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setDueAt(trx, companyId, dueAt.toISOString(), ctx.clock.now().toISOString());
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId,
      entityType: ENTITY_TYPE,
      entityId: String(audit.cycle),
      event: 'ACCESS_AUDIT_DUE_DATE_SET',
      description: `${auth.loginId} set the due date of user access audit ${audit.cycle} from ${audit.due_at.slice(0, 10)} to ${dueDate}`,
      before: { dueAt: audit.due_at },
      after: { dueAt: dueAt.toISOString() },
    });
  });
  return getAudit(ctx, companyId);
}

/** The evidence's columns, each a text of the caller's language, and its width. */
const EVIDENCE_COLUMNS: [AccessAuditTextKey, number][] = [
  ['columnAudit', 8],
  ['columnDueDate', 12],
  ['columnLoginId', 28],
  ['columnName', 28],
  ['columnEmail', 32],
  ['columnGroup', 16],
  ['columnLastSignIn', 22],
  ['columnRecommendation', 16],
  ['columnDecision', 12],
  ['columnDecidedBy', 24],
  ['columnDecidedAt', 22],
];

/**
 * GET …/access-audit/export: every user with the decision, who made it and when (evidence), as .xlsx in the caller's
 * language (headers and decisions; times as stored, ISO 8601 UTC, as evidence keeps them).
 */
export async function exportEvidence(ctx: Ctx, locale: Locale, companyId: number): Promise<Readable> {
  const audit = await auditOf(ctx, companyId);
  const users = await repo.allUsers(ctx.db, companyId, audit.cycle);
  const now = ctx.clock.now();
  const text = (key: AccessAuditTextKey) => accessAuditText(locale, key);
  const decisionText = (decision: AccessAuditDecision | 'UNDECIDED') => text(`decision${decision}`);
  const rows = users.map((u) => [
    String(audit.cycle),
    audit.due_at.slice(0, 10),
    u.login_id,
    `${u.first_name} ${u.last_name}`,
    u.email,
    u.group_name,
    u.last_login_at ?? text('neverSignedIn'),
    decisionText(recommendationOf(u.last_login_at, now)),
    decisionText((u.decision as AccessAuditDecision | null) ?? 'UNDECIDED'),
    u.decided_by,
    u.decided_at,
  ]);
  async function* batches() {
    yield rows;
  }
  return xlsxStream({
    sheetName: text('sheetName'),
    columns: EVIDENCE_COLUMNS.map(([key, width]) => ({ header: text(key), width })),
    rows: batches(),
    modifiedAt: now,
  });
}

// ---------------------------------------------------------------------------------------------
// The periodic job: reminders and lock-outs

/** Sends the reminder of the smallest threshold (30, 7, 1 days) the audit has reached, once per audit and threshold. */
async function remind(ctx: Ctx, audit: repo.AuditRow): Promise<boolean> {
  const now = ctx.clock.now();
  const daysLeft = daysUntil(audit.due_at, now);
  const threshold = [...ACCESS_AUDIT_RULES.reminderDays].sort((a, b) => a - b).find((d) => daysLeft <= d);
  if (threshold === undefined || daysLeft <= 0) return false;
  const company = await repo.findCompany(ctx.db, audit.company_id);
  if (!company) return false;
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.claimReminder(trx, audit.company_id, audit.cycle, threshold, now.toISOString()))) return false;
    const admins = await repo.activeAdmins(trx, audit.company_id);
    const dueDate = audit.due_at.slice(0, 10).split('-').reverse().join('-');
    for (const admin of admins) {
      const locale = resolveLocale(admin.language_code);
      const fields = {
        adminName: `${admin.first_name} ${admin.last_name}`,
        companyName: company.name,
        dueDate,
        daysLeft,
        link: ctx.links.link(company.market, ACCESS_AUDIT_PAGE),
      };
      await ctx.mailer.send(
        {
          to: admin.email,
          subject: accessAuditText(locale, 'reminderSubject', fields),
          text: accessAuditText(locale, 'reminderBody', fields),
          template: 'access-audit-reminder',
          locale,
          companyId: audit.company_id,
        },
        trx,
      );
    }
    await recordActivity(trx, ctx.clock, {
      actor: SYSTEM_ACTOR,
      companyId: audit.company_id,
      entityType: ENTITY_TYPE,
      entityId: String(audit.cycle),
      event: 'ACCESS_AUDIT_REMINDER_SENT',
      description: `Reminder of user access audit ${audit.cycle} (due ${audit.due_at.slice(0, 10)}, ${daysLeft} days left, the ${threshold}-day reminder) sent to ${admins.length} administrators`,
      after: { daysBefore: threshold, recipients: admins.map((a) => a.login_id) },
    });
    return true;
  });
}

/**
 * The lock-out, at the due date of an audit nobody confirmed, in one transaction: every product grant of the
 * company's users is removed and recorded (access_audit_lockouts), their sessions end, the audit is LOCKED.
 */
export async function lockOut(ctx: Pick<Ctx, 'db' | 'clock'>, audit: repo.AuditRow): Promise<boolean> {
  const at = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await repo.lockIfDue(trx, audit, at);
    if (!locked) return false;
    const users = await repo.companyUsers(trx, audit.company_id);
    const grants = await repo.grantsByUser(
      trx,
      users.map((u) => u.id),
    );
    let removed = 0;
    for (const user of users) {
      const held = grants.get(user.id) ?? [];
      if (held.length > 0) {
        await repo.recordAndRemoveGrants(trx, audit, user.id, held, at);
        removed += held.length;
        await recordActivity(trx, ctx.clock, {
          actor: SYSTEM_ACTOR,
          companyId: audit.company_id,
          entityType: 'USER',
          entityId: user.login_id,
          event: 'ACCESS_AUDIT_ACCESS_REMOVED',
          description: `${user.login_id}'s products removed: user access audit ${audit.cycle} was not confirmed by ${audit.due_at.slice(0, 10)}; before [${held.map((g) => g.product_code).join(', ')}]; after none`,
          before: { products: held.map((g) => g.product_code) },
          after: { products: [] },
        });
      }
      await repo.endSessions(trx, user.id);
    }
    await recordActivity(trx, ctx.clock, {
      actor: SYSTEM_ACTOR,
      companyId: audit.company_id,
      entityType: ENTITY_TYPE,
      entityId: String(audit.cycle),
      event: 'ACCESS_AUDIT_LOCKED',
      description: `User access audit ${audit.cycle} was not confirmed by ${audit.due_at.slice(0, 10)}: ${removed} product grants of ${users.length} users removed and their sessions ended, until an administrator completes the audit`,
      before: { state: 'PENDING' },
      after: { state: 'LOCKED', grantsRemoved: removed },
    });
    return true;
  });
}

/** One run: audits for companies without one, reminders of audits in the window, lock-outs of audits due. */
export async function runAuditSweep(ctx: Ctx): Promise<{ reminded: number; locked: number }> {
  const now = ctx.clock.now();
  for (const companyId of await repo.companiesWithoutAudit(ctx.db)) {
    await repo.insertAuditIfMissing(ctx.db, companyId, plusDays(now, ACCESS_AUDIT_RULES.yearDays), now.toISOString());
  }
  const counts = { reminded: 0, locked: 0 };
  const window = plusDays(now, Math.max(...ACCESS_AUDIT_RULES.reminderDays));
  for (const audit of await repo.auditsDueBefore(ctx.db, window)) {
    if (Date.parse(audit.due_at) <= now.getTime()) {
      if (await lockOut(ctx, audit)) counts.locked += 1;
    } else if (await remind(ctx, audit)) counts.reminded += 1;
  }
  return counts;
}

async function queueNextRun(ctx: Ctx, runAt: Date, unless: readonly ('queued' | 'running')[]): Promise<void> {
  if (await hasJobIn(ctx.db, ACCESS_AUDIT_JOB, unless)) return;
  await ctx.worker.enqueue(ACCESS_AUDIT_JOB, {}, { runAt, maxAttempts: 3 });
}

export function registerAccessAuditJob(ctx: Ctx): void {
  ctx.worker.register(ACCESS_AUDIT_JOB, async () => {
    const counts = await runAuditSweep(ctx);
    await queueNextRun(ctx, new Date(ctx.clock.now().getTime() + ACCESS_AUDIT_EVERY_MS), ['queued']);
    return counts;
  });
}

/** Makes sure a run is queued or running (main.ts, at start and with each sweep). */
export async function keepAccessAuditScheduled(ctx: Ctx): Promise<void> {
  await queueNextRun(ctx, ctx.clock.now(), ['queued', 'running']);
}
