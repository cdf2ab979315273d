import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext, ORIGINS, pathOf } from '../fixtures.ts';

describe('public pages', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('the landing page shows both product groups and a sign-in button', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${ORIGINS.US}/`);
    await page.getByRole('heading', { level: 1, name: 'Retail insights for suppliers, all in one place' }).waitFor();
    await page.getByRole('heading', { name: 'Know your customer' }).waitFor();
    await page.getByRole('heading', { name: 'Know your store' }).waitFor();
    assert.match(await page.title(), /Supplier Insights Portal/);
    await expectAccessible(page, 'the landing page');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/api/login');
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
