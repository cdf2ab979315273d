import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../packages/contract/src/identity-core.ts';
import { MARKET_PATH } from '../../../packages/contract/src/markets.ts';
import { isRouteVisibleInMarket, matchesRoute, ROUTES } from '../../../packages/contract/src/routes.ts';
import {
  accessibilityProblems,
  launchBrowser,
  ORIGINS,
  setLanguage,
  setRegistered,
  signIn,
  type MarketCode,
} from './fixtures.ts';

/**
 * The responsive walk, run by responsive-us.spec.ts and responsive-markets.spec.ts (two files, so that the two
 * end-to-end lanes share it). Every page fits every screen (issue 14): each routed page, for a persona that reaches it, at four widths in the
 * three languages. A page fails when the document scrolls sideways, or when the header's menu (below 768 px), the
 * account menu (from 768 px) or a page's dialog opens partly outside the viewport.
 *
 * Each market is walked on its own host, by its own users, because the markets show other pages and links (no terms
 * on MX and CA, no privacy policy on MX, other footer links, the MX no-access notice, 'Coming soon' tiles) and their
 * companies' data (names, tickets, users) in their language. What each walk covers, and why, to keep the run short:
 * - US: every routed page, in English and French (the longest of the three): MX walks a visitor's, a company user's
 *   and a company admin's pages in Spanish (with its own links and data). The pages walked on US only (the staff's,
 *   registration, the basic user's) are read in French for their layout; every string's Spanish exists (the
 *   catalogue tests), its layout is the French one's, shorter.
 * - MX and CA: every page their visitors and their own suppliers' users reach, in the market's own language (es-MX
 *   on MX, fr-CA on CA): what differs from the US pages there is the market's links, tiles and data, and English on
 *   those hosts is the shorter text of a layout the US walk checks already (decision 048: the suite's cost). The
 *   internal staff's pages (company list, outbox, announcements, support desk) look
 *   the same whichever host serves them and registration has no unregistered demo user outside the US: those are
 *   walked on US only (STAFF_AND_REGISTRATION).
 * - Beside these, two personas whose pages differ from the others' on the same routes: the basic user (another
 *   launcher, and /noAccess for the pages a basic user may not open) in English and French, and CA's sponsored
 *   partner (the supplier picker in the header) in fr-CA.
 * Every walk keeps the four widths: the narrowest phone (where pages break), the tablet (the header's menu gives way
 * to the account menu, tables keep three columns), the narrowest full layout and the widest. 390 px was dropped (issue
 * 24, decision 048): a page that fits 320 px and 768 px fitted it every time, and the walk took 20 minutes of one lane.
 */

const WIDTHS = [320, 768, 1024, 1440] as const;
/**
 * The pages issue 24 changed (ways in, the company's view, phone tables, words) also pass axe at the narrowest and
 * the widest width, in each language the walk reads them in.
 */
const AXE_WIDTHS: readonly number[] = [320, 1440];
const AXE_ROUTES: readonly string[] = [
  ROUTES.landing,
  ROUTES.apps,
  ROUTES.admin,
  ROUTES.adminUserList,
  ROUTES.adminAccessRequests,
  ROUTES.adminDomains,
  ROUTES.adminActivityLog,
  ROUTES.companyList,
  ROUTES.dataDictionary,
  ROUTES.trackTicket,
  ROUTES.profile,
];
const WIDEST = WIDTHS[WIDTHS.length - 1]!;
const HEIGHT = 800;
/** Below this width the header is one menu button (ARCHITECTURE section 6). */
const COMPACT_BELOW = 768;
type Language = 'en-US' | 'es-MX' | 'fr-CA';

/** The catch-all (not-found) page, walked at an address no route has. */
const CATCH_ALL = '*';
/** Not walked: signing out ends the session the walk needs; /login hands over to the server's sign-in form. */
const NOT_WALKED: string[] = [ROUTES.logout, ROUTES.login];

