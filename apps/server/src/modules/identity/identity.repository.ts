import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../platform/prepared-query.js';

// Read on every page (user-context): prepared once (decision record 027).
const completeProducts = preparedQuery(1, (db: Db, userId: number) =>
  db
    .selectFrom('user_products')
    .select('product_code')
    .where('user_id', '=', userId)
    .where('access_status', '=', 'ACCESS_COMPLETE')
    .orderBy('product_code'),
);

export async function listCompleteProducts(db: Db, userId: number): Promise<string[]> {
  return (await completeProducts(db, userId)).map((r) => r.product_code);
}

export async function findPreferences(db: Db, loginId: string) {
  return db.selectFrom('user_preferences').selectAll().where('login_id', '=', loginId).executeTakeFirst();
}

export async function savePreferences(
  db: Db,
  row: { loginId: string; timezone: string; languageCode: string; settings: string; now: string },
): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({
      login_id: row.loginId,
      timezone: row.timezone,
      language_code: row.languageCode,
      settings: row.settings,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc.column('login_id').doUpdateSet({
        timezone: row.timezone,
        language_code: row.languageCode,
        settings: row.settings,
        updated_at: row.now,
      }),
    )
    .execute();
}

export async function findSite(db: Db, siteId: number) {
  return db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
}
