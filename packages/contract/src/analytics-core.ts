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

/** The limits of one event (analyticsEventSchema). */
export const ANALYTICS_EVENT_LIMITS = {
  nameMax: 100,
  propertyKeyMax: 64,
  propertyTextMax: 500,
  pathMax: 2000,
} as const;

type EventDraft = { name: string; properties: Record<string, unknown>; path?: string };

function isPropertyValue(value: unknown): boolean {
  if (typeof value === 'string') return value.length <= ANALYTICS_EVENT_LIMITS.propertyTextMax;
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'boolean' || value === null;
}

/**
 * Whether an event the web builds (its time comes from the clock) fits analyticsEventSchema, checked without zod:
 * the usage tracker runs on every page, and most pages build no schema (decision record 036).
 */
export function fitsAnalyticsEvent({ name, properties, path }: EventDraft): boolean {
  return (
    name.length >= 1 &&
    name.length <= ANALYTICS_EVENT_LIMITS.nameMax &&
    (path === undefined || path.length <= ANALYTICS_EVENT_LIMITS.pathMax) &&
    Object.entries(properties).every(
      ([key, value]) => key.length <= ANALYTICS_EVENT_LIMITS.propertyKeyMax && isPropertyValue(value),
    )
  );
}
