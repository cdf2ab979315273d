import {
  ACTIVE_SUPPORT_TYPES,
  attachmentDisplayName,
  allowedAccountTypes,
  incidentDetailSchema,
  incidentReferenceDay,
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
  type IncidentDetail,
  type IncidentDetailResponse,
  type IncidentPage,
  type IncidentStatus,
  type OscType,
  type SupportTypeOption,
  type Thread,
} from '@portal/contract/support';
import type { TenantType, UserType } from '@portal/contract/identity';
import { DEFAULT_TIME_ZONE } from '@portal/contract/profile';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import type { incidentListQuerySchema, requesterStatusBodySchema } from '@portal/contract/support';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { callerCompanyId } from '../../platform/authorization.js';
import type { Caller, SignedInCaller } from '../../platform/caller.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { OutgoingMail } from '../../platform/mail.js';
import { pageOf, sqlOrder, sqlWindow } from '../../platform/paging.js';
import type { AuthContext } from '../../platform/session.js';
import { findUserById } from '../../platform/users.repository.js';
import type { IncidentUpload } from './support.incident-upload.js';
import * as repo from './support.repository.js';
import {
  ANONYMOUS,
  authorName,
  companyTypeOf,
  ENTITY,
  invalid,
  isCallersOwnAddress,
  loadTitles,
  mayConfirmTo,
  trackLink,
  type StoredFile,
  type SupportCtx,
} from './support.shared.js';
import { supportText } from './support.texts.js';

// The requester's side of the support desk (spec section 5): the form's categories, filing an incident,
// seeing it (also for their company's admins), comments, close and reopen. The desk builds on the views here.

type CategoryRecord = Awaited<ReturnType<typeof repo.listActiveCategories>>[number];

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

function childrenOf(categories: CategoryRecord[], kind: string, parentId: number): CategoryRecord[] {
  return categories.filter((c) => c.kind === kind && c.parent_id === parentId);
}

/** The signed-in caller's user type; none for a visitor. */
function userTypeOf(caller: Caller): UserType | null {
  const type = caller.auth?.userType;
  return type === 'INTERNAL' || type === 'EXTERNAL' ? type : null;
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
  const allowed: number[] = allowedAccountTypes(company?.type ?? null, userTypeOf(caller));
  const accountTypes = all.filter((c) => c.kind === 'ACCOUNT_TYPE' && allowed.includes(c.id)).map(option);
  return { market: caller.market.code, accountTypes, supportTypes };
}

// ---------------------------------------------------------------------------------------------
// Filing an incident
// ---------------------------------------------------------------------------------------------

/** Field errors in the shape every route's validation answers (`/field` paths). */
function parseDetail(raw: string | undefined): IncidentDetail {
  if (raw === undefined)
    throw invalid('The incidentDetail part is missing.', [
      { path: '/', message: 'incidentDetail is required', context: 'body' },
    ]);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw invalid('The incidentDetail part is not JSON.', [
      { path: '/', message: 'incidentDetail must be JSON', context: 'body' },
    ]);
  }
  const parsed = incidentDetailSchema.safeParse(json);
  if (!parsed.success) {
    throw invalid(
      'The request is not valid.',
      parsed.error.issues.map((issue) => ({
        path: `/${issue.path.join('/')}`,
        message: issue.message,
        context: 'body',
      })),
    );
  }
  return parsed.data;
}

/** The rules of spec section 5 that need the database or the caller. */
async function checkRules(
  ctx: SupportCtx,
  caller: Caller,
  oscType: OscType,
  detail: IncidentDetail,
  companyType: TenantType | null,
): Promise<void> {
  if (!isSupportTypeActive(caller.market.code, detail.supportType)) {
    throw badRequest(SUPPORT_ERROR_CODES.supportTypeUnavailable, 'This support type is not offered in this market.');
  }
  const preset = OSC_TYPE_PRESETS[oscType];
  if (preset && (preset.supportType !== detail.supportType || preset.issue !== (detail.issue ?? null))) {
    throw badRequest(SUPPORT_ERROR_CODES.oscTypeMismatch, 'This form is for another kind of request.');
  }
  const all = await repo.listActiveCategories(ctx.db);
  const belongs = (id: number | null | undefined, kind: string, parentId: number | null | undefined) =>
    id === null ||
    id === undefined ||
    all.some((c) => c.id === id && c.kind === kind && parentId != null && c.parent_id === parentId);
  const consistent =
    belongs(detail.issue, 'ISSUE', detail.supportType) &&
    belongs(detail.issueType, 'ISSUE_TYPE', detail.issue) &&
    belongs(detail.subIssueType, 'SUB_ISSUE_TYPE', detail.issueType);
  if (!consistent)
    throw badRequest(SUPPORT_ERROR_CODES.categoryMismatch, 'The issue does not belong to the chosen support type.');
  if (!allowedAccountTypes(companyType, userTypeOf(caller)).some((id) => id === detail.accountType)) {
    throw badRequest(SUPPORT_ERROR_CODES.accountTypeNotAllowed, 'This account type is not available to your company.');
  }
}

