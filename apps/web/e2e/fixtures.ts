import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import axe from 'axe-core';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { foldForSearch } from '../../server/src/db/search-fold.ts';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const PORT = Number(process.env.E2E_PORT ?? 3300);
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
export const PASSWORD = 'portal-demo';

export const ORIGINS = {
  US: `http://localhost:${PORT}`,
  MX: `http://mx.localhost:${PORT}`,
  CA: `http://ca.localhost:${PORT}`,
} as const;
export type MarketCode = keyof typeof ORIGINS;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (no cookies, no storage) with a language, like a new visitor. */
export async function newContext(browser: Browser, locale = 'en-US'): Promise<BrowserContext> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  return context;
}

/** Signs in through the server's sign-in page, the way a person does, and waits for the landing URL. */
export async function signIn(page: Page, loginId: string, market: MarketCode = 'US', lastUrl = '/apps'): Promise<void> {
  await page.goto(`${ORIGINS[market]}/api/login?lastUrl=${encodeURIComponent(lastUrl)}`);
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill(PASSWORD);
  // Checking a password is deliberately slow (Argon2); with specs running in two lanes on two cores, a few
  // sign-ins at once can take longer than the default 10 s.
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/api/login'), { timeout: 30_000 }),
    page.locator('button[type=submit]').click(),
  ]);
}

/**
 * Colour contrast is only meaningful once transitions (entrance fades, hover reveals) have finished; endless
 * animations (spinners) never do. A transition can start just after a check (a late render under the pointer),
 * so the page must stay still for a moment.
 */
async function waitForTransitionsToSettle(page: Page): Promise<void> {
  const still = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
  await still();
  await page.waitForTimeout(200);
  await still();
}

/**
 * axe-core run in the page itself, injected once per document. (@axe-core/playwright's analyze() opened a blank page
 * for every check to assemble frames' results: 2.4 s a check where the run itself takes 0.3 s, and the app has no
 * frames. Decision 048.) Only violations are gathered: passes and inapplicable rules are not read.
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
}

/** axe's serious and critical violations on the page, one line each (empty when it passes). */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  await waitForTransitionsToSettle(page);
  const results = await runAxe(page);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join('; ')}`,
  );
}

/** Runs axe on the page and fails on serious or critical violations. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  assert.deepEqual(await accessibilityProblems(page), [], `axe found serious or critical problems on ${label}`);
}

/** Opens the e2e server's SQLite database, for tests that must move a session's clock. */
export function openDatabase(): Database.Database {
  assert.ok(DATA_DIR, 'E2E_DATA_DIR is not set; run the suite with npm run e2e');
  const db = new Database(path.join(DATA_DIR, 'portal.db'));
  // The server's search folding (decision 049): the users' triggers and indexes call it on a write.
  db.function('portal_fold', { deterministic: true }, (value: unknown) =>
    value === null ? null : foldForSearch(String(value)),
  );
  return db;
}

/** Sets the persona's saved language (read on every request), returning the one it had. */
export function setLanguage(loginId: string, language: string): string {
  const db = openDatabase();
  try {
    const row = db.prepare('SELECT language_code FROM user_preferences WHERE login_id = ?').get(loginId) as
      { language_code: string } | undefined;
    assert.ok(row, `${loginId} has preferences`);
    db.prepare('UPDATE user_preferences SET language_code = ? WHERE login_id = ?').run(language, loginId);
    return row.language_code;
  } finally {
    db.close();
  }
}

/**
 * Sets whether the persona has completed registration, returning how it was: specs sharing a lane's database run in
 * any order, so one that needs newuser unregistered says so (profile.spec.ts registers it). Registration is read
 * from the database on every request.
 */
export function setRegistered(loginId: string, registered: number): number {
  const db = openDatabase();
  try {
    const row = db.prepare('SELECT registration_completed FROM users WHERE login_id = ?').get(loginId) as
      { registration_completed: number } | undefined;
    assert.ok(row, `${loginId} exists`);
    db.prepare('UPDATE users SET registration_completed = ? WHERE login_id = ?').run(registered, loginId);
    return row.registration_completed;
  } finally {
    db.close();
  }
}

/** A user's status as the database holds it (ACTIVE, PENDING, BLOCKED). */
export function statusOf(loginId: string): string {
  const db = openDatabase();
  try {
    return (db.prepare('SELECT status FROM users WHERE login_id = ?').get(loginId) as { status: string }).status;
  } finally {
    db.close();
  }
}

/** The API calls the page asks from now on (path and query), for checking what a first load asks. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Clicks the page's 'Download Excel' button and opens the file it saves: its suggested name and first sheet. */
export async function downloadWorkbook(page: Page): Promise<{ filename: string; sheet: ExcelJS.Worksheet }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  const filename = download.suggestedFilename();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-xlsx-')), filename);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return { filename, sheet: workbook.worksheets[0]! };
}

/** The language each market's demo users read, for a browser context's locale. */
export const MARKET_LANGUAGES: Record<MarketCode, string> = { US: 'en-US', MX: 'es-MX', CA: 'fr-CA' };

/** A new context in the market's language, signed in as the user and opened on the path at the given width. */
export async function openAsUser(
  browser: Browser,
  loginId: string,
  path: string,
  market: MarketCode = 'US',
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, MARKET_LANGUAGES[market]);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, loginId, market, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return { context, page };
}

/**
 * Signed-in pages a spec's tests share, one per user and market (a journey per user rather than a sign-in per test):
 * the first `open` of a user signs in as `openAsUser` does; a later one reuses that page (its session, and the
 * scripts in its cache), sized and loaded afresh at the path, as a sign-in would have left it. Only for users who
 * stay signed in through the tests that share them. `closeAll` in the spec's `after`.
 */
export class SignedInPages {
  private readonly opened = new Map<string, { context: BrowserContext; page: Page }>();

  constructor(private readonly browser: () => Browser) {}

  async open(loginId: string, path: string, market: MarketCode = 'US', width = 1280): Promise<Page> {
    const known = this.opened.get(`${loginId}@${market}`);
    if (!known) {
      const opened = await openAsUser(this.browser(), loginId, path, market, width);
      this.opened.set(`${loginId}@${market}`, opened);
      return opened.page;
    }
    const { page } = known;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${ORIGINS[market]}${path}`);
    await page.waitForURL((url) => url.pathname === path.split('?')[0]);
    return page;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.opened.values()].map(({ context }) => context.close()));
    this.opened.clear();
  }
}

