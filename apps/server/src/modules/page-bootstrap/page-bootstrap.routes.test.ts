import { ANNOUNCEMENT_PATHS } from '@portal/contract/announcements-core';
import { FLAG_PATHS } from '@portal/contract/flags';
import { IDENTITY_PATHS } from '@portal/contract/identity';
import { MARKET_PATH, SIGNED_OUT_META } from '@portal/contract/markets';
import { PAGE_BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '@portal/contract/page-bootstrap';
import { PRODUCT_PATHS } from '@portal/contract/products-core';
import { ROUTES } from '@portal/contract/routes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeWebDist } from '../../test/fake-web-dist.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';

const BLOCK = new RegExp(`<script type="application/json" id="${PAGE_BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`, 's');

/** The bootstrap a page holds (its JSON data block), or null. */
function bootstrapOf(html: string): PageBootstrap | null {
  const match = BLOCK.exec(html);
  return match ? (JSON.parse(match[1]!) as PageBootstrap) : null;
}

describe(`the app page's first data (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ configure: (config) => writeFakeWebDist(config.webDist) });
  });
  afterAll(() => t.close());

  const page = (url: string, cookie: string, host: string = HOSTS.US) =>
    t.app.inject({ url, headers: { cookie, host } });
  const call = async (url: string, cookie: string, host: string = HOSTS.US) =>
    (await t.app.inject({ url, headers: asUser(cookie, host) })).json();

  it.each([
    ['user', '/apps', HOSTS.US, 'en-US'],
    ['admin', '/admin/userList', HOSTS.US, 'en-US'],
    ['user.ca', '/dataDictionary', HOSTS.CA, 'fr-CA'],
    ['user.mx', '/apps', HOSTS.MX, 'es-MX'],
  ])(
    'gives %s on %s what the market, user-context, flags and banner calls answer (the banner in %s)',
    async (loginId, url, host, locale) => {
      const cookie = await t.signIn(loginId, host);
      const res = await page(url, cookie, host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const { tenant_products: tiles, first_answers: firstAnswers, ...shared } = bootstrapOf(res.body)!;
      // The table pages' own first answers: below.
      expect(firstAnswers === undefined).toBe(url === ROUTES.apps);
      expect(shared).toEqual({
        market: await call(MARKET_PATH, cookie, host),
        user_context: await call(`${IDENTITY_PATHS.userContext}?permissions=true`, cookie, host),
        flags: (await call(FLAG_PATHS.flags, cookie, host)).flags,
        banner: { locale, answer: await call(`${ANNOUNCEMENT_PATHS.banner}?locale=${locale}`, cookie, host) },
      });
      if (url !== ROUTES.apps) return expect(tiles).toBeUndefined();
      const tenantId = shared.user_context!.tenant.id;
      const path = PRODUCT_PATHS.tenantProducts.replace(':tenantId', String(tenantId));
      expect(tiles).toEqual({ tenantId, locale, answer: await call(path, cookie, host) });
    },
  );

  /** The page's first answers, each compared with what its call answers now. */
  async function expectFirstAnswers(
    loginId: string,
    url: string,
    keys: (companyId: number) => string[],
    host: string = HOSTS.US,
  ) {
    const cookie = await t.signIn(loginId, host);
    const bootstrap = bootstrapOf((await page(url, cookie, host)).body)!;
    const companyId = bootstrap.user_context!.acting_company_id ?? bootstrap.user_context!.company_id!;
    const locale = bootstrap.banner!.locale;
    const answers = bootstrap.first_answers?.answers ?? {};
    expect(Object.keys(answers).sort()).toEqual(keys(companyId).sort());
    for (const key of Object.keys(answers)) {
      const res = await t.app.inject({ url: key, headers: { ...asUser(cookie, host), 'accept-language': locale } });
      expect(answers[key], key).toEqual(res.json());
    }
    return bootstrap;
  }

  it("answers a table page's first calls as its URL asks them, the way the web's page reads it", async () => {
    await expectFirstAnswers(
      'superadmin',
      '/companyList?companyTypes=SUPPLIER&sortBy=status&pageSize=25&page=2',
      () => [
        '/api/companies/types',
        '/api/companies/statuses?companyTypes=SUPPLIER',
        '/api/companies?companyTypes=SUPPLIER&page=1&pageSize=25&showProducts=true&sortBy=status&sortOrder=asc',
      ],
    );
    await expectFirstAnswers('superadmin', '/companyList?pageSize=7&sortOrder=sideways&statuses=ACTIVE,NOPE', () => [
      '/api/companies/types',
      '/api/companies/statuses',
      '/api/companies?page=0&pageSize=10&showProducts=true&sortBy=companyName&sortOrder=asc',
    ]);
    // The route guard sends a super admin without a company from /apps to the company list: its first page.
    await expectFirstAnswers('superadmin', '/apps?pageSize=25', () => [
      '/api/companies/types',
      '/api/companies/statuses',
      '/api/companies?page=0&pageSize=10&showProducts=true&sortBy=companyName&sortOrder=asc',
    ]);
    await expectFirstAnswers('admin', '/admin/userList?search=an&sortBy=email&sortOrder=desc', (companyId) => [
      `/api/companies/${companyId}/users/jobs`,
      `/api/companies/${companyId}/users?page=0&pageSize=10&search=an&sortBy=email&sortOrder=desc&tab=users`,
    ]);
    const dictionary = await expectFirstAnswers(
      'user.ca',
      '/dataDictionary?product=mod_intel&tier=basic',
      () => [
        '/api/v1/customer-support/tags?tag_name=product',
        '/api/v1/customer-support/glossaries?page_number=0&page_size=20&product_tag=mod_intel&tier=basic',
      ],
      HOSTS.CA,
    );
    expect(dictionary.first_answers?.locale).toBe('fr-CA');
  });

  it('answers only the calls the page makes first, and only those the caller may make', async () => {
    // A search is POSTed; another tab asks other calls; a user may not list companies.
    await expectFirstAnswers('user', '/dataDictionary?search=sales', () => [
      '/api/v1/customer-support/tags?tag_name=product',
    ]);
    await expectFirstAnswers('admin', '/admin/userList?tab=blocked', () => []);
    await expectFirstAnswers('user', '/companyList', () => []);
    await expectFirstAnswers('user', '/apps', () => []);
  });

  it('gives no tiles to a partner, who picks the supplier they work for on the device', async () => {
    const partner = bootstrapOf((await page(ROUTES.apps, await t.signIn('partner'))).body);
    expect(partner?.user_context?.third_party_user).toBe(true);
    expect(partner?.banner).toBeDefined();
    expect(partner?.tenant_products).toBeUndefined();
  });

  it("gives the signed-in user's own data on the landing path too", async () => {
    const cookie = await t.signIn('user');
    expect(bootstrapOf((await page('/', cookie)).body)?.user_context?.login_id).toBe('user');
  });

  it('keeps what a user typed from ending the data block early', async () => {
    const cookie = await t.signIn('user');
    const name = '</script><script>alert(1)</script><!--\u2028';
    await t.ctx.db.updateTable('users').set({ first_name: name }).where('login_id', '=', 'user').execute();
    const res = await page('/apps', cookie);
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).not.toContain('<script>alert');
    expect(bootstrapOf(res.body)?.user_context?.first_name).toBe(name);
  });

  it('writes none for a session that has ended, so the page asks and learns why', async () => {
    const cookie = await t.signIn('user');
    t.clock.advance(t.config.sessionIdleMs + 1);
    const res = await page('/apps', cookie);
    expect(res.statusCode).toBe(200);
    expect(bootstrapOf(res.body)).toBeNull();
  });

  // Last: it breaks the database.
  it('is sent as built when its data cannot be read, and when the session cannot be read', async () => {
    const cookie = await t.signIn('user');
    await sql`drop table feature_flags`.execute(t.ctx.db);
    const withoutFlags = await t.app.inject({ url: '/apps', headers: { cookie, host: HOSTS.US } });
    expect(withoutFlags.statusCode).toBe(200);
    expect(withoutFlags.body).toContain('<div id="root">');
    expect(bootstrapOf(withoutFlags.body)).toBeNull();
    // A visitor's page without its data still says nobody is signed in, so the page need not ask.
    const visitor = await t.app.inject({ url: '/apps', headers: { host: HOSTS.US } });
    expect(visitor.body).toContain(`<meta name="${SIGNED_OUT_META}" content="true">`);
    expect(bootstrapOf(visitor.body)).toBeNull();

    await sql`drop table sessions`.execute(t.ctx.db);
    const withoutSessions = await t.app.inject({ url: '/apps', headers: { cookie, host: HOSTS.US } });
    expect(withoutSessions.statusCode).toBe(200);
    expect(bootstrapOf(withoutSessions.body)).toBeNull();
    expect((await t.app.inject({ url: IDENTITY_PATHS.userContext, headers: asUser(cookie) })).statusCode).not.toBe(200);
  });
});
