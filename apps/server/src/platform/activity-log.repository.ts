import { PORTAL_SOURCE_APP } from '@portal/contract/activity-log';
import type { Market } from '@portal/contract/markets';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { foldForSearch } from '../db/search-fold.js';
import type { Clock } from './clock.js';

/** What a change was or became: the changed fields, as the entry keeps them (JSON). */
export type ActivityChange = Readonly<Record<string, unknown>>;

export type ActivityEntry = {
  actor: string;
  companyId: number | null;
  entityType: string;
  entityId: string;
  event: string;
  description: string;
  sourceApp?: string;
  /** The market the change was made on; when not given, the company's (none without a company). */
  market?: Market | null;
  /** The changed fields before and after the change, where it has them (a rename, a new product list, a flag). */
  before?: ActivityChange;
  after?: ActivityChange;
};

const DESCRIPTION_MAX = 1000;

const json = (change: ActivityChange | undefined) => (change === undefined ? null : JSON.stringify(change));

/**
 * The one writer of the activity log: every change records itself here, in its own transaction (decision 052).
 * Nothing updates or deletes an entry but the retention job.
 */
export async function recordActivity(db: Kysely<Database>, clock: Clock, entry: ActivityEntry): Promise<void> {
  const { companyId } = entry;
  const description = entry.description.slice(0, DESCRIPTION_MAX);
  await db
    .insertInto('activity_log')
    .values((eb) => ({
      actor: entry.actor,
      company_id: companyId,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      event: entry.event,
      description,
      search_text: foldForSearch(description),
      source_app: entry.sourceApp ?? PORTAL_SOURCE_APP,
      created_at: clock.now().toISOString(),
      market:
        entry.market !== undefined || companyId === null
          ? (entry.market ?? null)
          : eb.selectFrom('companies').select('market').where('id', '=', companyId),
      before_value: json(entry.before),
      after_value: json(entry.after),
    }))
    .execute();
}
