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

const NO_ACCESS_TITLE =
  /You don’t have access to any products yet|Todavía no tienes acceso a ningún producto|Vous n’avez encore accès à aucun produit/;
const PENDING_TITLE = /Your access is on its way|Tu acceso está en camino|Votre accès est en préparation/;
const NOTICE_TITLES = new RegExp(`${NO_ACCESS_TITLE.source}|${PENDING_TITLE.source}`);
/** The spec's footer of the external no-access message, in the three languages. */
const FOOTERS =
  /^(Speak to your administrator to get access\.|Habla con tu administrador para obtener acceso\.|Adressez-vous à votre administrateur pour obtenir l’accès\.)$/;
const NOT_YOURS_YET_OR_COMING_SOON =
  /^(No access yet|Aún sin acceso|Pas encore d’accès|Coming soon|Próximamente|Bientôt offert)$/;
/** The e-mail domain of each external persona's company, whose administrators the notice names. */
const COMPANY_MAIL: Record<string, RegExp> = {
  noaccess: /^mailto:[^@]+@acmefresh\.example$/,
  'user.mx': /^mailto:[^@]+@alimentosdelvalle\.example$/,
};

/** How much of an element shows, through its own and its ancestors' opacity (1: fully). */
function shownOpacity(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    opacity *= Number(getComputedStyle(node).opacity);
  }
  return opacity;
}