/** The pages the web routes, read from its router, so that a page added there must be walked here too. */
export function routedPages(): string[] {
  const router = fs.readFileSync(path.resolve(import.meta.dirname, '../src/app/router.tsx'), 'utf8');
  const names = [...router.matchAll(/\[\s*ROUTES\.(\w+),/g)].map((match) => match[1] as keyof typeof ROUTES);
  assert.ok(names.length > 10, 'the router lists its pages as [ROUTES.name, load]');
  assert.match(router, /path: '\*'/, 'the router has a catch-all');
  return [ROUTES.landing, ...names.map((name) => ROUTES[name]), CATCH_ALL].filter(
    (route) => !NOT_WALKED.includes(route),
  );
}

/**
 * A page to walk: its route, for a record page the list page whose first record it opens, and for a page reached
 * by a redirect the address that leads there (`from`). `acting`: a super admin's page of a company context, walked
 * once the super admin acts for the market's first company.
 */
type Visit = { route: string; recordOf?: string; opener?: RegExp; from?: string; acting?: true };

/**
 * Who walks, on which market's host, in which languages. `unregistered`: walked as before registration (the guard
 * sends such a user to registration first).
 */
export type Persona = {
  loginId: string | null;
  market: MarketCode;
  languages: readonly Language[];
  visits: Visit[];
  unregistered?: boolean;
};

/**
 * US pages in English and French, the longest of the three: Spanish is read on MX's pages (its visitor, user and admin
 * walk the same routes with their own links and data); a page walked on US only is read in French for its layout.
 */
const US = { market: 'US', languages: ['en-US', 'fr-CA'] } as const;
const MX = { market: 'MX', languages: ['es-MX'] } as const;
const CA = { market: 'CA', languages: ['fr-CA'] } as const;

/** The public pages a visitor walks on every market (each market adds the legal pages it shows). */
const VISITOR_PAGES: Visit[] = [
  { route: ROUTES.landing },
  { route: ROUTES.insightsArticles },
  { route: ROUTES.contactUs },
  { route: ROUTES.ticketCreation },
  { route: ROUTES.supportHome },
  { route: ROUTES.pendingAccess },
  { route: ROUTES.noAccess },
  { route: ROUTES.error },
  { route: CATCH_ALL },
];

/** A company user's pages, and a company admin's, on every market. */
const USER_PAGES: Visit[] = [
  { route: ROUTES.apps },
  { route: ROUTES.dataDictionary },
  { route: ROUTES.accessDenied },
  { route: ROUTES.profile },
  { route: ROUTES.requestAccess },
  { route: ROUTES.dataSharingAddendum },
  { route: ROUTES.trackTicket },
  { route: ROUTES.ticketDetail, recordOf: ROUTES.trackTicket },
  // The knowledge base (issue 29): its pages that need a query are reached with one of the demo's.
  { route: ROUTES.knowledgeBaseHome },
  { route: ROUTES.knowledgeBaseArticles, from: `${ROUTES.knowledgeBaseArticles}?topic=support` },
  {
    route: ROUTES.knowledgeBaseArticleContent,
    from: `${ROUTES.knowledgeBaseArticleContent}?contentId=reset-your-password`,
  },
  { route: ROUTES.knowledgeBaseSearch, from: `${ROUTES.knowledgeBaseSearch}?q=password` },
  // The basic variant, which a charter user's account does not reach: its pages say so.
  { route: ROUTES.knowledgeBaseBasic },
  {
    route: ROUTES.knowledgeBaseBasicArticle,
    from: `${ROUTES.knowledgeBaseBasicArticle}?contentId=reset-your-password`,
  },
];
/** Release notes: US only (spec section 2). */
const US_USER_PAGES: Visit[] = [
  { route: ROUTES.releaseNotes },
  { route: ROUTES.releaseNotesArticle, from: `${ROUTES.releaseNotesArticle}?path=report-builder-2025-09` },
];
const ADMIN_PAGES: Visit[] = [
  { route: ROUTES.admin },
  { route: ROUTES.adminUserList },
  { route: ROUTES.adminAccessRequests },
  { route: ROUTES.adminDomains, opener: /^(Add domain|Agregar dominio|Ajouter un domaine)$/ },
  // An entry's dialog and the date range picker are checked on a phone by activity-log.spec.ts.
  { route: ROUTES.adminActivityLog },
  { route: ROUTES.adminAccessAudit },
  // The add and end dialogs are checked on a phone by partner.spec.ts.
  { route: ROUTES.adminThirdParty },
];

/** Walked on US only: the internal staff's pages and registration (see the header). */
const STAFF_AND_REGISTRATION: string[] = [
  ROUTES.companyList,
  ROUTES.globalUserManagement,
  ROUTES.outbox,
  ROUTES.outboxMessage,
  ROUTES.announcements,
  ROUTES.supportDesk,
  ROUTES.supportDeskIncident,
  ROUTES.userRegistration,
  ROUTES.knowledgeBaseAuthoring,
  ROUTES.knowledgeBaseAuthoringArticle,
];

/** Each market's personas and the routes they reach there; together they cover the market's pages (checked below). */
export const MARKET_PERSONAS: Persona[] = [
  { ...US, loginId: null, visits: [...VISITOR_PAGES, { route: ROUTES.privacyPolicy }, { route: ROUTES.terms }] },
  { ...US, loginId: 'user', visits: [...USER_PAGES, ...US_USER_PAGES] },
  { ...US, loginId: 'admin', visits: ADMIN_PAGES },
  {
    ...US,
    loginId: 'superadmin',
    visits: [
      { route: ROUTES.companyList },
      { route: ROUTES.outbox },
      { route: ROUTES.outboxMessage, recordOf: ROUTES.outbox },
      { route: ROUTES.announcements, opener: /^(New announcement|Nuevo anuncio|Nouvelle annonce)$/ },
      // Last: acting for a company changes the header of the pages after it.
      { route: ROUTES.globalUserManagement, acting: true },
    ],
  },
  {
    ...US,
    loginId: 'agent',
    visits: [{ route: ROUTES.supportDesk }, { route: ROUTES.supportDeskIncident, recordOf: ROUTES.supportDesk }],
  },
  {
    ...US,
    loginId: 'editor',
    visits: [
      { route: ROUTES.knowledgeBaseAuthoring, opener: /^(New article|Nuevo artículo|Nouvel article)$/ },
      { route: ROUTES.knowledgeBaseAuthoringArticle, recordOf: ROUTES.knowledgeBaseAuthoring },
    ],
  },
  { ...US, loginId: 'newuser', visits: [{ route: ROUTES.userRegistration }], unregistered: true },
  // MX shows neither the terms nor the privacy policy; CA shows the privacy policy but not the terms.
  { ...MX, loginId: null, visits: VISITOR_PAGES },
  { ...MX, loginId: 'user.mx', visits: USER_PAGES },
  { ...MX, loginId: 'admin.mx', visits: ADMIN_PAGES },
  { ...CA, loginId: null, visits: [...VISITOR_PAGES, { route: ROUTES.privacyPolicy }] },
  { ...CA, loginId: 'user.ca', visits: USER_PAGES },
  { ...CA, loginId: 'admin.ca', visits: ADMIN_PAGES },
];

/** Personas whose pages differ from the market personas' on the same routes (see the header). */
export const OTHER_PERSONAS: Persona[] = [
  {
    ...US,
    loginId: 'basic',
    visits: [
      { route: ROUTES.apps },
      { route: ROUTES.dataDictionary },
      { route: ROUTES.profile },
      { route: ROUTES.trackTicket },
      { route: ROUTES.knowledgeBaseBasic },
      {
        route: ROUTES.knowledgeBaseBasicArticle,
        from: `${ROUTES.knowledgeBaseBasicArticle}?contentId=reset-your-password`,
      },
      // A page a basic user may not open sends them to /noAccess, signed in.
      { route: ROUTES.noAccess, from: ROUTES.requestAccess },
    ],
  },
  { ...CA, loginId: 'partner.ca', visits: [{ route: ROUTES.apps }, { route: ROUTES.profile }] },
];

const PERSONAS: Persona[] = [...MARKET_PERSONAS, ...OTHER_PERSONAS];

/** The pages a market's personas must walk: every routed page the market shows, less those walked on US only. */
export function marketPages(market: MarketCode): string[] {
  const shown = routedPages().filter((route) => route === CATCH_ALL || isRouteVisibleInMarket(route, market));
  return market === 'US' ? shown : shown.filter((route) => !STAFF_AND_REGISTRATION.includes(route));
}

export function personaName(persona: Persona): string {
  return `${persona.loginId ?? 'a visitor'} on ${persona.market}`;
}

/** The record pages and the list each one is reached from. */
const RECORDS: Record<string, string> = Object.fromEntries(
  PERSONAS.flatMap((persona) => persona.visits)
    .filter((visit) => visit.recordOf)
    .map((visit) => [visit.route, visit.recordOf!]),
);

/**
 * Whether the document scrolls sideways, and if so the deepest elements that reach past the right edge, by their box
 * or by content spilling out of it (a long word in a heading), for the failure message.
 */
const OVERFLOW = `(() => {
  const root = document.scrollingElement || document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth <= width) return null;
  const culprits = [];
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0) continue;
    const spills = getComputedStyle(el).overflowX === 'visible' && box.left + el.scrollWidth > width + 1;
    if (box.right <= width + 1 && !spills) continue;
    const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
      (typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '');
    culprits.push(name + ' "' + (el.textContent || '').trim().slice(0, 40) + '" to ' +
      Math.round(Math.max(box.right, box.left + el.scrollWidth)));
  }
  return 'scrollWidth ' + root.scrollWidth + ' > clientWidth ' + width + ': ' + culprits.slice(-3).join('; ');
})()`;

/**
 * The open pop-ups (menus, drawers, dialogs): each must lie inside the viewport, and so must each control in it
 * (a close button cut off by the screen's edge cannot be pressed).
 */
const POPUPS_OUTSIDE = `(() => {
  const root = document.documentElement;
  const w = root.clientWidth;
  const h = root.clientHeight;
  const outside = (box) => box.left < -1 || box.top < -1 || box.right > w + 1 || box.bottom > h + 1;
  const found = [];
  const papers = document.querySelectorAll('.MuiPopover-paper, .MuiDrawer-paper, .MuiDialog-paper, .bar-menu-panel');
  for (const paper of papers) {
    const box = paper.getBoundingClientRect();
    if (box.width === 0) continue;
    if (outside(box)) {
      found.push(paper.className.split(' ')[0] + ' at ' + [box.left, box.top, box.right, box.bottom].map(Math.round).join(','));
    }
    for (const control of paper.querySelectorAll('button, a[href], input, select')) {
      const c = control.getBoundingClientRect();
      if (c.width > 0 && (c.left < -1 || c.right > w + 1)) {
        found.push('"' + (control.getAttribute('aria-label') || control.textContent || '').trim().slice(0, 30) +
          '" from ' + Math.round(c.left) + ' to ' + Math.round(c.right));
      }
    }
  }
  return { count: Array.from(papers).filter((p) => p.getBoundingClientRect().width > 0).length, found };
})()`;

/** Two frames: media-query listeners have run and React has painted what they changed. */
async function nextPaint(page: Page): Promise<void> {
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

/**
 * Waits until the page has its heading and has finished loading what it shows: no spinner, no busy table. (Not
 * 'networkidle': its half second of quiet per page would be a third of the walk.)
 */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[role="progressbar"], [aria-busy="true"], .MuiSkeleton-root'),
    undefined,
    { polling: 'raf' },
  );
  await nextPaint(page);
}

