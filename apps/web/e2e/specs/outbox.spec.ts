import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext, openDatabase, ORIGINS, pathOf, signIn } from '../fixtures.ts';

type Requestable = { tenant_id: number; company_name: string; products: { product_id: string }[]; pending: boolean };

/** The tenant ids of the companies with at least one active admin: an access request to them writes e-mail. */
function companiesWithAdmins(): Set<number> {
  const db = openDatabase();
  try {
    const rows = db
      .prepare(
        `SELECT DISTINCT companies.tenant_id AS id FROM users
         JOIN groups ON groups.id = users.group_id
         JOIN companies ON companies.id = users.company_id
         WHERE groups.name = 'Admin' AND users.status = 'ACTIVE'`,
      )
      .all() as { id: number }[];
    return new Set(rows.map((row) => row.id));
  } finally {
    db.close();
  }
}

/** As `user`, asks for access to a company that has admins, through the API the profile page uses. */
async function requestAccess(page: Page, note: string): Promise<string> {
  const withAdmins = [...companiesWithAdmins()];
  const answer = await page.evaluate(
    async ({ note, withAdmins }) => {
      const headers = { 'content-type': 'application/json', 'x-requested-with': 'portal' };
      const list = (await (await fetch('/api/v1/identity/users/user/access?page_size=100')).json()) as {
        items: Requestable[];
      };
      const target = list.items.find((c) => !c.pending && c.products.length > 0 && withAdmins.includes(c.tenant_id));
      if (!target) return { status: 0, company: '' };
      const res = await fetch('/api/v1/identity/users/user/access-requests', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          tenant_id: target.tenant_id,
          products: [target.products[0]!.product_id],
          requestor_note: note,
        }),
      });
      return { status: res.status, company: target.company_name };
    },
    { note, withAdmins },
  );
  assert.equal(answer.status, 201, `the access request to ${answer.company || 'a company with admins'} was refused`);
  return answer.company;
}

describe('outgoing e-mail', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('a super admin finds the e-mail an access request wrote and reads it', async () => {
    const note = `Outbox check ${Date.now()}`;
    const requester = await (await newContext(browser)).newPage();
    await signIn(requester, 'user', 'US', '/apps');
    const company = await requestAccess(requester, note);
    const subject = `Access request for ${company}`;

    const page = await (await newContext(browser)).newPage();
    // Without a chosen company a super admin lands on the company list; the outbox belongs to no company.
    await signIn(page, 'superadmin', 'US', '/apps');
    await page.waitForURL((url) => url.pathname === '/companyList');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Outgoing e-mail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Outgoing e-mail' }).waitFor();
    assert.equal(pathOf(page), '/outbox');

    await page.getByRole('searchbox', { name: 'Search recipient or subject' }).fill(subject);
    await page.waitForURL((url) => url.searchParams.get('search') === subject);
    const table = page.getByRole('table', { name: 'Outgoing e-mail, newest first' });
    const first = table.getByRole('link', { name: subject }).first();
    await first.waitFor();
    await expectAccessible(page, '/outbox');

    await first.click();
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    assert.match(pathOf(page), /^\/outbox\/\d+$/);
    const body = page.getByTestId('outbox-message-body');
    await body.getByText(note, { exact: false }).waitFor();
    assert.match((await body.textContent()) ?? '', /asks for access to/);
    await page.getByText('access-request', { exact: true }).waitFor();
    await expectAccessible(page, '/outbox/:messageId');

    await page.getByRole('link', { name: 'Back to outgoing e-mail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Outgoing e-mail' }).waitFor();
  });

  it('sends a company admin, who lacks LIST OUTBOX, to /accessDenied', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', 'US', '/apps');
    await page.goto(`${ORIGINS.US}/outbox`);
    await page.waitForURL((url) => url.pathname === '/accessDenied');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Outgoing e-mail' }).count(), 0);
  });
});
