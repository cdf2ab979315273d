import {
  companyAdministratorsResponseSchema,
  launchBodySchema,
  launchParamsSchema,
  launchResponseSchema,
  partnerAccessRequestSchema,
  partnerAccessResponseSchema,
  PRODUCT_PATHS,
  productListResponseSchema,
  restrictedLaunchResponseSchema,
  tenantProductsParamsSchema,
  tenantProductsQuerySchema,
  tenantProductsResponseSchema,
} from '@portal/contract/products';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import * as products from './products.service.js';
import { tilesSerializer } from './tiles-json.js';

/** The app launcher: the catalogue, the caller's tiles, third-party access per supplier, launches. */
export function registerProductRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    PRODUCT_PATHS.products,
    {
      config: { policy: policy.signedIn() },
      schema: {
        tags: ['products'],
        summary: "The product catalogue in the caller's language",
        response: { 200: productListResponseSchema },
      },
    },
    async (request) => products.productList(ctx, requireAuth(request), request.market),
  );

  app.get(
    PRODUCT_PATHS.restrictedLaunch,
    {
      config: { policy: policy.signedIn() },
      schema: {
        tags: ['products'],
        summary: 'Restricted launch info (alpha, beta) keyed by product code',
        response: { 200: restrictedLaunchResponseSchema },
      },
    },
    async () => products.restrictedLaunchInfo(ctx),
  );

  app.get(
    PRODUCT_PATHS.tenantProducts,
    {
      config: { policy: policy.signedIn({ scope: 'service' }) },
      schema: {
        tags: ['products'],
        summary: 'The /apps tiles the caller sees for a company (tenant 0: no company), in display order',
        params: tenantProductsParamsSchema,
        querystring: tenantProductsQuerySchema,
        response: { 200: tenantProductsResponseSchema },
      },
      serializerCompiler: tilesSerializer,
    },
    async (request) =>
      products.tenantProducts(
        ctx,
        requireAuth(request),
        request.market,
        request.params.tenantId,
        request.query.associated_tenant_id,
      ),
  );

  app.get(
    PRODUCT_PATHS.administrators,
    {
      config: { policy: policy.signedIn({ scope: 'service' }) },
      schema: {
        tags: ['products'],
        summary:
          'The administrators of a company the caller may act for, by name and e-mail: whom to ask for access (tenant 0: none)',
        params: tenantProductsParamsSchema,
        response: { 200: companyAdministratorsResponseSchema },
      },
    },
    async (request) => products.companyAdministrators(ctx, requireAuth(request), request.params.tenantId),
  );

  app.post(
    PRODUCT_PATHS.partnerAccess,
    {
      // A read sent as a POST: viewing a company's apps needs it.
      config: { policy: policy.signedIn({ scope: 'service' }, { viewOnly: 'allowed' }) },
      schema: {
        tags: ['products'],
        summary: "Per associated supplier of the caller's agency, the caller's apps",
        params: tenantProductsParamsSchema,
        body: partnerAccessRequestSchema,
        response: { 200: partnerAccessResponseSchema },
      },
    },
    async (request) =>
      products.partnerAccess(ctx, requireAuth(request), request.params.tenantId, request.body.associated_tenant_ids),
  );

  app.post(
    PRODUCT_PATHS.launch,
    {
      // Opening a product acts in it as the company (for a super admin, as its first administrator), so the
      // view-only spectator, who sees the company's tiles, is refused (auth.view_only): issue 24.
      config: { policy: policy.signedIn({ scope: 'service' }) },
      schema: {
        tags: ['products'],
        summary: 'Launch a product the caller has complete access to: its address, and a launch event',
        params: launchParamsSchema,
        body: launchBodySchema,
        response: { 200: launchResponseSchema },
      },
    },
    async (request) =>
      products.launch(
        ctx,
        requireAuth(request),
        request.market,
        request.params.code,
        request.body.associated_tenant_id,
      ),
  );
}
