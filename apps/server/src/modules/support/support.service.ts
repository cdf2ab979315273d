import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES, RATE_LIMITS } from '@portal/contract/constants';
import { ERROR_CODES } from '@portal/contract/errors';
import type { TenantType } from '@portal/contract/identity';
import { DEFAULT_LOCALE, resolveLocale, type Locale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import {
  ACTIVE_SUPPORT_TYPES,
  attachmentDisplayName,
  deskSupportTypes,
  agentCanMove,
  allowedAccountTypes,
  INCIDENT_LIMITS,
  INCIDENT_MULTIPART_FIELDS,
  incidentDetailSchema,
  incidentRouting,
  incidentSubject,
  isSupportTypeActive,
  OSC_TYPE_PRESETS,
  REOPENED_STATUS,
  requesterActions,
  safeAttachmentName,
  statusAfterRequesterComment,
  SUPPORT_ERROR_CODES,
  type Attachment,
  type CategoriesResponse,
  type CategoryOption,
  type DeskIncident,
  type DeskPage,
  type IncidentDetail,
  type IncidentDetailResponse,
  type IncidentPage,
  type IncidentStatus,
  type OscType,
  type SupportTypeOption,
  type Thread,
} from '@portal/contract/support';
import type { deskListQuerySchema, incidentListQuerySchema } from '@portal/contract/support';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { callerCompanyId } from '../../platform/authorization.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { OutgoingMail } from '../../platform/mail.js';
import type { MarketContext } from '../../platform/market.js';
import { pageOf, sqlOrder, sqlWindow } from '../../platform/paging.js';
import { publicLink } from '../../platform/public-url.js';
import { hitLimit } from '../../platform/rate-limit.js';
import type { AuthContext } from '../../platform/session.js';
import { FileTooLargeError, type FileStorage } from '../../platform/storage.js';
import { findCompany, findUserById } from '../../platform/users.repository.js';
import { contentInspector, contentTypeOfExtension } from './support.attachment.js';
import * as repo from './support.repository.js';
import { statusName, supportText } from './support.texts.js';

export type SupportCtx = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer'> & { storage: FileStorage };

/** Who is calling and from where: the session, the market of the host and the page language. */
export type Caller = {
  auth: AuthContext | null;
  market: MarketContext;
  locale: Locale;
};

const ENTITY = 'SUPPORT_INCIDENT';
const ANONYMOUS = 'anonymous';

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

type CategoryRecord = Awaited<ReturnType<typeof repo.listActiveCategories>>[number];
type Titles = (id: number) => string;

/** Titles in the locale, else the market's default, else en-US. */
async function loadTitles(ctx: SupportCtx, locale: Locale, marketLocale: Locale): Promise<Titles> {
  const order = [...new Set([locale, marketLocale, DEFAULT_LOCALE])];
  const texts = await repo.listCategoryTexts(ctx.db, order);
  const byKey = new Map(texts.map((t) => [`${t.category_id}|${t.locale}`, t.title]));
  return (id) => order.map((l) => byKey.get(`${id}|${l}`)).find((title) => title !== undefined) ?? String(id);
}

async function companyTypeOf(ctx: SupportCtx, auth: AuthContext | null): Promise<{ id: number; type: TenantType } | null> {
  const companyId = auth ? callerCompanyId(auth) : null;
  if (companyId === null) return null;
  const company = await findCompany(ctx.db, companyId);
  return company ? { id: company.id, type: company.type as TenantType } : null;
}

function childrenOf(categories: CategoryRecord[], kind: string, parentId: number): CategoryRecord[] {
  return categories.filter((c) => c.kind === kind && c.parent_id === parentId);
}

/** GET categories: the account types the caller may choose and the market's support types with their dependent lists. */
export async function categories(ctx: SupportCtx, caller: Caller): Promise<CategoriesResponse> {
  const [all, titleOf, company] = await Promise.all([
    repo.listActiveCategories(ctx.db),
    loadTitles(ctx, caller.locale, caller.market.defaultLocale),
    companyTypeOf(ctx, caller.auth),
  ]);
  const option = (c: { id: number }): CategoryOption => ({ id: c.id, title: titleOf(c.id) });
  const active = ACTIVE_SUPPORT_TYPES[caller.market.code];
  const supportTypes: SupportTypeOption[] = all
    .filter((c) => c.kind === 'SUPPORT_TYPE' && active.includes(c.id))
    .map((type) => ({
      ...option(type),
      issues: childrenOf(all, 'ISSUE', type.id).map((issue) => ({
        ...option(issue),
        issueTypes: childrenOf(all, 'ISSUE_TYPE', issue.id).map((issueType) => ({
          ...option(issueType),
          subIssueTypes: childrenOf(all, 'SUB_ISSUE_TYPE', issueType.id).map(option),
        })),
      })),
    }));
  const allowed: number[] = allowedAccountTypes(company?.type ?? null);
  const accountTypes = all.filter((c) => c.kind === 'ACCOUNT_TYPE' && allowed.includes(c.id)).map(option);
  return { market: caller.market.code, accountTypes, supportTypes };
}

// ---------------------------------------------------------------------------------------------
// Filing an incident
// ---------------------------------------------------------------------------------------------

type StoredFile = { id: string; key: string; fileName: string; originalName: string | null; contentType: string; size: number };

const invalid = (message: string, details?: unknown) => new AppError(400, ERROR_CODES.validation, message, details);
const tooLarge = () => new AppError(413, SUPPORT_ERROR_CODES.attachmentTooLarge, 'The attachment is larger than 10 MB.');
const wrongType = () => badRequest(SUPPORT_ERROR_CODES.attachmentType, 'This type of file cannot be attached.');

/** Streams the file part to storage while counting and inspecting it; refuses (and keeps nothing of) a file too large or not what it claims. */
async function storeAttachment(ctx: SupportCtx, part: MultipartFile): Promise<StoredFile> {
  const fileName = safeAttachmentName(part.filename);
  const contentType = contentTypeOfExtension(fileName);
  if (part.filename.trim().length > INCIDENT_LIMITS.fileNameMax || !contentType) {
    part.file.resume();
    throw wrongType();
  }
  const id = randomUUID();
  const key = `support/${id}`;
  const inspector = contentInspector(contentType);
  // finished(), unlike an 'error' listener, also reports a file the parser failed before this point. The
  // storage's pipeline may not listen yet (it makes the directory first): it finds the inspector errored.
  inspector.on('error', () => {});
  finished(part.file, (error) => {
    if (error) inspector.destroy(error);
  });
  part.file.pipe(inspector);
  try {
    const { size } = await ctx.storage.write(key, inspector, { maxBytes: ATTACHMENT_MAX_BYTES });
    // The parser stops a file one byte past the cap and marks it truncated.
    if (part.file.truncated) throw new FileTooLargeError(ATTACHMENT_MAX_BYTES);
    if (!inspector.matches()) throw wrongType();
    return { id, key, fileName, originalName: attachmentDisplayName(part.filename, fileName), contentType, size };
  } catch (error) {
    part.file.resume();
    await ctx.storage.delete(key);
    if (error instanceof FileTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

/** Reads the multipart parts: the incidentDetail JSON and at most one file, stored as it arrives. */
async function receiveParts(ctx: SupportCtx, parts: AsyncIterable<Multipart>, onStored: (file: StoredFile) => void): Promise<string | undefined> {
  let detail: string | undefined;
  let files = 0;
  for await (const part of parts) {
    if (part.type === 'file') {
      files += 1;
      if (part.fieldname !== INCIDENT_MULTIPART_FIELDS.file || files > 1) {
        part.file.resume();
        throw invalid('Only one file, in the "file" part, may be attached.');
      }
      // A file chosen and then left empty by the browser has no name: no attachment.
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      onStored(await storeAttachment(ctx, part));
    } else if (part.fieldname === INCIDENT_MULTIPART_FIELDS.detail && detail === undefined) {
      detail = String(part.value);
    } else {
      throw invalid(`Unexpected part "${part.fieldname}".`);
    }
  }
  return detail;
}

/** Field errors in the shape every route's validation answers (`/field` paths). */
function parseDetail(raw: string | undefined): IncidentDetail {
  if (raw === undefined) throw invalid('The incidentDetail part is missing.', [{ path: '/', message: 'incidentDetail is required', context: 'body' }]);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw invalid('The incidentDetail part is not JSON.', [{ path: '/', message: 'incidentDetail must be JSON', context: 'body' }]);
  }
  const parsed = incidentDetailSchema.safeParse(json);
  if (!parsed.success) {
    throw invalid(
      'The request is not valid.',
      parsed.error.issues.map((issue) => ({ path: `/${issue.path.join('/')}`, message: issue.message, context: 'body' })),
    );
  }
  return parsed.data;
}

/** The rules of spec section 5 that need the database or the caller. */
async function checkRules(ctx: SupportCtx, caller: Caller, oscType: OscType, detail: IncidentDetail, companyType: TenantType | null): Promise<void> {
  if (!isSupportTypeActive(caller.market.code, detail.supportType)) {
    throw badRequest(SUPPORT_ERROR_CODES.supportTypeUnavailable, 'This support type is not offered in this market.');
  }
  const preset = OSC_TYPE_PRESETS[oscType];
  if (preset && (preset.supportType !== detail.supportType || preset.issue !== (detail.issue ?? null))) {
    throw badRequest(SUPPORT_ERROR_CODES.oscTypeMismatch, 'This form is for another kind of request.');
  }
  const all = await repo.listActiveCategories(ctx.db);
  const belongs = (id: number | null | undefined, kind: string, parentId: number | null | undefined) =>
    id === null || id === undefined || all.some((c) => c.id === id && c.kind === kind && parentId != null && c.parent_id === parentId);
  const consistent =
    belongs(detail.issue, 'ISSUE', detail.supportType) &&
    belongs(detail.issueType, 'ISSUE_TYPE', detail.issue) &&
    belongs(detail.subIssueType, 'SUB_ISSUE_TYPE', detail.issueType);
  if (!consistent) throw badRequest(SUPPORT_ERROR_CODES.categoryMismatch, 'The issue does not belong to the chosen support type.');
  if (!(allowedAccountTypes(companyType) as number[]).includes(detail.accountType)) {
    throw badRequest(SUPPORT_ERROR_CODES.accountTypeNotAllowed, 'This account type is not available to your company.');
  }
}

/** YYMMDD of a moment, in UTC. */
export function referenceDay(moment: Date): string {
  return moment.toISOString().slice(2, 10).replace(/-/g, '');
}

/** The incident's page on its market's configured address (platform/public-url.ts), never the request's host. */
const trackLink = (ctx: SupportCtx, market: string, reference: string) =>
  publicLink(ctx.config, market, `${ROUTES.trackTicket}/${encodeURIComponent(reference)}`);

/** POST /api/incidents: files an incident (with its attachment), answers the reference number, confirms it by e-mail. */
export async function createIncident(ctx: SupportCtx, caller: Caller, oscType: OscType, parts: AsyncIterable<Multipart>): Promise<{ incidentId: string }> {
  const upload: { file: StoredFile | null } = { file: null };
  let reference: string;
  let detail: IncidentDetail;
  let company: { id: number; type: TenantType } | null;
  try {
    const raw = await receiveParts(ctx, parts, (file) => {
      upload.file = file;
    });
    detail = parseDetail(raw);
    company = await companyTypeOf(ctx, caller.auth);
    await checkRules(ctx, caller, oscType, detail, company?.type ?? null);
    reference = await saveIncident(ctx, caller, oscType, detail, company, upload.file);
  } catch (error) {
    // Nothing of a refused incident stays behind.
    if (upload.file) await ctx.storage.delete(upload.file.key);
    throw error;
  }
  return { incidentId: reference };
}

async function saveIncident(
  ctx: SupportCtx,
  caller: Caller,
  oscType: OscType,
  detail: IncidentDetail,
  company: { id: number; type: TenantType } | null,
  file: StoredFile | null,
): Promise<string> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const routing = incidentRouting(detail.supportType, company?.type ?? null);
  return ctx.db.transaction().execute(async (trx) => {
    const day = referenceDay(now);
    const reference = `${day}-${String(await repo.nextDailySequence(trx, day)).padStart(6, '0')}`;
    const incidentId = await repo.insertIncident(trx, {
      reference,
      osc_type: oscType,
      account_type: detail.accountType,
      support_type: detail.supportType,
      issue: detail.issue ?? null,
      issue_type: detail.issueType ?? null,
      sub_issue_type: detail.subIssueType ?? null,
      first_name: detail.firstName,
      last_name: detail.lastName,
      primary_contact_email: detail.primaryContactEmail,
      company_name: detail.companyName,
      call_back_number: detail.callBackNumber ? detail.callBackNumber : null,
      situation_description: detail.situationDescription,
      subject: incidentSubject(detail.situationDescription),
      on_behalf_of_another: detail.onBehalfOfAnother ? 1 : 0,
      market: caller.market.code,
      locale: caller.locale,
      status: 'NEW',
      queue_id: routing.queueId,
      product_id: routing.productId,
      caller_id: routing.callerId,
      entry_type: routing.entryType,
      requester_user_id: caller.auth?.userId ?? null,
      company_id: company?.id ?? null,
      created_at: nowIso,
      updated_at: nowIso,
    });
    if (file) {
      await repo.insertAttachment(trx, {
        id: file.id,
        incident_id: incidentId,
        file_name: file.fileName,
        original_name: file.originalName,
        content_type: file.contentType,
        size: file.size,
        storage_key: file.key,
        created_at: nowIso,
      });
    }
    await recordActivity(trx, ctx.clock, {
      actor: caller.auth?.loginId ?? ANONYMOUS,
      companyId: company?.id ?? null,
      entityType: ENTITY,
      entityId: reference,
      event: 'INCIDENT_CREATED',
      description: `Incident ${reference} filed (support type ${detail.supportType}, queue ${routing.queueId})${file ? ' with an attachment' : ''}`,
    });
    // In the same transaction: an incident is never filed without its confirmation, nor confirmed unfiled.
    await confirmByMail(ctx, trx, caller, reference, detail, company?.id ?? null);
    return reference;
  });
}

/**
 * Whether a confirmation may echo what the sender wrote: only to the signed-in caller's own account address.
 * Any other address is unverified (decision record 011): it gets the fixed text alone, a few times an hour at
 * most, so that nobody can make the portal mail their words and links to a stranger.
 */
async function isCallersOwnAddress(db: Db, caller: Caller, address: string): Promise<boolean> {
  if (!caller.auth) return false;
  const user = await findUserById(db, caller.auth.userId);
  return user !== undefined && user.email.toLowerCase() === address.toLowerCase();
}

/** An unverified address is sent at most RATE_LIMITS.confirmationMailsPerRecipient confirmations per window. */
async function mayConfirmTo(ctx: SupportCtx, db: Db, address: string): Promise<boolean> {
  const outcome = await hitLimit({ db, clock: ctx.clock }, 'confirmation_mail:recipient', RATE_LIMITS.confirmationMailsPerRecipient, `mail:${address.toLowerCase()}`);
  return outcome.allowed;
}

async function confirmByMail(ctx: SupportCtx, trx: Db, caller: Caller, reference: string, detail: IncidentDetail, companyId: number | null): Promise<void> {
  const to = detail.primaryContactEmail;
  const verified = await isCallersOwnAddress(trx, caller, to);
  if (!verified && !(await mayConfirmTo(ctx, trx, to))) return;
  const text = verified
    ? supportText(caller.locale, 'filedBody', {
      name: detail.firstName,
      reference,
      subject: incidentSubject(detail.situationDescription),
      link: trackLink(ctx, caller.market.code, reference),
    })
    : supportText(caller.locale, 'filedBodyFixed', { reference });
  await ctx.mailer.send({
    to,
    subject: supportText(caller.locale, 'filedSubject', { reference }),
    text,
    template: 'support-incident-filed',
    locale: caller.locale,
    companyId,
  }, trx);
}

// ---------------------------------------------------------------------------------------------
// Seeing an incident
// ---------------------------------------------------------------------------------------------

type Role = 'requester' | 'companyAdmin' | 'agent';

const isAgent = (auth: AuthContext) => hasPermission(auth.permissions, PERMISSIONS.workSupportIncidents);

function roleOf(auth: AuthContext, incident: repo.IncidentRecord): Role | null {
  if (incident.requester_user_id !== null && incident.requester_user_id === auth.userId) return 'requester';
  const companyId = callerCompanyId(auth);
  if (incident.company_id !== null && incident.company_id === companyId && hasPermission(auth.permissions, PERMISSIONS.listUsers)) return 'companyAdmin';
  if (isAgent(auth)) return 'agent';
  return null;
}

/** The incident and the caller's role in it; 404 for anyone who may not see it, as if it did not exist. */
async function visibleIncident(ctx: SupportCtx, auth: AuthContext, reference: string): Promise<{ incident: repo.IncidentRecord; role: Role }> {
  const incident = await repo.findIncident(ctx.db, reference);
  const role = incident ? roleOf(auth, incident) : null;
  if (!incident || !role) throw notFound('No such incident');
  return { incident, role };
}

function toThread(row: repo.ThreadRecord): Thread {
  return {
    id: String(row.id),
    text: row.text,
    authorKind: row.author_kind as Thread['authorKind'],
    authorName: row.author_name,
    internal: row.internal === 1,
    createdOn: row.created_at,
  };
}

function actionsFor(role: Role, status: IncidentStatus) {
  const actions = requesterActions(status);
  if (role === 'requester') return actions;
  // A company admin speaks for the requester's side in the conversation but does not close for them.
  return { canClose: false, canReopen: false, canComment: role === 'companyAdmin' && actions.canComment };
}

async function detailOf(ctx: SupportCtx, caller: Caller, incident: repo.IncidentRecord, role: Role, includeInternal: boolean): Promise<IncidentDetailResponse> {
  const [titleOf, threads, attachment] = await Promise.all([
    loadTitles(ctx, caller.locale, caller.market.defaultLocale),
    repo.listThreads(ctx.db, incident.id, includeInternal),
    repo.findAttachmentOf(ctx.db, incident.id),
  ]);
  const option = (id: number | null) => (id === null ? null : { id, title: titleOf(id) });
  const status = incident.status as IncidentStatus;
  return {
    ...rowOf(incident),
    oscType: incident.osc_type as OscType,
    accountType: option(incident.account_type)!,
    supportType: option(incident.support_type)!,
    issue: option(incident.issue),
    issueType: option(incident.issue_type),
    subIssueType: option(incident.sub_issue_type),
    firstName: incident.first_name,
    lastName: incident.last_name,
    primaryContactEmail: incident.primary_contact_email,
    companyName: incident.company_name,
    callBackNumber: incident.call_back_number,
    situationDescription: incident.situation_description,
    onBehalfOfAnother: incident.on_behalf_of_another === 1,
    market: incident.market as Market,
    attachment: attachment ? attachmentOf(attachment) : null,
    threads: threads.map(toThread),
    ...actionsFor(role, status),
  };
}

/** Names stored before they were made safe are made safe on the way out. */
function attachmentOf(record: repo.AttachmentRecord): Attachment {
  const fileName = safeAttachmentName(record.file_name);
  const originalName = record.original_name ?? attachmentDisplayName(record.file_name, fileName);
  return { id: record.id, fileName, originalName, contentType: record.content_type, size: record.size };
}

function rowOf(incident: repo.IncidentRecord) {
  return {
    incidentId: incident.reference,
    subject: incident.subject,
    statusInfo: incident.status as IncidentStatus,
    createdOn: incident.created_at,
    lastUpdatedOn: incident.updated_at,
  };
}

/** GET the caller's incidents (scope mine) or their company's (scope company, company admins only). */
export async function listIncidents(
  ctx: SupportCtx,
  auth: AuthContext,
  query: z.output<typeof incidentListQuerySchema>,
): Promise<IncidentPage> {
  let filter: repo.IncidentFilter = { requesterUserId: auth.userId };
  if (query.scope === 'company') {
    if (!hasPermission(auth.permissions, PERMISSIONS.listUsers)) throw forbidden();
    const companyId = callerCompanyId(auth);
    if (companyId === null) throw notFound('No company');
    filter = { companyId };
  }
  const { rows, total } = await repo.pageIncidents(ctx.db, filter, sqlWindow(query), sqlOrder(query, repo.INCIDENT_SORT_COLUMNS));
  return pageOf(query, rows.map(rowOf), total);
}

export async function incidentDetail(ctx: SupportCtx, caller: Caller & { auth: AuthContext }, reference: string): Promise<IncidentDetailResponse> {
  const { incident, role } = await visibleIncident(ctx, caller.auth, reference);
  return detailOf(ctx, caller, incident, role, false);
}

/** The attachment's bytes and how to send them, for those who may see the incident. */
export async function openAttachment(ctx: SupportCtx, auth: AuthContext, reference: string, attachmentId: string) {
  const { incident } = await visibleIncident(ctx, auth, reference);
  const attachment = await repo.findAttachment(ctx.db, incident.id, attachmentId);
  const stream = attachment ? await ctx.storage.read(attachment.storage_key) : null;
  if (!attachment || !stream) throw notFound('No such attachment');
  return { stream, fileName: safeAttachmentName(attachment.file_name), contentType: attachment.content_type, size: attachment.size };
}

// ---------------------------------------------------------------------------------------------
// The requester's side: comments, close and reopen
// ---------------------------------------------------------------------------------------------

/** The name a thread entry is signed with: the author's full name, else their login id. */
async function authorName(ctx: SupportCtx, auth: AuthContext): Promise<string> {
  const user = await findUserById(ctx.db, auth.userId);
  return user ? `${user.first_name} ${user.last_name}`.trim() : auth.loginId;
}

type IncidentChange = {
  actor: string;
  /** The new status; without it the incident is only marked updated. */
  status?: IncidentStatus;
  thread?: { authorKind: 'requester' | 'agent'; authorUserId: number; authorName: string; text: string; internal: boolean };
  event: string;
  description: string;
  /** The e-mail that tells the requester about the change. */
  mail?: OutgoingMail;
};

/** One change to an incident, in one transaction: the thread entry if any, the status and update time, the activity entry, the e-mail. */
async function saveIncidentChange(ctx: SupportCtx, incident: repo.IncidentRecord, change: IncidentChange): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (change.thread) {
      await repo.insertThread(trx, {
        incident_id: incident.id,
        author_kind: change.thread.authorKind,
        author_user_id: change.thread.authorUserId,
        author_name: change.thread.authorName,
        text: change.thread.text,
        internal: change.thread.internal ? 1 : 0,
        created_at: now,
      });
    }
    await repo.updateIncident(trx, incident.id, { ...(change.status ? { status: change.status } : {}), updatedAt: now });
    await recordActivity(trx, ctx.clock, {
      actor: change.actor,
      companyId: incident.company_id,
      entityType: ENTITY,
      entityId: incident.reference,
      event: change.event,
      description: change.description,
    });
    if (change.mail) await ctx.mailer.send(change.mail, trx);
  });
}

