import type { Db } from '../db/database.js';

/** The analytics events of one name, oldest first. */
export async function listEventsNamed(db: Db, name: string) {
  return db.selectFrom('analytics_events').selectAll().where('name', '=', name).orderBy('id').execute();
}
