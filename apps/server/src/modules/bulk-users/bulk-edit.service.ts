import {
  BULK_EDIT_REASONS,
  BULK_UPLOAD_ERROR_CODES,
  type BulkEditChange,
  type BulkEditReason,
  type BulkEditReport,
  type BulkEditRow,
  type BulkEditStarted,
} from '@portal/contract/bulk-users';
import { isEmailAddress } from '@portal/contract/invitations';
import type { Locale } from '@portal/contract/locale';
import { GROUPS } from '@portal/contract/permissions';
import type { CompanyPersona } from '@portal/contract/user-admin';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { refuseGrantsWhileLocked } from '../../platform/access-lock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { claimJobStep, countJobStep } from '../../platform/job-steps.repository.js';
import type { AuthContext } from '../../platform/session.js';
import { countActiveAdmins, findCompany, lockCompany } from '../../platform/users.repository.js';
import { xlsxStream } from '../../platform/xlsx.js';
import { BULK_EDIT_JOB } from '../invitations/invitations.service.js';
import { setUserProducts } from '../invitations/user-changes.service.js';
import { renameUser } from '../user-admin/user-admin.service.js';
import { type BulkJobResult, changeCells, changeColumns, inBatches, productTitleOf } from './bulk-results.js';
import { bulkEditTemplate, unquoted } from './bulk-edit.template.js';
import * as repo from './bulk-users.repository.js';
import { columnsOf, enqueueBulkJob, readRow, valueReaders } from './bulk-users.service.js';
import type { Sheet } from './bulk-users.sheet.js';
import { bulkText, outcomeText, reasonText } from './bulk-users.texts.js';

/**
 * The bulk edit (issue 27 point 3; decision 053, 'Bulk edit'): the company's users in a template, changed and
 * uploaded again; each row compared with the user as they are (names, role, products), reported field by field
 * before and after, and once confirmed changed by a job that compares again as it goes.
 */
type Ctx = Pick<AppContext, 'db' | 'clock' | 'dialect' | 'worker'>;
type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** How many users the job changes in one transaction. */
const SLICE = 100;

/** A user and what the edit compares: their names, role and products (codes, sorted). */
type Current = repo.EditableUser & { persona: CompanyPersona; products: string[] };

/** What a row asks its user to be: the products are the ones marked among the file's product columns. */
export type BulkEditTarget = {
  row: number;
  email: string;
  userId: number;
  firstName: string;
  lastName: string;
  persona: CompanyPersona;
  products: string[];
};
/** The job's work: the rows that change a user, and the products the file has a column for (the others stay). */
export type BulkEditPayload = { companyId: number; actor: string; productColumns: string[]; rows: BulkEditTarget[] };

const PERSONA_GROUPS: Record<CompanyPersona, string> = { ADMIN: GROUPS.admin, USER: GROUPS.regularUser };
const personaOf = (groupName: string): CompanyPersona => (groupName === GROUPS.admin ? 'ADMIN' : 'USER');
const isActiveAdmin = (user: Current) => user.status === 'ACTIVE' && user.persona === 'ADMIN';

async function companyOf(db: Db, companyId: number): Promise<Company> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}

/** The bulk edit's tenant_id header must name the path's company (400 `bulk_users.tenant_mismatch` else). */
export async function checkTenant(db: Db, companyId: number, tenantId: number): Promise<void> {
  const company = await companyOf(db, companyId);
  if (company.tenant_id !== tenantId) {
    throw new AppError(
      400,
      BULK_UPLOAD_ERROR_CODES.tenantMismatch,
      'The tenant_id header does not name the company of the path.',
    );
  }
}

/** The company's active and blocked users as the edit compares them. */
async function currentUsers(db: Db, companyId: number): Promise<Current[]> {
  const [users, products] = await Promise.all([
    repo.listEditableUsers(db, companyId),
    repo.companyProducts(db, companyId),
  ]);
  return users.map((u) => ({ ...u, persona: personaOf(u.group_name), products: products.get(u.id) ?? [] }));
}

/** GET …/download-bulk-edit-template: the template in the admin's language, pre-filled with the company's users. */
export async function editTemplate(ctx: Pick<Ctx, 'db'>, locale: Locale, companyId: number): Promise<Buffer> {
  await companyOf(ctx.db, companyId);
  const [products, users] = await Promise.all([repo.productTitles(ctx.db), currentUsers(ctx.db, companyId)]);
  return bulkEditTemplate(
    locale,
    products.map((p) => ({ code: p.code, title: p.titles[locale] ?? p.name })),
    users.map((u) => ({
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
      persona: u.persona,
      products: u.products,
    })),
  );
}