async function popupsOutside(page: Page, what: string, label: string): Promise<string[]> {
  const { count, found } = (await page.evaluate(POPUPS_OUTSIDE)) as { count: number; found: string[] };
  if (count === 0) return [`${label}: the ${what} did not open`];
  return found.map((problem) => `${label}: the ${what} leaves the viewport: ${problem}`);
}

/**
 * Closes whatever pop-up is open, with Escape, and waits until it is gone. The server-rendered landing's menu is a
 * `details` element (no script): its button closes it.
 */
async function closePopup(page: Page): Promise<void> {
  const serverMenu = page.locator('details.bar-menu[open]');
  if ((await serverMenu.count()) > 0) {
    await page.locator('#header-menu-button').click();
    await page.locator('#header-menu').waitFor({ state: 'hidden' });
    return;
  }
  await page.keyboard.press('Escape');
  await page.locator('.MuiPopover-root, .MuiDrawer-root, .MuiDialog-root').first().waitFor({ state: 'detached' });
}

/**
 * The header's menu below 768 px, the account menu from there up: each opens inside the screen. Without `open`, only
 * which of the two the header shows at this width.
 */
async function checkHeaderMenus(
  page: Page,
  width: number,
  signedIn: boolean,
  label: string,
  open: boolean,
): Promise<string[]> {
  const compactButton = page.locator('#header-menu-button');
  if (!open) {
    const compact = await compactButton.isVisible();
    if (width < COMPACT_BELOW && !compact) return [`${label}: no header menu button below ${COMPACT_BELOW} px`];
    return width >= COMPACT_BELOW && compact ? [`${label}: the header is collapsed at ${width} px`] : [];
  }
  if (width < COMPACT_BELOW) {
    if (!(await compactButton.isVisible())) {
      const problems = [`${label}: no header menu button below ${COMPACT_BELOW} px`];
      // Without the collapsed header, the account menu is what a phone user has: it must open on screen.
      const account = page.locator('#user-menu-button');
      if (signedIn && (await account.isVisible())) {
        await account.click();
        problems.push(...(await popupsOutside(page, 'account menu', label)));
        await closePopup(page);
      }
      return problems;
    }
    await compactButton.click();
    await page.locator('#header-menu').waitFor();
    await nextPaint(page);
    const problems = await popupsOutside(page, 'header menu', label);
    // Signing out is always there; the other entries follow navigation.ts (no profile for a super admin without a
    // company or a user still registering, whom /profile would send elsewhere), tested in personas.spec.ts.
    if (signedIn && (await page.locator(`#header-menu a[href="${ROUTES.logout}"]`).count()) === 0) {
      problems.push(`${label}: the header menu has no link to ${ROUTES.logout}`);
    }
    await closePopup(page);
    return problems;
  }
  if (await compactButton.isVisible()) return [`${label}: the header is collapsed at ${width} px`];
  if (!signedIn) return [];
  await page.locator('#user-menu-button').click();
  await page.getByRole('menu').waitFor();
  await nextPaint(page);
  const problems = await popupsOutside(page, 'account menu', label);
  await closePopup(page);
  return problems;
}