/**
 * Fails when anything on the page is wider than the box it may scroll in (issue 24, spec section 2: tables read on a
 * phone): the document scrolling sideways, an element wider than its nearest scroll container (or the viewport),
 * or a scroll container whose content overflows it sideways. Form fields (which scroll their own text) and what is
 * not rendered are left out.
 */
export async function expectNothingWiderThanScrollContainer(page: Page, label: string): Promise<void> {
  // A string, not a function: tsx names the function's inner functions with a helper the page does not have.
  const problems = await page.evaluate<string[]>(`(() => {
    const TOLERANCE = 1;
    const found = [];
    const describe = (el) => {
      const id = el.id ? '#' + el.id : '';
      const testId = el.getAttribute('data-testid');
      const classes = Array.from(el.classList).filter((name) => name.startsWith('Mui')).slice(0, 2);
      const text = (el.textContent || '').trim().slice(0, 40);
      return '<' + el.tagName.toLowerCase() + id + (testId ? ' data-testid=' + testId : '') +
        classes.map((c) => '.' + c).join('') + '> "' + text + '"';
    };
    const scrolls = (el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + TOLERANCE) {
      found.push('the document scrolls sideways (' + root.scrollWidth + ' px in ' + root.clientWidth + ' px)');
    }
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el.closest('input, textarea, select, svg, [aria-hidden="true"]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let container = el.parentElement;
      while (container && container !== document.body && !scrolls(container)) container = container.parentElement;
      const width = container && container !== document.body ? container.clientWidth : root.clientWidth;
      if (box.width > width + TOLERANCE) {
        found.push(describe(el) + ' is ' + Math.round(box.width) + ' px wide in ' + width + ' px');
      }
      if (scrolls(el) && el.scrollWidth > el.clientWidth + TOLERANCE) {
        found.push(describe(el) + ' scrolls sideways (' + el.scrollWidth + ' px in ' + el.clientWidth + ' px)');
      }
    }
    return found;
  })()`);
  assert.deepEqual(problems.slice(0, 8), [], `something is wider than its scroll container on ${label}`);
}

/**
 * Walks a list table through the spec's responsive widths (section 2: the first two columns below 768 px, three from
 * 768 px, each beside the details toggle): at each, the head shows that many columns, the row's details open with
 * `toggle`, and nothing is wider than its scroll container. `atWidth` adds a page's own checks.
 */
export async function walkResponsiveColumns(
  page: Page,
  toggle: Locator,
  label: string,
  atWidth?: (width: number) => Promise<void>,
): Promise<void> {
  for (const [width, shown] of [
    [320, 2],
    [390, 2],
    [768, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((count) => document.querySelectorAll('table thead th').length === count, shown + 1);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await page.getByTestId('row-details').first().waitFor();
    await expectNothingWiderThanScrollContainer(page, `${label} at ${width} px`);
    await atWidth?.(width);
  }
}
