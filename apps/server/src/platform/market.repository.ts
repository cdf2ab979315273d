import type { Db } from '../db/database.js';

export async function listMarkets(db: Db) {
  return db.selectFrom('markets').selectAll().orderBy('code').execute();
}
