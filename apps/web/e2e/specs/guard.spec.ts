import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext, ORIGINS, pathOf, signIn } from '../fixtures.ts';

describe('route guard', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('sends a signed-out visitor of a private route to the sign-in with the last URL, and back after it', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${ORIGINS.US}/admin/userList?page=2`);
    await page.waitForURL((url) => url.pathname === '/api/login');
    assert.equal(new URL(page.url()).searchParams.get('lastUrl'), '/admin/userList?page=2');
    await expectAccessible(page, 'the sign-in page');
    await page.locator('#loginId').fill('admin');
    await page.locator('#password').fill('portal-demo');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/admin/userList');
    assert.equal(pathOf(page), '/admin/userList?page=2');
  });

  it('sends a signed-out visitor of a private support route to ticket creation', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${ORIGINS.US}/support/trackTicket`);
    await page.waitForURL((url) => url.pathname === '/support/ticketCreation');
  });

  it('/login goes to the server sign-in with its lastUrl', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${ORIGINS.US}/login?lastUrl=%2FdataDictionary`);
    await page.waitForURL((url) => url.pathname === '/api/login');
    assert.equal(new URL(page.url()).searchParams.get('lastUrl'), '/dataDictionary');
  });

  it('sends a super admin without company context to the company list from any private route', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'superadmin', 'US', '/admin/userList');
    await page.waitForURL((url) => url.pathname === '/companyList');
  });

  it('sends a basic user on a forbidden path to /noAccess, and lets them through on an allowed one', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'basic', 'US', '/admin/domainsList');
    await page.waitForURL((url) => url.pathname === '/noAccess');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, '/noAccess');
    await page.goto(`${ORIGINS.US}/dataDictionary`);
    await page.getByRole('heading', { level: 1, name: 'Data dictionary' }).waitFor();
    assert.equal(pathOf(page), '/dataDictionary');
  });

  it('hides market routes: terms only on US, privacy policy not on MX', async () => {
    const page = await (await newContext(browser)).newPage();
    for (const url of [
      `${ORIGINS.MX}/terms`,
      `${ORIGINS.CA}/terms`,
      `${ORIGINS.MX}/privacyPolicy`,
      `${ORIGINS.CA}/releaseNotes`,
    ]) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      assert.match(heading ?? '', /page|página|page/i, `${url} should show the not-found page`);
    }
  });
});
