import {
  BULK_EXAMPLE_EMAIL,
  BULK_ROW_REASONS,
  BULK_UPLOAD_ERROR_CODES,
  type BulkCreateStarted,
  type BulkReport,
  type BulkReportRow,
  type BulkRowReason,
  SKIPPING_REASONS,
} from '@portal/contract/bulk-users';
import { isEmailAddress } from '@portal/contract/invitations';
import { ALLOWED_LOCALES, type Locale } from '@portal/contract/locale';
import { isMarket, MARKET_DEFAULT_LOCALE } from '@portal/contract/markets';
import { COMPANY_PERSONAS, type CompanyPersona, USER_ADMIN_LIMITS } from '@portal/contract/user-admin';
import { singleLineProblem } from '@portal/contract/text-rules';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { foldForSearch } from '../../db/search-fold.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { claimJobStep, countJobStep } from '../../platform/job-steps.repository.js';
import { refuseGrantsWhileLocked } from '../../platform/access-lock.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/session.js';
import { findCompany } from '../../platform/users.repository.js';
import { xlsxStream } from '../../platform/xlsx.js';
import { authorisedDomainRule } from '../email-domains/email-domains.service.js';
import {
  addPendingUser,
  BULK_CREATE_JOB,
  INVITE_JOB,
  type InviteJobPayload,
  takenEmails,
} from '../invitations/invitations.service.js';
import type { BulkJobResult } from './bulk-results.js';
import * as repo from './bulk-users.repository.js';
import type { Sheet, SheetRow } from './bulk-users.sheet.js';
import { FIXED_COLUMNS, type FixedColumn, bulkCreateTemplate } from './bulk-users.template.js';
import { bulkText, inEveryLanguage, outcomeText, reasonText, roleText } from './bulk-users.texts.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'worker'>;
type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** A person of a confirmed upload, as the job creates them; `row` is their row in the sheet (the result file's). */
export type BulkPerson = {
  row: number;
  email: string;
  firstName: string;
  lastName: string;
  persona: CompanyPersona;
  products: string[];
  locale: Locale;
};
export type BulkCreatePayload = { companyId: number; createdBy: string; people: BulkPerson[] };

/** How many people the job creates in one transaction (and one invitation job). */
const SLICE = 250;

async function companyOf(db: Db, companyId: number): Promise<Company> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}

/** GET …/download-bulk-create-template: the template in the admin's language, a column per product. */
export async function createTemplate(ctx: Ctx, locale: Locale, companyId: number): Promise<Buffer> {
  await companyOf(ctx.db, companyId);
  const products = await repo.productTitles(ctx.db);
  return bulkCreateTemplate(
    locale,
    products.map((p) => ({ code: p.code, title: p.titles[locale] ?? p.name })),
  );
}

/** Where each field is in the uploaded sheet: the fixed columns by their header in any language, products by theirs. */
export type Columns = Record<FixedColumn, number | null> & { products: { index: number; code: string | null }[] };

export function columnsOf(headers: string[], products: repo.ProductTitles[]): Columns {
  const fixed = new Map<string, FixedColumn>();
  for (const column of FIXED_COLUMNS)
    for (const name of inEveryLanguage(column)) fixed.set(foldForSearch(name), column);
  const productCodes = new Map<string, string>();
  for (const p of products) {
    for (const name of [p.code, p.name, ...Object.values(p.titles)]) productCodes.set(foldForSearch(name), p.code);
  }
  const columns: Columns = { email: null, firstName: null, lastName: null, role: null, language: null, products: [] };
  headers.forEach((header, index) => {
    const key = foldForSearch(header);
    if (key === '') return;
    const column = fixed.get(key);
    if (column) columns[column] ??= index;
    else columns.products.push({ index, code: productCodes.get(key) ?? null });
  });
  const missing = (['email', 'firstName', 'lastName', 'role'] as const).filter((c) => columns[c] === null);
  if (missing.length > 0) {
    throw new AppError(
      400,
      BULK_UPLOAD_ERROR_CODES.missingColumns,
      `The file lacks the template's columns: ${missing.join(', ')}.`,
      { missing },
    );
  }
  return columns;
}

