import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  openDatabase,
  SignedInPages,
  signIn,
  type MarketCode,
} from '../fixtures.ts';

type PendingRequest = { id: number; loginId: string; email: string; products: string };

/** The demo's pending request of another supplier's user to Acme, whose admin is `admin`. */
function pendingRequestToAcme(): PendingRequest {
  const db = openDatabase();
  try {
    const row = db
      .prepare(
        `SELECT access_requests.id AS id, users.login_id AS loginId, access_requests.email AS email,
                access_requests.products AS products
         FROM access_requests
         JOIN companies ON companies.id = access_requests.target_company_id
         JOIN users ON users.id = access_requests.requester_user_id
         WHERE companies.name = 'Acme Fresh Foods' AND access_requests.state = 'PENDING'
         ORDER BY access_requests.create_time LIMIT 1`,
      )
      .get() as PendingRequest | undefined;
    assert.ok(row, 'the demo has a pending request to Acme');
    return row;
  } finally {
    db.close();
  }
}

/** Takes the requested products from the requester, so that the approval visibly grants them. */
function revokeProducts(request: PendingRequest, codes: string[]): void {
  const db = openDatabase();
  try {
    const placeholders = codes.map(() => '?').join(', ');
    db.prepare(
      `DELETE FROM user_products WHERE product_code IN (${placeholders})
       AND user_id = (SELECT id FROM users WHERE login_id = ?)`,
    ).run(...codes, request.loginId);
  } finally {
    db.close();
  }
}

function productName(code: string): string {
  const db = openDatabase();
  try {
    return (db.prepare('SELECT name FROM products WHERE code = ?').get(code) as { name: string }).name;
  } finally {
    db.close();
  }
}

/** The card of a product on /apps, found by its title. */
function tile(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

async function openAsUser(browser: Browser, loginId: string, path: string, market: MarketCode = 'US', width = 1280) {
  const context = await newContext(browser, market === 'US' ? 'en-US' : market === 'MX' ? 'es-MX' : 'fr-CA');
  await context.route(/https:\/\/[a-z-]+(\.qa)?\.example\.com\/.*/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Product</title>' }),
  );
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, loginId, market, path);
  await page.waitForURL((url) => url.pathname === path);
  return { context, page };
}

describe('/admin/accessRequests', () => {
  let browser: Browser;
  // Each admin signs in once: admin for three tests. (They launch nothing: the requester's context stubs the launches.)
  const signedIn = new SignedInPages(() => browser);
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await signedIn.closeAll();
    await browser.close();
  });

  it("admin approves a pending request by keyboard and the requester's tiles change", async () => {
    const request = pendingRequestToAcme();
    const codes = JSON.parse(request.products) as string[];
    revokeProducts(request, codes);
    const product = productName(codes[0]!);

    const requester = await openAsUser(browser, request.loginId, '/apps');
    await tile(requester.page, product).waitFor();
    assert.equal(
      await tile(requester.page, product).getByRole('button', { name: 'Launch App' }).count(),
      0,
      `${product} does not launch before the approval`,
    );

    const page = await signedIn.open('admin', '/admin/accessRequests');
    await page.getByRole('heading', { level: 1, name: 'Access requests' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: request.email });
    await row.waitFor();
    await expectAccessible(page, '/admin/accessRequests');
    await row.getByRole('button', { name: /^Actions for / }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Approve' }).waitFor();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Approve access requests (1)?' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Note to the requester (optional)' }).fill('Welcome aboard');
    await expectAccessible(page, 'the approval dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: 'Requests approved: 1.' }).waitFor();
    await row.waitFor({ state: 'detached' });

    await requester.page.reload();
    await tile(requester.page, product).getByRole('button', { name: 'Launch App' }).waitFor();
    await requester.context.close();
  });

  for (const [loginId, market, heading, width] of [
    ['admin', 'US', 'Access requests', 320],
    ['admin', 'US', 'Access requests', 1440],
    ['admin.mx', 'MX', 'Solicitudes de acceso', 320],
    ['admin.ca', 'CA', 'Demandes d’accès', 320],
  ] as const) {
    it(`reads at ${width} px without sideways scrolling, accessible (${loginId})`, async () => {
      const page = await signedIn.open(loginId, '/admin/accessRequests', market, width);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('table').or(page.getByTestId('admin-table-empty')).first().waitFor();
      // The page's own content (the header is the shell's) fits: nothing makes it scroll sideways.
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        return main.scrollWidth - main.clientWidth;
      });
      assert.ok(overflow <= 0, `the page's content is ${overflow} px wider than the screen`);
      await expectAccessible(page, `/admin/accessRequests at ${width} px as ${loginId}`);
    });
  }
});
