import { GROUPS } from '@portal/contract/permissions';
import type { Db } from '../../db/database.js';
import type { CompaniesTable, FeatureFlagsTable } from '../../db/schema.js';
import { preparedQuery } from '../../platform/prepared-query.js';

const catalogueVersion = preparedQuery(0, (db: Db) =>
  db.selectFrom('catalogue_version').select('version').where('id', '=', 1),
);

/** The catalogue's version: triggers move it on every change to products, product_texts and product_urls. */
export async function findCatalogueVersion(db: Db): Promise<number> {
  return (await catalogueVersion(db))[0]?.version ?? -1;
}

/**
 * What the tiles call reads besides the session and the grants, in one statement of scalar subqueries (each an
 * indexed lookup; a missing row reads null): the company the tenant id names, the catalogue's version, the caller's
 * language and the stored setting of one flag in the market and environment. One statement instead of four: on
 * SQLite each costs more to run through the driver than to answer, on PostgreSQL each is a round trip (decision
 * record 027).
 */
const tilesReads = preparedQuery(
  5,
  (db: Db, tenantId: number, loginId: string, flagKey: string, market: string, environment: string) => {
    const company = db.selectFrom('companies').where('companies.tenant_id', '=', tenantId);
    const flag = db
      .selectFrom('feature_flags')
      .where('feature_flags.key', '=', flagKey)
      .where('feature_flags.market', '=', market)
      .where('feature_flags.environment', '=', environment);
    return db.selectNoFrom([
      company.select('companies.id').as('company_id'),
      company.select('companies.name').as('company_name'),
      company.select('companies.type').as('company_type'),
      db
        .selectFrom('catalogue_version')
        .select('version')
        .where('catalogue_version.id', '=', 1)
        .as('catalogue_version'),
      db
        .selectFrom('user_preferences')
        .select('language_code')
        .where('user_preferences.login_id', '=', loginId)
        .as('language_code'),
      flag.select('feature_flags.enabled').as('flag_enabled'),
      flag.select('feature_flags.rollout_percent').as('flag_rollout_percent'),
    ]);
  },
);

export type TilesReads = {
  /** The company with this tenant id, if any. */
  company: { id: number; tenant_id: number; name: string; type: CompaniesTable['type'] } | undefined;
  catalogueVersion: number;
  languageCode: string | null;
  /** The flag's stored setting, if any. */
  flag: Pick<FeatureFlagsTable, 'enabled' | 'rollout_percent'> | undefined;
};

export async function readForTiles(
  db: Db,
  args: { tenantId: number; loginId: string; flagKey: string; market: string; environment: string },
): Promise<TilesReads> {
  const [row] = await tilesReads(db, args.tenantId, args.loginId, args.flagKey, args.market, args.environment);
  if (!row) throw new Error('a select without from answers one row');
  return {
    company:
      row.company_id === null || row.company_name === null || row.company_type === null
        ? undefined
        : { id: row.company_id, tenant_id: args.tenantId, name: row.company_name, type: row.company_type },
    catalogueVersion: row.catalogue_version ?? -1,
    languageCode: row.language_code,
    flag:
      row.flag_enabled === null || row.flag_rollout_percent === null
        ? undefined
        : { enabled: row.flag_enabled, rollout_percent: row.flag_rollout_percent },
  };
}

/** The catalogue, in display order. */
export async function listCatalogue(db: Db) {
  return db.selectFrom('products').selectAll().orderBy('sort_order').orderBy('code').execute();
}

export async function findProduct(db: Db, code: string) {
  return db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The products' texts in these locales (the caller's and the fallback). */
export async function listProductTexts(db: Db, locales: string[]) {
  return db.selectFrom('product_texts').selectAll().where('locale', 'in', locales).execute();
}

/** Redirect addresses of the market and environment, by product code. */
export async function listProductUrls(db: Db, market: string, environment: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('product_urls')
    .select(['product_code', 'url'])
    .where('market', '=', market)
    .where('environment', '=', environment)
    .execute();
  return new Map(rows.map((r) => [r.product_code, r.url]));
}

export async function findProductUrl(
  db: Db,
  code: string,
  market: string,
  environment: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('product_urls')
    .select('url')
    .where('product_code', '=', code)
    .where('market', '=', market)
    .where('environment', '=', environment)
    .executeTakeFirst();
  return row?.url;
}

/** A user's own grants, by product code. */
const userGrants = preparedQuery(1, (db: Db, userId: number) =>
  db.selectFrom('user_products').select(['product_code', 'access_status']).where('user_id', '=', userId),
);

export async function listUserGrants(db: Db, userId: number): Promise<Map<string, string>> {
  const rows = await userGrants(db, userId);
  return new Map(rows.map((r) => [r.product_code, r.access_status]));
}

/** A third-party user's grants for associated suppliers, in catalogue order. */
export async function listPartnerGrants(db: Db, userId: number, supplierCompanyIds: number[]) {
  if (supplierCompanyIds.length === 0) return [];
  return db
    .selectFrom('partner_product_grants')
    .innerJoin('products', 'products.code', 'partner_product_grants.product_code')
    .select([
      'partner_product_grants.supplier_company_id',
      'partner_product_grants.product_code',
      'partner_product_grants.access_status',
    ])
    .where('partner_product_grants.user_id', '=', userId)
    .where('partner_product_grants.supplier_company_id', 'in', supplierCompanyIds)
    .orderBy('products.sort_order')
    .orderBy('products.code')
    .execute();
}

const companyByTenantId = preparedQuery(1, (db: Db, tenantId: number) =>
  db.selectFrom('companies').select(['id', 'tenant_id', 'name', 'type']).where('tenant_id', '=', tenantId),
);

export async function findCompanyByTenantId(db: Db, tenantId: number) {
  return (await companyByTenantId(db, tenantId))[0];
}

/** The suppliers an agency company is associated with, by name. */
export async function listAssociatedSuppliers(db: Db, agencyCompanyId: number) {
  return db
    .selectFrom('company_associations')
    .innerJoin('companies', 'companies.id', 'company_associations.supplier_company_id')
    .select(['companies.id', 'companies.tenant_id', 'companies.name', 'companies.type'])
    .where('company_associations.agency_company_id', '=', agencyCompanyId)
    .orderBy('companies.name')
    .execute();
}

export async function findAssociation(db: Db, agencyCompanyId: number, supplierCompanyId: number) {
  return db
    .selectFrom('company_associations')
    .select('supplier_company_id')
    .where('agency_company_id', '=', agencyCompanyId)
    .where('supplier_company_id', '=', supplierCompanyId)
    .executeTakeFirst();
}

/** A company's active administrators (group Admin, registered), by name. */
export async function listCompanyAdministrators(db: Db, companyId: number, limit: number) {
  return db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .select(['users.first_name', 'users.last_name', 'users.email'])
    .where('users.company_id', '=', companyId)
    .where('groups.name', '=', GROUPS.admin)
    .where('users.status', '=', 'ACTIVE')
    .where('users.registration_completed', '=', 1)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}
