import { z } from 'zod';

export const ANALYTICS_PATHS = { events: '/api/v1/analytics/events' } as const;

export const analyticsEventSchema = z.object({
  name: z.string().min(1).max(100),
  properties: z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).default({}),
  occurred_at: z.iso.datetime(),
  path: z.string().max(2000).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(50) });
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
