import { z } from 'zod';

export const ANALYTICS_PATHS = { events: '/api/analytics/events' } as const;

/** Analytics tags of spec section 8, and the events the portal records. */
export const ANALYTICS_EVENTS = {
  pageView: 'page_view',
  productLaunch: 'product_launch',
  learnMoreOpen: 'learn_more_open',
  accessPendingOpen: 'access_pending_open',
  logoutClick: 'logout_click',
  contactUsSubmitClick: 'contact_us_submit_click',
  noResults: 'No Results',
  apiError: 'API Error',
} as const;

export const analyticsEventSchema = z.object({
  name: z.string().min(1).max(100),
  properties: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .default({}),
  occurred_at: z.iso.datetime(),
  path: z.string().max(2000).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(50) });
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
