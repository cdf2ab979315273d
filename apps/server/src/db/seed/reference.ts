import { MARKET_DEFAULT_LOCALE, MARKETS, type Market } from '@portal/contract/markets';
import {
  GROUPS,
  PERMISSIONS,
  type GroupName,
  type Permission,
  type PermissionName,
} from '@portal/contract/permissions';
import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { PRODUCT_CODES, PRODUCT_NAMES } from '@portal/contract/products';
import type { Config } from '../../config.js';
import type { Db } from '../database.js';
import { ARTICLES } from './articles.js';
import { CATALOGUE, CONTACT_US_PATH, learnMoreAnalyticsId, learnMoreImagePath, productUrls } from './catalogue.js';
import { seedDocuments } from './documents.js';
import { seedGlossary } from './glossary.js';
import { CONFIG_SEEDS, flagRows } from './settings.js';
import { seedSupportReference } from './support.js';

const MARKET_NAMES: Record<Market, string> = { US: 'United States', MX: 'México', CA: 'Canada' };

const SITES = [
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
const GROUP_PERMISSIONS: Record<GroupName, PermissionName[]> = {
  [GROUPS.superAdmin]: Object.keys(PERMISSIONS) as PermissionName[],
  [GROUPS.superAdminSpectator]: [
    'listCompanies',
    'switchCompany',
    'listUsers',
    'listEmailDomains',
    'listPartners',
    'listActivityLog',
    'listGlobalUsers',
    'listAnnouncements',
  ],
  [GROUPS.admin]: ADMIN_PERMISSIONS,
  [GROUPS.regularUser]: [],
  [GROUPS.merchant]: ['switchPersona'],
  [GROUPS.supportAgent]: ['workSupportIncidents'],
  [GROUPS.contentEditor]: ['editKnowledgeBase'],
};

/** Reference data every installation needs, demo or not; safe to run at every start. */
export async function seedReferenceData(db: Db, config: Config): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const code of MARKETS) {
      const hosts = [...config.marketHosts]
        .filter(([, m]) => m === code)
        .map(([h]) => h)
        .join(',');
      await trx
        .insertInto('markets')
        .values({ code, name: MARKET_NAMES[code], hosts, default_locale: MARKET_DEFAULT_LOCALE[code], production: 1 })
        .onConflict((oc) => oc.column('code').doUpdateSet({ hosts }))
        .execute();
    }
    for (const site of SITES) {
      await trx
        .insertInto('sites')
        .values(site)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    await seedCatalogue(trx);
    await seedGlossary(trx);
    await seedSupportReference(trx);
    await seedDocuments(trx, new Date().toISOString());
    for (const permission of Object.values(PERMISSIONS) as Permission[]) {
      await trx
        .insertInto('permissions')
        .values(permission)
        .onConflict((oc) => oc.columns(['action', 'resource']).doNothing())
        .execute();
    }
    // A group's grants are the product owners' to change once seeded; a group added by a later release is created with its grants.
    const existingGroups = new Set((await trx.selectFrom('groups').select('name').execute()).map((g) => g.name));
    for (const [name, grants] of Object.entries(GROUP_PERMISSIONS)) {
      if (existingGroups.has(name)) continue;
      const group = await trx.insertInto('groups').values({ name }).returning('id').executeTakeFirstOrThrow();
      for (const grant of grants) {
        const { action, resource } = PERMISSIONS[grant];
        const permission = await trx
          .selectFrom('permissions')
          .select('id')
          .where('action', '=', action)
          .where('resource', '=', resource)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('group_permissions')
          .values({ group_id: group.id, permission_id: permission.id })
          .execute();
      }
    }
  });
}

/**
 * The app launcher's catalogue, addresses, flags, configuration and articles: inserted where missing,
 * never overwritten, so the product owners' edits in the database stay. A product row that predates
 * the catalogue columns (group_key '') gets them once.
 */
async function seedCatalogue(trx: Db): Promise<void> {
  const now = new Date().toISOString();
  for (const code of PRODUCT_CODES) {
    const entry = CATALOGUE.find((p) => p.code === code)!;
    const catalogued = {
      group_key: entry.group,
      sort_order: entry.sortOrder,
      new_tab: entry.newTab ? 1 : 0,
      restricted_launch_flag: entry.restrictedLaunch,
      hide_when_no_access: entry.hideWhenNoAccess.join(','),
      learn_more_analytics_id: learnMoreAnalyticsId(code),
      learn_more_image: learnMoreImagePath(code),
      learn_more_contact_url: CONTACT_US_PATH,
    };
    await trx
      .insertInto('products')
      .values({ code, name: PRODUCT_NAMES[code], ...catalogued })
      .onConflict((oc) => oc.column('code').doUpdateSet(catalogued).where('products.group_key', '=', ''))
      .execute();
  }
  await trx
    .insertInto('product_texts')
    .values(
      CATALOGUE.flatMap((entry) =>
        ALLOWED_LOCALES.map((locale) => {
          const text = entry.texts[locale];
          return {
            product_code: entry.code,
            locale,
            title: PRODUCT_NAMES[entry.code],
            description: text.description,
            footer: text.footer,
            learn_more_title: text.learnMoreTitle,
            learn_more_description: text.learnMoreDescription,
            key_notes: JSON.stringify(text.keyNotes),
            image_alt: text.imageAlt,
            access_pending_description: text.accessPendingDescription,
          };
        }),
      ),
    )
    .onConflict((oc) => oc.columns(['product_code', 'locale']).doNothing())
    .execute();
  await trx
    .insertInto('product_urls')
    .values(productUrls())
    .onConflict((oc) => oc.columns(['product_code', 'market', 'environment']).doNothing())
    .execute();
  await trx
    .insertInto('feature_flags')
    .values(flagRows(now))
    .onConflict((oc) => oc.columns(['key', 'market', 'environment']).doNothing())
    .execute();
  await trx
    .insertInto('config_values')
    .values(Object.entries(CONFIG_SEEDS).map(([name, { value, description }]) => ({ name, value, description })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await trx
    .insertInto('insight_articles')
    .values(
      ARTICLES.map((a) => ({
        id: a.id,
        product_code: a.product,
        published_on: a.publishedOn,
        read_minutes: a.readMinutes,
        image: a.image,
        sort_order: a.sortOrder,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('insight_article_texts')
    .values(
      ARTICLES.flatMap((a) =>
        ALLOWED_LOCALES.map((locale) => {
          const text = a.texts[locale];
          return {
            article_id: a.id,
            locale,
            title: text.title,
            summary: text.summary,
            body: JSON.stringify(text.body),
            image_alt: text.imageAlt,
          };
        }),
      ),
    )
    .onConflict((oc) => oc.columns(['article_id', 'locale']).doNothing())
    .execute();
}
