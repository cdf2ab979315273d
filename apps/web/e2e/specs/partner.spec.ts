import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  expectAccessible,
  expectNothingWiderThanScrollContainer,
  launchBrowser,
  newContext,
  ORIGINS,
  signIn,
  type MarketCode,
} from '../fixtures.ts';

/** The card of a product on /apps, found by its title. */
function tile(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

const LAUNCH = /^(Launch App|Abrir aplicación|Lancer l’application)$/;

/** The titles of the tiles that offer a launch, in page order. */
async function launchable(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (const card of await page.getByRole('article').all()) {
    if ((await card.getByRole('button', { name: LAUNCH }).count()) > 0)
      titles.push(await card.getByRole('heading', { level: 3 }).innerText());
  }
  return titles;
}

async function openApps(browser: Browser, loginId: string, market: MarketCode = 'US') {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, loginId, market);
  await page.waitForURL((url) => url.pathname === '/apps');
  await page.getByRole('article').first().waitFor();
  return { context, page };
}

/** Changes the interface language with the header switch (saved as the user's preference). */
async function switchLanguage(page: Page, label: string, language: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: language });
}

/** Nothing in these regions reaches past the window's right edge at this width: they wrap instead. */
async function expectFits(page: Page, width: number, regions: Locator[]) {
  await page.setViewportSize({ width, height: 800 });
  for (const region of regions) {
    const right = await region.evaluate((root) =>
      Math.max(...[root, ...Array.from(root.querySelectorAll('*'))].map((e) => e.getBoundingClientRect().right)),
    );
    assert.ok(right <= width, `a region reaches ${Math.round(right)} px at ${width} px`);
  }
}