export async function addRequesterComment(ctx: SupportCtx, caller: Caller & { auth: AuthContext }, reference: string, text: string): Promise<IncidentDetailResponse> {
  const { incident, role } = await visibleIncident(ctx, caller.auth, reference);
  if (role === 'agent') throw forbidden();
  const status = incident.status as IncidentStatus;
  if (!requesterActions(status).canComment) throw new AppError(409, SUPPORT_ERROR_CODES.incidentClosed, 'This incident is closed. Reopen it to add a comment.');
  const next = statusAfterRequesterComment(status);
  await saveIncidentChange(ctx, incident, {
    actor: caller.auth.loginId,
    status: next,
    thread: { authorKind: 'requester', authorUserId: caller.auth.userId, authorName: await authorName(ctx, caller.auth), text, internal: false },
    event: 'INCIDENT_COMMENTED',
    description: `Comment added to incident ${reference}${next === status ? '' : `; status ${status} -> ${next}`}`,
  });
  return incidentDetail(ctx, caller, reference);
}

export async function changeStatusAsRequester(
  ctx: SupportCtx,
  caller: Caller & { auth: AuthContext },
  reference: string,
  action: 'close' | 'reopen',
): Promise<IncidentDetailResponse> {
  const { incident, role } = await visibleIncident(ctx, caller.auth, reference);
  if (role !== 'requester') throw forbidden();
  const status = incident.status as IncidentStatus;
  const actions = requesterActions(status);
  const allowed = action === 'close' ? actions.canClose : actions.canReopen;
  if (!allowed) throw new AppError(409, SUPPORT_ERROR_CODES.statusChangeNotAllowed, 'This status change is not possible now.');
  const next: IncidentStatus = action === 'close' ? 'CLOSED' : REOPENED_STATUS;
  await saveIncidentChange(ctx, incident, {
    actor: caller.auth.loginId,
    status: next,
    event: action === 'close' ? 'INCIDENT_CLOSED' : 'INCIDENT_REOPENED',
    description: `Incident ${reference} ${action === 'close' ? 'closed' : 'reopened'} by the requester (${status} -> ${next})`,
  });
  return incidentDetail(ctx, caller, reference);
}