/** The values of a persona and a language, as typed in any of the three languages, or their codes. */
export function valueReaders() {
  const personas = new Map<string, CompanyPersona>();
  for (const persona of COMPANY_PERSONAS) {
    personas.set(foldForSearch(persona), persona);
    for (const locale of ALLOWED_LOCALES) personas.set(foldForSearch(roleText(locale, persona)), persona);
  }
  const locales = new Map<string, Locale>(ALLOWED_LOCALES.map((l) => [l.toLowerCase(), l]));
  const declined = new Set(['no', 'non', 'false', '0', '-']);
  return {
    persona: (text: string) => personas.get(foldForSearch(text)) ?? null,
    locale: (text: string) => locales.get(text.toLowerCase()) ?? null,
    granted: (text: string) => text !== '' && !declined.has(foldForSearch(text)),
  };
}

/** What a row's own cells may get wrong, whether it creates or edits a user. */
export type CellReason = (typeof BULK_ROW_REASONS)[
  'missingField' | 'invalidEmail' | 'unknownRole' | 'invalidName' | 'unknownProduct'];

/** A row as read: the person's fields, their products, and what the row's own cells get wrong. */
export type ReadRow = {
  row: number;
  email: string;
  firstName: string;
  lastName: string;
  persona: CompanyPersona | null;
  locale: Locale | null;
  products: string[];
  reasons: CellReason[];
};

/** A row of the sheet read through its columns: the fields, the products marked, and what its cells get wrong. */
export function readRow(sheetRow: SheetRow, columns: Columns, read: ReturnType<typeof valueReaders>): ReadRow {
  const cell = (index: number | null) => (index === null ? '' : (sheetRow.cells[index] ?? ''));
  const email = cell(columns.email);
  const firstName = cell(columns.firstName);
  const lastName = cell(columns.lastName);
  const role = cell(columns.role);
  const marked = columns.products.filter((product) => read.granted(cell(product.index)));
  const reasons: CellReason[] = [];
  if ([email, firstName, lastName, role].some((value) => value === '')) reasons.push(BULK_ROW_REASONS.missingField);
  if (email !== '' && !isEmailAddress(email)) reasons.push(BULK_ROW_REASONS.invalidEmail);
  const persona = read.persona(role);
  if (role !== '' && persona === null) reasons.push(BULK_ROW_REASONS.unknownRole);
  const badName = (name: string) => name.length > USER_ADMIN_LIMITS.nameMax || singleLineProblem(name) !== null;
  if (badName(firstName) || badName(lastName)) reasons.push(BULK_ROW_REASONS.invalidName);
  if (marked.some((product) => product.code === null)) reasons.push(BULK_ROW_REASONS.unknownProduct);
  return {
    row: sheetRow.row,
    email,
    firstName,
    lastName,
    persona,
    locale: read.locale(cell(columns.language)),
    products: marked.flatMap((product) => (product.code ? [product.code] : [])),
    reasons,
  };
}

type CheckedRow = Omit<ReadRow, 'reasons'> & { reasons: BulkRowReason[] };

/** The rows' reasons that depend on the portal and on the file as a whole: duplicates, accounts, invitations, domain. */
async function withPortalReasons(db: Db, companyId: number, rows: ReadRow[]): Promise<CheckedRow[]> {
  const keys = rows.map((r) => r.email.toLowerCase());
  const valid = [...new Set(keys.filter((key) => isEmailAddress(key)))];
  const [{ users, invited }, inAuthorisedDomain] = await Promise.all([
    takenInSlices(db, valid),
    authorisedDomainRule(db, companyId),
  ]);
  const firstRowOf = new Map<string, number>();
  return rows.map((row, index) => {
    const key = keys[index]!;
    if (key === BULK_EXAMPLE_EMAIL) return { ...row, reasons: [BULK_ROW_REASONS.exampleRow] };
    if (!isEmailAddress(key)) return row;
    const reasons: BulkRowReason[] = [...row.reasons];
    if (firstRowOf.has(key)) reasons.push(BULK_ROW_REASONS.duplicateInList);
    else firstRowOf.set(key, index);
    if (users.has(key)) reasons.push(BULK_ROW_REASONS.alreadyUser);
    if (invited.has(key)) reasons.push(BULK_ROW_REASONS.alreadyInvited);
    if (!inAuthorisedDomain(key)) reasons.push(BULK_ROW_REASONS.domainNotAuthorised);
    return { ...row, reasons };
  });
}

/** How many addresses one lookup takes (an `in (…)` list): both databases' limits are far above it. */
const LOOKUP_SLICE = 1_000;

