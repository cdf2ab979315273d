import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  downloadWorkbook,
  expectAccessible,
  launchBrowser,
  newContext,
  openAsUser,
  openDatabase,
  signIn,
  statusOf,
  type MarketCode,
} from '../fixtures.ts';

/** Acme's external user without products, whom the admin blocks and lets back in. */
const LEAVER = { loginId: 'noaccess', name: 'Taylor Brooks', email: 'taylor.brooks@acmefresh.example' };
const HEADER = ['Date', 'Actor', 'Entity', 'Event', 'Description', 'Source application', 'Details'];
/** A word only this run's block reason holds, to find its entry by the description search. */
const MARK = `audit${Date.now().toString(36)}`;
const REASON = `Left the company ${MARK}`;

/** Lets the user back in directly, should the walk stop between the block and the unblock (specs share a lane's data). */
function unblockDirectly(loginId: string): void {
  const db = openDatabase();
  try {
    db.prepare(
      "UPDATE users SET status = 'ACTIVE', blocked_reason = NULL, blocked_by = NULL, blocked_at = NULL WHERE login_id = ?",
    ).run(loginId);
  } finally {
    db.close();
  }
}

/** On /admin/userList: blocks the leaver with the run's reason. */
async function blockLeaver(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'User management' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or login id' }).fill('Brooks');
  await page.getByRole('row').filter({ hasText: LEAVER.email }).waitFor();
  await page.getByRole('button', { name: `Actions for ${LEAVER.name}` }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block users (1)?' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await page.getByRole('status').filter({ hasText: '1 user(s) blocked successfully!' }).waitFor();
  assert.equal(statusOf(LEAVER.loginId), 'BLOCKED');
}

/** On /admin/userList: lets the leaver back in from the blocked users tab. */
async function unblockLeaver(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Blocked users' }).click();
  const row = page.getByRole('row').filter({ hasText: LEAVER.email });
  await row.getByRole('button', { name: `Actions for ${LEAVER.name}` }).click();
  await page.getByRole('menuitem', { name: 'Unblock' }).click();
  await page
    .getByRole('dialog', { name: `Unblock ${LEAVER.name}?` })
    .getByRole('button', { name: 'Unblock' })
    .click();
  await page.getByRole('status').filter({ hasText: '1 user(s) unblocked successfully!' }).waitFor();
  assert.equal(statusOf(LEAVER.loginId), 'ACTIVE');
}

/** The rows of the table with cells (the header row left out), each as its text. */
async function bodyRows(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Activity log entries' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .allInnerTexts();
}

/**
 * Every column at every width: at 320 px the table scrolls sideways inside its own region (which the keyboard
 * reaches), the page never does; axe passes at 1440 and 320 px.
 */
async function checkWidths(page: Page, label: string): Promise<void> {
  for (const width of [1440, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((count) => document.querySelectorAll('table thead th').length === count, HEADER.length);
    const sizes = await page.evaluate(() => {
      const root = document.documentElement;
      const region = document.querySelector('main [role="region"][tabindex="0"]')!;
      return { page: root.scrollWidth - root.clientWidth, table: region.scrollWidth - region.clientWidth };
    });
    assert.ok(sizes.page <= 0, `${label} at ${width} px: the page scrolls sideways by ${sizes.page} px`);
    if (width === 320) assert.ok(sizes.table > 0, `${label} at 320 px: the table scrolls in its region`);
    await expectAccessible(page, `${label} at ${width} px`);
  }
}

/** The open pop-up lies inside the screen at 320 px, and (a dialog) fills it. */
async function expectInsideScreen(page: Page, selector: string, label: string, fills: boolean): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  const [width, height] = (await page.evaluate(
    '[document.documentElement.clientWidth, document.documentElement.clientHeight]',
  )) as [number, number];
  assert.ok(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
    `${label} lies inside the screen: ${JSON.stringify(box)} in ${width}x${height}`,
  );
  if (fills) assert.ok(Math.round(box.width) === width && Math.round(box.height) === height, `${label} is full-screen`);
}

describe('/admin/activityLog', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('an admin blocks a user, finds the entry by filters, reads it in full and downloads it', async () => {
    const { context, page } = await openAsUser(browser, 'admin', '/admin/userList');
    try {
      await blockLeaver(page);

      // From the admin page's tile; the last 29 days, newest first.
      await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
      await page.getByRole('link', { name: /Activity log/ }).click();
      await page.waitForURL((url) => url.pathname === '/admin/activityLog');
      await page.getByRole('heading', { level: 1, name: 'Activity log' }).waitFor();
      const range = page.getByRole('group', { name: 'Date range' });
      await range.getByRole('button', { name: /^From [A-Z][a-z]{2} \d{2}$/ }).waitFor();
      await range.getByRole('button', { name: /^To [A-Z][a-z]{2} \d{2}$/ }).waitFor();
      const table = page.getByRole('table', { name: 'Activity log entries' });
      await table.getByRole('row').nth(1).waitFor();
      assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), HEADER);

      // The filters: the event (in words), the actor and the entity; then the description's words.
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const filters = page.getByRole('form', { name: 'Filters' });
      await filters.getByRole('combobox', { name: 'Events' }).click();
      await page.getByRole('option', { name: 'User blocked', exact: true }).click();
      await page.keyboard.press('Escape');
      await filters.getByRole('textbox', { name: 'Actor' }).fill('admin');
      await filters.getByRole('textbox', { name: 'Entity id' }).fill(LEAVER.loginId);
      await expectAccessible(page, 'the open filters');
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(
        (url) =>
          url.searchParams.get('events') === 'BLOCK_USER' &&
          url.searchParams.get('actor') === 'admin' &&
          url.searchParams.get('entityId') === LEAVER.loginId,
      );
      await page.getByRole('searchbox', { name: 'Search the descriptions' }).fill(MARK);
      await page.waitForURL((url) => url.searchParams.get('search') === MARK);
      // The search's answer, not the rows shown while it is asked (other specs may have blocked the same user).
      await page.getByText('Entries: 1', { exact: true }).waitFor();
      // The description shows its first 50 characters: the row is found by its entity.
      const entry = table.getByRole('row').filter({ hasText: LEAVER.loginId });
      await entry.waitFor();
      const rows = await bodyRows(page);
      assert.equal(rows.length, 1, `one entry is this run's block: ${rows.join(' / ')}`);
      assert.match(rows[0]!, /\d{2}-\d{2}-\d{4}, \d{2}:\d{2} [AP]M[\s\S]*admin[\s\S]*noaccess[\s\S]*User blocked/);
      assert.match(rows[0]!, /Supplier portal/);

      // The description is cut at 50 characters: see more shows the reason.
      await entry.getByRole('button', { name: 'see more' }).click();
      await entry.getByText(REASON, { exact: false }).first().waitFor();

      // The entry in full, with its before and after; Escape closes it.
      await entry.getByRole('button', { name: /^View User blocked, / }).click();
      const dialog = page.getByRole('dialog', { name: 'Activity log entry' });
      await dialog.getByText(`admin blocked noaccess: status ACTIVE -> BLOCKED; reason: ${REASON}`).waitFor();
      const changes = dialog.getByRole('table', { name: 'Values before and after the change' });
      assert.match(
        (await changes.getByRole('row').filter({ hasText: 'status' }).innerText()).replace(/\s+/g, ' '),
        /status changed ACTIVE BLOCKED/,
      );
      assert.match(
        (await changes.getByRole('row').filter({ hasText: 'blockedReason' }).innerText()).replace(/\s+/g, ' '),
        new RegExp(`blockedReason changed \\(none\\) ${REASON}`),
      );
      await expectAccessible(page, 'the entry dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The download is a real workbook holding exactly the filtered entry.
      const { filename, sheet } = await downloadWorkbook(page);
      assert.match(filename, /^activity_log_\d{4}-\d{2}-\d{2}\.xlsx$/);
      const header = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
      assert.match(header[0]!, /^Created on \(/);
      assert.deepEqual(header.slice(1, 6), ['Actor', 'Entity type', 'Entity id', 'Event', 'Event description']);
      assert.equal(sheet.actualRowCount, 2, 'the header and the one entry');
      const exported = (sheet.getRow(2).values as unknown[]).filter(Boolean).map(String).join(' | ');
      // The codes in words, as the page names them.
      assert.match(exported, new RegExp(`admin \\| User \\| noaccess \\| User blocked \\| .*${REASON}`));

      // The date range by keyboard: the last day two days earlier, then Done.
      await range.getByRole('button', { name: /^To / }).focus();
      await page.keyboard.press('Enter');
      const picker = page.getByRole('dialog', { name: 'Choose a date range' });
      await picker.getByRole('grid').waitFor();
      await expectAccessible(page, 'the date range picker');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await picker.getByRole('button', { name: 'Done' }).click();
      await picker.waitFor({ state: 'detached' });
      await page.waitForURL((url) => /^\d{4}-\d{2}-\d{2}$/.test(url.searchParams.get('to') ?? ''));
      // Today's block is outside the range now.
      await page.getByTestId('admin-table-empty').waitFor();
      const chosen = new URL(page.url()).searchParams;

      // A range longer than 30 days is refused with the spec's message; Escape leaves the range as it was.
      await range.getByRole('button', { name: /^From / }).focus();
      await page.keyboard.press('Enter');
      await picker.getByRole('grid').waitFor();
      await page.keyboard.press('PageUp');
      await page.keyboard.press('Enter');
      await picker.getByRole('alert').filter({ hasText: "Date range can't be more than 30 days" }).waitFor();
      assert.ok(await picker.getByRole('button', { name: 'Done' }).isDisabled(), 'Done is off');
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).searchParams.get('from'), chosen.get('from'));

      // The whole filtered view reads at 320 and 1440 px.
      await page.goto(new URL(`/admin/activityLog?events=BLOCK_USER&search=${MARK}`, page.url()).href);
      await table.getByRole('row').filter({ hasText: LEAVER.loginId }).waitFor();
      await checkWidths(page, '/admin/activityLog in en-US');

      // On the phone the entry fills the screen, and the picker opens inside it; both pass axe there.
      await table.getByRole('button', { name: /^View User blocked, / }).click();
      await dialog.waitFor();
      await expectInsideScreen(page, '.MuiDialog-paper', 'the entry dialog at 320 px', true);
      await expectAccessible(page, 'the entry dialog at 320 px');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await range.getByRole('button', { name: /^From / }).click();
      await picker.getByRole('grid').waitFor();
      await expectInsideScreen(page, '.MuiPopover-paper', 'the date range picker at 320 px', false);
      await expectAccessible(page, 'the date range picker at 320 px');
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(new URL('/admin/userList', page.url()).href);
      await unblockLeaver(page);
    } finally {
      if (statusOf(LEAVER.loginId) === 'BLOCKED') unblockDirectly(LEAVER.loginId);
      await context.close();
    }
  });

  it("a super admin reads another company's log through its context", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'superadmin', 'US', '/companyList');
    await page.waitForURL((url) => url.pathname === '/companyList');
    await page.getByRole('button', { name: 'Acme Fresh Foods', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/apps');
    await page.goto(new URL('/admin/activityLog?actor=superadmin', page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Activity log' }).waitFor();
    // Taking Acme's context is itself an entry of Acme's log.
    const entry = page
      .getByRole('table', { name: 'Activity log entries' })
      .getByRole('row')
      .filter({ hasText: 'acts on behalf of Acme Fresh Foods' })
      .first();
    await entry.waitFor();
    assert.match(await entry.innerText(), /superadmin[\s\S]*Company context set/);
    await entry.getByRole('button', { name: /^View Company context set, / }).click();
    const dialog = page.getByRole('dialog', { name: 'Activity log entry' });
    await dialog.getByText('Acme Fresh Foods', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Acting for a company, the super admin reads that company's entries: no company filter.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('form', { name: 'Filters' }).getByRole('combobox', { name: 'Events' }).waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Company' }).count(), 0);
    await expectAccessible(page, "Acme's log as the super admin");
    await context.close();
  });

  for (const [loginId, market, heading] of [
    ['admin.mx', 'MX', 'Registro de actividad'],
    ['admin.ca', 'CA', 'Journal d’activité'],
  ] as const satisfies readonly (readonly [string, MarketCode, string])[]) {
    it(`reads in the language of ${market} at 320 and 1440 px, accessible (${loginId})`, async () => {
      const { context, page } = await openAsUser(browser, loginId, '/admin/activityLog', market);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Their own sign-in is an entry of their company's log.
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      await checkWidths(page, `/admin/activityLog as ${loginId}`);
      await context.close();
    });
  }
});
