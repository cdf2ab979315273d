import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../platform/prepared-query.js';

export async function listFlagSettings(db: Db, market: string, environment: string) {
  return db
    .selectFrom('feature_flags')
    .select(['key', 'enabled', 'rollout_percent'])
    .where('market', '=', market)
    .where('environment', '=', environment)
    .execute();
}

// Evaluated on the launcher's every call: prepared once (decision record 027).
const flag = preparedQuery(3, (db: Db, key: string, market: string, environment: string) =>
  db
    .selectFrom('feature_flags')
    .selectAll()
    .where('key', '=', key)
    .where('market', '=', market)
    .where('environment', '=', environment),
);

export async function findFlag(db: Db, key: string, market: string, environment: string) {
  return (await flag(db, key, market, environment))[0];
}

export async function saveFlag(
  db: Db,
  row: {
    key: string;
    market: string;
    environment: string;
    enabled: number;
    rollout_percent: number;
    updated_at: string;
  },
): Promise<void> {
  await db
    .insertInto('feature_flags')
    .values({ ...row, description: '' })
    .onConflict((oc) =>
      oc
        .columns(['key', 'market', 'environment'])
        .doUpdateSet({ enabled: row.enabled, rollout_percent: row.rollout_percent, updated_at: row.updated_at }),
    )
    .execute();
}
