import {
  ACCESS_APPROVAL_ERROR_CODES,
  type AccessApprovalPage,
  type AccessApprovalResult,
  type AccessDecision,
  type BulkAccessApprovalResponse,
  type bulkAccessApprovalSchema,
} from '@portal/contract/access-approvals';
import { ACCESS_REQUEST_STATES, type AccessRequest } from '@portal/contract/access-requests';
import { isMarket, MARKET_DEFAULT_LOCALE } from '@portal/contract/markets';
import { ROUTES } from '@portal/contract/routes';
import type { PageRequest, SortOrder, SortRequest } from '@portal/contract/paging';
import { ACCESS_APPROVAL_DEFAULT_SORT, type AccessApprovalSortColumn } from '@portal/contract/access-approvals';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { refuseGrantsWhileLocked } from '../../platform/access-lock.js';
import { canAdministerCompany } from '../../platform/authorization.js';
import { preferredLocale } from '../../platform/caller-locale.js';
import { notFound } from '../../platform/errors.js';
import { pageOf, sqlOrder, sqlWindow } from '../../platform/paging.js';
import type { AuthContext } from '../../platform/session.js';
import { oneOf } from '../../platform/unions.js';
import { settleWaitingInvitation } from '../invitations/invitation-lifecycle.service.js';
import * as repo from './access-approvals.repository.js';
import { accessApprovalText } from './access-approvals.texts.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'dialect' | 'mailer' | 'links'>;
type ListQuery = { search: string | undefined } & PageRequest & SortRequest<AccessApprovalSortColumn>;
type Batch = z.output<typeof bulkAccessApprovalSchema>;
type Company = NonNullable<Awaited<ReturnType<typeof repo.findCompanyByTenantId>>>;
type Approval = Batch['approvals'][number];

const SORT_COLUMNS: Record<AccessApprovalSortColumn, repo.AccessApprovalDbColumn> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  create_time: 'create_time',
};

/** The company a tenant id names, when the caller administers it (own company; a super admin's acting one); else 404. */
async function administeredCompany(db: Db, auth: AuthContext, tenantId: number): Promise<Company> {
  const company = await repo.findCompanyByTenantId(db, tenantId);
  if (!company || !canAdministerCompany(auth, company.id)) throw notFound();
  return company;
}

function parseProducts(json: string): string[] {
  const products: unknown = JSON.parse(json);
  return Array.isArray(products) ? products.filter((p): p is string => typeof p === 'string') : [];
}

function toRow(company: Company, row: Awaited<ReturnType<typeof repo.listPending>>['rows'][number]): AccessRequest {
  return {
    id: String(row.id),
    tenant_id: company.tenant_id,
    company_name: company.name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    products: parseProducts(row.products),
    product_text: row.product_text,
    requestor_note: row.requestor_note,
    create_time: row.create_time,
    state: oneOf(ACCESS_REQUEST_STATES, row.state, 'PENDING'),
  };
}

/** GET /api/v1/identity/accounts/{tenantId}/access-requests: a page of the company's pending requests. */
export async function listPending(
  ctx: Ctx,
  auth: AuthContext,
  tenantId: number,
  query: ListQuery,
): Promise<AccessApprovalPage> {
  const company = await administeredCompany(ctx.db, auth, tenantId);
  const search = query.search?.trim() || undefined;
  const { rows, total } = await repo.listPending(
    ctx.db,
    company.id,
    search,
    sqlOrder(query, SORT_COLUMNS),
    sqlWindow(query),
  );
  return pageOf(
    query,
    rows.map((row) => toRow(company, row)),
    total,
  );
}

/**
 * The company's pending requests matching the search, in the tab's order (the list call's defaults: newest first),
 * batch by batch: keyset reading after the last row's sort value and id, so each batch costs what the first did (the
 * export of the access requests tab, GET users/export/requests; its route has checked the company).
 */
export async function* pendingBatches(
  ctx: Pick<Ctx, 'db'>,
  companyId: number,
  query: {
    search?: string | undefined;
    sortBy?: AccessApprovalSortColumn | undefined;
    sortOrder?: SortOrder | undefined;
  },
  batchSize: number,
): AsyncGenerator<AccessRequest[]> {
  const company = await repo.findCompanyById(ctx.db, companyId);
  if (!company) throw notFound();
  const search = query.search?.trim() || undefined;
  const order = sqlOrder(
    {
      sortBy: query.sortBy ?? ACCESS_APPROVAL_DEFAULT_SORT.sortBy,
      sortOrder: query.sortOrder ?? ACCESS_APPROVAL_DEFAULT_SORT.sortOrder,
    },
    SORT_COLUMNS,
  );
  let cursor: repo.PendingCursor | null = null;
  for (;;) {
    const rows = await repo.nextPending(ctx.db, company.id, search, order, cursor, batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => toRow(company, row));
    const last = rows[rows.length - 1]!;
    cursor = { value: last[order.column], id: last.id };
    if (rows.length < batchSize) return;
  }
}

/**
 * POST /api/v1/identity/accounts/{tenantId}/bulk-access-requests: every request must be the company's (else 404 and
 * nothing is decided). Each is then decided in its own transaction (state, grants, activity log, the requester's
 * e-mail, or none of them); one decided already answers 409 in its place without undoing the others.
 */
