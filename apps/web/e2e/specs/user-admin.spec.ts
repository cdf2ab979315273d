import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { downloadWorkbook, expectAccessible, launchBrowser, openAsUser, signIn } from '../fixtures.ts';

/** Acme's external user without products, the one the admin blocks and lets back in. */
const LEAVER = { loginId: 'noaccess', name: 'Taylor Brooks', email: 'taylor.brooks@acmefresh.example' };
const USERS_HEADER = [
  'First name',
  'Last name',
  'Email',
  'User type',
  'Multi supplier access',
  'Products',
  'Last login',
];

async function searchUsers(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or login id' }).fill(term);
  await page.waitForURL((url) => url.searchParams.get('search') === term);
  await page.getByRole('row').filter({ hasText: LEAVER.email }).waitFor();
}

describe('/admin/userList', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('admin blocks a signed-in user, whose next call gets 401 and lands on sign-in, then unblocks them', async () => {
    const leaver = await openAsUser(browser, LEAVER.loginId, '/profile');
    const admin = await openAsUser(browser, 'admin', '/admin/userList');
    const page = admin.page;
    await page.getByRole('heading', { level: 1, name: 'User management' }).waitFor();
    await searchUsers(page, 'Brooks');
    for (const row of await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .all()) {
      assert.match((await row.textContent()) ?? '', /Brooks/i, 'every row matches the search');
    }

    await page.getByRole('button', { name: `Actions for ${LEAVER.name}` }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block users (1)?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Left the company');
    await expectAccessible(page, 'the block dialog');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('status').filter({ hasText: '1 user(s) blocked successfully!' }).waitFor();
    await page.getByRole('row').filter({ hasText: LEAVER.email }).waitFor({ state: 'detached' });

    const status = await leaver.page.evaluate(() =>
      fetch('/api/v1/identity/user-context', { credentials: 'same-origin' }).then((r) => r.status),
    );
    assert.equal(status, 401, "the blocked user's session ended");
    await leaver.page.reload();
    await leaver.page.waitForURL((url) => url.pathname.startsWith('/api/login'));

    await page.getByRole('tab', { name: 'Blocked users' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'blocked');
    const blockedRow = page.getByRole('row').filter({ hasText: LEAVER.email });
    await blockedRow.waitFor();
    assert.match((await blockedRow.textContent()) ?? '', /Left the company.*admin.*\d{2}-\d{2}-\d{4}/);
    await expectAccessible(page, 'the blocked users tab');
    await blockedRow.getByRole('button', { name: `Actions for ${LEAVER.name}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Unblock' }).waitFor();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Unblock ${LEAVER.name}?` });
    await confirm.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('status').filter({ hasText: '1 user(s) unblocked successfully!' }).waitFor();
    await blockedRow.waitFor({ state: 'detached' });
    await admin.context.close();

    await signIn(leaver.page, LEAVER.loginId, 'US', '/profile');
    await leaver.page.waitForURL((url) => url.pathname === '/profile');
    await leaver.context.close();
  });

  it("downloads the Users tab's search as an xlsx with the tab's header", async () => {
    const { context, page } = await openAsUser(browser, 'admin', '/admin/userList');
    await searchUsers(page, 'Brooks');
    const { filename, sheet } = await downloadWorkbook(page);
    assert.match(filename, /^users_users_\d{4}-\d{2}-\d{2}\.xlsx$/);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).filter(Boolean).map(String), USERS_HEADER);
    const rows: string[] = [];
    for (let r = 2; r <= sheet.actualRowCount; r += 1) {
      rows.push([1, 2, 3].map((c) => String(sheet.getRow(r).getCell(c).value)).join(' '));
    }
    assert.ok(rows.length > 0 && rows.some((row) => row.includes(LEAVER.email)), 'the searched user is in the file');
    assert.ok(
      rows.every((row) => /brooks/i.test(row)),
      `only rows of the search: ${rows.join('; ')}`,
    );
    await context.close();
  });

  for (const [loginId, market, heading, width] of [
    ['admin', 'US', 'User management', 320],
    ['admin', 'US', 'User management', 1440],
    ['admin.mx', 'MX', 'Administración de usuarios', 320],
    ['admin.ca', 'CA', 'Gestion des utilisateurs', 1440],
  ] as const) {
    it(`reads at ${width} px without sideways scrolling, accessible (${loginId})`, async () => {
      const { context, page } = await openAsUser(browser, loginId, '/admin/userList', market, width);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('table').or(page.getByTestId('admin-table-empty')).first().waitFor();
      await page.getByRole('cell').first().waitFor();
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        return main.scrollWidth - main.clientWidth;
      });
      assert.ok(overflow <= 0, `the page's content is ${overflow} px wider than the screen`);
      await expectAccessible(page, `/admin/userList at ${width} px as ${loginId}`);
      await context.close();
    });
  }
});
