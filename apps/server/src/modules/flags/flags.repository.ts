import type { Db } from '../../db/database.js';

export async function listFlagSettings(db: Db, market: string, environment: string) {
  return db
    .selectFrom('feature_flags')
    .select(['key', 'enabled', 'rollout_percent'])
    .where('market', '=', market)
    .where('environment', '=', environment)
    .execute();
}

export async function findFlag(db: Db, key: string, market: string, environment: string) {
  return db
    .selectFrom('feature_flags')
    .selectAll()
    .where('key', '=', key)
    .where('market', '=', market)
    .where('environment', '=', environment)
    .executeTakeFirst();
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