// ---------------------------------------------------------------------------------------------
// The agent desk
// ---------------------------------------------------------------------------------------------

export async function deskList(ctx: SupportCtx, caller: Caller, query: z.output<typeof deskListQuerySchema>): Promise<DeskPage> {
  const filter: repo.IncidentFilter = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.queueId !== undefined ? { queueId: query.queueId } : {}),
    ...(query.market ? { market: query.market } : {}),
    ...(query.supportType !== undefined ? { supportType: query.supportType } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
  const [{ rows, total }, titleOf] = await Promise.all([
    repo.pageIncidents(ctx.db, filter, sqlWindow(query), sqlOrder(query, repo.INCIDENT_SORT_COLUMNS)),
    loadTitles(ctx, caller.locale, caller.market.defaultLocale),
  ]);
  const items = rows.map((row) => ({
      ...rowOf(row),
      market: row.market as Market,
      queueId: row.queue_id,
      supportType: { id: row.support_type, title: titleOf(row.support_type) },
      requesterName: `${row.first_name} ${row.last_name}`,
      companyName: row.company_name,
    }));
  return {
    ...pageOf(query, items, total),
    supportTypes: deskSupportTypes(query.market).map((id) => ({ id, title: titleOf(id) })),
  };
}

/** The incident as the desk sees it: any market, any company. */
async function existingIncident(ctx: SupportCtx, reference: string): Promise<repo.IncidentRecord> {
  const incident = await repo.findIncident(ctx.db, reference);
  if (!incident) throw notFound('No such incident');
  return incident;
}