async function takenInSlices(db: Db, keys: string[]) {
  const taken = { users: new Set<string>(), invited: new Set<string>() };
  for (let start = 0; start < keys.length; start += LOOKUP_SLICE) {
    const found = await takenEmails(db, keys.slice(start, start + LOOKUP_SLICE));
    for (const key of found.users) taken.users.add(key);
    for (const key of found.invited) taken.invited.add(key);
  }
  return taken;
}

function outcomeOf(reasons: readonly BulkRowReason[]): BulkReportRow['outcome'] {
  if (reasons.some((reason) => !SKIPPING_REASONS.includes(reason))) return 'ERROR';
  return reasons.length > 0 ? 'SKIP' : 'CREATE';
}

/** The upload checked: each row's outcome and reasons, and the people the creatable rows are. */
async function checkUpload(ctx: Ctx, company: Company, sheet: Sheet) {
  if (sheet.rows.length === 0) {
    throw new AppError(400, BULK_UPLOAD_ERROR_CODES.noRows, 'The file holds no one: fill in a row per person.');
  }
  const columns = columnsOf(sheet.headers, await repo.productTitles(ctx.db));
  const read = valueReaders();
  const rows = await withPortalReasons(
    ctx.db,
    company.id,
    sheet.rows.map((row) => readRow(row, columns, read)),
  );
  const reported = rows.map((r): BulkReportRow => ({
    row: r.row,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    outcome: outcomeOf(r.reasons),
    reasons: r.reasons,
  }));
  const counts = { create: 0, skip: 0, error: 0 };
  for (const row of reported)
    counts[row.outcome === 'CREATE' ? 'create' : row.outcome === 'SKIP' ? 'skip' : 'error'] += 1;
  const marketLocale = isMarket(company.market) ? MARKET_DEFAULT_LOCALE[company.market] : 'en-US';
  const people = rows.flatMap((r, index): BulkPerson[] =>
    reported[index]!.outcome === 'CREATE'
      ? [
          {
            row: r.row,
            email: r.email,
            firstName: r.firstName,
            lastName: r.lastName,
            persona: r.persona!,
            products: r.products,
            locale: r.locale ?? marketLocale,
          },
        ]
      : [],
  );
  return { report: { rows: reported, counts } satisfies BulkReport, people };
}

/** POST …/bulk-upload/validate-create, a dry run: each row's outcome and reasons; nothing is created. */
export async function validateUpload(ctx: Ctx, companyId: number, sheet: Sheet): Promise<BulkReport> {
  const { report } = await checkUpload(ctx, await companyOf(ctx.db, companyId), sheet);
  return report;
}

/** The dry run's report as a spreadsheet: the uploaded people with their outcome and reasons, in the admin's language. */
export async function uploadReport(ctx: Ctx, locale: Locale, companyId: number, sheet: Sheet): Promise<Readable> {
  const report = await validateUpload(ctx, companyId, sheet);
  const header = (key: Parameters<typeof bulkText>[1], width: number) => ({ header: bulkText(locale, key), width });
  const cells = report.rows.map((r) => [
    String(r.row),
    r.email,
    r.firstName,
    r.lastName,
    outcomeText(locale, r.outcome),
    r.reasons.map((reason) => reasonText(locale, reason)).join('; '),
  ]);
  async function* batches() {
    for (let i = 0; i < cells.length; i += 1000) yield cells.slice(i, i + 1000);
  }
  return xlsxStream({
    sheetName: bulkText(locale, 'sheetUsers'),
    columns: [
      header('row', 8),
      header('email', 34),
      header('firstName', 18),
      header('lastName', 18),
      header('outcome', 16),
      header('reasons', 60),
    ],
    rows: batches(),
    modifiedAt: ctx.clock.now(),
  });
}

/**
 * POST …/bulk-upload/validate-create?isOverrideConfirmed=true: the rows are checked again and the creatable ones are
 * given to the job that creates them; the start is an activity-log entry, in the job's transaction.
 */
