import { ANALYTICS_PATHS, analyticsBatchSchema } from '@portal/contract/analytics';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { callerCompanyId, policy } from '../../platform/authorization.js';
import { insertEvents } from './analytics.repository.js';

/** Usage analytics: the web's tracker sends batches of events; they are telemetry, not audited changes. */
export function registerAnalyticsRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(ANALYTICS_PATHS.events, {
    // Usage telemetry of every page, the registration page and a spectator's views included.
    config: { policy: policy.signedIn({ scope: 'caller' }, { beforeRegistration: 'allowed', viewOnly: 'allowed' }) },
    schema: { tags: ['analytics'], body: analyticsBatchSchema, response: { 204: z.null() } },
  }, async (request, reply) => {
    const auth = request.auth!;
    await insertEvents(ctx.db, request.body.events, {
      userId: auth.userId,
      companyId: callerCompanyId(auth),
      market: request.market.code,
      receivedAt: ctx.clock.now().toISOString(),
    });
    return reply.status(204).send(null);
  });
}