/** The user's products once the row is made: those of the file's columns as marked, the others as they are. */
function productsAfter(current: readonly string[], target: BulkEditTarget, productColumns: readonly string[]) {
  const kept = current.filter((code) => !productColumns.includes(code));
  return [...new Set([...kept, ...target.products])].sort();
}

/** What the row changes in its user, field by field; empty when the row is the user as they are. */
function changesOf(user: Current, target: BulkEditTarget, productColumns: readonly string[]): BulkEditChange[] {
  const changes: BulkEditChange[] = [];
  if (user.first_name !== target.firstName)
    changes.push({ field: 'firstName', before: user.first_name, after: target.firstName });
  if (user.last_name !== target.lastName)
    changes.push({ field: 'lastName', before: user.last_name, after: target.lastName });
  if (user.persona !== target.persona) changes.push({ field: 'role', before: user.persona, after: target.persona });
  const before = [...user.products].sort();
  const after = productsAfter(before, target, productColumns);
  if (before.join('\n') !== after.join('\n')) changes.push({ field: 'products', before, after });
  return changes;
}

const demotes = (user: Current, changes: readonly BulkEditChange[]) =>
  isActiveAdmin(user) && changes.some((c) => c.field === 'role' && c.after !== 'ADMIN');
const promotes = (user: Current, changes: readonly BulkEditChange[]) =>
  user.status === 'ACTIVE' && changes.some((c) => c.field === 'role' && c.after === 'ADMIN');

/** The upload checked against the users as they are: each row's outcome, reasons and changes, and the job's work. */
async function checkEdit(ctx: Ctx, auth: AuthContext, companyId: number, sheet: Sheet) {
  if (sheet.rows.length === 0) {
    throw new AppError(400, BULK_UPLOAD_ERROR_CODES.noRows, 'The file holds no one: keep a row per user to change.');
  }
  const columns = columnsOf(sheet.headers.map(unquoted), await repo.productTitles(ctx.db));
  const productColumns = [...new Set(columns.products.flatMap((p) => (p.code ? [p.code] : [])))];
  const read = valueReaders();
  const users = await currentUsers(ctx.db, companyId);
  const byEmail = new Map<string, Current>();
  for (const user of users) if (!byEmail.has(user.email.toLowerCase())) byEmail.set(user.email.toLowerCase(), user);

  const seen = new Set<string>();
  const checked = sheet.rows.map((sheetRow) => {
    const row = readRow({ row: sheetRow.row, cells: sheetRow.cells.map(unquoted) }, columns, read);
    const reasons: BulkEditReason[] = [...row.reasons];
    const key = row.email.toLowerCase();
    const user = isEmailAddress(row.email) ? byEmail.get(key) : undefined;
    if (isEmailAddress(row.email)) {
      if (seen.has(key)) reasons.push(BULK_EDIT_REASONS.duplicateInList);
      seen.add(key);
      if (!user) reasons.push(BULK_EDIT_REASONS.notCompanyUser);
    }
    const target: BulkEditTarget | null =
      user && row.persona
        ? {
            row: row.row,
            email: row.email,
            userId: user.id,
            firstName: row.firstName,
            lastName: row.lastName,
            persona: row.persona,
            products: row.products,
          }
        : null;
    const changes = user && target && reasons.length === 0 ? changesOf(user, target, productColumns) : [];
    if (user?.id === auth.userId && changes.some((c) => c.field === 'role')) reasons.push(BULK_EDIT_REASONS.ownRole);
    return { row, user, target, reasons, changes };
  });

  // The file as a whole must leave an active administrator: else its demotions are refused.
  const valid = checked.filter((c) => c.reasons.length === 0 && c.user);
  let admins = users.filter(isActiveAdmin).length;
  for (const c of valid) admins += (promotes(c.user!, c.changes) ? 1 : 0) - (demotes(c.user!, c.changes) ? 1 : 0);
  if (admins < 1) {
    for (const c of valid) if (demotes(c.user!, c.changes)) c.reasons.push(BULK_EDIT_REASONS.lastAdmin);
  }

  const rows = checked.map(({ row, reasons, changes }): BulkEditRow => {
    const outcome = reasons.length > 0 ? 'ERROR' : changes.length === 0 ? 'UNCHANGED' : 'UPDATE';
    return {
      row: row.row,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      outcome,
      reasons,
      changes: outcome === 'UPDATE' ? changes : [],
    };
  });
  const counts = { update: 0, unchanged: 0, error: 0 };
  for (const r of rows)
    counts[r.outcome === 'UPDATE' ? 'update' : r.outcome === 'UNCHANGED' ? 'unchanged' : 'error'] += 1;
  const targets = checked.flatMap((c, index) => (rows[index]!.outcome === 'UPDATE' ? [c.target!] : []));
  return { report: { rows, counts } satisfies BulkEditReport, targets, productColumns };
}

