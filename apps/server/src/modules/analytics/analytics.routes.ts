import { ANALYTICS_PATHS, analyticsBatchSchema } from '@portal/contract/analytics';
import { RATE_LIMITS } from '@portal/contract/constants';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { eventStampOf, insertEvents } from '../../platform/analytics.repository.js';
import { callerCompanyId, policy, requireAuth } from '../../platform/authorization.js';
import type { RateLimitRule } from '../../platform/rate-limit.js';
import { unvalidatedFields } from '../../platform/unvalidated.js';

/** Each event of a batch counts (the body is not validated yet: anything but a list counts as one). */
const EVENTS_PER_USER: RateLimitRule = {
  name: 'analytics_events',
  per: 'client',
  limit: RATE_LIMITS.analyticsEventsPerUser,
  cost: (request) => {
    const { events } = unvalidatedFields(request.body);
    return Array.isArray(events) ? Math.max(1, events.length) : 1;
  },
};

/** Usage analytics: the web's tracker sends batches of events; they are telemetry, not audited changes. */
export function registerAnalyticsRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    ANALYTICS_PATHS.events,
    {
      // Usage telemetry of every page, the registration page and a spectator's views included.
      config: {
        policy: policy.signedIn({ scope: 'caller' }, { beforeRegistration: 'allowed', viewOnly: 'allowed' }),
        rateLimit: [EVENTS_PER_USER],
      },
      schema: {
        tags: ['analytics'],
        summary: 'Records a batch of usage events from the web app',
        body: analyticsBatchSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await insertEvents(ctx.db, request.body.events, {
        userId: auth.userId,
        companyId: callerCompanyId(auth),
        market: request.market.code,
        receivedAt: ctx.clock.now().toISOString(),
        ...(await eventStampOf(ctx.db, auth)),
      });
      return reply.status(204).send(null);
    },
  );
}
