import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  ORIGINS,
  PASSWORD,
  pathOf,
  setRegistered,
  signIn,
} from '../fixtures.ts';

/** A persona no other spec reads the language or time zone of; restored at the end anyway. */
const PREFERENCES_PERSONA = 'partner';
/** The browser's own zone differs from the one chosen, so the page must be following the user's. */
const BROWSER_ZONE = 'America/Los_Angeles';
const CHOSEN_ZONE = 'Asia/Tokyo';
const TOKYO_OFFSET_HOURS = 9;

async function contextInZone(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: BROWSER_ZONE,
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(10_000);
  return context;
}

function preferencesSaved(page: Page) {
  return page.waitForResponse((res) => res.url().includes('/preferences') && res.request().method() === 'POST');
}

/** es-MX's 'lll' (the profile's moment in words: '29 de nov de 2026 1:53') of a moment in Tokyo, which has no daylight saving time. */
function tokyoDateTime(iso: string): string {
  const inTokyo = new Date(new Date(iso).getTime() + TOKYO_OFFSET_HOURS * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const month = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'][
    inTokyo.getUTCMonth()
  ];
  return `${inTokyo.getUTCDate()} de ${month} de ${inTokyo.getUTCFullYear()} ${inTokyo.getUTCHours()}:${two(inTokyo.getUTCMinutes())}`;
}

describe('profile, registration, documents and access requests', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('newuser registers, accepting the terms, reaches /apps and finds the acceptance on the profile', async () => {
    setRegistered('newuser', 0);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'newuser');
    await page.waitForURL((url) => url.pathname === '/userRegistration');
    await page.getByRole('heading', { level: 1, name: 'Welcome! Complete your registration' }).waitFor();
    await expectAccessible(page, '/userRegistration (details)');
    // Anything else sends them back here until they finish.
    await page.goto(`${ORIGINS.US}/profile`);
    await page.waitForURL((url) => url.pathname === '/userRegistration');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('article').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Terms and conditions' }).waitFor();
    await expectAccessible(page, '/userRegistration (terms)');
    const accept = page.getByRole('checkbox', { name: /I have read and accept/ });
    await accept.focus();
    await page.keyboard.press('Space');
    assert.equal(await accept.isChecked(), true);
    await page.getByRole('button', { name: 'Finish registration' }).click();
    await page.waitForURL((url) => url.pathname === '/apps');

    await page.goto(`${ORIGINS.US}/userRegistration`);
    await page.waitForURL((url) => url.pathname === '/apps');
    await page.goto(`${ORIGINS.US}/profile`);
    const accepted = page.getByRole('table', { name: 'Documents you accepted' });
    await accepted.getByRole('cell', { name: 'Terms and conditions' }).waitFor();
    await expectAccessible(page, '/profile');
    await context.close();
  });

  it('keeps a chosen language and time zone on another device', async () => {
    const first = await contextInZone(browser);
    const page = await first.newPage();
    await signIn(page, PREFERENCES_PERSONA, 'US', '/profile');
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    const before = await page.evaluate(async () => (await fetch('/api/v1/identity/user-context')).json());

    let saved = preferencesSaved(page);
    await page.getByRole('combobox', { name: 'Preferred language' }).selectOption('es-MX');
    await page.getByRole('heading', { level: 1, name: 'Tu perfil' }).waitFor();
    assert.equal((await saved).status(), 200);
    // The confirmation speaks the language just chosen.
    await page.getByText('Se guardó tu idioma.').waitFor();
    assert.equal(await page.getByText('Your language was saved.').count(), 0);
    saved = preferencesSaved(page);
    await page.getByRole('combobox', { name: 'Zona horaria' }).selectOption(CHOSEN_ZONE);
    assert.equal((await saved).status(), 200);
    await page.getByText('Se guardó tu zona horaria.').waitFor();
    await expectAccessible(page, '/profile in Spanish');
    await first.close();

    const second = await contextInZone(browser);
    const other = await second.newPage();
    await signIn(other, PREFERENCES_PERSONA, 'US', '/profile');
    await other.getByRole('heading', { level: 1, name: 'Tu perfil' }).waitFor();
    assert.equal(await other.locator('html').getAttribute('lang'), 'es-MX');
    assert.equal(await other.getByRole('combobox', { name: 'Zona horaria' }).inputValue(), CHOSEN_ZONE);
    const link = other.waitForResponse((res) => res.url().includes('/api/pwd-reset-link'));
    await other.getByLabel('Contraseña actual').fill(PASSWORD);
    await other.getByRole('button', { name: 'Restablecer contraseña' }).click();
    const { expires_at: expiresAt } = (await (await link).json()) as { expires_at: string };
    await other.getByText(`Vence el ${tokyoDateTime(expiresAt)}.`, { exact: false }).waitFor();

    // Leave the persona as it was for whoever signs in as it next.
    const restored = await other.evaluate(
      async ({ loginId, preferences }) => {
        const res = await fetch(`/api/users/${loginId}/preferences`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'portal' },
          body: JSON.stringify(preferences),
        });
        return res.status;
      },
      { loginId: PREFERENCES_PERSONA, preferences: before.user_preferences },
    );
    assert.equal(restored, 200);
    await second.close();
  });

  it('a user asks for access to another company and sees the request pending', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'noaccess', 'US', '/profile/requestAccess');
    await page.getByRole('heading', { level: 1, name: 'Request access to another company' }).waitFor();
    await page.getByRole('radiogroup').waitFor();
    await expectAccessible(page, '/profile/requestAccess');

    await page.getByRole('searchbox', { name: 'Search companies' }).fill('Summit');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Summit');
    const summit = page.getByRole('radio', { name: /Summit Household Goods/ });
    await summit.check();
    const products = page.getByRole('group', { name: 'Products of Summit Household Goods' });
    await products.getByRole('checkbox').first().check();
    await page
      .getByRole('textbox', { name: 'Note to the administrators (optional)' })
      .fill('We co-market with Summit and need their weekly sales.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Your request to Summit Household Goods was sent.', { exact: false }).waitFor();

    const row = page.getByRole('table', { name: 'My requests' }).getByRole('row', { name: /Summit Household Goods/ });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: 'see more' }).waitFor();
    await expectAccessible(page, '/profile/requestAccess with a request');

    // Asking again is refused, in words.
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('Summit');
    await page.getByRole('radio', { name: /Summit Household Goods/ }).waitFor();
    assert.equal(await page.getByRole('radio', { name: /Summit Household Goods/ }).isDisabled(), true);
    assert.equal(pathOf(page).startsWith('/profile/requestAccess'), true);
    await context.close();
  });

  it('shows the documents, and the terms download as a real PDF', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${ORIGINS.US}/terms`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(/^Version /).waitFor();
    await expectAccessible(page, '/terms');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download PDF/ }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^supplier-terms-and-conditions-.+\.pdf$/);
    const bytes = await fs.readFile(await file.path());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');

    await page.goto(`${ORIGINS.US}/privacyPolicy`);
    await page.getByText(/^Version /).waitFor();
    await expectAccessible(page, '/privacyPolicy');

    await signIn(page, 'partner', 'US', '/dataSharingAddendum');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(/^Version /).waitFor();
    await expectAccessible(page, '/dataSharingAddendum');
    await context.close();
  });
});
