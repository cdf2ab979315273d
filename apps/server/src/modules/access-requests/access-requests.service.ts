import {
  ACCESS_REQUEST_ERROR_CODES,
  ACCESS_REQUEST_STATES,
  type AccessRequest,
  type AccessSearchResponse,
  type RequestableCompany,
} from '@portal/contract/access-requests';
import { BASIC_COMPANY_TYPES } from '@portal/contract/identity';
import { isMarket, MARKET_DEFAULT_LOCALE, type Market } from '@portal/contract/markets';
import { PRODUCT_NAME_SEPARATOR } from '@portal/contract/constants';
import { ROUTES } from '@portal/contract/routes';
import type { z } from 'zod';
import type { accessSearchQuerySchema, newAccessRequestSchema } from '@portal/contract/access-requests';
import type { PageRequest } from '@portal/contract/paging';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { preferredLocale } from '../../platform/caller-locale.js';
import { AppError, notFound } from '../../platform/errors.js';
import { pageOf, sqlWindow } from '../../platform/paging.js';
import { listAssociatedSupplierIds } from '../../platform/session.repository.js';
import type { AuthContext } from '../../platform/session.js';
import { oneOf } from '../../platform/unions.js';
import { errorCode } from '../../platform/unvalidated.js';
import { findUserById, type UserWithCompany } from '../../platform/users.repository.js';
import { assertSelf } from '../profile/profile.service.js';
import * as repo from './access-requests.repository.js';
import { accessRequestText } from './access-requests.texts.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'links'>;
type SearchQuery = Omit<z.output<typeof accessSearchQuerySchema>, 'page' | 'page_size'> & PageRequest;
type NewRequest = z.output<typeof newAccessRequestSchema>;

/** A user who may ask for access, with what is excluded for them: their own company and the suppliers it works for. */
type Requester = UserWithCompany & { company_id: number; company_market: Market; company_name: string };
type Eligibility = { requester: Requester; filter: Omit<repo.RequestableFilter, 'search'> };

const notAllowed = () =>
  new AppError(403, ACCESS_REQUEST_ERROR_CODES.notAllowed, 'Your account cannot request access to other companies.');

/**
 * Only the caller asks for themselves (another user id answers 404). Internal users (no company) and users of
 * basic companies may not ask at all (403 access_request.not_allowed); see decision record 009.
 */
async function eligibility(ctx: Ctx, auth: AuthContext, userId: string): Promise<Eligibility> {
  assertSelf(auth, userId);
  const requester = await findUserById(ctx.db, auth.userId);
  if (
    !requester ||
    requester.user_type === 'INTERNAL' ||
    requester.company_id === null ||
    requester.company_market === null
  )
    throw notAllowed();
  if (requester.company_type !== null && BASIC_COMPANY_TYPES.includes(requester.company_type)) throw notAllowed();
  const associated = await listAssociatedSupplierIds(ctx.db, requester.company_id);
  return {
    requester: {
      ...requester,
      company_id: requester.company_id,
      company_market: requester.company_market,
      company_name: requester.company_name ?? '',
    },
    filter: { market: requester.company_market, excludedCompanyIds: [requester.company_id, ...associated] },
  };
}

/** GET /api/v1/identity/users/{userId}/access: a page of the companies the caller may ask for, with their products. */
export async function searchRequestable(
  ctx: Ctx,
  auth: AuthContext,
  userId: string,
  query: SearchQuery,
): Promise<AccessSearchResponse> {
  const { requester, filter } = await eligibility(ctx, auth, userId);
  const search = query.search?.trim() || undefined;
  const { rows, total } = await repo.listRequestable(ctx.db, { ...filter, search }, sqlWindow(query));
  const ids = rows.map((r) => r.id);
  const [products, pending] = await Promise.all([
    repo.listCompanyProducts(ctx.db, ids),
    repo.listPendingTargets(ctx.db, requester.id, ids),
  ]);
  const items: RequestableCompany[] = rows.map((company) => ({
    tenant_id: company.tenant_id,
    company_name: company.name,
    company_type: 'SUPPLIER',
    market: isMarket(company.market) ? company.market : 'US',
    products: products.filter((p) => p.company_id === company.id).map((p) => ({ product_id: p.code, name: p.name })),
    pending: pending.has(company.id),
  }));
  return pageOf(query, items, total);
}

