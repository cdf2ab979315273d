import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext, ORIGINS, signIn } from '../fixtures.ts';

describe('markets and languages', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('serves each market in its language', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${ORIGINS.MX}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Información de venta minorista para proveedores, en un solo lugar' })
      .waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'es-MX');
    await expectAccessible(page, 'the MX landing page');
    await page.goto(`${ORIGINS.CA}/api/login`);
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr-CA');
  });

  it('falls back to en-US for a language outside the three', async () => {
    const page = await (await newContext(browser, 'de-DE')).newPage();
    await page.goto(`${ORIGINS.US}/api/login?lang=de-DE`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
    await page.evaluate(() => localStorage.setItem('portal_locale', 'de-DE'));
    await page.goto(`${ORIGINS.US}/`);
    await page.getByRole('heading', { level: 1, name: 'Retail insights for suppliers, all in one place' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
  });

  it('switches the interface language at once and carries it to the sign-in page', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${ORIGINS.US}/`);
    await page.getByRole('heading', { level: 1, name: 'Retail insights for suppliers, all in one place' }).waitFor();
    // A visitor's landing is the server's page: its language control is a link per language.
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Información de venta minorista para proveedores, en un solo lugar' })
      .waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'es-MX');
    // The web app's switch on a page of its own.
    await page.goto(`${ORIGINS.US}/support`);
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await page.waitForFunction(() => document.documentElement.lang === 'es-MX');
    await page.goto(`${ORIGINS.US}/api/login`);
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
  });

  it('keeps a signed-in user’s language choice after signing in again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'user', 'US', '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const saved = page.waitForResponse(
      (res) => res.url().includes('/preferences') && res.request().method() === 'POST',
    );
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await page
      .getByRole('heading', { level: 1, name: 'Información de venta minorista para proveedores, en un solo lugar' })
      .waitFor();
    assert.equal((await saved).status(), 200);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'user', 'US', '/');
    await page
      .getByRole('heading', { level: 1, name: 'Información de venta minorista para proveedores, en un solo lugar' })
      .waitFor();
    // Other specs expect `user` in English: put the choice back.
    const restored = page.waitForResponse(
      (res) => res.url().includes('/preferences') && res.request().method() === 'POST',
    );
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
    assert.equal((await restored).status(), 200);
    await context.close();
  });
});
