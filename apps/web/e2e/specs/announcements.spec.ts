import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext, ORIGINS, pathOf, signIn, type MarketCode } from '../fixtures.ts';

/** Opens a page signed in as a persona on a market's host, landing on `lastUrl`. */
async function signedIn(browser: Browser, loginId: string, market: MarketCode, lastUrl: string, locale?: string) {
  const page = await (await newContext(browser, locale)).newPage();
  await signIn(page, loginId, market, lastUrl);
  return page;
}

/**
 * Loads a page and waits until what its banner shows (or not) is settled: the banner comes with the page (its
 * bootstrap, decision 059), or from its call when the page is shown in another language than the server guessed.
 */
async function gotoWithBanner(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('announcements', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('a super admin announces to suppliers; a supplier reads it in Spanish, dismisses it, and it stays gone everywhere', async () => {
    const stamp = Date.now();
    const english = `Supplier notice ${stamp}`;
    const spanish = `Aviso a proveedores ${stamp}`;

    const admin = await signedIn(browser, 'superadmin', 'MX', '/announcements');
    await admin.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    assert.equal(pathOf(admin), '/announcements');
    await admin.getByRole('button', { name: /^Account menu for/ }).click();
    const entry = admin.getByRole('menuitem', { name: 'Announcements' });
    await entry.waitFor();
    assert.equal(await entry.getAttribute('href'), '/announcements');
    await admin.keyboard.press('Escape');

    await admin.getByRole('button', { name: 'New announcement' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New announcement' });
    await dialog.getByText('Market: MX').waitFor();
    await dialog.getByRole('textbox', { name: 'Message in English' }).fill(english);
    await dialog.getByRole('textbox', { name: 'Message in Spanish (Mexico)' }).fill(spanish);
    // The schedule keeps its default: from now, for a day.
    await dialog.getByRole('checkbox', { name: 'Suppliers' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const table = admin.getByRole('table', { name: 'Announcements of the market' });
    await table.getByText(english).waitFor();
    await table.getByText('Showing').first().waitFor();

    // user.mx works for Del Valle, a supplier of the MX market, and reads Spanish.
    const supplier = await signedIn(browser, 'user.mx', 'MX', '/apps', 'es-MX');
    const region = supplier.getByRole('region', { name: 'Anuncios' });
    const item = region.getByRole('status').filter({ hasText: spanish });
    await item.waitFor();
    assert.equal(await item.getByText(spanish).getAttribute('lang'), 'es-MX');
    await item.getByRole('button', { name: 'Descartar este anuncio' }).click();
    await item.waitFor({ state: 'detached' });

    await gotoWithBanner(supplier, `${ORIGINS.MX}/apps`);
    assert.equal(await supplier.getByText(spanish).count(), 0, 'the dismissed announcement came back after a reload');
    const otherDevice = await signedIn(browser, 'user.mx', 'MX', '/apps', 'es-MX');
    await gotoWithBanner(otherDevice, `${ORIGINS.MX}/apps`);
    assert.equal(await otherDevice.getByText(spanish).count(), 0, 'the dismissal did not follow to another device');

    // An announcement belongs to its market: a supplier of the US market never sees it.
    const usSupplier = await signedIn(browser, 'user', 'US', '/apps');
    await gotoWithBanner(usSupplier, `${ORIGINS.US}/apps`);
    assert.equal(await usSupplier.getByText(english).count(), 0, "another market's users saw the announcement");
    // Without LIST ANNOUNCEMENT the account menu has no Announcements entry.
    await usSupplier.getByRole('button', { name: /^Account menu for/ }).click();
    await usSupplier.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    assert.equal(await usSupplier.getByRole('menuitem', { name: 'Announcements' }).count(), 0);
  });

  it('the announcements page is accessible in English, Spanish and French', async () => {
    const page = await signedIn(browser, 'superadmin', 'CA', '/announcements');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    const created = await page.evaluate(async () => {
      const res = await fetch('/api/announcements', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portal' },
        body: JSON.stringify({
          severity: 'warning',
          textEnUs: 'Reports are delayed today',
          textFrCa: 'Les rapports sont en retard aujourd’hui',
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      });
      return res.status;
    });
    assert.equal(created, 201);
    await page.reload();
    const headings = { 'en-US': 'Announcements', 'es-MX': 'Anuncios', 'fr-CA': 'Annonces' } as const;
    for (const [locale, heading] of Object.entries(headings)) {
      await page.locator('#language-switch').selectOption(locale);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('table').getByText('Reports are delayed today').waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), locale);
      await expectAccessible(page, `/announcements in ${locale}`);
    }
    await page.locator('#language-switch').selectOption('en-US');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    await page.getByRole('button', { name: 'New announcement' }).click();
    await page.getByRole('dialog', { name: 'New announcement' }).waitFor();
    await expectAccessible(page, 'the new announcement dialog');
  });
});
