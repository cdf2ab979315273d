import type { Db } from '../../db/database.js';

export async function findUserWithCompany(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('user_preferences', 'user_preferences.login_id', 'users.login_id')
    .select([
      'users.id',
      'users.login_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.user_type',
      'users.third_party_user',
      'users.persona_access_codes',
      'users.access_class',
      'users.registration_completed',
      'companies.id as company_id',
      'companies.tenant_id',
      'companies.name as company_name',
      'companies.type as company_type',
      'companies.site_id',
      'user_preferences.timezone',
      'user_preferences.language_code',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function findTenant(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'tenant_id', 'name', 'type'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

export async function listCompleteProducts(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_products')
    .select('product_code')
    .where('user_id', '=', userId)
    .where('access_status', '=', 'ACCESS_COMPLETE')
    .orderBy('product_code')
    .execute();
  return rows.map((r) => r.product_code);
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
    .values({ login_id: row.loginId, timezone: row.timezone, language_code: row.languageCode, settings: row.settings, updated_at: row.now })
    .onConflict((oc) =>
      oc.column('login_id').doUpdateSet({ timezone: row.timezone, language_code: row.languageCode, settings: row.settings, updated_at: row.now }),
    )
    .execute();
}

export async function findUserByLoginId(db: Db, loginId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'login_id', 'company_id'])
    .where((eb) => eb(eb.fn('lower', ['login_id']), '=', loginId.toLowerCase()))
    .executeTakeFirst();
}

export async function findSite(db: Db, siteId: number) {
  return db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
}