/** POST …/users/bulk-edit, a dry run: each row's outcome, reasons and changes; nothing is changed. */
export async function validateEdit(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  sheet: Sheet,
): Promise<BulkEditReport> {
  await companyOf(ctx.db, companyId);
  return (await checkEdit(ctx, auth, companyId, sheet)).report;
}

/** The dry run as a spreadsheet: each row's outcome and reasons, and each changed field before and after. */
export async function editReport(
  ctx: Ctx,
  auth: AuthContext,
  locale: Locale,
  companyId: number,
  sheet: Sheet,
): Promise<Readable> {
  const report = await validateEdit(ctx, auth, companyId, sheet);
  const productTitle = await productTitleOf(ctx, locale);
  const header = (key: Parameters<typeof bulkText>[1], width: number) => ({ header: bulkText(locale, key), width });
  const cells = report.rows.map((r) => [
    String(r.row),
    r.email,
    r.firstName,
    r.lastName,
    outcomeText(locale, r.outcome),
    r.reasons.map((reason) => reasonText(locale, reason)).join('; '),
    ...changeCells(locale, r.changes, productTitle),
  ]);
  return xlsxStream({
    sheetName: bulkText(locale, 'sheetUsers'),
    columns: [
      header('row', 8),
      header('email', 34),
      header('firstName', 18),
      header('lastName', 18),
      header('outcome', 16),
      header('reasons', 50),
      ...changeColumns(locale),
    ],
    rows: inBatches(cells),
    modifiedAt: ctx.clock.now(),
  });
}

/**
 * POST …/users/bulk-edit?isOverrideConfirmed=true: the rows are checked again and those that change a user go to the
 * job; the start is an activity-log entry, in the job's transaction.
 */
export async function startBulkEdit(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  sheet: Sheet,
): Promise<BulkEditStarted> {
  const company = await companyOf(ctx.db, companyId);
  const { report, targets, productColumns } = await checkEdit(ctx, auth, companyId, sheet);
  if (targets.length === 0) {
    throw new AppError(409, BULK_UPLOAD_ERROR_CODES.nothingToEdit, 'No row of the file changes a user.', {
      counts: report.counts,
    });
  }
  if (targets.some((t) => t.products.length > 0)) await refuseGrantsWhileLocked(ctx.db, companyId);
  const payload: BulkEditPayload = { companyId, actor: auth.loginId, productColumns, rows: targets };
  const { update, unchanged, error } = report.counts;
  const jobId = await enqueueBulkJob(ctx, auth, company, {
    type: BULK_EDIT_JOB,
    payload,
    total: targets.length,
    event: 'BULK_EDIT_STARTED',
    description: (id) =>
      `${auth.loginId} started a bulk edit of ${report.rows.length} rows for ${company.name}: ${update} to change, ${unchanged} unchanged, ${error} with errors (job ${id})`,
  });
  return { status: 'started', jobId, users: targets.length, counts: report.counts };
}

/** The fields' values before and after, as the activity entry keeps them. */
function valuesOf(changes: readonly BulkEditChange[], side: 'before' | 'after'): Record<string, unknown> {
  return Object.fromEntries(changes.map((c) => [c.field, c[side]]));
}

function describe(change: BulkEditChange): string {
  const shown = (value: string | string[]) => (Array.isArray(value) ? `[${value.join(', ')}]` : `'${value}'`);
  return `${change.field} ${shown(change.before)} -> ${shown(change.after)}`;
}

/**
 * One slice of the job, in its transaction: each user read again and compared as they are now (a user gone fails;
 * a demotion that would now leave no active admin fails), changed through the single-user paths' own writes, with
 * an activity entry per changed user; the slice's rows counted with their results.
 */