/** The filer's time zone (their configured one, as user-context answers it); the default zone for a signed-out filer. */
async function filerTimeZone(ctx: SupportCtx, auth: AuthContext | null): Promise<string> {
  if (!auth) return DEFAULT_TIME_ZONE;
  return (await findUserById(ctx.db, auth.userId))?.timezone ?? DEFAULT_TIME_ZONE;
}

/** POST /api/incidents: files an incident (with its attachment), answers the reference number, confirms it by e-mail. */
export async function createIncident(
  ctx: SupportCtx,
  caller: Caller,
  oscType: OscType,
  upload: IncidentUpload,
): Promise<{ incidentId: string }> {
  try {
    const detail = parseDetail(upload.detail);
    const company = await companyTypeOf(ctx, caller.auth);
    await checkRules(ctx, caller, oscType, detail, company?.type ?? null);
    return { incidentId: await saveIncident(ctx, caller, oscType, detail, company, upload.file) };
  } catch (error) {
    // Nothing of a refused incident stays behind.
    if (upload.file) await ctx.storage.delete(upload.file.key);
    throw error;
  }
}

async function saveIncident(
  ctx: SupportCtx,
  caller: Caller,
  oscType: OscType,
  detail: IncidentDetail,
  company: { id: number; type: TenantType } | null,
  file: StoredFile | null,
): Promise<string> {
  const timeZone = await filerTimeZone(ctx, caller.auth);
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const routing = incidentRouting(detail.supportType, company?.type ?? null);
  return ctx.db.transaction().execute(async (trx) => {
    // The day the filer's pages show the incident's dates on (decision record 008).
    const day = incidentReferenceDay(now, timeZone);
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

async function confirmByMail(
  ctx: SupportCtx,
  trx: Db,
  caller: Caller,
  reference: string,
  detail: IncidentDetail,
  companyId: number | null,
): Promise<void> {
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
  await ctx.mailer.send(
    {
      to,
      subject: supportText(caller.locale, 'filedSubject', { reference }),
      text,
      template: 'support-incident-filed',
      locale: caller.locale,
      companyId,
    },
    trx,
  );
}

// ---------------------------------------------------------------------------------------------
// Seeing an incident
// ---------------------------------------------------------------------------------------------

export type Role = 'requester' | 'companyAdmin' | 'agent';

const isAgent = (auth: AuthContext) => hasPermission(auth.permissions, PERMISSIONS.workSupportIncidents);

function roleOf(auth: AuthContext, incident: repo.IncidentRecord): Role | null {
  if (incident.requester_user_id !== null && incident.requester_user_id === auth.userId) return 'requester';
  const companyId = callerCompanyId(auth);
  if (
    incident.company_id !== null &&
    incident.company_id === companyId &&
    hasPermission(auth.permissions, PERMISSIONS.listUsers)
  )
    return 'companyAdmin';
  if (isAgent(auth)) return 'agent';
  return null;
}

/** The incident and the caller's role in it; 404 for anyone who may not see it, as if it did not exist. */
async function visibleIncident(
  ctx: SupportCtx,
  auth: AuthContext,
  reference: string,
): Promise<{ incident: repo.IncidentRecord; role: Role }> {
  const incident = await repo.findIncident(ctx.db, reference);
  const role = incident ? roleOf(auth, incident) : null;
  if (!incident || !role) throw notFound('No such incident');
  return { incident, role };
}

function toThread(row: repo.ThreadRecord): Thread {
  return {
    id: String(row.id),
    text: row.text,
    authorKind: row.author_kind,
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

export async function detailOf(
  ctx: SupportCtx,
  caller: Caller,
  incident: repo.IncidentRecord,
  role: Role,
  includeInternal: boolean,
): Promise<IncidentDetailResponse> {
  const [titleOf, threads, attachment] = await Promise.all([
    loadTitles(ctx, caller.locale, caller.market.defaultLocale),
    repo.listThreads(ctx.db, incident.id, includeInternal),
    repo.findAttachmentOf(ctx.db, incident.id),
  ]);
  const option = (id: number | null) => (id === null ? null : { id, title: titleOf(id) });
  const status = incident.status;
  return {
    ...rowOf(incident),
    oscType: incident.osc_type,
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
    market: incident.market,
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

export function rowOf(incident: repo.IncidentRecord) {
  return {
    incidentId: incident.reference,
    subject: incident.subject,
    statusInfo: incident.status,
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
  const { rows, total } = await repo.pageIncidents(
    ctx.db,
    filter,
    sqlWindow(query),
    sqlOrder(query, repo.INCIDENT_SORT_COLUMNS),
  );
  return pageOf(query, rows.map(rowOf), total);
}

export async function incidentDetail(
  ctx: SupportCtx,
  caller: SignedInCaller,
  reference: string,
): Promise<IncidentDetailResponse> {
  const { incident, role } = await visibleIncident(ctx, caller.auth, reference);
  return detailOf(ctx, caller, incident, role, false);
}

/** The attachment's bytes and how to send them, for those who may see the incident. */
export async function openAttachment(ctx: SupportCtx, auth: AuthContext, reference: string, attachmentId: string) {
  const { incident } = await visibleIncident(ctx, auth, reference);
  const attachment = await repo.findAttachment(ctx.db, incident.id, attachmentId);
  const stream = attachment ? await ctx.storage.read(attachment.storage_key) : null;
  if (!attachment || !stream) throw notFound('No such attachment');
  return {
    stream,
    fileName: safeAttachmentName(attachment.file_name),
    contentType: attachment.content_type,
    size: attachment.size,
  };
}

// ---------------------------------------------------------------------------------------------
// The requester's side: comments, close and reopen
// ---------------------------------------------------------------------------------------------

type IncidentChange = {
  actor: string;
  /** The new status; without it the incident is only marked updated. */
  status?: IncidentStatus;
  thread?: {
    authorKind: 'requester' | 'agent';
    authorUserId: number;
    authorName: string;
    text: string;
    internal: boolean;
  };
  event: string;
  description: string;
  /** The e-mail that tells the requester about the change. */
  mail?: OutgoingMail;
};

/** One change to an incident, in one transaction: the thread entry if any, the status and update time, the activity entry, the e-mail. */
export async function saveIncidentChange(
  ctx: SupportCtx,
  incident: repo.IncidentRecord,
  change: IncidentChange,
): Promise<void> {
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
    await repo.updateIncident(trx, incident.id, {
      ...(change.status ? { status: change.status } : {}),
      updatedAt: now,
    });
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

export async function addRequesterComment(
  ctx: SupportCtx,
  caller: SignedInCaller,
  reference: string,
  text: string,
): Promise<IncidentDetailResponse> {
  const { incident, role } = await visibleIncident(ctx, caller.auth, reference);
  if (role === 'agent') throw forbidden();
  const status = incident.status;
  if (!requesterActions(status).canComment)
    throw new AppError(409, SUPPORT_ERROR_CODES.incidentClosed, 'This incident is closed. Reopen it to add a comment.');
  const next = statusAfterRequesterComment(status);
  await saveIncidentChange(ctx, incident, {
    actor: caller.auth.loginId,
    status: next,
    thread: {
      authorKind: 'requester',
      authorUserId: caller.auth.userId,
      authorName: await authorName(ctx, caller.auth),
      text,
      internal: false,
    },
    event: 'INCIDENT_COMMENTED',
    description: `Comment added to incident ${reference}${next === status ? '' : `; status ${status} -> ${next}`}`,
  });
  return incidentDetail(ctx, caller, reference);
}

export async function changeStatusAsRequester(
  ctx: SupportCtx,
  caller: SignedInCaller,
  reference: string,
  action: z.output<typeof requesterStatusBodySchema>['action'],
): Promise<IncidentDetailResponse> {
  const { incident, role } = await visibleIncident(ctx, caller.auth, reference);
  if (role !== 'requester') throw forbidden();
  const status = incident.status;
  const actions = requesterActions(status);
  const allowed = action === 'close' ? actions.canClose : actions.canReopen;
  if (!allowed)
    throw new AppError(409, SUPPORT_ERROR_CODES.statusChangeNotAllowed, 'This status change is not possible now.');
  const next: IncidentStatus = action === 'close' ? 'CLOSED' : REOPENED_STATUS;
  await saveIncidentChange(ctx, incident, {
    actor: caller.auth.loginId,
    status: next,
    event: action === 'close' ? 'INCIDENT_CLOSED' : 'INCIDENT_REOPENED',
    description: `Incident ${reference} ${action === 'close' ? 'closed' : 'reopened'} by the requester (${status} -> ${next})`,
  });
  return incidentDetail(ctx, caller, reference);
}
