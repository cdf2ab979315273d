import type { Db } from '../../db/database.js';

/** Configuration values by name; all of them when `names` is undefined. */
export async function listConfigValues(db: Db, names: string[] | undefined) {
  let query = db.selectFrom('config_values').select(['name', 'value']).orderBy('name');
  if (names) {
    if (names.length === 0) return [];
    query = query.where('name', 'in', names);
  }
  return query.execute();
}
