import type { Db } from '../../db/database.js';

/** The suppliers each of these agencies works for (company associations), by name. */
export async function listSupplierNames(db: Db, agencyIds: number[]) {
  if (agencyIds.length === 0) return [];
  return db
    .selectFrom('company_associations')
    .innerJoin('companies', 'companies.id', 'company_associations.supplier_company_id')
    .select(['company_associations.agency_company_id', 'companies.name'])
    .where('company_associations.agency_company_id', 'in', agencyIds)
    .orderBy('companies.name')
    .execute();
}

/** The users with these login ids (case-insensitive), of any company, with what a block or unblock needs. */
export async function findUsersByLogin(db: Db, loginIds: string[]) {
  if (loginIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'login_id', 'status', 'company_id', 'blocked_reason'])
    .where(
      (eb) => eb.fn('lower', ['login_id']),
      'in',
      loginIds.map((id) => id.toLowerCase()),
    )
    .execute();
}