export async function deskIncident(ctx: SupportCtx, caller: Caller & { auth: AuthContext }, reference: string): Promise<DeskIncident> {
  const incident = await existingIncident(ctx, reference);
  const role: Role = incident.requester_user_id === caller.auth.userId ? 'requester' : 'agent';
  const [detail, requester] = await Promise.all([
    detailOf(ctx, caller, incident, role, true),
    incident.requester_user_id === null ? null : findUserById(ctx.db, incident.requester_user_id),
  ]);
  return {
    ...detail,
    queueId: incident.queue_id,
    productId: incident.product_id,
    callerId: incident.caller_id,
    entryType: incident.entry_type,
    requesterLoginId: requester?.login_id ?? null,
  };
}

/** The requester is told in the incident's language, at the address they gave. */
function mailToRequester(ctx: SupportCtx, incident: repo.IncidentRecord, template: 'reply' | 'status', values: Record<string, string>): OutgoingMail {
  const locale = resolveLocale(incident.locale);
  const common = {
    name: incident.first_name,
    reference: incident.reference,
    link: trackLink(ctx, incident.market, incident.reference),
    ...values,
  };
  return {
    to: incident.primary_contact_email,
    subject: supportText(locale, template === 'reply' ? 'replySubject' : 'statusSubject', common),
    text: supportText(locale, template === 'reply' ? 'replyBody' : 'statusBody', common),
    template: template === 'reply' ? 'support-incident-reply' : 'support-incident-status',
    locale,
    companyId: incident.company_id,
  };
}

