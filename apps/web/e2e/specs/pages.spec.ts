import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext, ORIGINS, pathOf, signIn } from '../fixtures.ts';

describe('public pages', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it("the landing page shows both product groups with the market's products, and a sign-in button", async () => {
    const page = await (await newContext(browser)).newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${ORIGINS.US}/`, { waitUntil: 'load' });
    // A visitor's landing is the server's HTML: its first paint needs no JavaScript, and it fetches none.
    assert.deepEqual(scripts, []);
    assert.equal(await page.locator('#root').count(), 0);
    assert.equal(
      await page.locator('meta[name="description"]').getAttribute('content'),
      'The Supplier Insights Portal gives suppliers, agency partners and internal teams one secure place to open the data products they use to understand their customers, stores and sales.',
    );
    await page.getByRole('heading', { level: 1, name: 'Retail insights for suppliers, all in one place' }).waitFor();
    await page.getByRole('heading', { name: 'Know your customer' }).waitFor();
    await page.getByRole('heading', { name: 'Know your store' }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 4 }).count(), 8);
    // Its style sheet is a file of the portal the CSP lets in.
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).display), 'flex');
    assert.match(await page.title(), /Supplier Insights Portal/);
    await expectAccessible(page, 'the landing page');
    // MX (and CA) offer two products: the landing lists those alone.
    const mx = await (await newContext(browser)).newPage();
    await mx.goto(`${ORIGINS.MX}/`);
    assert.deepEqual(await mx.getByRole('heading', { level: 4 }).allTextContents(), [
      'Shopper Behavior',
      'Report Builder',
    ]);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/api/login');
  });

  it('the visitor landing: a keyboard path through the header, the menu on a phone, and a language link', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${ORIGINS.US}/`);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    const focused: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    assert.deepEqual(focused, ['Supplier Insights Portal', 'Support', 'Español', 'Sign in']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');

    await page.setViewportSize({ width: 390, height: 800 });
    assert.equal(await page.locator('.bar-wide').isVisible(), false);
    await page.locator('#header-menu-button').focus();
    await page.keyboard.press('Enter');
    await page.locator('#header-menu').waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Support');
    await expectAccessible(page, 'the landing page with its menu open on a phone');

    await page.locator('#header-menu').getByRole('link', { name: 'Español' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Información de venta minorista para proveedores, en un solo lugar' })
      .waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'es-MX');
    // The choice holds on the web app's pages too (the cookie the server set).
    await page.getByRole('link', { name: 'Lee nuestros análisis más recientes' }).click();
    await page.waitForURL((url) => url.pathname === '/articles/insights');
    await page.waitForFunction(() => document.documentElement.lang === 'es-MX');
    await page.context().clearCookies();
  });

  it('a signed-in user gets the web app on /, and inside the web app / stays the web app', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'user', 'US', '/');
    await page.getByRole('main').getByRole('link', { name: 'Go to your apps' }).waitFor();
    assert.equal(await page.locator('#root').count(), 1);
    await context.clearCookies();

    // A visitor moving inside the web app: the home link is the web app's own route, no new document.
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${ORIGINS.US}/articles/insights`);
    await visitor.getByRole('heading', { level: 1, name: 'Latest insights' }).waitFor();
    const documents: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await visitor.getByRole('banner').getByRole('link', { name: 'Supplier Insights Portal' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Retail insights for suppliers, all in one place' }).waitFor();
    assert.equal(await visitor.locator('#root').count(), 1);
    assert.deepEqual(documents, []);
  });

  it('the not-found page has the exact texts and returns home', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${ORIGINS.US}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'We couldn’t find that page…' }).waitFor();
    await page
      .getByText('The page you are trying to access does not exist or the link you clicked is broken.')
      .waitFor();
    await expectAccessible(page, 'the not-found page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${ORIGINS.US}/`);
    assert.equal(pathOf(page), '/');
  });

  it('the login error page has the exact texts and its two actions', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${ORIGINS.US}/error`);
    await page.getByText('something went wrong on our end…').first().waitFor();
    await page.getByText('Please try to log in again. If the issue persists, contact us for support.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Support' }).waitFor();
    await expectAccessible(page, '/error');
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await page.waitForURL((url) => url.pathname === '/api/login');
  });

  it('serves the sign-in page as the app works under its content security policy', async () => {
    const page = await (await newContext(browser)).newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto(`${ORIGINS.US}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${ORIGINS.US}/api/login`);
    await page.locator('#loginId').waitFor();
    assert.deepEqual(violations, []);
  });
});
