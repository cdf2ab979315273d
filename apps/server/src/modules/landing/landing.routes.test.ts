import fs from 'node:fs';
import path from 'node:path';
import { LANDING_PRODUCT_GROUPS, landingProductGroups, type LandingTexts } from '@portal/contract/landing';
import { LANDING_TEXTS as EN_US } from '@portal/contract/landing-texts/en-US';
import { LANDING_TEXTS as ES_MX } from '@portal/contract/landing-texts/es-MX';
import { LANDING_TEXTS as FR_CA } from '@portal/contract/landing-texts/fr-CA';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Market } from '@portal/contract/markets';
import { html } from '../../platform/html.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';

const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
const headingsOf = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([^<]*)</h${level}>`, 'g'))].map((match) => match[1]);

/** Text as a page carries it (escaped). */
const h = (text: string) => html`${text}`.toString();

/** What a visitor must read on the landing, in order: the same texts the web's landing shows, the market's products. */
function expectLandingIn(html: string, texts: LandingTexts, locale: string, market: Market): void {
  const groups = landingProductGroups(market);
  expect(html).toContain(`<html lang="${locale}">`);
  expect(html).toContain(`<title>${h(texts.pageTitle)} | Supplier Insights Portal</title>`);
  expect(html).toContain(`<meta name="description" content="${h(texts.intro)}">`);
  expect(headingsOf(html, 1)).toEqual([h(texts.heading)]);
  expect(headingsOf(html, 2)).toEqual([h(texts.productsHeading), h(texts.more.heading)]);
  expect(headingsOf(html, 3)).toEqual(groups.map((group) => h(texts.groups[group.id].title)));
  expect(headingsOf(html, 4)).toEqual(
    groups.flatMap((group) => group.products.map((id) => h(texts.products[id].name))),
  );
  for (const text of [
    texts.intro,
    texts.signInPrompt,
    texts.more.admin,
    texts.more.support,
    texts.more.dataDictionary,
  ]) {
    expect(html).toContain(h(text));
  }
  for (const group of groups) {
    expect(html).toContain(h(texts.groups[group.id].description));
    for (const id of group.products) expect(html).toContain(h(texts.products[id].description));
  }
  expect(html).toContain(`<a class="button" href="/api/login?lastUrl=%2Fapps">${h(texts.signIn)}</a>`);
  expect(html).toContain(`<a href="/articles/insights">${h(texts.insightsLink)}<svg`);
}

describe(`the landing a visitor gets from the server (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      configure: (config) => {
        fs.mkdirSync(config.webDist, { recursive: true });
        fs.writeFileSync(path.join(config.webDist, 'index.html'), INDEX_HTML);
      },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: HOSTS.US, ...headers } });

  it.each([
    [HOSTS.US, EN_US, 'en-US', 'US'],
    [HOSTS.MX, ES_MX, 'es-MX', 'MX'],
    [HOSTS.CA, FR_CA, 'fr-CA', 'CA'],
  ] as const)(
    'on %s: the landing in the market language, as HTML without any script',
    async (host, texts, locale, market) => {
      const res = await get('/', { host });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expectLandingIn(res.body, texts, locale, market);
      expect(res.body).not.toContain('<script');
      expect(res.body).not.toContain('id="root"');
    },
  );

  it.each([
    [HOSTS.US, EN_US, LANDING_PRODUCT_GROUPS.flatMap((group) => group.products)],
    [HOSTS.MX, ES_MX, ['shopperBehavior', 'reportBuilder']],
    [HOSTS.CA, FR_CA, ['shopperBehavior', 'reportBuilder']],
  ] as const)("on %s the landing lists only the market's products", async (host, texts, listed) => {
    const page = (await get('/', { host })).body;
    for (const group of LANDING_PRODUCT_GROUPS) {
      for (const id of group.products) {
        expect(page.includes(`<h4>${h(texts.products[id].name)}</h4>`), id).toBe(
          (listed as readonly string[]).includes(id),
        );
      }
    }
  });

  it.each([
    [HOSTS.US, { terms: true, privacy: true }],
    [HOSTS.MX, { terms: false, privacy: false }],
    [HOSTS.CA, { terms: false, privacy: true }],
  ])("on %s the footer shows the market's legal links, contact and the language", async (host, shows) => {
    const footer = footerOf((await get('/', { host })).body);
    expect(footer.includes('href="/terms"')).toBe(shows.terms);
    expect(footer.includes('href="/privacyPolicy"')).toBe(shows.privacy);
    expect(footer).toContain('href="/contactUs"');
    expect(footer).toContain('aria-current="true"');
  });

  it('follows the saved language, and a language link switches the page and remembers the choice', async () => {
    expectLandingIn((await get('/', { cookie: 'portal_locale=fr-CA' })).body, FR_CA, 'fr-CA', 'US');
    const english = (await get('/')).body;
    expect(english).toContain('href="/?lang=es-MX" lang="es-MX"');
    const chosen = await get('/?lang=es-MX');
    expectLandingIn(chosen.body, ES_MX, 'es-MX', 'US');
    expect(String(chosen.headers['set-cookie'])).toMatch(/portal_locale=es-MX; Max-Age=31536000; Path=\//);
    // Anything else in the address is the web app's business: it neither breaks nor changes the page.
    expectLandingIn((await get('/?lang=' + 'x'.repeat(40) + '&utm_source=mail')).body, EN_US, 'en-US', 'US');
  });

  it('has the header of the server pages, with Sign in, collapsing into a menu that needs no script', async () => {
    const page = (await get('/')).body;
    expect(page).toContain('<a class="skip" href="#main">Skip to main content</a>');
    expect(page).toContain('<main id="main" tabindex="-1" class="wide">');
    expect(page).toContain('<a class="brand" href="/">Supplier Insights Portal</a>');
    expect(page).toMatch(
      /<details class="bar-menu"><summary id="header-menu-button" class="bar-button">Menu<\/summary>/,
    );
    const menu = /<div id="header-menu"[\s\S]*?<\/details>/.exec(page)?.[0] ?? '';
    expect(menu).toContain('<a class="bar-link" href="/support">Support</a>');
    expect(menu).toContain('<a class="bar-button" href="/api/login?lastUrl=%2Fapps">Sign in</a>');
    expect(menu).toContain('href="/?lang=es-MX"');
  });

  it('sends the security headers, and has no inline script, style or handler under the strict CSP', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(res.body).not.toMatch(/<script|<style|\sstyle="|\son[a-z]+="/);
  });

  it('gives a signed-in user the web app, which draws their landing', async () => {
    const cookie = await t.signIn('user');
    const res = await get('/', asUser(cookie, HOSTS.US));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="portal-market-locale" content="en-US">');
    expect(res.body).not.toContain('portal-signed-out');
    // With the user's own first data in it (modules/page-bootstrap), so it is never stored.
    expect(res.body).toContain('"login_id":"user"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives the landing to a cookie whose session is unknown or has ended', async () => {
    expectLandingIn((await get('/', { cookie: 'portal_session=not-a-session' })).body, EN_US, 'en-US', 'US');
    const cookie = await t.signIn('user');
    expect((await get('/', asUser(cookie, HOSTS.US))).body).toContain('id="root"');
    t.clock.advance(t.config.sessionIdleMs + 1000);
    expectLandingIn((await get('/', asUser(cookie, HOSTS.US))).body, EN_US, 'en-US', 'US');
  });
});
