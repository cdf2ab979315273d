import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext, openDatabase, signIn, type MarketCode } from '../fixtures.ts';

type Expected = {
  loginId: string;
  market: MarketCode;
  launch: string[];
  pending: string[];
  noAccess: string[];
  absent: string[];
  message: 'internal' | 'external' | null;
};

const CASES: Expected[] = [
  {
    loginId: 'user',
    market: 'US',
    launch: ['Shopper Behavior', 'Customer Perception', 'Report Builder', 'Channel Insights'],
    pending: ['Digital Landscapes'],
    noAccess: ['Insights Activation'],
    absent: ['Modular Intelligence', 'Customer Pulse'],
    message: null,
  },
  {
    loginId: 'noaccess',
    market: 'US',
    launch: [],
    pending: [],
    noAccess: [
      'Shopper Behavior',
      'Customer Perception',
      'Insights Activation',
      'Digital Landscapes',
      'Report Builder',
      'Channel Insights',
    ],
    absent: ['Modular Intelligence', 'Customer Pulse'],
    message: 'external',
  },
  {
    loginId: 'associate',
    market: 'US',
    launch: [],
    pending: [],
    noAccess: [
      'Shopper Behavior',
      'Customer Perception',
      'Insights Activation',
      'Digital Landscapes',
      'Report Builder',
      'Channel Insights',
    ],
    absent: ['Modular Intelligence', 'Customer Pulse'],
    message: 'internal',
  },
  {
    loginId: 'partner',
    market: 'US',
    launch: ['Shopper Behavior', 'Report Builder'],
    pending: [],
    noAccess: ['Customer Perception', 'Insights Activation', 'Digital Landscapes', 'Channel Insights'],
    absent: ['Modular Intelligence', 'Customer Pulse'],
    message: null,
  },
  {
    loginId: 'basic',
    market: 'US',
    launch: ['Report Builder'],
    pending: [],
    noAccess: [
      'Shopper Behavior',
      'Customer Perception',
      'Insights Activation',
      'Digital Landscapes',
      'Channel Insights',
    ],
    absent: ['Modular Intelligence', 'Customer Pulse'],
    message: null,
  },
  {
    loginId: 'user.mx',
    market: 'MX',
    launch: [],
    pending: ['Shopper Behavior'],
    noAccess: ['Report Builder'],
    absent: ['Channel Insights', 'Customer Perception'],
    message: 'external',
  },
  {
    loginId: 'user.ca',
    market: 'CA',
    launch: ['Shopper Behavior'],
    pending: [],
    noAccess: ['Report Builder'],
    absent: ['Channel Insights', 'Customer Perception'],
    message: null,
  },
];

/** The card of a product on /apps, found by its title. */
function tile(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

async function openApps(
  browser: Browser,
  loginId: string,
  market: MarketCode,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, market === 'US' ? 'en-US' : market === 'MX' ? 'es-MX' : 'fr-CA');
  await context.route(/https:\/\/[a-z-]+(\.qa)?\.example\.com\/.*/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Product</title><h1>Product home</h1>' }),
  );
  const page = await context.newPage();
  await signIn(page, loginId, market);
  await page.waitForURL((url) => url.pathname === '/apps');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('article').first().waitFor();
  return { context, page };
}

