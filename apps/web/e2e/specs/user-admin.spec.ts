import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  downloadWorkbook,
  expectAccessible,
  launchBrowser,
  openAsUser,
  recordApiCalls,
  SignedInPages,
  signIn,
} from '../fixtures.ts';

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

/** The header's language switch (shown in the header from 768 px). */
async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByRole('combobox', { name: /^(Language|Idioma|Langue)$/ }).selectOption({ label: language });
}

/** The audit's three acknowledgements (spec section 5) and its confirm button, in a language. */
async function acknowledgeAndConfirm(
  page: Page,
  words: { acks: readonly string[]; confirm: string; done: RegExp },
): Promise<void> {
  const confirm = page.getByRole('button', { name: words.confirm });
  assert.equal(await confirm.isDisabled(), true, 'confirm waits for the three acknowledgements');
  for (const ack of words.acks) await page.getByRole('checkbox', { name: ack }).check();
  await confirm.click();
  await page.getByRole('status').filter({ hasText: words.done }).waitFor();
}

/** At 320 px: no sideways scrolling, a decision, the acknowledgements and confirm, and axe clean. */
async function completeAt320(
  page: Page,
  language: string,
  words: { acks: readonly string[]; confirm: string; done: RegExp },
): Promise<void> {
  const first = page.getByRole('radiogroup').first();
  await first.waitFor();
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    return main.scrollWidth - main.clientWidth;
  });
  assert.ok(overflow <= 0, `the audit in ${language} is ${overflow} px wider than 320 px`);
  await first.getByRole('radio').first().check();
  await acknowledgeAndConfirm(page, words);
  await expectAccessible(page, `/admin/accessAudit in ${language} at 320 px`);
}

async function searchUsers(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or login id' }).fill(term);
  await page.waitForURL((url) => url.searchParams.get('search') === term);
  await page.getByRole('row').filter({ hasText: LEAVER.email }).waitFor();
}

describe('/admin/userList', () => {
  let browser: Browser;
  // The admins sign in once each (admin for five tests, admin.ca for two); the leaver, signed out by the block, in
  // a context of its own.
  const signedIn = new SignedInPages(() => browser);
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await signedIn.closeAll();
    await browser.close();
  });

  it('admin blocks a signed-in user, whose next call gets 401 and lands on sign-in, then unblocks them', async () => {
    const leaver = await openAsUser(browser, LEAVER.loginId, '/profile');
    const page = await signedIn.open('admin', '/admin/userList');
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

    await signIn(leaver.page, LEAVER.loginId, 'US', '/profile');
    await leaver.page.waitForURL((url) => url.pathname === '/profile');
    await leaver.context.close();
  });

  it("downloads the Users tab's search as an xlsx with the tab's header", async () => {
    const page = await signedIn.open('admin', '/admin/userList?sortBy=email');
    // The page came with its first answers (decision 059): a load asks neither the rows nor the jobs.
    const calls = recordApiCalls(page);
    await page.reload();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();
    assert.deepEqual(
      calls.filter((call) => /\/users(\?|\/jobs)/.test(call)),
      [],
      'the first load asks no user list call',
    );
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
  });

  it("Acme's admin sees the audit banner, decides, acknowledges and confirms the user access audit; es-MX and fr-CA at 320 px", async () => {
    const page = await signedIn.open('admin', '/admin');
    try {
      const banner = page.getByTestId('access-audit-banner');
      await banner.waitFor();
      assert.match(await banner.innerText(), /user access audit is due on \d{2}-\d{2}-\d{4}/);
      await expectAccessible(page, '/admin with the audit banner');
      await banner.getByRole('link', { name: 'Open the audit' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/accessAudit');
      await page.getByRole('heading', { level: 1, name: 'User access audit' }).waitFor();
      const first = page.getByRole('radiogroup', { name: /^Decision for / }).first();
      await first.waitFor();
      await first.getByRole('radio', { name: 'Keep' }).check();
      await page
        .getByRole('status')
        .filter({ hasText: /^1 of \d+ users decided/ })
        .waitFor();
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText(/users lose access to their products\./).waitFor();
      await expectAccessible(page, '/admin/accessAudit');
      await acknowledgeAndConfirm(page, {
        acks: ['I have reviewed the user list', 'I have made the modifications', 'I have verified all users'],
        confirm: 'Confirm audit',
        done: /^Audit confirmed\. The next one is due on \d{2}-\d{2}-\d{4}\.$/,
      });
      await expectAccessible(page, '/admin/accessAudit once confirmed');

      // Spanish on the US host (its second language), at 320 px.
      await chooseLanguage(page, 'Español');
      await page.getByRole('heading', { level: 1, name: 'Auditoría de acceso de usuarios' }).waitFor();
      await page.setViewportSize({ width: 320, height: 900 });
      await completeAt320(page, 'es-MX', {
        acks: ['Revisé la lista de usuarios', 'Hice las modificaciones', 'Verifiqué a todos los usuarios'],
        confirm: 'Confirmar auditoría',
        done: /^Auditoría confirmada\./,
      });
    } finally {
      // The choice is saved on the account: leave the demo admin in English for the other specs.
      await page.setViewportSize({ width: 1280, height: 900 });
      // Saved before the page moves on (the next test loads another page in this context).
      const saved = page
        .waitForResponse((res) => res.url().endsWith('/preferences') && res.request().method() === 'POST')
        .catch(() => undefined);
      await chooseLanguage(page, 'English');
      await saved;
    }
    // French on the CA host, by its admin, whose company's audit is a year away (no banner), at 320 px.
    const ca = await signedIn.open('admin.ca', '/admin/accessAudit', 'CA', 320);
    await ca.getByRole('heading', { level: 1, name: 'Audit des accès des utilisateurs' }).waitFor();
    await completeAt320(ca, 'fr-CA', {
      acks: [
        'J’ai examiné la liste des utilisateurs',
        'J’ai apporté les modifications',
        'J’ai vérifié tous les utilisateurs',
      ],
      confirm: 'Confirmer l’audit',
      done: /^Audit confirmé\./,
    });
  });

  for (const [loginId, market, heading, width] of [
    ['admin', 'US', 'User management', 320],
    ['admin', 'US', 'User management', 1440],
    ['admin.mx', 'MX', 'Administración de usuarios', 320],
    ['admin.ca', 'CA', 'Gestion des utilisateurs', 1440],
  ] as const) {
    it(`reads at ${width} px without sideways scrolling, accessible (${loginId})`, async () => {
      const page = await signedIn.open(loginId, '/admin/userList', market, width);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('table').or(page.getByTestId('admin-table-empty')).first().waitFor();
      await page.getByRole('cell').first().waitFor();
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        return main.scrollWidth - main.clientWidth;
      });
      assert.ok(overflow <= 0, `the page's content is ${overflow} px wider than the screen`);
      await expectAccessible(page, `/admin/userList at ${width} px as ${loginId}`);
    });
  }
});
