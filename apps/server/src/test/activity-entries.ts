import { PORTAL_SOURCE_APP } from '@portal/contract/activity-log';
import type { Db } from '../db/database.js';
import { foldForSearch } from '../db/search-fold.js';

/** An activity-log entry as a test writes it straight into the table: what it does not say takes a default. */
export type TestEntry = {
  at: string;
  companyId: number | null;
  actor?: string;
  entityType?: string;
  entityId?: string;
  event?: string;
  description?: string;
  sourceApp?: string;
  market?: string | null;
  before?: object;
  after?: object;
};

export async function insertEntries(db: Db, entries: readonly TestEntry[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < entries.length; start += 500) {
    const rows = entries.slice(start, start + 500).map((e) => ({
      created_at: e.at,
      company_id: e.companyId,
      actor: e.actor ?? 'admin',
      entity_type: e.entityType ?? 'USER',
      entity_id: e.entityId ?? 'someone',
      event: e.event ?? 'UPDATE_USER_PROFILE',
      description: e.description ?? 'A change',
      search_text: foldForSearch(e.description ?? 'A change'),
      source_app: e.sourceApp ?? PORTAL_SOURCE_APP,
      market: e.market === undefined ? 'US' : e.market,
      before_value: e.before ? JSON.stringify(e.before) : null,
      after_value: e.after ? JSON.stringify(e.after) : null,
    }));
    ids.push(...(await db.insertInto('activity_log').values(rows).returning('id').execute()).map((r) => r.id));
  }
  return ids;
}

/** The newest entry's id (0 for none): what a change wrote is what has a greater one. */
export async function lastEntryId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('activity_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The entries written after `id`, oldest first. */
export function entriesAfter(db: Db, id: number) {
  return db.selectFrom('activity_log').selectAll().where('id', '>', id).orderBy('id').execute();
}
