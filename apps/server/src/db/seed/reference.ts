import { MARKET_DEFAULT_LOCALE, MARKETS, type Market } from '@portal/contract/markets';
import { GROUPS, PERMISSIONS, type GroupName, type Permission, type PermissionName } from '@portal/contract/permissions';
import { PRODUCT_CODES, PRODUCT_NAMES } from '@portal/contract/products';
import type { Config } from '../../config.js';
import type { Db } from '../database.js';

const MARKET_NAMES: Record<Market, string> = { US: 'United States', MX: 'México', CA: 'Canada' };

export const SITES = [
  { id: 1001, market: 'US', language_code: 'en-US', name: 'United States' },
  { id: 2001, market: 'MX', language_code: 'es-MX', name: 'México' },
  { id: 3001, market: 'CA', language_code: 'fr-CA', name: 'Canada (français)' },
  { id: 3002, market: 'CA', language_code: 'en-US', name: 'Canada (English)' },
] as const;

const ADMIN_PERMISSIONS: PermissionName[] = [
  'listUsers',
  'createUsers',
  'updateUsers',
  'deleteUsers',
  'blockUsers',
  'listEmailDomains',
  'updateEmailDomains',
  'listPartners',
  'updatePartners',
  'listActivityLog',
  'updateUserSettings',
  'approveAccessRequests',
];

/** Each group's permission pairs (spec section 6); product owners may change them in the database. */
export const GROUP_PERMISSIONS: Record<GroupName, PermissionName[]> = {
  [GROUPS.superAdmin]: Object.keys(PERMISSIONS) as PermissionName[],
  [GROUPS.superAdminSpectator]: ['listCompanies', 'switchCompany', 'listUsers', 'listEmailDomains', 'listPartners', 'listActivityLog', 'listGlobalUsers'],
  [GROUPS.admin]: ADMIN_PERMISSIONS,
  [GROUPS.regularUser]: [],
  [GROUPS.merchant]: ['switchPersona'],
};

/** Reference data every installation needs, demo or not; safe to run at every start. */
export async function seedReferenceData(db: Db, config: Config): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const code of MARKETS) {
      const hosts = [...config.marketHosts].filter(([, m]) => m === code).map(([h]) => h).join(',');
      await trx
        .insertInto('markets')
        .values({ code, name: MARKET_NAMES[code], hosts, default_locale: MARKET_DEFAULT_LOCALE[code], production: 1 })
        .onConflict((oc) => oc.column('code').doUpdateSet({ hosts }))
        .execute();
    }
    for (const site of SITES) {
      await trx.insertInto('sites').values(site).onConflict((oc) => oc.column('id').doNothing()).execute();
    }
    for (const code of PRODUCT_CODES) {
      await trx.insertInto('products').values({ code, name: PRODUCT_NAMES[code] }).onConflict((oc) => oc.column('code').doNothing()).execute();
    }
    for (const permission of Object.values(PERMISSIONS) as Permission[]) {
      await trx.insertInto('permissions').values(permission).onConflict((oc) => oc.columns(['action', 'resource']).doNothing()).execute();
    }
    const groupsExisted = await trx.selectFrom('groups').select('id').limit(1).executeTakeFirst();
    if (groupsExisted) return; // group grants are the product owners' to change once seeded
    for (const [name, grants] of Object.entries(GROUP_PERMISSIONS)) {
      const group = await trx.insertInto('groups').values({ name }).returning('id').executeTakeFirstOrThrow();
      for (const grant of grants) {
        const { action, resource } = PERMISSIONS[grant];
        const permission = await trx
          .selectFrom('permissions')
          .select('id')
          .where('action', '=', action)
          .where('resource', '=', resource)
          .executeTakeFirstOrThrow();
        await trx.insertInto('group_permissions').values({ group_id: group.id, permission_id: permission.id }).execute();
      }
    }
  });
}
