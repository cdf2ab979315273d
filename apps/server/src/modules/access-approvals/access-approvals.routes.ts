import {
  ACCESS_APPROVAL_PATHS,
  accessApprovalListQuerySchema,
  accessApprovalPageSchema,
  bulkAccessApprovalResponseSchema,
  bulkAccessApprovalSchema,
  tenantIdParamsSchema,
} from '@portal/contract/access-approvals';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { fromSpecPaging } from '../../platform/paging.js';
import * as approvals from './access-approvals.service.js';

/**
 * A company's admin answers the requests for access to it (spec section 7, user administration). The service
 * resolves the tenant id to the company and allows only the one the caller administers (decision record 022).
 */
export function registerAccessApprovalRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    ACCESS_APPROVAL_PATHS.list,
    {
      // The access-requests tab of user management: whoever lists the company's users sees who asks to join them.
      config: { policy: policy.permission(PERMISSIONS.listUsers, { scope: 'service' }) },
      schema: {
        tags: ['access-requests'],
        summary: "The company's pending requests for access, paged, sorted and searchable",
        params: tenantIdParamsSchema,
        querystring: accessApprovalListQuerySchema,
        response: { 200: accessApprovalPageSchema },
      },
    },
    async (request) => {
      const { sortBy, sortOrder, search } = request.query;
      return approvals.listPending(ctx, requireAuth(request), request.params.tenantId, {
        ...fromSpecPaging(request.query),
        sortBy,
        sortOrder,
        search,
      });
    },
  );

  app.post(
    ACCESS_APPROVAL_PATHS.decide,
    {
      config: { policy: policy.permission(PERMISSIONS.approveAccessRequests, { scope: 'service' }) },
      schema: {
        tags: ['access-requests'],
        summary: 'Approve or reject requests for access; each is answered on its own (409 when decided already)',
        params: tenantIdParamsSchema,
        body: bulkAccessApprovalSchema,
        response: { 200: bulkAccessApprovalResponseSchema },
      },
    },
    async (request) => approvals.decide(ctx, requireAuth(request), request.params.tenantId, request.body),
  );
}