export async function deskReply(
  ctx: SupportCtx,
  caller: Caller & { auth: AuthContext },
  reference: string,
  body: { text: string; internal: boolean },
): Promise<DeskIncident> {
  const incident = await existingIncident(ctx, reference);
  await saveIncidentChange(ctx, incident, {
    actor: caller.auth.loginId,
    thread: { authorKind: 'agent', authorUserId: caller.auth.userId, authorName: await authorName(ctx, caller.auth), text: body.text, internal: body.internal },
    event: body.internal ? 'INCIDENT_NOTE_ADDED' : 'INCIDENT_REPLIED',
    description: body.internal ? `Internal note added to incident ${reference}` : `Support replied to incident ${reference}`,
    ...(body.internal ? {} : { mail: mailToRequester(ctx, incident, 'reply', { text: body.text }) }),
  });
  return deskIncident(ctx, caller, reference);
}

export async function deskChangeStatus(ctx: SupportCtx, caller: Caller & { auth: AuthContext }, reference: string, next: IncidentStatus): Promise<DeskIncident> {
  const incident = await existingIncident(ctx, reference);
  const status = incident.status as IncidentStatus;
  if (!agentCanMove(status, next)) throw new AppError(409, SUPPORT_ERROR_CODES.statusChangeNotAllowed, 'The incident already has this status.');
  await saveIncidentChange(ctx, incident, {
    actor: caller.auth.loginId,
    status: next,
    event: 'INCIDENT_STATUS_CHANGED',
    description: `Incident ${reference}: ${status} -> ${next}`,
    mail: mailToRequester(ctx, incident, 'status', { status: statusName(resolveLocale(incident.locale), next) }),
  });
  return deskIncident(ctx, caller, reference);
}

