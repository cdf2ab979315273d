import type { AnalyticsEvent } from '@portal/contract/analytics';
import type { Db } from '../db/database.js';

/** Usage events, written by the tracker's batches (analytics) and by product launches (products). */
export async function insertEvents(
  db: Db,
  events: AnalyticsEvent[],
  who: { userId: number; companyId: number | null; market: string; receivedAt: string },
): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values(
      events.map((e) => ({
        user_id: who.userId,
        company_id: who.companyId,
        market: who.market,
        name: e.name,
        properties: JSON.stringify(e.properties),
        path: e.path ?? null,
        occurred_at: e.occurred_at,
        received_at: who.receivedAt,
      })),
    )
    .execute();
}