export async function decide(
  ctx: Ctx,
  auth: AuthContext,
  tenantId: number,
  batch: Batch,
): Promise<BulkAccessApprovalResponse> {
  const company = await administeredCompany(ctx.db, auth, tenantId);
  const ids = batch.approvals.map((a) => Number(a.id));
  const own = await repo.listCompanyRequestIds(ctx.db, company.id, ids);
  if (ids.some((id) => !own.has(id))) throw notFound();
  if (batch.approvals.some((a) => a.decision === 'APPROVE')) await refuseGrantsWhileLocked(ctx.db, company.id);
  const results: AccessApprovalResult[] = [];
  for (const approval of batch.approvals) results.push(await decideOne(ctx, auth, company, approval));
  const count = (outcome: AccessApprovalResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return { results, approved: count('APPROVED'), rejected: count('REJECTED'), conflicts: count('ALREADY_DECIDED') };
}

const STATE_OF: Record<AccessDecision, 'APPROVED' | 'REJECTED'> = { APPROVE: 'APPROVED', REJECT: 'REJECTED' };

async function decideOne(
  ctx: Ctx,
  auth: AuthContext,
  company: Company,
  approval: Approval,
): Promise<AccessApprovalResult> {
  const id = Number(approval.id);
  const state = STATE_OF[approval.decision];
  const now = ctx.clock.now().toISOString();
  const decided = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.decidePending(trx, company.id, id, { state, decidedBy: auth.loginId, note: approval.note, now })))
      return false;
    const request = await repo.findForDecision(trx, company.id, id);
    const products = parseProducts(request.products);
    const before = await repo.listGrants(trx, request.requester_user_id, products);
    if (state === 'APPROVED') await repo.grantProducts(trx, request.requester_user_id, products, now);
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId: company.id,
      entityType: 'ACCESS_REQUEST',
      entityId: String(id),
      event: state === 'APPROVED' ? 'ACCESS_REQUEST_APPROVED' : 'ACCESS_REQUEST_REJECTED',
      description: describeDecision(auth, company, request, state, products, before, approval.note),
    });
    // An invitee waiting for a product's set-up moves on once the approval completed it (decision record 054).
    if (state === 'APPROVED') await settleWaitingInvitation(trx, ctx, request.requester_user_id, auth.loginId);
    await mailRequester(ctx, trx, company, request, state, approval.note);
    return true;
  });
  if (decided) return { id: approval.id, status: 200, outcome: state, state };
  const current = await repo.findForDecision(ctx.db, company.id, id);
  return {
    id: approval.id,
    status: 409,
    outcome: 'ALREADY_DECIDED',
    state: oneOf(ACCESS_REQUEST_STATES, current.state, 'PENDING'),
    code: ACCESS_APPROVAL_ERROR_CODES.alreadyDecided,
  };
}

type DecidedRequest = Awaited<ReturnType<typeof repo.findForDecision>>;

/** Who decided what, with the request's state and the requester's grants of the products before and after. */
function describeDecision(
  auth: AuthContext,
  company: Company,
  request: DecidedRequest,
  state: 'APPROVED' | 'REJECTED',
  products: string[],
  before: Map<string, string>,
  note: string,
): string {
  const grants = (statusOf: (code: string) => string) => products.map((code) => `${code}=${statusOf(code)}`).join(', ');
  const after = state === 'APPROVED' ? () => repo.GRANTED_STATUS : (code: string) => before.get(code) ?? 'none';
  return [
    `${auth.loginId} ${state === 'APPROVED' ? 'approved' : 'rejected'} the access request of ${request.requester_login_id} to ${company.name}: ${request.product_text}.`,
    `Before: state PENDING; grants ${grants((code) => before.get(code) ?? 'none')}.`,
    `After: state ${state}; grants ${grants(after)}.`,
    note ? `Note: ${note}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

async function mailRequester(
  ctx: Ctx,
  trx: Db,
  company: Company,
  request: DecidedRequest,
  state: 'APPROVED' | 'REJECTED',
  note: string,
): Promise<void> {
  const market = request.requester_market ?? company.market;
  const fallback = isMarket(market) ? MARKET_DEFAULT_LOCALE[market] : 'en-US';
  const locale = preferredLocale(request.language_code, fallback);
  const approved = state === 'APPROVED';
  const fields = {
    requesterName: `${request.first_name} ${request.last_name}`,
    companyName: company.name,
    productText: request.product_text,
    noteLine: note ? accessApprovalText(locale, 'noteLine', { note }) : '',
    link: ctx.links.link(market, approved ? ROUTES.apps : ROUTES.requestAccess),
  };
  await ctx.mailer.send(
    {
      to: request.requester_email,
      subject: accessApprovalText(locale, approved ? 'approvedSubject' : 'rejectedSubject', fields),
      text: accessApprovalText(locale, approved ? 'approvedBody' : 'rejectedBody', fields),
      template: approved ? 'access-request-approved' : 'access-request-rejected',
      locale,
      companyId: company.id,
    },
    trx,
  );
}