/** Below this width a dialog fills the screen (ARCHITECTURE section 6: dialogs go full-screen on phones). */
const FULL_SCREEN_BELOW = 600;

async function checkDialog(page: Page, width: number, opener: RegExp, label: string): Promise<string[]> {
  const button = page.getByRole('button', { name: opener });
  if (!(await button.isVisible())) return [`${label}: no button ${opener} opens the dialog`];
  await button.click();
  await page.getByRole('dialog').waitFor();
  await nextPaint(page);
  const problems = await popupsOutside(page, 'dialog', label);
  if (width < FULL_SCREEN_BELOW) {
    const box = await page.locator('.MuiDialog-paper').boundingBox();
    const screen = await page.evaluate('[document.documentElement.clientWidth, document.documentElement.clientHeight]');
    const [w, h] = screen as [number, number];
    if (!box || Math.round(box.width) !== w || Math.round(box.height) !== h) {
      problems.push(`${label}: the dialog is not full-screen (${box?.width}x${box?.height} on ${w}x${h})`);
    }
  }
  await closePopup(page);
  return problems;
}

/**
 * Walks one page through the widths, widest last, and says what does not fit; with `openMenus`, the header's menus
 * are opened at each width.
 */
async function checkWidths(
  page: Page,
  visit: Visit,
  signedIn: boolean,
  label: string,
  openMenus: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await nextPaint(page);
    const at = `${label} at ${width} px`;
    const overflow = (await page.evaluate(OVERFLOW)) as string | null;
    if (overflow) problems.push(`${at}: the page scrolls sideways: ${overflow}`);
    problems.push(...(await checkHeaderMenus(page, width, signedIn, at, openMenus)));
    if (visit.opener) problems.push(...(await checkDialog(page, width, visit.opener, at)));
    if (AXE_WIDTHS.includes(width) && AXE_ROUTES.includes(visit.route)) {
      problems.push(...(await accessibilityProblems(page)).map((problem) => `${at}: axe: ${problem}`));
    }
  }
  return problems;
}

