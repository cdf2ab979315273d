import {
  type ActingContext,
  COMPANY_ERROR_CODES,
  type CompanyPage,
  type CompanyRow,
  type CompanySortColumn,
  type CompanyStatuses,
  type CompanyTypes,
  type companyListQuerySchema,
  type setContextQuerySchema,
} from '@portal/contract/companies';
import { joinProductNames } from '@portal/contract/constants';
import { COMPANY_STATUSES, type TenantType } from '@portal/contract/identity';
import type { Market } from '@portal/contract/markets';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { AppError, notFound } from '../../platform/errors.js';
import { pageOf, sqlOrder, sqlWindow } from '../../platform/paging.js';
import type { AuthContext } from '../../platform/session.js';
import { isOneOf, oneOf } from '../../platform/unions.js';
import * as repo from './companies.repository.js';

type Ctx = Pick<AppContext, 'db' | 'dialect' | 'clock'>;
type ListQuery = z.output<typeof companyListQuerySchema>;
type ContextQuery = z.output<typeof setContextQuerySchema>;
type CompanyStatus = (typeof COMPANY_STATUSES)[number];

const SORT_COLUMNS: Record<CompanySortColumn, repo.CompanyDbColumn> = {
  companyName: 'name',
  status: 'status',
  adminEmail: 'primary_contact_email',
  uiCompanyType: 'type',
};

/** GET /api/companies: a page of the market's companies, with their product names when asked. */
export async function listCompanies(ctx: Ctx, market: Market, query: ListQuery): Promise<CompanyPage> {
  const paging = { page: query.page, size: query.pageSize };
  const filter = {
    dialect: ctx.dialect,
    market,
    search: query.search || undefined,
    types: query.companyTypes,
    statuses: query.statuses,
  };
  const { rows, total } = await repo.listCompanies(ctx.db, filter, sqlOrder(query, SORT_COLUMNS), sqlWindow(paging));
  const products = query.showProducts
    ? await productNamesOf(
        ctx,
        rows.map((r) => r.id),
      )
    : undefined;
  const items = rows.map((row): CompanyRow => ({
    companyId: row.id,
    tenantId: row.tenant_id,
    companyName: row.name,
    status: oneOf(COMPANY_STATUSES, row.status, 'INACTIVE'),
    adminEmail: row.primary_contact_email,
    uiCompanyType: row.type,
    ...(products ? { subscribedProduct: joinProductNames(products.get(row.id) ?? []) } : {}),
  }));
  return pageOf(paging, items, total);
}

async function productNamesOf(ctx: Ctx, companyIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  for (const row of await repo.listProductNames(ctx.db, companyIds)) {
    names.set(row.company_id, [...(names.get(row.company_id) ?? []), row.name]);
  }
  return names;
}

/** GET /api/companies/types. */
export async function listTypes(ctx: Ctx, market: Market): Promise<CompanyTypes> {
  const types = await repo.listTypes(ctx.db, market);
  return { types };
}

/** GET /api/companies/statuses. */
export async function listStatuses(ctx: Ctx, market: Market, types: readonly TenantType[]): Promise<CompanyStatuses> {
  const statuses = await repo.listStatuses(ctx.db, market, types);
  return { statuses: statuses.filter((s): s is CompanyStatus => isOneOf(COMPANY_STATUSES, s)) };
}

/** switch-context's answer without a context set first. */
export const NO_CONTEXT_ERROR = {
  code: COMPANY_ERROR_CODES.noContext,
  message: 'Set a company context before switching.',
} as const;

const CONTEXT_EVENTS = { set: 'SET_CONTEXT', switch: 'SWITCH_CONTEXT', reset: 'RESET_CONTEXT' } as const;

/**
 * GET /api/users/set-context and switch-context: the session acts for a company of the market from now on
 * (404 for another market's or an unknown company). Switching changes a context already set (409 without one).
 */
export async function takeContext(
  ctx: Ctx,
  auth: AuthContext,
  market: Market,
  query: ContextQuery,
  kind: 'set' | 'switch',
): Promise<ActingContext> {
  if (kind === 'switch' && auth.actingCompanyId === null) {
    throw new AppError(409, NO_CONTEXT_ERROR.code, NO_CONTEXT_ERROR.message);
  }
  const company = await repo.findMarketCompany(ctx.db, market, query.companyId);
  if (!company) throw notFound();
  const reason = query.reason ? ` (reason: ${query.reason})` : '';
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateActingCompany(trx, auth.sessionId, company.id);
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId: company.id,
      entityType: 'COMPANY',
      entityId: String(company.id),
      event: CONTEXT_EVENTS[kind],
      description: `${auth.loginId} acts on behalf of ${company.name}${reason}`,
    });
  });
  return {
    acting_company_id: company.id,
    acting_tenant: { id: company.tenant_id, name: company.name, type: company.type },
  };
}

/** GET /api/users/reset-context: the session acts for no company (back to the company list). */
export async function resetContext(ctx: Ctx, auth: AuthContext): Promise<ActingContext> {
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateActingCompany(trx, auth.sessionId, null);
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId: auth.actingCompanyId,
      entityType: 'COMPANY',
      entityId: auth.actingCompanyId === null ? '' : String(auth.actingCompanyId),
      event: CONTEXT_EVENTS.reset,
      description: `${auth.loginId} stopped acting on behalf of a company`,
    });
  });
  return { acting_company_id: null, acting_tenant: null };
}
