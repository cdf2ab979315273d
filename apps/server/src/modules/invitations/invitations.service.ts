import {
  type AdditionStarted,
  INVITATION_ERROR_CODES,
  INVITATION_LINK_HOURS,
  INVITATION_PATHS,
  INVITE_ROW_ERRORS,
  type InviteRowError,
  isEmailAddress,
  type newUserListSchema,
  pendingActionsIn,
  type PendingSortColumn,
  type PendingUserPage,
  type PendingUserRow,
  type pendingListQuerySchema,
  type ResendResult,
  type ValidationResult,
} from '@portal/contract/invitations';
import { IDENTITY_PATHS } from '@portal/contract/identity';
import type { SortOrder } from '@portal/contract/paging';
import { type Locale, resolveLocale } from '@portal/contract/locale';
import { isMarket, MARKET_DEFAULT_LOCALE } from '@portal/contract/markets';
import { GROUPS } from '@portal/contract/permissions';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { refuseGrantsWhileLocked } from '../../platform/access-lock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { pageOf, sqlOrder, sqlWindow } from '../../platform/paging.js';
import { hashToken, newToken, type AuthContext } from '../../platform/session.js';
import { errorCode } from '../../platform/unvalidated.js';
import { findCompany } from '../../platform/users.repository.js';
import { authorisedDomainRule } from '../email-domains/email-domains.service.js';
import { insertResetToken } from '../../platform/password-reset-tokens.repository.js';
import { GRANT_JOB, type GrantJobPayload, stageOf } from './invitation-lifecycle.service.js';
import * as repo from './invitations.repository.js';
import { invitationText } from './invitations.texts.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'dialect' | 'mailer' | 'links' | 'worker'>;
type NewUsers = z.output<typeof newUserListSchema>;
type NewUser = NewUsers['users'][number];
type ListQuery = z.output<typeof pendingListQuerySchema>;
type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;
type PendingUser = NonNullable<Awaited<ReturnType<typeof repo.findPendingUser>>>;

/** The job that sends the invitations of one addition (decision record 023). */
export const INVITE_JOB = 'invitations.send';
/** The job that creates a confirmed bulk upload's users (decision 053): a provisioning job, read as the others are. */
export const BULK_CREATE_JOB = 'bulk-users.create';
/** The job that applies a confirmed bulk edit (issue 27 point 3). */
export const BULK_EDIT_JOB = 'bulk-users.edit';
export type InviteJobPayload = { pendingIds: number[] };

const SORT_COLUMNS: Record<PendingSortColumn, repo.PendingDbColumn> = {
  firstName: 'first_name',
  lastName: 'last_name',
  loginId: 'login_id',
  createdBy: 'created_by',
  uiCreatedOnDate: 'created_at',
  stage: 'stage',
};

async function companyOf(db: Db, companyId: number): Promise<Company> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}

/** Each row's reasons it cannot be added, in the list's order. */
async function checkRows(db: Db, companyId: number, users: NewUser[]): Promise<ValidationResult> {
  const keys = users.map((u) => u.email.toLowerCase());
  const valid = keys.filter((key) => isEmailAddress(key));
  const [users_, pending, products, inAuthorisedDomain] = await Promise.all([
    repo.existingUserEmails(db, valid),
    repo.pendingEmails(db, valid),
    repo.listProducts(db),
    authorisedDomainRule(db, companyId),
  ]);
  const codes = new Set(products.map((p) => p.code));
  const rows = users.map((user, index) => {
    const key = keys[index]!;
    const errors: InviteRowError[] = [];
    if (!isEmailAddress(key)) errors.push(INVITE_ROW_ERRORS.invalidEmail);
    else {
      if (keys.indexOf(key) !== index) errors.push(INVITE_ROW_ERRORS.duplicateInList);
      if (users_.has(key)) errors.push(INVITE_ROW_ERRORS.alreadyUser);
      if (pending.has(key)) errors.push(INVITE_ROW_ERRORS.alreadyInvited);
      if (!inAuthorisedDomain(key)) errors.push(INVITE_ROW_ERRORS.domainNotAuthorised);
    }
    if (user.products.some((code) => !codes.has(code))) errors.push(INVITE_ROW_ERRORS.unknownProduct);
    return { index, email: user.email, errors };
  });
  return { valid: rows.every((r) => r.errors.length === 0), rows };
}

