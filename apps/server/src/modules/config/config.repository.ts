import type { Db } from '../../db/database.js';

/** Configuration values by name. */
export async function listConfigValues(db: Db, names: readonly string[]) {
  if (names.length === 0) return [];
  return db.selectFrom('config_values').select(['name', 'value']).where('name', 'in', names).orderBy('name').execute();
}
