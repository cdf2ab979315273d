import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  ORIGINS,
  pathOf,
  setRegistered,
  signIn,
  type MarketCode,
} from '../fixtures.ts';

/** What the header's navigation and the account menu offer a persona (navigation.ts), at 1280 px. */
type Menus = { header: string[]; account: string[] };

/**
 * Every demo persona, the market it signs in on, where the route guard lands it, and its name; for a few, the
 * entries its menus offer, and whether its landing page is checked with axe (the others' pages are checked by their
 * own specs: one check per kind of landing keeps this walk cheap).
 */
const PERSONAS: { loginId: string; market: MarketCode; lands: string; name: string; menus?: Menus; axe?: true }[] = [
  {
    loginId: 'superadmin',
    market: 'US',
    lands: '/companyList',
    name: 'Morgan Ellis',
    menus: {
      header: ['Support', 'Company list'],
      account: ['Announcements', 'Outgoing e-mail', 'Activity log', 'Knowledge base authoring', 'Sign out'],
    },
    axe: true,
  },
  {
    loginId: 'spectator',
    market: 'US',
    lands: '/companyList',
    name: 'Priya Natarajan',
    menus: { header: ['Support', 'Company list'], account: ['Announcements', 'Activity log', 'Sign out'] },
  },
  {
    loginId: 'admin',
    market: 'US',
    lands: '/apps',
    name: 'Dana Whitfield',
    menus: { header: ['Data dictionary', 'Support', 'Admin'], account: ['Admin', 'Profile', 'Sign out'] },
    axe: true,
  },
  {
    loginId: 'user',
    market: 'US',
    lands: '/apps',
    name: 'Jamie Cooper',
    menus: { header: ['Data dictionary', 'Support'], account: ['Profile', 'Sign out'] },
  },
  {
    loginId: 'agent',
    market: 'US',
    lands: '/apps',
    name: 'Sam Okafor',
    menus: {
      header: ['Data dictionary', 'Support', 'Support desk'],
      account: ['Support desk', 'Profile', 'Sign out'],
    },
  },
  { loginId: 'noaccess', market: 'US', lands: '/apps', name: 'Taylor Brooks' },
  { loginId: 'partner', market: 'US', lands: '/apps', name: 'Owen Price' },
  { loginId: 'agencyadmin', market: 'US', lands: '/apps', name: 'Nadia Sorensen' },
  {
    loginId: 'basic',
    market: 'US',
    lands: '/apps',
    name: 'Rosa Delgado',
    menus: { header: ['Data dictionary', 'Support'], account: ['Profile', 'Sign out'] },
    axe: true,
  },
  { loginId: 'basic3p', market: 'US', lands: '/apps', name: 'Li Chen' },
  { loginId: 'associate', market: 'US', lands: '/apps', name: 'Chris Alvarez' },
  { loginId: 'merchant', market: 'US', lands: '/apps', name: 'Renee Kowalski' },
  { loginId: 'assetprotection', market: 'US', lands: '/apps', name: 'Victor Nguyen' },
  { loginId: 'category', market: 'US', lands: '/apps', name: 'Alicia Grant' },
  { loginId: 'admin.mx', market: 'MX', lands: '/apps', name: 'Mariana López' },
  { loginId: 'user.mx', market: 'MX', lands: '/apps', name: 'Diego Hernández' },
  { loginId: 'admin.ca', market: 'CA', lands: '/apps', name: 'Sophie Tremblay' },
  { loginId: 'user.ca', market: 'CA', lands: '/apps', name: 'Étienne Roy' },
  { loginId: 'partner.ca', market: 'CA', lands: '/apps', name: 'Gabrielle Bouchard' },
  // Not registered yet: the guard sends them to registration first (issue 6).
  { loginId: 'newuser', market: 'US', lands: '/userRegistration', name: 'Casey Morales', axe: true },
];

describe('every demo persona signs in, finds its way, and signs out', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  // The personas whose menus are checked walk the whole way: sign in, menus, sign out through the menu.
  for (const persona of PERSONAS.filter((p) => p.menus)) {
    it(`${persona.loginId} lands on ${persona.lands}, is offered its menus and signs out`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await signIn(page, persona.loginId, persona.market);
      await page.waitForURL((url) => url.pathname === persona.lands);
      const menu = page.getByRole('button', { name: new RegExp(persona.name) });
      await menu.waitFor();
      if (persona.axe) await expectAccessible(page, `${persona.lands} as ${persona.loginId}`);

      const menus = persona.menus!;
      // The header first: the open menu hides the rest of the page from assistive technology.
      const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
      await navigation.getByRole('link', { name: menus.header.at(-1), exact: true }).waitFor();
      assert.deepEqual(await navigation.getByRole('link').allInnerTexts(), menus.header);
      await menu.click();
      await page.getByRole('menuitem').last().waitFor();
      assert.deepEqual(await page.getByRole('menuitem').allInnerTexts(), menus.account);
      // Sign out is the menu's last entry, whatever the language.
      await page.getByRole('menuitem').last().click();
      await page.waitForURL((url) => url.pathname === '/logout');
      await page.waitForURL(`${ORIGINS[persona.market]}/`, { timeout: 10_000 });
      const status = await page.evaluate(async () => (await fetch('/api/auth-status')).json());
      assert.deepEqual(status, { authenticated: false });
      assert.equal(pathOf(page), '/');
      await context.close();
    });
  }

  // The other demo accounts sign in and land under their names, three at a time (signing out is walked above).
  it('every other persona lands where the route guard sends it, under its name', async (t) => {
    const registered = setRegistered('newuser', 0);
    t.after(() => setRegistered('newuser', registered));
    const others = PERSONAS.filter((p) => !p.menus);
    for (let i = 0; i < others.length; i += 3) {
      await Promise.all(
        others.slice(i, i + 3).map(async (persona) => {
          const context = await newContext(browser);
          const page = await context.newPage();
          await signIn(page, persona.loginId, persona.market);
          await page.waitForURL((url) => url.pathname === persona.lands);
          await page.getByRole('button', { name: new RegExp(persona.name) }).waitFor();
          if (persona.axe) await expectAccessible(page, `${persona.lands} as ${persona.loginId}`);
          await context.close();
        }),
      );
    }
  });

  it('takes an admin to the admin area from the header, and marks it as the current page there', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/apps');
    const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await navigation.locator('[aria-current="page"]').innerText(), 'Admin');
    await page
      .getByRole('link', { name: /user management/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/userList');
    assert.equal(await navigation.locator('[aria-current="page"]').innerText(), 'Admin');
    await context.close();
  });

  it('a wrong password keeps the login id and says what went wrong', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${ORIGINS.US}/api/login?lastUrl=%2Fapps`);
    await page.locator('#loginId').fill('user');
    await page.locator('#password').fill('not-the-password');
    await page.locator('button[type=submit]').click();
    await page.getByRole('alert').getByText('The Login ID or password is not correct').waitFor();
    assert.equal(await page.locator('#loginId').inputValue(), 'user');
    await expectAccessible(page, 'the sign-in page with an error');
    await context.close();
  });
});