/** POST /api/companies/{id}/users/validate: which rows cannot be added, and why; nothing is created. */
export async function validateUsers(ctx: Ctx, companyId: number, body: NewUsers): Promise<ValidationResult> {
  await companyOf(ctx.db, companyId);
  return checkRows(ctx.db, companyId, body.users);
}

function localeOf(company: Company, user: NewUser): Locale {
  return user.locale ?? (isMarket(company.market) ? MARKET_DEFAULT_LOCALE[company.market] : 'en-US');
}

/**
 * POST /api/companies/{id}/users: the rows are checked again (400 with each row's reasons when any fails, nothing
 * created); then, in one transaction, a pending user per row, an activity-log entry each, and the job that sends the
 * invitations. A second addition of the same address at once loses on the unique address and creates nothing.
 */
export async function addUsers(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  body: NewUsers,
): Promise<AdditionStarted> {
  const company = await companyOf(ctx.db, companyId);
  const now = ctx.clock.now().toISOString();
  const invalidRows = (result: ValidationResult) =>
    new AppError(400, INVITATION_ERROR_CODES.invalidRows, 'Some users cannot be added.', {
      rows: result.rows.filter((r) => r.errors.length > 0),
    });
  const checked = await checkRows(ctx.db, companyId, body.users);
  if (!checked.valid) throw invalidRows(checked);
  if (body.users.some((u) => u.products.length > 0)) await refuseGrantsWhileLocked(ctx.db, companyId);
  try {
    return await createPendingUsers(ctx, auth, company, body, now);
  } catch (error) {
    // Another addition of an address took it first (the unique address): the rows say so now.
    if (!isUniqueViolation(error)) throw error;
    throw invalidRows(await checkRows(ctx.db, companyId, body.users));
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

async function createPendingUsers(
  ctx: Ctx,
  auth: AuthContext,
  company: Company,
  body: NewUsers,
  now: string,
): Promise<AdditionStarted> {
  const companyId = company.id;
  return ctx.db.transaction().execute(async (trx) => {
    const taskIds: number[] = [];
    for (const user of body.users) {
      const person = { ...user, email: user.email.trim(), locale: localeOf(company, user) };
      taskIds.push(await addPendingUser(ctx, trx, { company, createdBy: auth.loginId, now }, person));
    }
    const jobId = await ctx.worker.enqueue(INVITE_JOB, { pendingIds: taskIds } satisfies InviteJobPayload, {
      companyId,
      createdBy: auth.loginId,
      db: trx,
    });
    return { status: 'started', jobId, taskIds };
  });
}

/** A person to invite, as an addition or a bulk upload gives them. */
export type PersonToInvite = {
  email: string;
  firstName: string;
  lastName: string;
  persona: string;
  products: string[];
  locale: Locale;
};

/**
 * Every addition's one way in (a list or a bulk upload, decision 053): the pending user, at stage INVITATION_SENT,
 * and its activity entry, in the caller's transaction; the caller queues the invitation job in the same one.
 */
export async function addPendingUser(
  ctx: Pick<Ctx, 'clock'>,
  trx: Db,
  by: { company: Company; createdBy: string; now: string; way?: string },
  person: PersonToInvite,
): Promise<number> {
  const { company, createdBy, now } = by;
  const id = await repo.insertPendingUser(trx, {
    companyId: company.id,
    loginId: person.email.toLowerCase(),
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    persona: person.persona,
    products: person.products,
    locale: person.locale,
    createdBy,
    now,
  });
  await recordActivity(trx, ctx.clock, {
    actor: createdBy,
    companyId: company.id,
    entityType: 'PENDING_USER',
    entityId: String(id),
    event: 'ADD_USER',
    description: `${createdBy} added ${person.email} (${person.firstName} ${person.lastName}) to ${company.name}${by.way ? ` ${by.way}` : ''} as ${person.persona} with products [${person.products.join(', ')}]: before none; after pending user ${id}, stage INVITATION_SENT`,
  });
  return id;
}

/** Which of these addresses (lower-cased) are a user's already, and which are invited (a pending user's). */
export async function takenEmails(db: Db, keys: string[]): Promise<{ users: Set<string>; invited: Set<string> }> {
  const [users, invited] = await Promise.all([repo.existingUserEmails(db, keys), repo.pendingEmails(db, keys)]);
  return { users, invited };
}

/** Writes a fresh link for the pending user (earlier ones void) and its e-mail, in the given transaction. */
async function sendLink(ctx: Ctx, trx: Db, pending: PendingUser, inviterName: string): Promise<string> {
  const company = await companyOf(trx, pending.company_id);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_LINK_HOURS * 3_600_000).toISOString();
  const token = newToken();
  await repo.voidInvitationTokens(trx, pending.id, now.toISOString());
  await repo.insertInvitationToken(trx, {
    tokenHash: hashToken(token),
    pendingUserId: pending.id,
    now: now.toISOString(),
    expiresAt,
  });
  await repo.setInvitationExpiry(trx, pending.id, expiresAt, now.toISOString());
  const locale = resolveLocale(pending.locale);
  const fields = {
    inviteeName: `${pending.first_name} ${pending.last_name}`,
    inviterName,
    companyName: company.name,
    expiresAt: expiresAt.slice(0, 16).replace('T', ' '),
    link: ctx.links.link(company.market, `${INVITATION_PATHS.accept}?token=${encodeURIComponent(token)}`),
  };
  await ctx.mailer.send(
    {
      to: pending.email,
      subject: invitationText(locale, 'inviteSubject', fields),
      text: invitationText(locale, 'inviteBody', fields),
      template: 'user-invitation',
      locale,
      companyId: company.id,
    },
    trx,
  );
  return expiresAt;
}

/**
 * The invitation job: each pending user's first link and e-mail, in transactions of `INVITE_SLICE` that first claim
 * each sending (invitation_sent_at). Run again after a crash, it sends only what had not been sent: each invitation once.
 */
export async function sendInvitations(ctx: Ctx, payload: InviteJobPayload): Promise<{ sent: number }> {
  let sent = 0;
  for (let start = 0; start < payload.pendingIds.length; start += INVITE_SLICE) {
    const slice = payload.pendingIds.slice(start, start + INVITE_SLICE);
    sent += await ctx.db.transaction().execute(async (trx) => {
      let sentNow = 0;
      for (const id of slice) if (await sendFirstLink(ctx, trx, id)) sentNow += 1;
      return sentNow;
    });
  }
  return { sent };
}

/**
 * How many invitations one transaction sends (a bulk upload's thousands: one commit each cost the most): each is
 * claimed within it, so a run stopped half-way sends none of the slice, and a run again sends each once.
 */
const INVITE_SLICE = 50;

/** The pending user's first link and e-mail, unless it was sent already (claimed by invitation_sent_at). */
async function sendFirstLink(ctx: Ctx, trx: Db, id: number): Promise<boolean> {
  const pending = await repo.findPendingUser(trx, id);
  if (!pending || pending.stage !== 'INVITATION_SENT') return false;
  const now = ctx.clock.now();
  // The expiry is set again by sendLink; claiming first keeps a concurrent run from sending a second one.
  if (!(await repo.markInvitationSent(trx, id, now.toISOString(), now.toISOString()))) return false;
  await sendLink(ctx, trx, pending, pending.created_by);
  return true;
}

export function registerInvitationJob(ctx: Ctx): void {
  ctx.worker.register<InviteJobPayload>(INVITE_JOB, ({ payload }) => sendInvitations(ctx, payload));
}

function parseCodes(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** GET /api/companies/{id}/users/non-provisioned: a page of the company's pending users. */
export async function listPending(ctx: Ctx, companyId: number, query: ListQuery): Promise<PendingUserPage> {
  await companyOf(ctx.db, companyId);
  const paging = { page: query.page, size: query.size };
  const { rows, total } = await repo.listPending(
    ctx.db,
    companyId,
    query.search || undefined,
    sqlOrder(query, SORT_COLUMNS),
    sqlWindow(paging),
  );
  const toRows = await pendingRowMapper(ctx);
  return pageOf(paging, await toRows(rows), total);
}

type PendingRecord = Awaited<ReturnType<typeof repo.listPending>>['rows'][number];

/**
 * Turns pending_users rows into the tab's rows: product names from the catalogue, the link's state as of now, and
 * the adder's name (one look-up per page or batch).
 */
async function pendingRowMapper(
  ctx: Pick<Ctx, 'db' | 'clock'>,
): Promise<(rows: PendingRecord[]) => Promise<PendingUserRow[]>> {
  const names = new Map((await repo.listProducts(ctx.db)).map((p) => [p.code, p.name]));
  const now = ctx.clock.now().toISOString();
  return async (rows) => {
    const adders = await repo.userNames(
      ctx.db,
      rows.map((row) => row.created_by),
    );
    return rows.map((row) => toPendingRow(row, names, adders, now));
  };
}

function toPendingRow(
  row: PendingRecord,
  products: Map<string, string>,
  adders: Map<string, string>,
  now: string,
): PendingUserRow {
  return {
    taskId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    loginId: row.login_id,
    uiAppAccess: parseCodes(row.products).map((code) => products.get(code) ?? code),
    uiState: row.invitation_expires_at && row.invitation_expires_at <= now ? 'EXPIRED' : 'PENDING',
    createdBy: row.created_by,
    createdByName: adders.get(row.created_by.toLowerCase()) || row.created_by,
    uiCreatedOnDate: row.created_at,
    type: 'CREATE_USER',
    stage: stageOf(row),
  };
}

/**
 * The company's pending users matching the search, in the tab's order (the list call's defaults: newest first), batch
 * by batch: keyset reading after the last row's sort value and id, so each batch costs what the first did (the
 * export of the tab, GET users/export/pending).
 */
export async function* pendingBatches(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  companyId: number,
  query: { search?: string | undefined; sortBy?: PendingSortColumn | undefined; sortOrder?: SortOrder | undefined },
  batchSize: number,
): AsyncGenerator<PendingUserRow[]> {
  const search = query.search || undefined;
  const order = sqlOrder(
    { sortBy: query.sortBy ?? 'uiCreatedOnDate', sortOrder: query.sortOrder ?? 'desc' },
    SORT_COLUMNS,
  );
  const toRows = await pendingRowMapper(ctx);
  let cursor: repo.PendingCursor | null = null;
  for (;;) {
    const rows = await repo.nextPending(ctx.db, companyId, search, order, cursor, batchSize);
    if (rows.length === 0) return;
    yield await toRows(rows);
    const last = rows[rows.length - 1]!;
    cursor = { value: last[order.column], id: last.id };
    if (rows.length < batchSize) return;
  }
}

/**
 * GET /api/companies/{id}/batch-tasks/{taskID}/RESEND_INVITE: a fresh link by e-mail, every earlier link void, with
 * the activity-log entry, in one transaction. Only while the invitation waits for the invitee (409 otherwise).
 */
export async function resendInvitation(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  taskId: number,
): Promise<ResendResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const pending = await repo.findCompanyPendingUser(trx, companyId, taskId);
    if (!pending) throw notFound();
    if (!pendingActionsIn(stageOf(pending)).includes('resend'))
      throw new AppError(409, INVITATION_ERROR_CODES.notResendable, 'This invitation has been used already.');
    const now = ctx.clock.now().toISOString();
    await repo.markInvitationSent(trx, pending.id, now, now);
    const expiresAt = await sendLink(ctx, trx, pending, auth.loginId);
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId,
      entityType: 'PENDING_USER',
      entityId: String(pending.id),
      event: 'RESEND_INVITE',
      description: `${auth.loginId} resent the invitation of ${pending.email}: before link expiring ${pending.invitation_expires_at ?? 'none'}; after a new link expiring ${expiresAt}, earlier links void`,
    });
    return { taskId: pending.id, status: 'SENT', expiresAt };
  });
}

