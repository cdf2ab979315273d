import { z } from 'zod';

import { ANALYTICS_EVENT_LIMITS as LIMITS } from './analytics-core.js';

export * from './analytics-core.js';

export const analyticsEventSchema = z.object({
  name: z.string().min(1).max(LIMITS.nameMax),
  properties: z
    .record(
      z.string().max(LIMITS.propertyKeyMax),
      z.union([z.string().max(LIMITS.propertyTextMax), z.number(), z.boolean(), z.null()]),
    )
    .default({}),
  occurred_at: z.iso.datetime(),
  path: z.string().max(LIMITS.pathMax).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(50) });
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