// ---------------------------------------------------------------------------------------------
// Contact us
// ---------------------------------------------------------------------------------------------

export async function contactInfo(ctx: SupportCtx, caller: Caller, phone: string) {
  const [all, titleOf] = await Promise.all([repo.listActiveCategories(ctx.db), loadTitles(ctx, caller.locale, caller.market.defaultLocale)]);
  return {
    phone,
    email: ctx.config.supportEmail,
    hours: supportText(caller.locale, 'hours'),
    reasons: all.filter((c) => c.kind === 'CONTACT_REASON').map((c) => ({ id: c.id, title: titleOf(c.id) })),
  };
}

export type ContactMessage = {
  reason: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  phone?: string | undefined;
  message: string;
  variant?: string | undefined;
};

/** The acknowledgement echoes the message only to the caller's own account address; others get the fixed text. */
async function acknowledgeContact(ctx: SupportCtx, trx: Db, caller: Caller, body: ContactMessage, reasonTitle: string, companyId: number | null): Promise<void> {
  const verified = await isCallersOwnAddress(trx, caller, body.email);
  if (!verified && !(await mayConfirmTo(ctx, trx, body.email))) return;
  const text = verified
    ? supportText(caller.locale, 'contactAckBody', { name: body.firstName, reason: reasonTitle, message: body.message })
    : supportText(caller.locale, 'contactAckBodyFixed', { reason: reasonTitle });
  await ctx.mailer.send({ to: body.email, subject: supportText(caller.locale, 'contactAckSubject'), text, template: 'contact-us-ack', locale: caller.locale, companyId }, trx);
}