const PERSONA_GROUPS: Record<string, string> = { ADMIN: GROUPS.admin, USER: GROUPS.regularUser };
/** How long the password link an opened invitation leads to works: as long as the portal's reset links. */
const PASSWORD_LINK_MINUTES = 60;

type UsableInvitation = NonNullable<Awaited<ReturnType<typeof repo.findUsableInvitation>>>;

/**
 * The first opening of an invitation: the invitee's account (active, no password, registration not completed, the
 * persona's group), the move to GRANTING_ACCESS, the job that grants the products asked for and the entry, in the
 * caller's transaction (decision record 054). Answers the account's id.
 */
async function openInvitation(ctx: Ctx, trx: Db, pending: UsableInvitation, now: string): Promise<number> {
  const from = stageOf(pending);
  const groupId = await repo.findGroupId(trx, PERSONA_GROUPS[pending.persona] ?? GROUPS.regularUser);
  const userId = pending.user_id ?? (await repo.insertInvitedUser(trx, pending, groupId, now));
  if (!(await repo.moveStage(trx, pending.id, from, 'GRANTING_ACCESS', now)))
    throw new Error(`pending user ${pending.id} left stage ${from} while its invitation was opened`);
  await ctx.worker.enqueue(GRANT_JOB, { pendingId: pending.id } satisfies GrantJobPayload, {
    companyId: pending.company_id,
    createdBy: pending.login_id,
    db: trx,
  });
  await recordActivity(trx, ctx.clock, {
    actor: pending.login_id,
    companyId: pending.company_id,
    entityType: 'PENDING_USER',
    entityId: String(pending.id),
    event: 'INVITATION_ACCEPTED',
    description: `${pending.login_id} opened their invitation: before stage ${from}, ${pending.user_id === null ? 'no account' : 'its account'}; after stage GRANTING_ACCESS, account ${pending.login_id} (${pending.persona}), the products asked for [${parseCodes(pending.products).join(', ')}] granted next by a job`,
    before: { stage: from },
    after: { stage: 'GRANTING_ACCESS' },
  });
  return userId;
}

/**
 * GET /api/invitations/accept?token=: the invitee opened their link. The first opening creates their account and
 * moves the pending user to GRANTING_ACCESS (a job grants the products); every opening until a password is set
 * answers the path of the portal's set-a-password page with a fresh single-use token. Sign-in then leads to
 * /userRegistration. Null when the link is void, expired or already used to set a password.
 */
export async function acceptInvitation(ctx: Ctx, token: string): Promise<string | null> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const pending = await repo.findUsableInvitation(trx, hashToken(token), nowIso);
    if (!pending || pending.password_hash) return null;
    const userId =
      stageOf(pending) === 'INVITATION_SENT' || pending.user_id === null
        ? await openInvitation(ctx, trx, pending, nowIso)
        : pending.user_id;
    const passwordToken = newToken();
    await insertResetToken(trx, {
      tokenHash: hashToken(passwordToken),
      userId,
      now: nowIso,
      expiresAt: new Date(now.getTime() + PASSWORD_LINK_MINUTES * 60_000).toISOString(),
    });
    return `${IDENTITY_PATHS.passwordReset}?token=${encodeURIComponent(passwordToken)}&lang=${resolveLocale(pending.locale)}`;
  });
}