/** Acts for the market's first company, as a tap on its name in the company list does (GET set-context). */
async function actForFirstCompany(page: Page): Promise<void> {
  const status = await page.evaluate(
    async ([header, value]) => {
      const list = (await (await fetch('/api/companies?pageSize=10')).json()) as { items: { companyId: number }[] };
      const answer = await fetch(`/api/users/set-context?companyId=${list.items[0]!.companyId}`, {
        headers: { [header]: value },
      });
      return answer.status;
    },
    [CSRF_HEADER, CSRF_HEADER_VALUE] as const,
  );
  assert.equal(status, 200, 'the super admin acts for a company');
}

/** The first link of a list page that opens one record (`/base/…`), or null when the list is empty. */
async function firstRecordPath(page: Page, base: string): Promise<string | null> {
  const hrefs = await page
    .locator(`main a[href^="${base}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return hrefs.find((href) => href && href !== base) ?? null;
}

/** Walks the persona's pages in one language, signed in (when it has a login) with that language saved. */
export async function walkPages(browser: Browser, persona: Persona, language: Language): Promise<string[]> {
  const who = personaName(persona);
  const origin = ORIGINS[persona.market];
  const context: BrowserContext = await browser.newContext({
    viewport: { width: WIDEST, height: HEIGHT },
    reducedMotion: 'reduce',
    locale: language,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  let restore: (() => void) | null = null;
  try {
    if (persona.loginId) {
      const loginId = persona.loginId;
      const saved = setLanguage(loginId, language);
      const registered = persona.unregistered ? setRegistered(loginId, 0) : null;
      restore = () => {
        setLanguage(loginId, saved);
        if (registered !== null) setRegistered(loginId, registered);
      };
      await signIn(page, loginId, persona.market, persona.visits[0]!.route);
    } else {
      await context.addCookies([{ name: 'portal_locale', value: language, url: origin }]);
    }
    const records: Record<string, string> = {};
    const problems: string[] = [];
    // A persona's header is the same on each of its pages, the server-rendered landing's apart: its menus are opened
    // on the first page of each kind, and again once a super admin acts for a company (the header changes).
    const headersOpened = new Set<string>();
    for (const visit of persona.visits) {
      const address =
        visit.route === CATCH_ALL
          ? '/no/such/page'
          : visit.recordOf
            ? (records[visit.route] ?? visit.route.replace(/:\w+/g, '0'))
            : (visit.from ?? visit.route);
      await page.setViewportSize({ width: WIDEST, height: HEIGHT });
      if (visit.acting) await actForFirstCompany(page);
      await page.goto(`${origin}${address}`);
      await settle(page);
      const reached = new URL(page.url()).pathname;
      assert.ok(
        visit.route === CATCH_ALL ? reached === address : matchesRoute(visit.route, reached),
        `${who} reaches ${visit.route} (landed on ${reached})`,
      );
      // The saved language arrives with the user context and its catalogue after it: wait for it, then check.
      await page
        .waitForFunction((wanted) => document.documentElement.lang === wanted, language, { timeout: 10_000 })
        .catch(() => undefined);
      assert.equal(await page.locator('html').getAttribute('lang'), language, `${address} is in ${language}`);
      for (const [record, list] of Object.entries(RECORDS)) {
        const found = list === visit.route ? await firstRecordPath(page, list) : null;
        if (found) records[record] = found;
      }
      const header = (await page.locator('details.bar-menu').count()) > 0 ? 'server-rendered' : 'app';
      const openMenus = visit.acting === true || !headersOpened.has(header);
      headersOpened.add(header);
      const label = `${address} (${language}, ${who})`;
      problems.push(...(await checkWidths(page, visit, persona.loginId !== null, label, openMenus)));
    }
    // The market is the host's (Chromium resolves *.localhost, Node does not): ask it in the page.
    const served = await page.evaluate(
      async (url) => ((await (await fetch(url)).json()) as { market: string }).market,
      MARKET_PATH,
    );
    assert.equal(served, persona.market, `${origin} serves ${persona.market}`);
    return problems;
  } finally {
    restore?.();
    await context.close();
  }
}

/** Registers one test per persona, its languages in turn (its saved language is one row); personas side by side. */
export function walkPersonas(title: string, personas: Persona[]): void {
  describe(title, { concurrency: 3 }, () => {
    let browser: Browser;
    before(async () => {
      browser = await launchBrowser();
    });
    after(() => browser.close());

    for (const persona of personas) {
      const who = personaName(persona);
      it(`${who}: no sideways scroll, menus and dialogs on screen, in ${persona.languages.join(', ')}`, async () => {
        const problems: string[] = [];
        for (const language of persona.languages) problems.push(...(await walkPages(browser, persona, language)));
        assert.deepEqual(problems, [], `pages that do not fit for ${who}`);
      });
    }
  });
}
