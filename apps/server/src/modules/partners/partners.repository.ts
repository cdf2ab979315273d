import type { Db } from '../../db/database.js';
import type { SqlOrder, SqlWindow } from '../../platform/paging.js';

/** The company columns a partner list sorts by. */
export type PartnerDbColumn = 'companies.name' | 'companies.business_code' | 'companies.primary_contact_email';

/** Which side of company_associations the listing company is on; the other side is the one listed. */
type Side = { own: 'supplier_company_id' | 'agency_company_id'; other: 'supplier_company_id' | 'agency_company_id' };
const AGENCIES_OF_SUPPLIER: Side = { own: 'supplier_company_id', other: 'agency_company_id' };
const SUPPLIERS_OF_AGENCY: Side = { own: 'agency_company_id', other: 'supplier_company_id' };

export type AssociatedCompanyRecord = {
  id: number;
  name: string;
  business_code: string | null;
  primary_contact_email: string;
  associated_at: string;
};

/**
 * A page of the companies on the other side of a company's associations, sorted (the id breaking ties), and how many
 * there are. The company's side is the leading column of an index (the primary key for a supplier, the agency index
 * for an agency), so both reads stay on the company's own associations.
 */
async function listAssociated(
  db: Db,
  side: Side,
  companyId: number,
  order: SqlOrder<PartnerDbColumn>,
  page: SqlWindow,
): Promise<{ rows: AssociatedCompanyRecord[]; total: number }> {
  const base = db
    .selectFrom('company_associations')
    .innerJoin('companies', 'companies.id', `company_associations.${side.other}`)
    .where(`company_associations.${side.own}`, '=', companyId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'companies.id',
        'companies.name',
        'companies.business_code',
        'companies.primary_contact_email',
        'company_associations.created_at as associated_at',
      ])
      .orderBy(order.column, order.direction)
      .orderBy('companies.id', order.direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('company_associations')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(side.own, '=', companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A page of the agencies working for a supplier (its 3P partners). */
export const listPartners = (db: Db, supplierId: number, order: SqlOrder<PartnerDbColumn>, page: SqlWindow) =>
  listAssociated(db, AGENCIES_OF_SUPPLIER, supplierId, order, page);

/** A page of the suppliers an agency works for (the sponsored supplier list). */
export const listSuppliers = (db: Db, agencyId: number, order: SqlOrder<PartnerDbColumn>, page: SqlWindow) =>
  listAssociated(db, SUPPLIERS_OF_AGENCY, agencyId, order, page);

/**
 * The products each of these suppliers has granted at least one of the agency's users (any access status), by name in
 * catalogue order. The agency's users come from the users' company index, their grants from the grants' primary key.
 */
export async function grantedProductNames(
  db: Db,
  agencyId: number,
  supplierIds: number[],
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (supplierIds.length === 0) return names;
  const rows = await db
    .selectFrom('partner_product_grants')
    .innerJoin('users', 'users.id', 'partner_product_grants.user_id')
    .innerJoin('products', 'products.code', 'partner_product_grants.product_code')
    .select(['partner_product_grants.supplier_company_id', 'products.name', 'products.sort_order', 'products.code'])
    .distinct()
    .where('users.company_id', '=', agencyId)
    .where('partner_product_grants.supplier_company_id', 'in', supplierIds)
    .orderBy('partner_product_grants.supplier_company_id')
    .orderBy('products.sort_order')
    .orderBy('products.code')
    .execute();
  for (const row of rows) {
    names.set(row.supplier_company_id, [...(names.get(row.supplier_company_id) ?? []), row.name]);
  }
  return names;
}

export type CompanyRecord = {
  id: number;
  name: string;
  type: string;
  market: string;
  business_code: string | null;
  primary_contact_email: string;
};

const COMPANY_COLUMNS = ['id', 'name', 'type', 'market', 'business_code', 'primary_contact_email'] as const;

export async function findCompany(db: Db, id: number): Promise<CompanyRecord | undefined> {
  return db.selectFrom('companies').select(COMPANY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The companies with this business code (companies_business_code, migration 039), the first made first. */
export async function findCompanyByBusinessCode(db: Db, businessCode: string): Promise<CompanyRecord | undefined> {
  return db
    .selectFrom('companies')
    .select(COMPANY_COLUMNS)
    .where('business_code', '=', businessCode)
    .orderBy('id')
    .executeTakeFirst();
}

export async function findAssociation(db: Db, supplierId: number, agencyId: number) {
  return db
    .selectFrom('company_associations')
    .select('created_at')
    .where('supplier_company_id', '=', supplierId)
    .where('agency_company_id', '=', agencyId)
    .executeTakeFirst();
}

export async function insertAssociation(db: Db, supplierId: number, agencyId: number, now: string): Promise<void> {
  await db
    .insertInto('company_associations')
    .values({ supplier_company_id: supplierId, agency_company_id: agencyId, created_at: now })
    .execute();
}

/** Removes the association; whether there was one to remove. */
export async function deleteAssociation(db: Db, supplierId: number, agencyId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('company_associations')
    .where('supplier_company_id', '=', supplierId)
    .where('agency_company_id', '=', agencyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes the grants the agency's users hold for the supplier; how many there were. */
export async function deleteAgencyGrants(db: Db, supplierId: number, agencyId: number): Promise<number> {
  const result = await db
    .deleteFrom('partner_product_grants')
    .where('supplier_company_id', '=', supplierId)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('users.id').where('users.company_id', '=', agencyId))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