function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function toAccessRequest(row: repo.AccessRequestRecord): AccessRequest {
  const state = oneOf(ACCESS_REQUEST_STATES, row.state, 'PENDING');
  const products: unknown = JSON.parse(row.products);
  return {
    id: String(row.id),
    tenant_id: row.tenant_id,
    company_name: row.company_name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    products: Array.isArray(products) ? products.filter((p): p is string => typeof p === 'string') : [],
    product_text: row.product_text,
    requestor_note: row.requestor_note,
    create_time: row.create_time,
    state,
  };
}

/**
 * POST /api/v1/identity/users/{userId}/access-requests: the company must be one the caller may ask for (else
 * 404), the products among those it subscribes to, and no request of the caller's for it may be pending.
 * The company's admins are told by e-mail.
 */
export async function createRequest(
  ctx: Ctx,
  auth: AuthContext,
  userId: string,
  body: NewRequest,
): Promise<AccessRequest> {
  const { requester, filter } = await eligibility(ctx, auth, userId);
  const target = await repo.findRequestable(ctx.db, filter, body.tenant_id);
  if (!target) throw notFound();
  const wanted = [...new Set(body.products)];
  const offered = new Map((await repo.listCompanyProducts(ctx.db, [target.id])).map((p) => [p.code, p.name]));
  const notOffered = wanted.filter((code) => !offered.has(code));
  if (notOffered.length > 0) {
    throw new AppError(
      400,
      ACCESS_REQUEST_ERROR_CODES.productNotOffered,
      'The company does not offer these products.',
      { products: notOffered },
    );
  }
  const duplicate = new AppError(
    409,
    ACCESS_REQUEST_ERROR_CODES.duplicate,
    'A request for this company is already pending.',
  );
  if ((await repo.listPendingTargets(ctx.db, requester.id, [target.id])).size > 0) throw duplicate;
  // In catalogue order, whatever order the products were chosen in.
  const products = [...offered.keys()].filter((code) => wanted.includes(code));
  const productText = products.map((code) => offered.get(code)!).join(PRODUCT_NAME_SEPARATOR);
  const now = ctx.clock.now().toISOString();
  try {
    // The request, its record and the admins' e-mails, or none of them.
    return await ctx.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertRequest(trx, {
        requesterUserId: requester.id,
        requesterCompanyId: requester.company_id,
        targetCompanyId: target.id,
        firstName: requester.first_name,
        lastName: requester.last_name,
        email: requester.email,
        products,
        productText,
        note: body.requestor_note,
        now,
      });
      await recordActivity(trx, ctx.clock, {
        actor: auth.loginId,
        companyId: target.id,
        entityType: 'ACCESS_REQUEST',
        entityId: String(inserted),
        event: 'ACCESS_REQUESTED',
        description: `${auth.loginId} of ${requester.company_name} asked for access to ${target.name}: ${productText}`,
      });
      const created = toAccessRequest(await repo.findRequest(trx, inserted));
      await notifyAdmins(ctx, trx, requester, target, created);
      return created;
    });
  } catch (error) {
    // Two submissions at once: the one-pending-per-company index lets only the first in.
    if (isUniqueViolation(error)) throw duplicate;
    throw error;
  }
}

async function notifyAdmins(
  ctx: Ctx,
  trx: Db,
  requester: Requester,
  target: { id: number; name: string; market: string },
  request: AccessRequest,
): Promise<void> {
  const admins = await repo.listCompanyAdmins(trx, target.id);
  // The admins work on their own company's market: the link is that market's configured address.
  const link = ctx.links.link(target.market, ROUTES.admin);
  const fallback = isMarket(target.market) ? MARKET_DEFAULT_LOCALE[target.market] : 'en-US';
  for (const admin of admins) {
    const locale = preferredLocale(admin.language_code, fallback);
    const fields = {
      adminName: admin.first_name,
      requesterName: `${request.first_name} ${request.last_name}`,
      requesterEmail: request.email,
      requesterCompany: requester.company_name,
      companyName: target.name,
      productText: request.product_text,
      note: request.requestor_note || '—',
      link,
    };
    await ctx.mailer.send(
      {
        to: admin.email,
        subject: accessRequestText(locale, 'mailSubject', fields),
        text: accessRequestText(locale, 'mailBody', fields),
        template: 'access-request',
        locale,
        companyId: target.id,
      },
      trx,
    );
  }
}

/** GET /api/v1/identity/users/{userId}/access-requests: the caller's own requests, newest first. */
export async function listOwnRequests(
  ctx: Ctx,
  auth: AuthContext,
  userId: string,
): Promise<{ items: AccessRequest[] }> {
  await eligibility(ctx, auth, userId);
  return { items: (await repo.listOwnRequests(ctx.db, auth.userId)).map(toAccessRequest) };
}
