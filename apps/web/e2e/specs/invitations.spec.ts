import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  downloadWorkbook,
  expectAccessible,
  launchBrowser,
  MARKET_LANGUAGES,
  SignedInPages,
  newContext,
  openDatabase,
} from '../fixtures.ts';

/** The colleague Acme's admin invites: an address in Acme's authorised domain. */
const INVITEE = { email: 'robin.ashford@acmefresh.example', firstName: 'Robin', lastName: 'Ashford' };
const INVITEE_PASSWORD = 'Robin-sets-a-long-password-1';
const BLOCKED_HEADER = ['Name', 'Email', 'Products', 'Reason', 'Blocked by', 'Blocked on'];
/** The newest e-mail the portal wrote to an address (the outbox table), waiting for the job that sends it. */
async function mailTo(address: string): Promise<{ subject: string; text_body: string }> {
  for (let i = 0; i < 80; i += 1) {
    const db = openDatabase();
    try {
      const mail = db
        .prepare('select subject, text_body from outbox where to_address = ? order by id desc limit 1')
        .get(address) as { subject: string; text_body: string } | undefined;
      if (mail) return mail;
    } finally {
      db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${address}`);
}

async function tableShown(page: Page) {
  await page.getByRole('table').or(page.getByTestId('admin-table-empty')).first().waitFor();
}

describe('/admin/userList: invitations, the pending and blocked tabs', () => {
  let browser: Browser;
  // Each admin signs in once: admin for three tests.
  const signedIn = new SignedInPages(() => browser);
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await signedIn.closeAll();
    await browser.close();
  });

  it('the admin invites a colleague, whose e-mailed link completes registration in another browser and reaches /apps', async () => {
    const page = await signedIn.open('admin', '/admin/userList');
    await page.getByRole('heading', { level: 1, name: 'User management' }).waitFor();
    await tableShown(page);

    // The keyboard opens the dialog; a domain that is not Acme's is refused, what was typed kept.
    await page.getByRole('button', { name: 'Add users' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add users' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('robin@elsewhere.example');
    await dialog.getByRole('textbox', { name: 'First name' }).fill(INVITEE.firstName);
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(INVITEE.lastName);
    await dialog.getByRole('checkbox', { name: 'Report Builder' }).check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText("This e-mail domain isn't one of your company's authorised domains.").waitFor();
    assert.equal(await dialog.getByRole('textbox', { name: 'First name' }).inputValue(), INVITEE.firstName);
    await expectAccessible(page, 'the add users dialog with a refused row');

    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(INVITEE.email);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Addition of a user started successfully!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Pending users' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'pending');
    const row = page.getByRole('row').filter({ hasText: INVITEE.email });
    await row.waitFor();
    assert.match(
      (await row.textContent()) ?? '',
      /Robin.*Ashford.*Report Builder.*Invitation sent.*Dana Whitfield.*\d{2}-\d{2}-\d{4}/,
    );
    await expectAccessible(page, 'the pending users tab');

    // Resending voids the first link: only the newest e-mail's link works.
    const first = await mailTo(INVITEE.email);
    await row.getByRole('button', { name: `Actions for ${INVITEE.firstName} ${INVITEE.lastName}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Resend invitation' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Email is sent successfully' }).waitFor();
    let mail = await mailTo(INVITEE.email);
    for (let i = 0; i < 40 && mail.text_body === first.text_body; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mail = await mailTo(INVITEE.email);
    }
    assert.match(mail.subject, /You are invited to .* in the Supplier Insights Portal/);
    const link = /http:\/\/\S+\/api\/invitations\/accept\?token=[\w%-]+/.exec(mail.text_body)?.[0];
    assert.ok(link, `the invitation carries its link: ${mail.text_body}`);

    // The invitee, in a browser of their own.
    const invitee = await newContext(browser);
    const own = await invitee.newPage();
    await own.goto(link);
    await own.locator('#password').fill(INVITEE_PASSWORD);
    await own.locator('#confirm').fill(INVITEE_PASSWORD);
    await Promise.all([
      own.waitForURL((url) => url.pathname.startsWith('/api/login')),
      own.locator('button[type=submit]').click(),
    ]);
    await own.locator('#loginId').fill(INVITEE.email);
    await own.locator('#password').fill(INVITEE_PASSWORD);
    await Promise.all([
      own.waitForURL((url) => !url.pathname.startsWith('/api/login')),
      own.locator('button[type=submit]').click(),
    ]);
    await own.waitForURL((url) => url.pathname === '/userRegistration');
    await own.getByRole('button', { name: 'Next' }).click();
    await own.getByRole('heading', { level: 2, name: 'Terms and conditions' }).waitFor();
    await own.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await own.getByRole('button', { name: 'Finish registration' }).click();
    await own.waitForURL((url) => url.pathname === '/apps');

    // The first link is void, and the invitee is no longer pending.
    const stale = await invitee.newPage();
    const firstLink = /http:\/\/\S+\/api\/invitations\/accept\?token=[\w%-]+/.exec(first.text_body)![0];
    await stale.goto(firstLink);
    assert.ok(!stale.url().includes('token='), 'the first link leads nowhere');
    await invitee.close();
    await page.reload();
    await tableShown(page);
    await page.getByRole('row').filter({ hasText: INVITEE.email }).waitFor({ state: 'detached' });
  });

  it("blocks the new colleague and downloads the Blocked tab as an xlsx with the tab's header and row", async () => {
    const page = await signedIn.open('admin', '/admin/userList');
    await page.getByRole('searchbox', { name: 'Search by name, e-mail or login id' }).fill('Ashford');
    const row = page.getByRole('row').filter({ hasText: INVITEE.email });
    await row.waitFor();
    await row.getByRole('button', { name: `Actions for ${INVITEE.firstName} ${INVITEE.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block users (1)?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Invited by mistake');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('status').filter({ hasText: '1 user(s) blocked successfully!' }).waitFor();

    await page.getByRole('tab', { name: 'Blocked users' }).click();
    await page.getByRole('row').filter({ hasText: INVITEE.email }).waitFor();
    const { filename, sheet } = await downloadWorkbook(page);
    assert.match(filename, /^users_blocked_\d{4}-\d{2}-\d{2}\.xlsx$/);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).filter(Boolean).map(String), BLOCKED_HEADER);
    const rows: string[][] = [];
    for (let r = 2; r <= sheet.actualRowCount; r += 1) {
      rows.push([1, 2, 3, 4, 5].map((c) => String(sheet.getRow(r).getCell(c).value ?? '')));
    }
    const robin = rows.find((r) => r[1] === INVITEE.email);
    assert.ok(robin, `the blocked colleague is in the file: ${JSON.stringify(rows)}`);
    assert.deepEqual(robin, ['Robin Ashford', INVITEE.email, 'Report Builder', 'Invited by mistake', 'admin']);
  });

  for (const [loginId, market, tab, add, width] of [
    ['admin', 'US', 'Pending users', 'Add users', 1280],
    ['admin.mx', 'MX', 'Usuarios pendientes', 'Agregar usuarios', 320],
    ['admin.ca', 'CA', 'Utilisateurs en attente', 'Ajouter des utilisateurs', 1280],
  ] as const) {
    it(`the pending tab and the dialogs are accessible in ${MARKET_LANGUAGES[market]} at ${width} px`, async () => {
      const page = await signedIn.open(loginId, '/admin/userList', market, width);
      await tableShown(page);
      await page.getByRole('cell').first().waitFor();

      const addDialog = page.getByRole('dialog', { name: add });
      await page.getByRole('button', { name: add }).click();
      await addDialog.waitFor();
      await expectAccessible(page, `the add users dialog (${loginId})`);
      await page.keyboard.press('Escape');
      await addDialog.waitFor({ state: 'detached' });

      // The first row's menu, by keyboard: change products, then delete (each cancelled).
      const actions = page.getByRole('button', { name: /^(Actions for|Acciones de|Actions pour)/ }).first();
      for (const item of [1, 3]) {
        await actions.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menu').waitFor();
        for (let i = 0; i < item; i += 1) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await expectAccessible(page, `a user dialog (${loginId}, menu item ${item + 1})`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }

      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'pending');
      await tableShown(page);
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        return main.scrollWidth - main.clientWidth;
      });
      assert.ok(overflow <= 0, `the page's content is ${overflow} px wider than the screen`);
      await expectAccessible(page, `the pending users tab (${loginId})`);
    });
  }
});
