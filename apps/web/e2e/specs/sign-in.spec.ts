import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, ORIGINS, PASSWORD, type MarketCode } from '../fixtures.ts';

/** A phone-sized visitor with no cookies. */
async function phonePage(browser: Browser, width = 320): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 720 } });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

async function assertNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `${label} scrolls sideways: ${scroll} > ${client}`);
}

/** The ids an element's aria-describedby names, and their texts. */
async function descriptionOf(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`)
      .join(' | '),
  );
}

const MARKETS: {
  market: MarketCode;
  lang: string;
  title: string;
  loginId: string;
  footer: string[];
  hidden: string[];
}[] = [
  {
    market: 'US',
    lang: 'en-US',
    title: 'Sign in',
    loginId: 'Login ID',
    footer: ['Terms and conditions', 'Privacy policy', 'Contact us'],
    hidden: [],
  },
  {
    market: 'MX',
    lang: 'es-MX',
    title: 'Iniciar sesión',
    loginId: 'ID de usuario',
    footer: ['Contáctanos'],
    hidden: ['Términos y condiciones', 'Aviso de privacidad'],
  },
  {
    market: 'CA',
    lang: 'fr-CA',
    title: 'Connexion',
    loginId: 'Identifiant',
    footer: ['Politique de confidentialité', 'Nous joindre'],
    hidden: ['Conditions générales'],
  },
];

describe('the server-rendered sign-in and password pages', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  for (const m of MARKETS) {
    it(`${m.market}: at 320 px the sign-in page fits, has the header and the market's footer, and axe is clean`, async () => {
      const page = await phonePage(browser);
      await page.goto(`${ORIGINS[m.market]}/api/login`);
      await page.getByRole('heading', { level: 1, name: m.title }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), m.lang);
      await page.getByRole('textbox', { name: m.loginId }).waitFor();
      const footer = page.getByRole('contentinfo');
      for (const name of m.footer) await footer.getByRole('link', { name, exact: true }).waitFor();
      for (const name of m.hidden) assert.equal(await footer.getByRole('link', { name }).count(), 0, name);
      await page.getByRole('banner').getByRole('link', { name: 'Supplier Insights Portal' }).waitFor();
      await assertNoSidewaysScroll(page, `/api/login on ${m.market}`);
      await expectAccessible(page, `/api/login on ${m.market} at 320 px`);

      await page.goto(`${ORIGINS[m.market]}/api/password-reset/request`);
      await page.getByRole('button', { name: /.+/ }).first().waitFor();
      await assertNoSidewaysScroll(page, `the reset request on ${m.market}`);
      await expectAccessible(page, `the reset request on ${m.market} at 320 px`);
      await page.context().close();
    });
  }

  it('shows and hides the password with a button that says which by aria-pressed', async () => {
    const page = await phonePage(browser, 390);
    await page.goto(`${ORIGINS.US}/api/login`);
    const password = page.locator('#password');
    await password.fill('a secret');
    const toggle = page.getByRole('button', { name: 'Show password' });
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    await toggle.click();
    assert.equal(await password.getAttribute('type'), 'text');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await password.inputValue(), 'a secret');
    await toggle.press('Enter');
    assert.equal(await password.getAttribute('type'), 'password');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    await page.context().close();
  });

  it('ties each error to its field, focuses the first, and signs in once fixed', async () => {
    const page = await phonePage(browser);
    await page.goto(`${ORIGINS.US}/api/login?lastUrl=%2Fprofile`);
    await page.locator('button[type=submit]').click();
    await page.getByText('Check the fields marked below.').waitFor();
    assert.equal(await page.locator('#loginId').getAttribute('aria-invalid'), 'true');
    assert.equal(await descriptionOf(page, '#loginId'), 'Enter your Login ID.');
    assert.equal(await descriptionOf(page, '#password'), 'Enter your password.');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'loginId');
    await expectAccessible(page, 'the sign-in page with errors');

    await page.locator('#loginId').fill('user');
    await page.locator('#password').fill('not-the-password');
    await page.locator('button[type=submit]').click();
    await page.getByText('The Login ID or password is not correct.', { exact: false }).waitFor();
    for (const field of ['#loginId', '#password']) {
      assert.equal(await page.locator(field).getAttribute('aria-invalid'), 'true');
      assert.match(await descriptionOf(page, field), /The Login ID or password is not correct/);
    }
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'password');
    await expectAccessible(page, 'the sign-in page after a wrong password');

    await page.locator('#password').fill(PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.context().close();
  });

  it('switches the page language with the header language control and keeps the sign-in target', async () => {
    const page = await phonePage(browser);
    await page.goto(`${ORIGINS.CA}/api/login?lastUrl=%2Fprofile`);
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await page.getByRole('button', { name: 'Mostrar contraseña' }).waitFor();
    await assertNoSidewaysScroll(page, 'the sign-in page in Spanish on CA');
    await expectAccessible(page, 'the sign-in page in Spanish');
    assert.equal(await page.locator('input[name=lastUrl]').inputValue(), '/profile');
    await page.context().close();
  });
});
