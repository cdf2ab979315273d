import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../../../../packages/contract/src/routes.ts';
import { expectAccessible, launchBrowser, newContext, ORIGINS, signIn } from '../fixtures.ts';

/** The anti-forgery header every change carries, set-context included (as the web's api-client sends it). */
const CSRF = { 'x-requested-with': 'portal' };
const COMPANY = 'Acme Fresh Foods';
const NOTICE = 'View only: changes are turned off for this account';

/**
 * The pages the web routes, read from its router, so a page added there is walked here too. Not walked: signing
 * out (/logout ends the session the walk needs), the server's sign-in form (/login), and the company list, the
 * spectator's own chooser of a company to view, whose controls take a context (allowed: it changes the session
 * only) and which has its own spec.
 */
const NOT_WALKED: string[] = [ROUTES.logout, ROUTES.login, ROUTES.companyList];

function routedPages(): string[] {
  const router = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/app/router.tsx'), 'utf8');
  const names = [...router.matchAll(/\[\s*ROUTES\.(\w+),/g)].map((match) => match[1] as keyof typeof ROUTES);
  assert.ok(names.length > 10, 'the router lists its pages as [ROUTES.name, load]');
  return [ROUTES.landing, ...names.map((name) => ROUTES[name])].filter((route) => !NOT_WALKED.includes(route));
}

/**
 * The allow rule, kept small. Anywhere: the header and the footer (navigation, the account menu, and the language
 * switch, which changes only the interface for a view-only user), tabs, searching, paging, sorting, and read-only fields. On a
 * page, by name: the reads it offers, each one the server lets the spectator do.
 */
const DOWNLOAD_PDF = [/^Download PDF/];
const ALLOWED_ON_PAGE: Record<string, RegExp[]> = {
  // Opens an article to read.
  [ROUTES.insightsArticles]: [/^Read article$/],
  // The documents' PDFs (a GET).
  [ROUTES.terms]: DOWNLOAD_PDF,
  [ROUTES.privacyPolicy]: DOWNLOAD_PDF,
  [ROUTES.dataSharingAddendum]: DOWNLOAD_PDF,
  // Asks again for the companies and requests that failed to load.
  [ROUTES.requestAccess]: [/^Try again$/],
  // Explains a product.
  [ROUTES.apps]: [/^Learn more$/],
  // Searching (with suggestions), the product filter, and the export: a read sent as a POST, which the server
  // lets the spectator do.
  // The copy buttons put a name on the clipboard.
  [ROUTES.dataDictionary]: [
    /^Search data elements$/,
    /^Products$/,
    /^Download Excel$/,
    /^Copy technical name /,
    /^Copy DSS name /,
  ],
  // Ticking rows and opening a row's menu change nothing (every entry of the menu, like 'Block selected', is
  // disabled: the unit tests check it); 'see more' and the export, a GET the server lets the spectator do.
  [ROUTES.adminUserList]: [/^Actions for /, /^Select /, /^see more$/, /^Download Excel$/],
  // The same for the access requests (approve and reject, in the menus and for the selection, are disabled), and
  // their export.
  [ROUTES.adminAccessRequests]: [/^Actions for /, /^Select /, /^see more$/, /^Download Excel$/],
  // The user access audit: its preview and its evidence export are reads (a decision, the acknowledgements and the
  // confirmation are disabled).
  [ROUTES.adminAccessAudit]: [/^Preview$/, /^Download evidence \(Excel\)$/],
  // A domain's row menu opens; its edit and delete are disabled.
  [ROUTES.adminDomains]: [/^Actions for /],
  // A partner's row menu opens; ending the association is disabled.
  [ROUTES.adminThirdParty]: [/^Actions for /],
  // The list's status filter (create, edit and retire are disabled).
  [ROUTES.announcements]: [/^Status$/],
  // The knowledge base's search (a read); 'Was this helpful?' is disabled. The topic and article pages without
  // their query show the landing.
  [ROUTES.knowledgeBaseHome]: [/^Search$/],
  [ROUTES.knowledgeBaseBasic]: [/^Search$/],
  [ROUTES.knowledgeBaseBasicArticle]: [/^Search$/],
  [ROUTES.knowledgeBaseArticles]: [/^Search$/],
  [ROUTES.knowledgeBaseArticleContent]: [/^Search$/],
  [ROUTES.knowledgeBaseSearch]: [/^Search$/],
  // The release notes' product filter; a note without its path shows the list.
  [ROUTES.releaseNotes]: [/^Product$/],
  [ROUTES.releaseNotesArticle]: [/^Product$/],
  // Opening the filter section and 'see more' change nothing; the spectator gets no row menu and no export.
  [ROUTES.globalUserManagement]: [/^Filters$/, /^Open filters$/, /^see more$/],
  // The date range, the filters, the chart's table (and its days) and an entry's full view choose what is read; the
  // download is a read sent as a POST, which the server lets the spectator do.
  [ROUTES.adminActivityLog]: [
    /^From /,
    /^To /,
    /^Filters/,
    /^Show the counts as a table$/,
    /^View /,
    /^see more$/,
    /^Download Excel$/,
  ],
};

/**
 * On every page: the banner's way back to the company list, which resets the spectator's own viewing context (a
 * session change the server allows the spectator, as it allows choosing the company).
 */
const ALLOWED_EVERYWHERE: RegExp[] = [/^Return to Company List$/];

type Control = { tag: string; type: string; role: string; name: string };

/**
 * Every visible, enabled control of the page outside the generic allow rule, with its accessible name. A script
 * in a string: the test runner's transform would add helpers to a function that the page does not have.
 */
const SCAN_CONTROLS = `(() => {
  const selector =
    'button, input, select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [contenteditable="true"]';
  const textOf = (ids) => ids.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  const nameOf = (el) => {
    const labelled = el.getAttribute('aria-labelledby');
    const labels = el.labels;
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? textOf(labelled) : null) ??
      (labels && labels.length > 0 ? Array.from(labels, (l) => l.textContent).join(' ') : null) ??
      el.textContent ??
      el.getAttribute('title') ??
      '';
    return name.replace(/\\s+/g, ' ').trim();
  };
  const allowedAnywhere = (el) =>
    el.readOnly === true ||
    el.getAttribute('role') === 'tab' ||
    el.closest('header') !== null ||
    el.closest('footer') !== null ||
    el.type === 'search' ||
    el.getAttribute('role') === 'searchbox' ||
    el.closest('.MuiTablePagination-root, .MuiPagination-root, .MuiTableSortLabel-root') !== null;
  return Array.from(document.querySelectorAll(selector))
    .filter((el) => el.getClientRects().length > 0 && !el.hidden && getComputedStyle(el).visibility !== 'hidden')
    .filter((el) => !el.matches(':disabled') && el.getAttribute('aria-disabled') !== 'true')
    .filter((el) => !allowedAnywhere(el))
    .map((el) => ({
      tag: el.tagName.toLowerCase(),
      type: el.type ?? '',
      role: el.getAttribute('role') ?? '',
      name: nameOf(el),
    }));
})()`;

async function enabledControls(page: Page): Promise<Control[]> {
  return (await page.evaluate(SCAN_CONTROLS)) as Control[];
}

/** Waits until the page has its heading and asks for nothing more. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
}

/** The page's enabled controls that the allow rule does not name, described for the failure message. */
async function controlsThatChange(page: Page, route: string, label: string): Promise<string[]> {
  const allowed = [...ALLOWED_EVERYWHERE, ...(ALLOWED_ON_PAGE[route] ?? [])];
  return (await enabledControls(page))
    .filter((control) => !allowed.some((pattern) => pattern.test(control.name)))
    .map((c) => `${label}: ${c.tag}${c.type ? `[${c.type}]` : ''}${c.role ? `(${c.role})` : ''} "${c.name}"`);
}

/** The record page each list page links to. */
const RECORD_OF_LIST: Record<string, string> = {
  [ROUTES.trackTicket]: ROUTES.ticketDetail,
  [ROUTES.supportDesk]: ROUTES.supportDeskIncident,
  [ROUTES.outbox]: ROUTES.outboxMessage,
};

/** The first link of a list page that opens one record (`/base/…`), or null when the list is empty. */
async function firstRecordPath(page: Page, base: string): Promise<string | null> {
  const hrefs = await page
    .locator(`main a[href^="${base}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return hrefs.find((href) => href && href !== base) ?? null;
}

describe('the view-only spectator', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('views a company and finds no enabled control that would change anything, on every routed page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'spectator', 'US', '/apps');
    const taken = await page.evaluate(
      async ({ company, csrf }) => {
        const list = await fetch(`/api/companies?search=${encodeURIComponent(company)}`);
        const { items } = (await list.json()) as { items: { companyId: number; companyName: string }[] };
        const chosen = items.find((item) => item.companyName === company);
        if (!chosen) return { status: 0, body: `no ${company} in the list` };
        const res = await fetch(`/api/users/set-context?companyId=${chosen.companyId}`, { headers: csrf });
        return { status: res.status, body: await res.text() };
      },
      { company: COMPANY, csrf: CSRF },
    );
    assert.equal(taken.status, 200, taken.body);
    assert.equal((JSON.parse(taken.body) as { acting_tenant: { name: string } }).acting_tenant.name, COMPANY);

    // The company's view, its administrator's tiles, with every launch turned off and no live 'Request access'.
    await page.goto(`${ORIGINS.US}${ROUTES.apps}`);
    const launches = page.getByRole('button', { name: 'Launch App' });
    await launches.first().waitFor();
    assert.ok((await launches.count()) >= 4, `Acme's administrator's launchable tiles: ${await launches.count()}`);
    assert.equal(await page.getByRole('button', { name: 'Launch App', disabled: false }).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Request access' }).count(), 0);
    const launch = await page.evaluate(async (csrf) => {
      const res = await fetch('/api/v1/products/SHOPPER_BEHAVIOR/launches', {
        method: 'POST',
        headers: { ...csrf, 'content-type': 'application/json' },
        body: '{}',
      });
      return { status: res.status, code: ((await res.json()) as { code: string }).code };
    }, CSRF);
    assert.deepEqual(launch, { status: 403, code: 'auth.view_only' });

    const records: Record<string, string> = {};
    // Gathered over every page, so one run names every control to turn off.
    const problems: string[] = [];
    const walk = async (route: string, url: string) => {
      await page.goto(`${ORIGINS.US}${url}`);
      await settle(page);
      problems.push(...(await controlsThatChange(page, route, url)));
      await expectAccessible(page, `${url} (spectator)`).catch((error: Error) => problems.push(error.message));
    };

    for (const route of routedPages().filter((r) => !r.includes(':'))) {
      await walk(route, route);
      const recordRoute = RECORD_OF_LIST[route];
      const record = recordRoute ? await firstRecordPath(page, route) : null;
      if (recordRoute && record) records[recordRoute] = record;
    }
    // The forms are still there to be seen, turned off, with the notice saying why.
    for (const route of [ROUTES.profile, ROUTES.contactUs, ROUTES.ticketCreation]) {
      await page.goto(`${ORIGINS.US}${route}`);
      await page.getByText(NOTICE).waitFor();
      assert.ok((await page.locator('main button[type="submit"]:disabled').count()) > 0, `${route} keeps its submit`);
    }

    // A record's page: one the spectator's lists lead to, else an unknown one (its not-found or refusal page).
    for (const route of routedPages().filter((r) => r.includes(':'))) {
      await walk(route, records[route] ?? route.replace(/:\w+/g, 'none'));
    }
    assert.deepEqual(problems, [], 'enabled controls that would change something, or axe problems');
    await context.close();
  });

  it('is refused a change the page would have sent, so the web mirrors the server', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'spectator', 'US', '/apps');
    const refused = await page.evaluate(async (csrf) => {
      const res = await fetch('/api/users/spectator/preferences', {
        method: 'POST',
        headers: { ...csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ language_code: 'es-MX' }),
      });
      return { status: res.status, code: ((await res.json()) as { code: string }).code };
    }, CSRF);
    assert.deepEqual(refused, { status: 403, code: 'auth.view_only' });
    await context.close();
  });
});