describe('/apps', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  for (const expected of CASES) {
    it(`shows ${expected.loginId} (${expected.market}) the right tiles, states and messages`, async () => {
      const { context, page } = await openApps(browser, expected.loginId, expected.market);
      if (expected.market === 'US')
        await page.getByRole('heading', { level: 1, name: 'Get started with the product' }).waitFor();
      const titles = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
      assert.deepEqual(
        [...titles].sort(),
        [...expected.launch, ...expected.pending, ...expected.noAccess].sort(),
        'the tiles shown',
      );
      for (const title of expected.absent) assert.equal(await tile(page, title).count(), 0, `${title} must not show`);
      for (const title of expected.launch)
        assert.equal(
          await tile(page, title)
            .getByRole('button', { name: /Launch App|Abrir aplicación|Lancer l’application/ })
            .count(),
          1,
          `${title} launches`,
        );
      for (const title of expected.pending)
        assert.equal(
          await tile(page, title)
            .getByRole('button', { name: /Access pending|Acceso pendiente|Accès en attente/ })
            .count(),
          1,
          `${title} is pending`,
        );
      const internalLink = page.locator('a[href="/support/ticketCreation?request=access"]');
      if (expected.message === 'internal') await internalLink.first().waitFor();
      else assert.equal(await internalLink.count(), 0, 'no request-access link for an external user');
      if (expected.message === 'external' && expected.market === 'US') {
        await page.getByText('Please contact your Retail Link administrator to get access.').waitFor();
      }
      if (expected.noAccess.length > 0 && expected.market === 'US') {
        await page.getByText('Speak to your administrator to get access.').waitFor();
      }
      await expectAccessible(page, `/apps as ${expected.loginId}`);
      await context.close();
    });
  }

  it('explains pending access in a dialog', async () => {
    const { context, page } = await openApps(browser, 'user', 'US');
    await tile(page, 'Digital Landscapes').getByRole('button', { name: 'Access pending' }).click();
    const dialog = page.getByRole('dialog', { name: 'We are working on your access' });
    await dialog.waitFor();
    await dialog.getByText(/up to 2 days/).waitFor();
    await expectAccessible(page, 'the access-pending dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('offers Learn more without access, with key notes and a contact-us link', async () => {
    const { context, page } = await openApps(browser, 'noaccess', 'US');
    const card = tile(page, 'Shopper Behavior');
    await card.hover();
    await card.getByRole('button', { name: /Learn more/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading').first().waitFor();
    assert.ok((await dialog.getByRole('listitem').count()) >= 3, 'key notes listed');
    await dialog.getByRole('link', { name: /contact/i }).waitFor();
    await expectAccessible(page, 'the learn-more dialog');
    await context.close();
  });

  it('shows Coming soon for Report Builder on MX', async () => {
    const { context, page } = await openApps(browser, 'user.mx', 'MX');
    const card = tile(page, 'Report Builder');
    await card.hover();
    await card.getByText(/Próximamente/).waitFor();
    await context.close();
  });

  it('launches Shopper Behavior in a new tab and Report Builder in the same tab, recording each launch', async () => {
    const { context, page } = await openApps(browser, 'user', 'US');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      tile(page, 'Shopper Behavior')
        .getByRole('button', { name: /Launch App/ })
        .click(),
    ]);
    await popup.waitForLoadState();
    assert.match(popup.url(), /^https:\/\/shopper-behavior(\.qa)?\.example\.com\//);
    await tile(page, 'Report Builder')
      .getByRole('button', { name: /Launch App/ })
      .click();
    await page.waitForURL(/^https:\/\/report-builder(\.qa)?\.example\.com\//);
    const db = openDatabase();
    try {
      const launches = db
        .prepare(
          `select properties from analytics_events where name = 'product_launch' and user_id = (select id from users where login_id = 'user')`,
        )
        .all() as { properties: string }[];
      const codes = launches.map((row) => JSON.parse(row.properties).product as string);
      assert.ok(
        codes.includes('SHOPPER_BEHAVIOR') && codes.includes('REPORT_BUILDER'),
        `launches recorded: ${codes.join(', ')}`,
      );
    } finally {
      db.close();
    }
    await context.close();
  });

  it('works by keyboard alone', async () => {
    const { context, page } = await openApps(browser, 'user', 'US');
    const learnMore = tile(page, 'Insights Activation').getByRole('button', { name: /Learn more/ });
    for (
      let i = 0;
      i < 40 && !(await learnMore.evaluate((el) => el === document.activeElement).catch(() => false));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    assert.ok(
      await learnMore.evaluate((el) => el === document.activeElement),
      'Tab reaches Learn more of a tile without access',
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.ok(await learnMore.evaluate((el) => el === document.activeElement), 'focus returns to the button');
    await context.close();
  });
});