async function editSlice(
  ctx: Ctx,
  trx: Db,
  payload: BulkEditPayload,
  groups: Record<CompanyPersona, number>,
  targets: BulkEditTarget[],
): Promise<BulkJobResult[]> {
  if (ctx.dialect === 'postgres') await lockCompany(trx, payload.companyId);
  const ids = targets.map((t) => t.userId);
  const [users, products] = await Promise.all([
    repo.findEditableUsers(trx, payload.companyId, ids),
    repo.productsOf(trx, ids),
  ]);
  const byId = new Map(
    users.map((u): [number, Current] => [
      u.id,
      { ...u, persona: personaOf(u.group_name), products: products.get(u.id) ?? [] },
    ]),
  );
  let admins = await countActiveAdmins(trx, payload.companyId);
  const now = ctx.clock.now().toISOString();
  const results: BulkJobResult[] = [];
  for (const target of targets) {
    const { row, email } = target;
    const user = byId.get(target.userId);
    if (!user) {
      results.push({ row, email, outcome: 'FAILED', reason: BULK_EDIT_REASONS.notCompanyUser });
      continue;
    }
    const changes = changesOf(user, target, payload.productColumns);
    if (changes.length === 0) {
      results.push({ row, email, outcome: 'UNCHANGED', changes: [] });
      continue;
    }
    if (demotes(user, changes)) {
      if (admins <= 1) {
        results.push({ row, email, outcome: 'FAILED', reason: BULK_EDIT_REASONS.lastAdmin });
        continue;
      }
      admins -= 1;
    } else if (promotes(user, changes)) admins += 1;
    await applyChanges(ctx, trx, payload, groups, user, changes, now);
    results.push({ row, email, outcome: 'UPDATED', changes });
  }
  return results;
}

async function applyChanges(
  ctx: Ctx,
  trx: Db,
  payload: BulkEditPayload,
  groups: Record<CompanyPersona, number>,
  user: Current,
  changes: BulkEditChange[],
  now: string,
): Promise<void> {
  let firstName = user.first_name;
  let lastName = user.last_name;
  for (const change of changes) {
    if (change.field === 'firstName') firstName = change.after;
    else if (change.field === 'lastName') lastName = change.after;
    else if (change.field === 'role') await repo.setUserGroup(trx, user.id, groups[change.after], now);
    else await setUserProducts(trx, ctx, user.id, change, payload.actor);
  }
  if (firstName !== user.first_name || lastName !== user.last_name)
    await renameUser(trx, user.id, { firstName, lastName, now });
  await recordActivity(trx, ctx.clock, {
    actor: payload.actor,
    companyId: payload.companyId,
    entityType: 'USER',
    entityId: user.login_id,
    event: 'BULK_EDIT_USER',
    description: `${payload.actor} changed ${user.login_id} by bulk edit: ${changes.map(describe).join('; ')}`,
    before: valuesOf(changes, 'before'),
    after: valuesOf(changes, 'after'),
  });
}

/**
 * The bulk edit job: the rows in slices, each slice in one transaction that claims the slice's step (a run again
 * after a crash skips the slices done), changes its users and counts its rows with their results.
 */
export async function runBulkEdit(
  ctx: Ctx,
  jobId: number,
  payload: BulkEditPayload,
  reportProgress: (percent: number) => Promise<void>,
  checkpoint: () => void = () => {},
): Promise<{ updated: number; unchanged: number; failed: number }> {
  const groups = {
    ADMIN: await repo.findGroupId(ctx.db, PERSONA_GROUPS.ADMIN),
    USER: await repo.findGroupId(ctx.db, PERSONA_GROUPS.USER),
  };
  const counts = { updated: 0, unchanged: 0, failed: 0 };
  for (let start = 0; start < payload.rows.length; start += SLICE) {
    checkpoint();
    const slice = payload.rows.slice(start, start + SLICE);
    const step = `slice:${start / SLICE}`;
    const results = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimJobStep(trx, jobId, step, ctx.clock.now().toISOString()))) return [];
      const done = await editSlice(ctx, trx, payload, groups, slice);
      const failed = done.filter((r) => r.outcome === 'FAILED').length;
      await countJobStep(trx, jobId, step, { succeeded: done.length - failed, failed }, done);
      return done;
    });
    for (const r of results) {
      if (r.outcome === 'UPDATED') counts.updated += 1;
      else if (r.outcome === 'UNCHANGED') counts.unchanged += 1;
      else counts.failed += 1;
    }
    await reportProgress(Math.floor(((start + slice.length) * 100) / payload.rows.length));
  }
  return counts;
}

export function registerBulkEditJob(ctx: Ctx): void {
  ctx.worker.register<BulkEditPayload>(BULK_EDIT_JOB, ({ job, payload, reportProgress, checkpoint }) =>
    runBulkEdit(ctx, job.id, payload, reportProgress, checkpoint),
  );
}