export async function startBulkCreate(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  sheet: Sheet,
): Promise<BulkCreateStarted> {
  const company = await companyOf(ctx.db, companyId);
  const { report, people } = await checkUpload(ctx, company, sheet);
  if (people.length === 0) {
    throw new AppError(409, BULK_UPLOAD_ERROR_CODES.nothingToCreate, 'No row of the file can be created.', {
      counts: report.counts,
    });
  }
  if (people.some((p) => p.products.length > 0)) await refuseGrantsWhileLocked(ctx.db, companyId);
  const { create, skip, error } = report.counts;
  const jobId = await enqueueBulkJob(ctx, auth, company, {
    type: BULK_CREATE_JOB,
    payload: { companyId, createdBy: auth.loginId, people } satisfies BulkCreatePayload,
    total: people.length,
    event: 'BULK_UPLOAD_STARTED',
    description: (id) =>
      `${auth.loginId} started a bulk upload of ${report.rows.length} people to ${company.name}: ${create} to create, ${skip} skipped, ${error} with errors (job ${id})`,
  });
  return { status: 'started', jobId, users: people.length, counts: report.counts };
}

/** A confirmed bulk job queued in the transaction that writes its start to the activity log. */
export async function enqueueBulkJob(
  ctx: Ctx,
  auth: AuthContext,
  company: Company,
  job: { type: string; payload: unknown; total: number; event: string; description: (jobId: number) => string },
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.worker.enqueue(job.type, job.payload, {
      companyId: company.id,
      createdBy: auth.loginId,
      total: job.total,
      db: trx,
    });
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId: company.id,
      entityType: 'COMPANY',
      entityId: String(company.id),
      event: job.event,
      description: job.description(id),
    });
    return id;
  });
}

/**
 * The bulk creation job: the people in slices, each slice in one transaction that claims the slice's step of the job
 * (a run again after a crash skips the slices it made), creates those not yet users nor invited, writes each one's
 * activity entry, queues the job that e-mails their invitations, and counts its rows with their results (the job's
 * result file): each person is created, invited and counted once.
 */
export async function runBulkCreate(
  ctx: Ctx,
  jobId: number,
  payload: BulkCreatePayload,
  reportProgress: (percent: number) => Promise<void>,
  checkpoint: () => void = () => {},
): Promise<{ created: number; skipped: number; total: number }> {
  const company = await companyOf(ctx.db, payload.companyId);
  let created = 0;
  for (let start = 0; start < payload.people.length; start += SLICE) {
    checkpoint();
    const slice = payload.people.slice(start, start + SLICE);
    const step = `slice:${start / SLICE}`;
    created += await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimJobStep(trx, jobId, step, ctx.clock.now().toISOString()))) return 0;
      const results = await createSlice(ctx, trx, company, payload.createdBy, slice);
      const made = results.filter((r) => r.outcome === 'CREATED').length;
      await countJobStep(trx, jobId, step, { succeeded: made, failed: results.length - made }, results);
      return made;
    });
    await reportProgress(Math.floor(((start + slice.length) * 100) / payload.people.length));
  }
  return { created, skipped: payload.people.length - created, total: payload.people.length };
}

async function createSlice(
  ctx: Ctx,
  trx: Db,
  company: Company,
  createdBy: string,
  people: BulkPerson[],
): Promise<BulkJobResult[]> {
  const { users, invited } = await takenEmails(
    trx,
    people.map((p) => p.email.toLowerCase()),
  );
  const by = { company, createdBy, now: ctx.clock.now().toISOString(), way: 'by bulk upload' };
  const pendingIds: number[] = [];
  const results: BulkJobResult[] = [];
  for (const person of people) {
    const key = person.email.toLowerCase();
    // Taken since the upload was checked (or by an earlier row of the job): the row is not done, and says why.
    const taken = users.has(key)
      ? BULK_ROW_REASONS.alreadyUser
      : invited.has(key)
        ? BULK_ROW_REASONS.alreadyInvited
        : null;
    if (taken) {
      results.push({ row: person.row, email: person.email, outcome: 'FAILED', reason: taken });
      continue;
    }
    invited.add(key);
    pendingIds.push(await addPendingUser(ctx, trx, by, person));
    results.push({ row: person.row, email: person.email, outcome: 'CREATED' });
  }
  if (pendingIds.length > 0) {
    await ctx.worker.enqueue(INVITE_JOB, { pendingIds } satisfies InviteJobPayload, {
      companyId: company.id,
      createdBy,
      db: trx,
    });
  }
  return results;
}

export function registerBulkCreateJob(ctx: Ctx): void {
  ctx.worker.register<BulkCreatePayload>(BULK_CREATE_JOB, ({ job, payload, reportProgress, checkpoint }) =>
    runBulkCreate(ctx, job.id, payload, reportProgress, checkpoint),
  );
}
