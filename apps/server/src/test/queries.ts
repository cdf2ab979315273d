import type { Db } from '../db/database.js';
import type { JobRow } from '../db/schema.js';

// Queries only tests make: reading what the app wrote, or setting up a state directly.

/** The analytics events of one name, oldest first. */
export async function listEventsNamed(db: Db, name: string) {
  return db.selectFrom('analytics_events').selectAll().where('name', '=', name).orderBy('id').execute();
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sets the company a session acts for, as switching would. */
export async function setActingCompany(db: Db, id: string, companyId: number | null): Promise<void> {
  await db.updateTable('sessions').set({ acting_company_id: companyId }).where('id', '=', id).execute();
}
