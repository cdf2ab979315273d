import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, openDatabase, ORIGINS, signIn } from '../fixtures.ts';

/** Moves the newest session of a user back in time, as if the clock had run on. */
function ageSession(loginId: string, change: 'idle' | 'expired'): void {
  const db = openDatabase();
  try {
    const past = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const column = change === 'idle' ? 'last_seen_at' : 'expires_at';
    const result = db
      .prepare(`update sessions set ${column} = ? where user_id = (select id from users where login_id = ?)`)
      .run(past, loginId);
    assert.ok(result.changes > 0, `no session of ${loginId} to age`);
  } finally {
    db.close();
  }
}

describe('session expiry', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('an idle session ends and the sign-in explains the inactivity, then returns to the page', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'noaccess', 'US', '/accessDenied');
    await page.getByRole('heading', { level: 1 }).waitFor();
    ageSession('noaccess', 'idle');
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/api/login');
    await page.getByText('Your session has timed out due to inactivity. Login to resume work.').waitFor();
    await page.locator('#loginId').fill('noaccess');
    await page.locator('#password').fill('portal-demo');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/accessDenied');
  });

  it('an expired session ends: API calls answer 401 Session Expired', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'associate', 'US', '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    ageSession('associate', 'expired');
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/v1/identity/user-context');
      return { status: res.status, body: await res.json() };
    });
    assert.equal(answer.status, 401);
    assert.equal(answer.body.message, 'Session Expired');
    await page.goto(`${ORIGINS.US}/accessDenied`);
    await page.waitForURL((url) => url.pathname === '/api/login');
  });
});
