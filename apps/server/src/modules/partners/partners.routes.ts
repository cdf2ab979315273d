import {
  companyIdParamsSchema,
  PARTNER_PATHS,
  partnerAddSchema,
  partnerAssociationPageSchema,
  partnerAssociationSchema,
  partnerCandidateSchema,
  partnerEndParamsSchema,
  partnerListQuerySchema,
  partnerValidateQuerySchema,
  sponsoredSupplierListQuerySchema,
  sponsoredSupplierPageSchema,
} from '@portal/contract/partners';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth, type CompanyScope } from '../../platform/authorization.js';
import * as partners from './partners.service.js';

/**
 * The path's company: the caller's own, or the one a super admin acts for; any other answers 404. Never a supplier an
 * agency works for: the agency acts in the supplier's products, it does not administer the supplier's partners.
 */
const COMPANY_IN_PATH: CompanyScope = { scope: 'param', companyParam: 'companyId', administer: true };
const LISTS = policy.permission(PERMISSIONS.listPartners, COMPANY_IN_PATH);
/** Validating changes nothing, but it is a step of adding: it takes the UPDATE permission. */
const UPDATES = policy.permission(PERMISSIONS.updatePartners, COMPANY_IN_PATH);
const TAGS = ['partners'];

/** A supplier's 3P partners and an agency's sponsored suppliers (spec section 7; decision record 056). */
export function registerPartnerRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    PARTNER_PATHS.list,
    {
      config: { policy: LISTS },
      schema: {
        tags: TAGS,
        summary: 'A page of the 3P partners (agencies) working for the company, sorted',
        params: companyIdParamsSchema,
        querystring: partnerListQuerySchema,
        response: { 200: partnerAssociationPageSchema },
      },
    },
    async (request) => partners.listPartners(ctx, request.params.companyId, request.query),
  );

  app.get(
    PARTNER_PATHS.validate,
    {
      config: { policy: UPDATES },
      schema: {
        tags: TAGS,
        summary: 'The 3P partner a business code names, to confirm before adding it (else why it cannot be added)',
        params: companyIdParamsSchema,
        querystring: partnerValidateQuerySchema,
        response: { 200: partnerCandidateSchema },
      },
    },
    async (request) => partners.validatePartner(ctx, request.params.companyId, request.query.businessCode),
  );

  app.post(
    PARTNER_PATHS.list,
    {
      config: { policy: UPDATES },
      schema: {
        tags: TAGS,
        summary: 'Add the 3P partner a business code names (409 when it works for the company already)',
        params: companyIdParamsSchema,
        body: partnerAddSchema,
        response: { 201: partnerAssociationSchema },
      },
    },
    async (request, reply) => {
      const added = await partners.addPartner(
        ctx,
        requireAuth(request),
        request.params.companyId,
        request.body.businessCode,
      );
      return reply.status(201).send(added);
    },
  );

  app.delete(
    PARTNER_PATHS.end,
    {
      config: { policy: UPDATES },
      schema: {
        tags: TAGS,
        summary: "End an association: the agency's users lose the company's products at once",
        params: partnerEndParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await partners.endPartner(ctx, requireAuth(request), request.params.companyId, request.params.partnerCompanyId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    PARTNER_PATHS.suppliers,
    {
      config: { policy: LISTS },
      schema: {
        tags: TAGS,
        summary: 'A page of the suppliers the agency works for, with the products each grants its users',
        params: companyIdParamsSchema,
        querystring: sponsoredSupplierListQuerySchema,
        response: { 200: sponsoredSupplierPageSchema },
      },
    },
    async (request) => partners.listSponsoredSuppliers(ctx, request.params.companyId, request.query),
  );
}
