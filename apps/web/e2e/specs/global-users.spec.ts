import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  downloadWorkbook,
  expectAccessible,
  launchBrowser,
  newContext,
  setLanguage,
  signIn,
  statusOf,
  type MarketCode,
} from '../fixtures.ts';

/** Acme's external user without products, whom the super admin blocks and lets back in. */
const LEAVER = { loginId: 'noaccess', name: 'Taylor Brooks', email: 'taylor.brooks@acmefresh.example' };
const EXTERNAL_HEADER = [
  'First name',
  'Last name',
  'E-mail',
  'Company name',
  'Company type',
  '3P company name',
  'App access',
  'Role',
  'Last login',
  'Actions',
];

/** Signs in as the super admin on a market and acts for one of its companies, in one tap on its name. */
async function actFor(page: Page, market: MarketCode, company: string): Promise<void> {
  await signIn(page, 'superadmin', market, '/companyList');
  await page.waitForURL((url) => url.pathname === '/companyList');
  await page.getByRole('button', { name: company, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/apps');
}

/**
 * At 320 px every column stays: the table scrolls sideways inside its own region, the page never does; axe passes
 * there and at 1440 px.
 */
async function checkWidths(page: Page, label: string, columns: number, tableScrolls = false): Promise<void> {
  for (const width of [1440, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((count) => document.querySelectorAll('table thead th').length === count, columns);
    const sizes = await page.evaluate(() => {
      const root = document.documentElement;
      const region = document.querySelector('main [role="region"][tabindex="0"]')!;
      return { page: root.scrollWidth - root.clientWidth, table: region.scrollWidth - region.clientWidth };
    });
    assert.ok(sizes.page <= 0, `${label} at ${width} px: the page scrolls sideways by ${sizes.page} px`);
    if (width === 320 && tableScrolls)
      assert.ok(sizes.table > 0, `${label} at 320 px: the table scrolls in its region`);
    await expectAccessible(page, `${label} at ${width} px`);
  }
}

describe('/globalUserManagement', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('superadmin opens it from the header, filters, searches, blocks, unblocks and exports; it reads in three languages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await actFor(page, 'US', 'Acme Fresh Foods');
    const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Global users', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/globalUserManagement');
    await page.getByRole('heading', { level: 1, name: 'Global user management' }).waitFor();
    const prompt = page.getByTestId('filters-prompt');
    await prompt.getByText('Narrow the list with filters').waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    assert.deepEqual(await page.getByRole('table').getByRole('columnheader').allInnerTexts(), EXTERNAL_HEADER);

    // Filters: Acme's regular users; then the search.
    await prompt.getByRole('button', { name: 'Open filters' }).click();
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('group', { name: 'Role' }).getByRole('checkbox', { name: 'Regular User' }).check();
    await filters.getByRole('combobox', { name: 'Companies' }).fill('Acme');
    await page.getByRole('option', { name: 'Acme Fresh Foods' }).click();
    await page.keyboard.press('Escape');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('roles') === 'regularUser' && url.searchParams.has('companies'),
    );
    await prompt.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search by name, e-mail or login id' }).fill('Brooks');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Brooks');
    const leaver = page.getByRole('row').filter({ hasText: LEAVER.name.split(' ')[1]! });
    await leaver.first().waitFor();
    const rows = await page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .allInnerTexts();
    assert.ok(rows.length > 0, 'the search finds Taylor Brooks');
    for (const row of rows) assert.match(row, /Brooks[\s\S]*Acme Fresh Foods[\s\S]*Regular User/, 'every row fits');
    await expectAccessible(page, 'the filtered list');

    // Block with a reason: the user's status changes at once; then unblock by keyboard.
    await leaver.getByRole('button', { name: `Actions for ${LEAVER.name}` }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${LEAVER.name}?` });
    await dialog.getByText('their sessions end now').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Left the company');
    await expectAccessible(page, 'the block dialog');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${LEAVER.name} is blocked and signed out.` })
      .waitFor();
    await leaver.getByText('Blocked', { exact: true }).waitFor();
    assert.equal(statusOf(LEAVER.loginId), 'BLOCKED');
    await leaver.getByRole('button', { name: `Actions for ${LEAVER.name}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Unblock' }).waitFor();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: `Unblock ${LEAVER.name}?` })
      .getByRole('button', { name: 'Unblock' })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: `${LEAVER.name} is unblocked` })
      .waitFor();
    await leaver.getByText('Blocked', { exact: true }).waitFor({ state: 'detached' });
    assert.equal(statusOf(LEAVER.loginId), 'ACTIVE');

    // The export is a real workbook holding the filtered rows.
    const { filename, sheet } = await downloadWorkbook(page);
    assert.match(filename, /^global_users_external_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
    assert.deepEqual(header.slice(0, 4), ['First name', 'Last name', 'Email', 'Login id']);
    const exported: string[] = [];
    for (let r = 2; r <= sheet.actualRowCount; r += 1) {
      exported.push((sheet.getRow(r).values as unknown[]).filter(Boolean).map(String).join(' | '));
    }
    assert.equal(exported.length, rows.length, `the file holds the filtered rows: ${exported.join('; ')}`);
    assert.ok(
      exported.some((row) => row.includes(LEAVER.email)),
      'Taylor Brooks is in the file',
    );
    for (const row of exported) assert.match(row, /Brooks.*Acme Fresh Foods.*Regular User.*Active/);

    await checkWidths(page, '/globalUserManagement in en-US', EXTERNAL_HEADER.length, true);
    await context.close();

    // Spanish on the MX host and French on the CA host, the super admin's saved language changed for the walk.
    const saved = setLanguage('superadmin', 'es-MX');
    try {
      for (const [market, language, company, heading] of [
        ['MX', 'es-MX', 'Bebidas La Sierra', 'Administración global de usuarios'],
        ['CA', 'fr-CA', 'Northern Lights Beverages', 'Gestion globale des utilisateurs'],
      ] as const) {
        setLanguage('superadmin', language);
        const other = await newContext(browser, language);
        const localPage = await other.newPage();
        await actFor(localPage, market, company);
        await localPage.goto(new URL('/globalUserManagement?tab=merchant', localPage.url()).href);
        await localPage.getByRole('heading', { level: 1, name: heading }).waitFor();
        await localPage.getByTestId('filters-prompt').waitFor();
        await localPage.getByRole('table').getByRole('row').nth(1).waitFor();
        await checkWidths(localPage, `/globalUserManagement in ${language}`, 6);
        await other.close();
      }
    } finally {
      setLanguage('superadmin', saved);
    }
  });
});