/** Waits for the tiles' entrance animations to end: what shows 'at rest' is what shows after them. */
async function atRest(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

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

/** The tiles, their states and the messages a persona sees on /apps (the page as it first loads). */
async function checkTilesAndMessages(page: Page, expected: Expected): Promise<void> {
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
  const notice = page.getByRole('region', { name: NOTICE_TITLES });
  if (expected.message === null) assert.equal(await notice.count(), 0, 'no notice for a user who can launch');
  else {
    // One explanation, which never says 'no access' beside an 'Access pending' tile.
    assert.equal(await notice.count(), 1, 'one notice');
    const title = expected.pending.length > 0 ? PENDING_TITLE : NO_ACCESS_TITLE;
    await notice.getByRole('heading', { level: 2, name: title }).waitFor();
    assert.doesNotMatch(await notice.innerText(), expected.pending.length > 0 ? NO_ACCESS_TITLE : PENDING_TITLE);
  }
  if (expected.message === 'external') {
    // Whom to ask: the company's administrators, by name and e-mail.
    const mail = notice.locator('a[href^="mailto:"]');
    await mail.first().waitFor();
    assert.ok((await mail.count()) >= 1, 'administrators named');
    for (const href of await mail.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
      assert.match(href, COMPANY_MAIL[expected.loginId]!, 'an administrator of the user’s own company');
  }
  if (expected.message === 'external') {
    // The spec's footer beside the administrators, once (not again under the tiles).
    await notice.getByText(FOOTERS).waitFor();
    assert.equal(await page.getByText(FOOTERS).count(), 1, 'the footer once');
  } else {
    const footer = page.getByText('Speak to your administrator to get access.');
    if (expected.noAccess.length > 0 && expected.market === 'US' && expected.message === null) await footer.waitFor();
    else assert.equal(await footer.count(), 0, 'the footer does not repeat the notice');
  }
  for (const title of expected.noAccess) {
    const label = tile(page, title).getByText(NOT_YOURS_YET_OR_COMING_SOON);
    assert.equal(await label.count(), 1, `${title} says it is not the user's yet`);
  }
  await expectAccessible(page, `/apps as ${expected.loginId}`);
}

type Check = [title: string, check: (page: Page) => Promise<void>];

/**
 * What each persona's journey checks after its tiles, in order, on the same signed-in page: the checks that only
 * read come first, those that open a dialog next, and a launch (which leaves /apps) last.
 */
const MORE_CHECKS: Record<string, Check[]> = {
  user: [
    [
      "lines up a row's Launch App buttons, whatever each card's text and footer",
      async (page) => {
        const customers = page.getByRole('region', { name: 'Know your customer' });
        const launches = customers.getByRole('button', { name: 'Launch App' });
        assert.ok((await launches.count()) >= 2, 'two products to launch in one group');
        // Measured in one go each, so a banner arriving between two measurements cannot move one box and not another.
        const boxesOf = (elements: Element[]) =>
          elements.map((element) => {
            const { y, height } = element.getBoundingClientRect();
            return { y, height };
          });
        const [boxes, cards] = await Promise.all([
          launches.evaluateAll(boxesOf),
          customers.getByRole('article').evaluateAll(boxesOf),
        ]);
        // Shopper Behavior (with a footer) and Customer Perception (without) share the first row at 1280 px.
        assert.equal(Math.round(cards[0]!.y), Math.round(cards[1]!.y), 'the first two cards share a row');
        assert.equal(Math.round(cards[0]!.height), Math.round(cards[1]!.height), 'cards of a row are as tall');
        assert.equal(Math.round(boxes[0]!.y), Math.round(boxes[1]!.y), 'their Launch App buttons line up');
      },
    ],
    [
      // Before any other check moves the focus: Tab starts from the top of the page as loaded.
      'works by keyboard alone',
      async (page) => {
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
      },
    ],
    [
      'explains pending access in a dialog',
      async (page) => {
        await tile(page, 'Digital Landscapes').getByRole('button', { name: 'Access pending' }).click();
        const dialog = page.getByRole('dialog', { name: 'We are working on your access' });
        await dialog.waitFor();
        await dialog.getByText(/up to 2 days/).waitFor();
        await expectAccessible(page, 'the access-pending dialog');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      },
    ],
    [
      'launches Shopper Behavior in a new tab and Report Builder in the same tab, recording each launch',
      async (page) => {
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
      },
    ],
  ],
  noaccess: [
    [
      'offers Learn more without access, with key notes and a contact-us link',
      async (page) => {
        const card = tile(page, 'Shopper Behavior');
        await card.getByRole('button', { name: /Learn more/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('heading').first().waitFor();
        assert.ok((await dialog.getByRole('listitem').count()) >= 3, 'key notes listed');
        await dialog.getByRole('link', { name: /contact/i }).waitFor();
        await expectAccessible(page, 'the learn-more dialog');
      },
    ],
  ],
  'user.mx': [
    [
      'shows Coming soon for Report Builder on MX',
      async (page) => {
        const card = tile(page, 'Report Builder');
        const comingSoon = card.getByText(/Próximamente/);
        await comingSoon.waitFor();
        await atRest(page);
        assert.equal(await comingSoon.evaluate(shownOpacity), 1, 'Coming soon shows at rest');
      },
    ],
  ],
};

describe('/apps', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  // One journey a persona: signed in once, its checks in turn on the same page.
  for (const expected of CASES) {
    describe(`as ${expected.loginId} (${expected.market})`, () => {
      let signedIn: { context: BrowserContext; page: Page } | undefined;
      before(async () => {
        signedIn = await openApps(browser, expected.loginId, expected.market);
      });
      after(() => signedIn?.context.close());

      it(`shows ${expected.loginId} (${expected.market}) the right tiles, states and messages`, () =>
        checkTilesAndMessages(signedIn!.page, expected));
      for (const [title, check] of MORE_CHECKS[expected.loginId] ?? []) it(title, () => check(signedIn!.page));
    });
  }

  it('on a phone (touch, 390 px): every action shows at rest, nothing scrolls sideways, and the notice comes first', async () => {
    for (const [loginId, market, locale] of [
      ['noaccess', 'US', 'en-US'],
      ['user.mx', 'MX', 'es-MX'],
    ] as const) {
      const context = await browser.newContext({
        locale,
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      await signIn(page, loginId, market);
      await page.waitForURL((url) => url.pathname === '/apps');
      await page.getByRole('article').first().waitFor();
      const notice = page.getByRole('region', { name: NOTICE_TITLES });
      await notice.locator('a[href^="mailto:"]').first().waitFor();
      await atRest(page);
      const actions = page.getByRole('article').getByRole('button');
      assert.ok((await actions.count()) >= 1, 'tiles have actions');
      for (const action of await actions.all()) {
        assert.equal(await action.evaluate(shownOpacity), 1, `${await action.innerText()} shows at rest`);
        const box = await action.boundingBox();
        assert.ok(box && box.height >= 36 && box.x >= 0 && box.x + box.width <= 390, 'a touch-size button on screen');
      }
      for (const label of await page.getByRole('article').getByText(NOT_YOURS_YET_OR_COMING_SOON).all())
        assert.equal(await label.evaluate(shownOpacity), 1, 'the tile says why at rest');
      const noticeBox = await notice.boundingBox();
      const firstTile = await page.getByRole('article').first().boundingBox();
      assert.ok(noticeBox && firstTile && noticeBox.y < firstTile.y, 'the notice comes before the tiles');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `no sideways scroll (${overflow} px)`);
      await expectAccessible(page, `/apps on a phone as ${loginId}`);
      await context.close();
    }
  });
});
