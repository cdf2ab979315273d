import {
  OUTBOX_PATHS,
  outboxListQuerySchema,
  outboxMessageParamsSchema,
  outboxMessageSchema,
  outboxPageSchema,
} from '@portal/contract/outbox';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy } from '../../platform/authorization.js';
import * as outbox from './outbox.service.js';

/** The e-mail outbox for internal staff (LIST OUTBOX), every market; outside production only. */
export function registerOutboxRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const readers = policy.permission(PERMISSIONS.readOutbox, { scope: 'none' });
  const o: outbox.OutboxCtx = { db: ctx.db, config: ctx.config };

  app.get(
    OUTBOX_PATHS.messages,
    {
      config: { policy: readers },
      schema: {
        tags: ['outbox'],
        summary:
          'E-mails the portal wrote, newest first, filtered by status and recipient or subject, a page at a time (not in production)',
        querystring: outboxListQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => outbox.listMessages(o, request.market, request.query),
  );

  app.get(
    OUTBOX_PATHS.message,
    {
      config: { policy: readers },
      schema: {
        tags: ['outbox'],
        summary: 'One e-mail with its text (not in production)',
        params: outboxMessageParamsSchema,
        response: { 200: outboxMessageSchema },
      },
    },
    async (request) => outbox.messageDetail(o, request.market, request.params.messageId),
  );
}
