import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  openDatabase,
  ORIGINS,
  signIn,
  type MarketCode,
} from '../fixtures.ts';

const domainRow = (page: Page, name: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openRowAction(page: Page, domain: string, action: string): Promise<void> {
  await domainRow(page, domain)
    .getByRole('button', { name: `Actions for ${domain}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

function activityEvents(domain: string): string[] {
  const db = openDatabase();
  const rows = db
    .prepare("SELECT event FROM activity_log WHERE entity_type = 'EMAIL_DOMAIN' AND description LIKE ? ORDER BY id")
    .all(`%${domain}%`) as { event: string }[];
  db.close();
  return rows.map((r) => r.event);
}

describe('authorised e-mail domains', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('admin opens the tile, adds, edits and deletes a domain (by keyboard and pointer)', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', 'US', '/admin');
    await page.getByRole('heading', { level: 1, name: 'General and Access Settings' }).waitFor();
    await expectAccessible(page, '/admin');
    await page.getByRole('link', { name: /Authorized domains/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/domainsList');
    await domainRow(page, 'acmefresh.example').waitFor();
    await expectAccessible(page, '/admin/domainsList');

    await page.getByRole('button', { name: 'Add domain' }).click();
    const add = page.getByRole('dialog', { name: 'Add a domain' });
    await add.getByRole('textbox', { name: 'Domain' }).fill('https://e2e-team.example');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Enter the domain only, without https:// or another scheme.').waitFor();
    await add.getByRole('textbox', { name: 'Domain' }).fill('ACMEFRESH.example');
    await add.getByRole('textbox', { name: 'Domain' }).press('Enter');
    await add.getByText('Your company has this domain already.').waitFor();
    await expectAccessible(page, 'the add dialog with an error');
    await add.getByRole('textbox', { name: 'Domain' }).fill('E2E-Team.example');
    await add.getByRole('checkbox', { name: '3P partner domain' }).check();
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Domain e2e-team.example saved.').waitFor();
    await add.waitFor({ state: 'detached' });
    assert.match(await domainRow(page, 'e2e-team.example').innerText(), /e2e-team\.example\s+No\s+3P partner/);

    await openRowAction(page, 'e2e-team.example', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit the domain' });
    await edit.getByRole('checkbox', { name: /Allow sub-domains/ }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.body.innerText.match(/e2e-team\.example\s+Yes/));

    await openRowAction(page, 'e2e-team.example', 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete the domain?' });
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Domain e2e-team.example deleted.').waitFor();
    await domainRow(page, 'e2e-team.example').waitFor({ state: 'detached' });
    assert.deepEqual(activityEvents('e2e-team.example'), [
      'EMAIL_DOMAIN_CREATED',
      'EMAIL_DOMAIN_UPDATED',
      'EMAIL_DOMAIN_DELETED',
    ]);
  });

  for (const { loginId, market, locale, tile, heading, add } of [
    {
      loginId: 'admin.mx',
      market: 'MX',
      locale: 'es-MX',
      tile: /Dominios autorizados/,
      heading: 'Dominios autorizados',
      add: 'Agregar dominio',
    },
    {
      loginId: 'admin.ca',
      market: 'CA',
      locale: 'fr-CA',
      tile: /Domaines autorisés/,
      heading: 'Domaines autorisés',
      add: 'Ajouter un domaine',
    },
  ] as { loginId: string; market: MarketCode; locale: string; tile: RegExp; heading: string; add: string }[]) {
    it(`${loginId} sees the tiles and the domains in ${locale}, narrow and wide, axe clean`, async () => {
      const context = await newContext(browser, locale);
      const page = await context.newPage();
      await signIn(page, loginId, market, '/admin');
      await page.getByRole('link', { name: tile }).waitFor();
      await expectAccessible(page, `/admin in ${locale}`);
      await page.getByRole('link', { name: tile }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      await expectAccessible(page, `/admin/domainsList in ${locale}`);
      await page.getByRole('button', { name: add }).click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page, `the add dialog in ${locale}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // The page's own content fits (the shell's header is the layout's own concern and tested with it).
      for (const width of [320, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const right = await page
          .locator('main')
          .evaluate((root) =>
            Math.max(...[root, ...Array.from(root.querySelectorAll('*'))].map((e) => e.getBoundingClientRect().right)),
          );
        assert.ok(right <= width, `the page reaches ${Math.round(right)} px at ${width} px`);
      }
      await context.close();
    });
  }

  it('a user without admin LIST permissions is told so', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'user', 'US', '/admin');
    await page.getByText('You are not an administrator.').waitFor();
    await expectAccessible(page, '/admin as a regular user');
  });

  it('the spectator viewing Acme sees the domains with every control disabled', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'spectator', 'US', '/companyList');
    const context = await page.request.get(`${ORIGINS.US}/api/users/set-context?companyId=1`, {
      headers: { 'x-requested-with': 'portal' },
    });
    assert.equal(context.status(), 200);
    await page.goto(`${ORIGINS.US}/admin/domainsList`);
    await domainRow(page, 'acmefresh.example').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add domain' }).isDisabled(), true);
    await page.getByText('You can view these domains but not change them.').waitFor();
    await domainRow(page, 'acmefresh.example').getByRole('button', { name: 'Actions for acmefresh.example' }).click();
    assert.equal(await page.getByRole('menuitem', { name: 'Edit' }).getAttribute('aria-disabled'), 'true');
    await expectAccessible(page, '/admin/domainsList as the spectator');
  });
});
