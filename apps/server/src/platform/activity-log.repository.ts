import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';

export type ActivityEntry = {
  actor: string;
  companyId: number | null;
  entityType: string;
  entityId: string;
  event: string;
  description: string;
  sourceApp?: string;
};

const SOURCE_APP = 'supplier-portal';

/** The one writer of the activity log: every mutation records itself here, in its own transaction. */
export async function recordActivity(db: Kysely<Database>, clock: Clock, entry: ActivityEntry): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      actor: entry.actor,
      company_id: entry.companyId,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      event: entry.event,
      description: entry.description.slice(0, 1000),
      source_app: entry.sourceApp ?? SOURCE_APP,
      created_at: clock.now().toISOString(),
    })
    .execute();
}
