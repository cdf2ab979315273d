import { FLAG_KEYS } from '@portal/contract/flags';
import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { PRODUCT_CODES, PRODUCT_GROUPS, PRODUCT_NAMES } from '@portal/contract/products';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, DIALECT_UNDER_TEST, openScratchDatabase, type TestApp } from '../../test/helper.js';
import type { DatabaseHandle } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { seedReferenceData } from './reference.js';

const PENDING_WORDING: Record<string, { shopperBehavior: string; others: string }> = {
  'en-US': { shopperBehavior: 'up to 2 business days', others: 'up to 2 days' },
  'es-MX': { shopperBehavior: 'hasta 2 días hábiles', others: 'hasta 2 días' },
  'fr-CA': { shopperBehavior: 'jusqu’à 2 jours ouvrables', others: 'jusqu’à 2 jours' },
};

describe(`reference data: the app launcher catalogue (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('catalogues every product with its group, order, launch options and learn-more links', async () => {
    const rows = await t.ctx.db.selectFrom('products').selectAll().orderBy('sort_order').execute();
    expect(rows.map((r) => r.code).sort()).toEqual([...PRODUCT_CODES].sort());
    for (const row of rows) {
      const group = (PRODUCT_GROUPS.knowYourCustomer as readonly string[]).includes(row.code)
        ? 'knowYourCustomer'
        : 'knowYourStore';
      expect(row.group_key, row.code).toBe(group);
      expect(row.learn_more_image).toBe(`/products/${row.code.toLowerCase().replace(/_/g, '-')}.svg`);
      expect(row.learn_more_contact_url).toBe('/contactUs');
      expect(row.learn_more_analytics_id).toBeTruthy();
    }
    const by = Object.fromEntries(rows.map((r) => [r.code, r]));
    expect(rows.filter((r) => r.new_tab === 1).map((r) => r.code)).toEqual(['SHOPPER_BEHAVIOR']);
    expect(
      Object.fromEntries(rows.filter((r) => r.restricted_launch_flag).map((r) => [r.code, r.restricted_launch_flag])),
    ).toEqual({
      INSIGHTS_ACTIVATION: 'beta',
      CUSTOMER_PULSE: 'alpha',
      MODULAR_INTELLIGENCE: 'beta',
    });
    expect(rows.filter((r) => r.hide_when_no_access !== '').map((r) => [r.code, r.hide_when_no_access])).toEqual([
      ['MODULAR_INTELLIGENCE', 'US'],
      ['CUSTOMER_PULSE', 'US'],
    ]);
    expect(new Set(rows.map((r) => r.sort_order)).size).toBe(rows.length);
    expect(by.SHOPPER_BEHAVIOR!.sort_order).toBeLessThan(by.REPORT_BUILDER!.sort_order);
  });

  it('has every text in en-US, es-MX and fr-CA, with the access-pending wording of spec section 9', async () => {
    const texts = await t.ctx.db.selectFrom('product_texts').selectAll().execute();
    expect(texts).toHaveLength(PRODUCT_CODES.length * ALLOWED_LOCALES.length);
    for (const code of PRODUCT_CODES) {
      const perLocale = ALLOWED_LOCALES.map((locale) =>
        texts.find((x) => x.product_code === code && x.locale === locale)!,
      );
      for (const [i, text] of perLocale.entries()) {
        const locale = ALLOWED_LOCALES[i]!;
        expect(text.title, `${code} ${locale}`).toBe(PRODUCT_NAMES[code]);
        for (const field of [
          'description',
          'learn_more_title',
          'learn_more_description',
          'image_alt',
          'access_pending_description',
        ] as const) {
          expect(text[field].length, `${code} ${locale} ${field}`).toBeGreaterThan(10);
        }
        const notes = JSON.parse(text.key_notes) as string[];
        expect(notes.length, `${code} ${locale} key notes`).toBeGreaterThanOrEqual(3);
        expect(notes.length).toBeLessThanOrEqual(4);
        const wording = PENDING_WORDING[locale]!;
        if (code === 'SHOPPER_BEHAVIOR') expect(text.access_pending_description).toContain(wording.shopperBehavior);
        else {
          expect(text.access_pending_description).toContain(wording.others);
          expect(text.access_pending_description).not.toMatch(/business|hábiles|ouvrables/);
        }
      }
      // Translated, not copied: the three descriptions differ.
      expect(new Set(perLocale.map((x) => x.description)).size, code).toBe(3);
      expect(new Set(perLocale.map((x) => x.learn_more_description)).size, code).toBe(3);
    }
  });

  it('has a production and a non-production address for every product offered in each market', async () => {
    const urls = await t.ctx.db.selectFrom('product_urls').selectAll().execute();
    const count = (market: string) => urls.filter((u) => u.market === market).length;
    expect([count('US'), count('MX'), count('CA')]).toEqual([16, 4, 4]);
    const sb = urls.filter((u) => u.product_code === 'SHOPPER_BEHAVIOR' && u.market === 'US');
    expect(Object.fromEntries(sb.map((u) => [u.environment, u.url]))).toEqual({
      production: 'https://shopper-behavior.example.com/us',
      'non-production': 'https://shopper-behavior.qa.example.com/us',
    });
  });

  it('sets every flag in every market and environment as planned', async () => {
    const flags = await t.ctx.db.selectFrom('feature_flags').selectAll().execute();
    expect(flags).toHaveLength(FLAG_KEYS.length * 3 * 2);
    const setting = (key: string, market: string, environment: string) => {
      const f = flags.find((x) => x.key === key && x.market === market && x.environment === environment)!;
      return [f.enabled, f.rollout_percent];
    };
    for (const environment of ['production', 'non-production']) {
      expect(setting('insights-activation-rollout', 'US', environment)).toEqual([1, 100]);
      expect(setting('kb-search-rollout', 'US', environment)).toEqual([1, 100]);
      for (const market of ['MX', 'CA']) {
        expect(setting('insights-activation-rollout', market, environment)[1]).toBe(0);
        expect(setting('kb-search-rollout', market, environment)[1]).toBe(0);
      }
      for (const market of ['US', 'MX', 'CA']) {
        expect(setting('wem-kb-rollout', market, environment)).toEqual([1, 50]);
        expect(setting('contact-us-a-b-test', market, environment)).toEqual([1, 50]);
      }
    }
  });

  it('holds the configuration values and eight articles in three languages', async () => {
    const config = Object.fromEntries(
      (await t.ctx.db.selectFrom('config_values').selectAll().execute()).map((c) => [c.name, c.value]),
    );
    expect(config).toMatchObject({
      supportPhoneNumber: '1-800-555-0142',
      analyticsScriptDelayMs: '3000',
      contactUsEmail: 'support@portal.example',
    });
    expect(config.experimentationSdkKey).toMatch(/^sdk-[\w-]{20,}$/);
    const articles = await t.ctx.db.selectFrom('insight_articles').selectAll().execute();
    expect(articles).toHaveLength(8);
    const texts = await t.ctx.db.selectFrom('insight_article_texts').selectAll().execute();
    expect(texts).toHaveLength(8 * 3);
    for (const text of texts) {
      const paragraphs = JSON.parse(text.body) as string[];
      expect(paragraphs.length, text.article_id).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
    }
  });

  it('never overwrites what product owners changed, and restores only what is missing', async () => {
    const db = t.ctx.db;
    await db
      .updateTable('products')
      .set({ sort_order: 999, new_tab: 1 })
      .where('code', '=', 'REPORT_BUILDER')
      .execute();
    await db
      .updateTable('product_texts')
      .set({ description: 'Edited by the product owner' })
      .where('product_code', '=', 'REPORT_BUILDER')
      .where('locale', '=', 'en-US')
      .execute();
    await db
      .updateTable('feature_flags')
      .set({ rollout_percent: 7 })
      .where('key', '=', 'wem-kb-rollout')
      .where('market', '=', 'US')
      .where('environment', '=', 'production')
      .execute();
    await db
      .updateTable('config_values')
      .set({ value: '1-800-555-0199' })
      .where('name', '=', 'supportPhoneNumber')
      .execute();
    await db
      .deleteFrom('product_urls')
      .where('product_code', '=', 'CHANNEL_INSIGHTS')
      .where('market', '=', 'US')
      .where('environment', '=', 'production')
      .execute();

    await seedReferenceData(db, t.config);

    const rb = await db
      .selectFrom('products')
      .selectAll()
      .where('code', '=', 'REPORT_BUILDER')
      .executeTakeFirstOrThrow();
    expect([rb.sort_order, rb.new_tab]).toEqual([999, 1]);
    const text = await db
      .selectFrom('product_texts')
      .select('description')
      .where('product_code', '=', 'REPORT_BUILDER')
      .where('locale', '=', 'en-US')
      .executeTakeFirstOrThrow();
    expect(text.description).toBe('Edited by the product owner');
    const flag = await db
      .selectFrom('feature_flags')
      .select('rollout_percent')
      .where('key', '=', 'wem-kb-rollout')
      .where('market', '=', 'US')
      .where('environment', '=', 'production')
      .executeTakeFirstOrThrow();
    expect(flag.rollout_percent).toBe(7);
    const phone = await db
      .selectFrom('config_values')
      .select('value')
      .where('name', '=', 'supportPhoneNumber')
      .executeTakeFirstOrThrow();
    expect(phone.value).toBe('1-800-555-0199');
    const ci = await db
      .selectFrom('product_urls')
      .select('url')
      .where('product_code', '=', 'CHANNEL_INSIGHTS')
      .where('market', '=', 'US')
      .where('environment', '=', 'production')
      .executeTakeFirst();
    expect(ci?.url).toBe('https://channel-insights.example.com/us');
  });
});

describe(`upgrade of a foundation database to the catalogue (${DIALECT_UNDER_TEST})`, () => {
  let handle: DatabaseHandle;
  let discard: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, discard } = await openScratchDatabase('portal-upgrade-'));
  });
  afterAll(async () => {
    await discard();
  });

  it('catalogues the products the foundation seeded and grants the Super Admin the new flag permission', async () => {
    expect(await migrateTo(handle, '001-foundation')).toEqual(['001-foundation']);
    // What the foundation's reference seed left: bare products, groups with their grants.
    const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for (const code of PRODUCT_CODES)
      await db.insertInto('products').values({ code, name: PRODUCT_NAMES[code] }).execute();
    await sql`insert into groups (name) values ('Super Admin'), ('Admin')`.execute(handle.db);
    await sql`insert into permissions (action, resource) values ('SWITCH', 'COMPANY')`.execute(handle.db);

    // Later migrations follow; these two are the ones this upgrade is about.
    expect((await migrateToLatest(handle)).slice(0, 2)).toEqual(['002-product-catalogue', '003-glossary']);
    const bare = await handle.db
      .selectFrom('products')
      .selectAll()
      .where('code', '=', 'SHOPPER_BEHAVIOR')
      .executeTakeFirstOrThrow();
    expect(bare).toMatchObject({
      group_key: '',
      sort_order: 0,
      new_tab: 0,
      restricted_launch_flag: null,
      hide_when_no_access: '',
    });
    const grants = await handle.db
      .selectFrom('group_permissions')
      .innerJoin('groups', 'groups.id', 'group_permissions.group_id')
      .innerJoin('permissions', 'permissions.id', 'group_permissions.permission_id')
      .select(['groups.name', 'permissions.action', 'permissions.resource'])
      .where('permissions.resource', '=', 'FEATURE_FLAG')
      .execute();
    expect(grants).toEqual([{ name: 'Super Admin', action: 'UPDATE', resource: 'FEATURE_FLAG' }]);

    await seedReferenceData(handle.db, loadConfig({ NODE_ENV: 'test' }));
    const catalogued = await handle.db
      .selectFrom('products')
      .selectAll()
      .where('code', '=', 'SHOPPER_BEHAVIOR')
      .executeTakeFirstOrThrow();
    expect(catalogued).toMatchObject({
      group_key: 'knowYourCustomer',
      new_tab: 1,
      learn_more_contact_url: '/contactUs',
    });
    expect(
      await handle.db
        .selectFrom('product_texts')
        .select('locale')
        .where('product_code', '=', 'SHOPPER_BEHAVIOR')
        .execute(),
    ).toHaveLength(3);
  });
});
