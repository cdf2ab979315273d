import {
  ACCESS_REQUEST_PATHS,
  accessRequestListSchema,
  accessRequestSchema,
  accessSearchQuerySchema,
  accessSearchResponseSchema,
  newAccessRequestSchema,
  userIdParamsSchema,
} from '@portal/contract/access-requests';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { fromSpecPaging } from '../../platform/paging.js';
import * as accessRequests from './access-requests.service.js';

/** A user asks for access to another company's data and follows their requests (spec section 7, user administration). */
export function registerAccessRequestRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    ACCESS_REQUEST_PATHS.requestable,
    {
      config: { policy: policy.signedIn({ scope: 'caller' }) },
      schema: {
        tags: ['access-requests'],
        summary: 'The companies the caller may ask for access to, by name, with their products',
        params: userIdParamsSchema,
        querystring: accessSearchQuerySchema,
        response: { 200: accessSearchResponseSchema },
      },
    },
    async (request) =>
      accessRequests.searchRequestable(ctx, requireAuth(request), request.params.userId, {
        search: request.query.search,
        ...fromSpecPaging(request.query),
      }),
  );

  app.post(
    ACCESS_REQUEST_PATHS.requests,
    {
      config: { policy: policy.signedIn({ scope: 'caller' }) },
      schema: {
        tags: ['access-requests'],
        summary: "Ask for access to a company's products; its admins are told by e-mail",
        params: userIdParamsSchema,
        body: newAccessRequestSchema,
        response: { 201: accessRequestSchema },
      },
    },
    async (request, reply) => {
      const created = await accessRequests.createRequest(
        ctx,
        requireAuth(request),
        request.params.userId,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    ACCESS_REQUEST_PATHS.requests,
    {
      config: { policy: policy.signedIn({ scope: 'caller' }) },
      schema: {
        tags: ['access-requests'],
        summary: "The caller's own requests, newest first",
        params: userIdParamsSchema,
        response: { 200: accessRequestListSchema },
      },
    },
    async (request) => accessRequests.listOwnRequests(ctx, requireAuth(request), request.params.userId),
  );
}