describe('partner context and merchant view', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('a MULTIPLE_TENANTS partner picks the supplier they work for, the tiles follow, and the choice is remembered', async () => {
    const { context, page } = await openApps(browser, 'partner');
    const banner = page.getByRole('region', { name: 'Working for' });
    const supplier = banner.getByRole('combobox', { name: 'Supplier' });
    await supplier.waitFor();
    assert.deepEqual(await supplier.locator('option').allTextContents(), [
      'Brightside Media Partners (your company)',
      'Acme Fresh Foods',
      'Summit Household Goods',
    ]);
    await page.getByText('Showing the products for Brightside Media Partners.').waitFor();
    assert.deepEqual(await launchable(page), ['Shopper Behavior', 'Report Builder']);
    await expectAccessible(page, '/apps of a partner for its own company');

    await supplier.selectOption({ label: 'Acme Fresh Foods' });
    await page.getByText('Showing the products for Acme Fresh Foods.').waitFor();
    await tile(page, 'Customer Perception').getByRole('button', { name: 'Launch App' }).waitFor();
    assert.deepEqual(await launchable(page), ['Shopper Behavior', 'Customer Perception']);
    await expectAccessible(page, '/apps of a partner working for Acme');

    // By keyboard: the next supplier with the arrow key.
    await supplier.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByText('Showing the products for Summit Household Goods.').waitFor();
    await tile(page, 'Channel Insights').getByRole('button', { name: 'Access pending' }).waitFor();
    assert.deepEqual(await launchable(page), ['Report Builder']);

    await page.reload();
    await page.getByText('Showing the products for Summit Household Goods.').waitFor();
    assert.equal(
      await supplier.inputValue(),
      await supplier.locator('option', { hasText: 'Summit' }).getAttribute('value'),
    );

    const resources = [page.getByRole('banner'), banner, page.getByRole('main')];
    for (const width of [320, 768, 1440]) await expectFits(page, width, resources);
    await page.setViewportSize({ width: 320, height: 800 });
    await expectAccessible(page, '/apps of a partner at 320 px');
    await context.close();
  });

  it('an admin adds a 3P partner by its business code, its user sees the supplier in the switch until the admin ends it', async () => {
    // Blue Ridge Beverage Co. (demo company 6), administered by the super admin acting for it; Brightside (3P-20017)
    // does not work for it yet, so the demo's associations are as seeded again at the end.
    const admin = await (await newContext(browser)).newPage();
    await signIn(admin, 'superadmin', 'US', '/companyList');
    const context = await admin.request.get(`${ORIGINS.US}/api/users/set-context?companyId=6`, {
      headers: { 'x-requested-with': 'portal' },
    });
    assert.equal(context.status(), 200);
    await admin.goto(`${ORIGINS.US}/admin/thirdParty`);
    await admin.getByRole('cell', { name: 'Tidewater Shopper Insights', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Add partner' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a 3P partner' });
    await dialog.getByRole('textbox', { name: 'Partner business code' }).fill('3p-20017');
    await dialog.getByRole('button', { name: 'Find partner' }).click();
    await dialog.getByRole('status').getByText('Brightside Media Partners').waitFor();
    await expectAccessible(admin, 'the add partner dialog, the agency named');
    await dialog.getByRole('button', { name: 'Add partner' }).click();
    await admin.getByText('Brightside Media Partners added as a 3P partner.').waitFor();
    await admin.getByRole('cell', { name: 'Brightside Media Partners', exact: true }).waitFor();

    const partner = await openApps(browser, 'partner');
    const supplier = partner.page
      .getByRole('region', { name: 'Working for' })
      .getByRole('combobox', { name: 'Supplier' });
    await supplier.locator('option', { hasText: 'Blue Ridge Beverage Co.' }).waitFor({ state: 'attached' });

    await admin.setViewportSize({ width: 320, height: 800 });
    await admin.getByRole('button', { name: 'Actions for Brightside Media Partners' }).click();
    await admin.getByRole('menuitem', { name: 'End association' }).click();
    const confirm = admin.getByRole('dialog', { name: 'End the association with Brightside Media Partners?' });
    await confirm.getByText(/Its users lose access to your company and its products at once/).waitFor();
    await expectAccessible(admin, 'ending a 3P partner association at 320 px');
    await confirm.getByRole('button', { name: 'End association' }).click();
    await admin.getByText('The association with Brightside Media Partners has ended.').waitFor();
    await admin.getByRole('cell', { name: 'Brightside Media Partners', exact: true }).waitFor({ state: 'detached' });
    await expectAccessible(admin, '/admin/thirdParty at 320 px');
    await expectNothingWiderThanScrollContainer(admin, '/admin/thirdParty at 320 px');

    await partner.page.reload();
    await supplier.locator('option', { hasText: 'Acme Fresh Foods' }).waitFor({ state: 'attached' });
    assert.deepEqual(await supplier.locator('option').allTextContents(), [
      'Brightside Media Partners (your company)',
      'Acme Fresh Foods',
      'Summit Household Goods',
    ]);
    await partner.context.close();
    await admin.context().close();
  });

  it('the supplier picker in Spanish', async () => {
    const { context, page } = await openApps(browser, 'agencyadmin');
    await switchLanguage(page, 'Language', 'Español');
    const banner = page.getByRole('region', { name: 'Trabajando para' });
    await banner.getByRole('combobox', { name: 'Proveedor' }).selectOption({ label: 'Summit Household Goods' });
    await page.getByText('Se muestran los productos de Summit Household Goods.').waitFor();
    await expectAccessible(page, '/apps of a partner in es-MX');
    await switchLanguage(page, 'Idioma', 'English');
    await page.getByRole('heading', { level: 1, name: 'Get started with the product' }).waitFor();
    await context.close();
  });

  it('the supplier picker in French, for a partner in Canada', async () => {
    const { context, page } = await openApps(browser, 'partner.ca', 'CA');
    const banner = page.getByRole('region', { name: 'Vous travaillez pour' });
    const supplier = banner.getByRole('combobox', { name: 'Fournisseur' });
    await page.getByText('Produits affichés pour Agence Boréale Marketing.').waitFor();
    assert.deepEqual(await launchable(page), ['Shopper Behavior']);
    await supplier.selectOption({ label: 'Érablière Laurentienne Ltée' });
    await page.getByText('Produits affichés pour Érablière Laurentienne Ltée.').waitFor();
    await tile(page, 'Report Builder').getByRole('button', { name: 'Lancer l’application' }).waitFor();
    assert.deepEqual(await launchable(page), ['Report Builder']);
    await expectAccessible(page, '/apps of a partner in fr-CA');
    await context.close();
  });

  it('a merchant sees the merchant view, in the three languages', async () => {
    const { context, page } = await openApps(browser, 'merchant');
    await page.getByRole('region', { name: 'Merchant view' }).waitFor();
    const resources = page.getByRole('region', { name: 'Merchant resources' });
    assert.deepEqual(
      await resources.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ['/dataDictionary', '/articles/insights', '/support'],
    );
    assert.equal(await page.getByRole('region', { name: 'Working for' }).count(), 0);
    await expectAccessible(page, 'the merchant view in en-US');
    await expectFits(page, 320, [page.getByRole('region', { name: 'Merchant view' }), resources]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await switchLanguage(page, 'Language', 'Español');
    await page.getByRole('region', { name: 'Vista de merchant' }).waitFor();
    await page.getByRole('region', { name: 'Recursos para merchants' }).waitFor();
    await expectAccessible(page, 'the merchant view in es-MX');
    await switchLanguage(page, 'Idioma', 'English');
    await page.getByRole('region', { name: 'Merchant resources' }).waitFor();
    await context.close();

    // Internal users sign in on any market; Canada offers French.
    const canada = await openApps(browser, 'merchant', 'CA');
    await switchLanguage(canada.page, 'Language', 'Français');
    await canada.page.getByRole('region', { name: 'Vue marchand' }).waitFor();
    await canada.page.getByRole('region', { name: 'Ressources pour les marchands' }).waitFor();
    await expectAccessible(canada.page, 'the merchant view in fr-CA');
    await switchLanguage(canada.page, 'Langue', 'English');
    await canada.page.getByRole('region', { name: 'Merchant resources' }).waitFor();
    await canada.context.close();
  });
});
