import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext, ORIGINS } from '../fixtures.ts';

describe('/articles/insights', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('lists the insights articles, opens one, and is reachable from the landing page', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${ORIGINS.US}/`);
    await page.getByRole('link', { name: 'Read our latest insights' }).click();
    await page.waitForURL((url) => url.pathname === '/articles/insights');
    await page.getByRole('heading', { level: 1, name: 'Latest insights' }).waitFor();
    const articles = page.getByRole('article');
    await articles.first().waitFor();
    assert.ok((await articles.count()) >= 6, 'the seeded articles are listed');
    const first = articles.first();
    await first.getByRole('button', { name: /Read article/ }).click();
    assert.ok((await first.locator('p').count()) >= 3, 'the article body opens');
    await expectAccessible(page, '/articles/insights');
  });

  it('serves the articles in the interface language', async () => {
    const page = await (await newContext(browser)).newPage();
    // The market's language is known once /api/market answers; the articles follow it.
    const french = page.waitForResponse(
      (res) => res.url().includes('/api/analyticsReports') && res.request().headers()['locale'] === 'fr-CA',
    );
    await page.goto(`${ORIGINS.CA}/articles/insights`);
    assert.equal((await (await french).json()).locale, 'fr-CA');
    await page.getByRole('article').first().waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr-CA');
  });
});
