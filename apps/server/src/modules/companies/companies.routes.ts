import {
  actingContextSchema,
  COMPANY_PATHS,
  companyListQuerySchema,
  companyPageSchema,
  companyStatusesQuerySchema,
  companyStatusesSchema,
  companyTypesSchema,
  setContextQuerySchema,
} from '@portal/contract/companies';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import type { DeclaredError } from '../../platform/openapi.js';
import * as companies from './companies.service.js';

const LIST_COMPANIES = policy.permission(PERMISSIONS.listCompanies, { scope: 'none' });
/**
 * Taking or leaving a company's context changes the session only, nothing of the company: the view-only
 * spectator may do it too. These GETs change the session, so they take the anti-forgery header (csrf 'header').
 */
const CHANGES_CONTEXT = {
  policy: policy.superAdmin({ scope: 'none' }, { viewOnly: 'allowed' }),
  csrf: 'header',
} as const;
const UNKNOWN_COMPANY: DeclaredError = {
  status: 404,
  description: "No company with that id in the host's market (another market's company, or none).",
};
const NO_CONTEXT: DeclaredError = {
  status: 409,
  description: 'No company context to switch from: set one first.',
  ...companies.NO_CONTEXT_ERROR,
};

/** The super admin's company list and filters (spec section 7, 'Super admin and global user management'). */
export function registerCompanyRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    COMPANY_PATHS.list,
    {
      config: { policy: LIST_COMPANIES },
      schema: {
        tags: ['companies'],
        summary: "A page of the market's companies, filtered, searched by name or admin e-mail, and sorted",
        querystring: companyListQuerySchema,
        response: { 200: companyPageSchema },
      },
    },
    async (request) => companies.listCompanies(ctx, request.market.code, request.query),
  );

  app.get(
    COMPANY_PATHS.types,
    {
      config: { policy: LIST_COMPANIES },
      schema: {
        tags: ['companies'],
        summary: "The company types of the market's companies (the list's type filter)",
        response: { 200: companyTypesSchema },
      },
    },
    async (request) => companies.listTypes(ctx, request.market.code),
  );

  app.get(
    COMPANY_PATHS.statuses,
    {
      config: { policy: LIST_COMPANIES },
      schema: {
        tags: ['companies'],
        summary: "The statuses of the market's companies of the given types (the list's status filter)",
        querystring: companyStatusesQuerySchema,
        response: { 200: companyStatusesSchema },
      },
    },
    async (request) => companies.listStatuses(ctx, request.market.code, request.query.companyTypes),
  );

  registerContextRoutes(app, ctx);
}

/** The super admin's acting context (spec section 4): set, switch, reset; each written to the activity log. */
function registerContextRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    COMPANY_PATHS.setContext,
    {
      config: { ...CHANGES_CONTEXT, errors: [UNKNOWN_COMPANY] },
      schema: {
        tags: ['companies'],
        summary: 'Act on behalf of a company of the market, with an optional reason kept in the activity log',
        querystring: setContextQuerySchema,
        response: { 200: actingContextSchema },
      },
    },
    async (request) => companies.takeContext(ctx, requireAuth(request), request.market.code, request.query, 'set'),
  );

  app.get(
    COMPANY_PATHS.switchContext,
    {
      config: { ...CHANGES_CONTEXT, errors: [UNKNOWN_COMPANY, NO_CONTEXT] },
      schema: {
        tags: ['companies'],
        summary: 'Act on behalf of another company instead of the one acted for now',
        querystring: setContextQuerySchema,
        response: { 200: actingContextSchema },
      },
    },
    async (request) => companies.takeContext(ctx, requireAuth(request), request.market.code, request.query, 'switch'),
  );

  app.get(
    COMPANY_PATHS.resetContext,
    {
      config: CHANGES_CONTEXT,
      schema: {
        tags: ['companies'],
        summary: 'Stop acting on behalf of a company (back to the company list)',
        response: { 200: actingContextSchema },
      },
    },
    async (request) => companies.resetContext(ctx, requireAuth(request)),
  );
}