/** POST contact-us: the message to the support mailbox, an acknowledgement to the sender. */
export async function contactUs(ctx: SupportCtx, caller: Caller, body: ContactMessage): Promise<{ status: 'sent' }> {
  const reason = (await repo.listActiveCategories(ctx.db)).find((c) => c.kind === 'CONTACT_REASON' && c.id === body.reason);
  if (!reason) throw badRequest(SUPPORT_ERROR_CODES.reasonUnknown, 'Choose a contact reason from the list.');
  const [teamTitles, senderTitles] = await Promise.all([
    loadTitles(ctx, DEFAULT_LOCALE, DEFAULT_LOCALE),
    loadTitles(ctx, caller.locale, caller.market.defaultLocale),
  ]);
  const companyId = caller.auth ? callerCompanyId(caller.auth) : null;
  const name = `${body.firstName} ${body.lastName}`;
  // Both messages and the record, or none of them.
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.mailer.send({
      to: ctx.config.supportEmail,
      subject: `Contact us: ${teamTitles(reason.id)} (${name}, ${caller.market.code})`,
      text: [
        `Reason: ${teamTitles(reason.id)}`,
        `From: ${name} <${body.email}>`,
        `Company: ${body.companyName}`,
        `Phone: ${body.phone || '-'}`,
        `Market: ${caller.market.code}; language: ${caller.locale}; signed in as: ${caller.auth?.loginId ?? '-'}; form variant: ${body.variant ?? '-'}`,
        '',
        body.message,
      ].join('\n'),
      template: 'contact-us-team',
      locale: DEFAULT_LOCALE,
      companyId,
    }, trx);
    await acknowledgeContact(ctx, trx, caller, body, senderTitles(reason.id), companyId);
    await recordActivity(trx, ctx.clock, {
      actor: caller.auth?.loginId ?? ANONYMOUS,
      companyId,
      entityType: 'CONTACT_US',
      entityId: body.email,
      event: 'CONTACT_US_SENT',
      description: `Contact-us message about "${teamTitles(reason.id)}" from ${name}`,
    });
  });
  return { status: 'sent' };
}
