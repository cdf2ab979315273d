import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  downloadWorkbook,
  expectAccessible,
  walkResponsiveColumns,
  launchBrowser,
  newContext,
  ORIGINS,
  recordApiCalls,
  signIn,
  type MarketCode,
} from '../fixtures.ts';
import { DATA_DICTIONARY_CACHE_KEY } from '../../src/lib/storage.ts';

/** The page's texts this spec reads, in each of the three languages (from the web catalogues). */
const TEXT = {
  'en-US': { heading: 'Data dictionary', search: 'Search data elements', table: 'Data elements' },
  'es-MX': { heading: 'Diccionario de datos', search: 'Buscar elementos de datos', table: 'Elementos de datos' },
  'fr-CA': {
    heading: 'Dictionnaire de données',
    search: 'Rechercher des éléments de données',
    table: 'Éléments de données',
  },
} as const;
type Language = keyof typeof TEXT;

/** A demo persona of each market, whose saved language is the market's. */
const PERSONA_OF: Record<Language, { loginId: string; market: MarketCode }> = {
  'en-US': { loginId: 'user', market: 'US' },
  'es-MX': { loginId: 'user.mx', market: 'MX' },
  'fr-CA': { loginId: 'user.ca', market: 'CA' },
};

async function openDictionary(browser: Browser, loginId = 'user', query = ''): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, loginId, 'US', `/dataDictionary${query}`);
  await page.waitForURL((url) => url.pathname === '/dataDictionary');
  // Not by role: an element dialog opened from the link hides the page from the accessibility tree.
  await page.locator('h1', { hasText: 'Data dictionary' }).waitFor();
  return page;
}

/** Opens the dictionary as the persona of a language, signed in on its market, the page in that language. */
async function openDictionaryIn(browser: Browser, language: Language, permissions: string[] = []): Promise<Page> {
  const { loginId, market } = PERSONA_OF[language];
  const context = await newContext(browser, language);
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: ORIGINS[market] });
  const page = await context.newPage();
  const calls = recordApiCalls(page);
  await signIn(page, loginId, market, '/dataDictionary');
  await page.waitForURL((url) => url.pathname === '/dataDictionary');
  await page.locator('h1', { hasText: TEXT[language].heading }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), language);
  await settled(page);
  // The page came with its first answers in its language (decision 059): neither its rows nor its products asked.
  assert.deepEqual(
    calls.filter((call) => /\/(glossaries|tags)\b/.test(call)),
    [],
    'the first load asks no dictionary call',
  );
  return page;
}

/**
 * One signed-in page for the tests of a describe block (a journey): signed in once by `open`, and before every test
 * but the first the dictionary is loaded afresh, without a query and without the answers the page keeps in local
 * storage (so each search is asked of the server, as in a new browser), so each test starts from the page as a
 * sign-in leaves it (same session, the scripts from the browser's cache).
 */
function journey(open: () => Promise<Page>, language: Language = 'en-US'): () => Page {
  let page: Page | undefined;
  let fresh = false;
  before(async () => {
    page = await open();
    fresh = true;
  });
  beforeEach(async () => {
    if (!page || fresh) {
      fresh = false;
      return;
    }
    await page.evaluate((key) => localStorage.removeItem(key), DATA_DICTIONARY_CACHE_KEY);
    await page.goto(`${new URL(page.url()).origin}/dataDictionary`);
    await page.locator('h1', { hasText: TEXT[language].heading }).waitFor();
  });
  after(() => page?.context().close());
  return () => {
    assert.ok(page, 'the journey signed in');
    return page;
  };
}

/** Runs a search and waits until its results (not the list shown before it) are on the page. */
async function search(page: Page, term: string, language: Language = 'en-US'): Promise<void> {
  const box = page.getByRole('combobox', { name: TEXT[language].search });
  const answered = page.waitForResponse(
    (res) => res.url().includes('/search-glossaries') && res.request().postDataJSON()?.search_field === term,
  );
  await box.fill(term);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('search') === term);
  await answered;
  await settled(page);
}

/**
 * Waits until the table shows the current answer: not its loading skeleton, nor an earlier answer kept while the new
 * one renders in the background (the table is aria-busy for both).
 */
async function settled(page: Page): Promise<void> {
  await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
  // French puts a no-break space before the colon.
  await page.getByText(/^(Results|Resultados|Résultats)\s?: /).waitFor();
}

/** The results table's row whose name link is exactly `name`. */
function rowOf(page: Page, name: string, language: Language = 'en-US') {
  return page
    .getByRole('table', { name: TEXT[language].table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').getByRole('link', { name, exact: true }) });
}

/** The text of each result's row header: business name, technical name and DSS name. */
function rowNames(page: Page, language: Language = 'en-US') {
  return page.getByRole('table', { name: TEXT[language].table }).getByRole('rowheader').allTextContents();
}

/** The page passes the accessibility check in a language before a search and with its results. */
async function expectAccessibleWithResults(page: Page, term: string, language: Language): Promise<void> {
  await expectAccessible(page, `/dataDictionary in ${language}`);
  await search(page, term, language);
  assert.ok((await rowNames(page, language)).length > 0);
  await expectAccessible(page, `/dataDictionary with results in ${language}`);
}

/** The business names of the results (the links that open each element). */
function businessNames(page: Page) {
  return page.getByRole('table', { name: 'Data elements' }).getByRole('rowheader').getByRole('link').allTextContents();
}

describe('/dataDictionary', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  // One journey a persona: a sign-in each, the tests in turn on its page. en-US's accessibility, with and without
  // results, is the first test's (it opens the same page and runs the same search); fr-CA's is the phone test's.
  describe('as user (en-US)', () => {
    const userPage = journey(() => openDictionaryIn(browser, 'en-US'));

    it('searches by name, marks what matched, and pages through the results', async () => {
      const page = userPage();
      await page.getByText('Enter at least 3 characters to start searching').waitFor();
      await expectAccessible(page, '/dataDictionary');
      await page.getByRole('combobox', { name: 'Search data elements' }).fill('sa');
      await page.getByText('Please enter at least 3 characters').waitFor();
      await search(page, 'sales');
      const names = await rowNames(page);
      assert.equal(names.length, 20, 'a page holds 20 elements');
      assert.ok(
        Number((await page.getByText(/^Results: /).textContent())!.replace(/\D/g, '')) > 20,
        'more than one page',
      );
      assert.ok(
        names.every((name) => /sales|sls|pos/i.test(name)),
        `every hit matches: ${names.slice(0, 5).join(', ')}`,
      );
      assert.ok((await page.locator('table mark').count()) > 0, 'the matched text is highlighted');
      await expectAccessible(page, '/dataDictionary with results');
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await settled(page);
      assert.notDeepEqual(await rowNames(page), names, 'page 2 shows other elements');
    });

    it('offers "Did you mean:" for a misspelling and runs the suggestion', async () => {
      const page = userPage();
      await search(page, 'invetory');
      const didYouMean = page.getByRole('group', { name: 'Did you mean:' });
      await didYouMean.waitFor();
      const suggestion = didYouMean.getByRole('button').first();
      const term = (await suggestion.textContent())?.trim() ?? '';
      assert.match(term, /inventory/i);
      await suggestion.click();
      await page.waitForURL((url) => url.searchParams.get('search') === term);
      await settled(page);
      assert.ok((await rowNames(page)).length > 0);
    });

    it('filters by product and tab, and a shared link reproduces the view and the selected element', async () => {
      const page = userPage();
      await search(page, 'units');
      await page.getByRole('combobox', { name: 'Products' }).selectOption({ label: 'Report Builder' });
      await page.waitForURL((url) => url.searchParams.get('product') === 'chnl_perf_report_builder');
      await page.getByRole('tab', { name: 'Basic' }).click();
      await page.waitForURL((url) => url.searchParams.get('tier') === 'basic');
      await settled(page);
      const firstName = (await businessNames(page))[0]!;
      await page
        .getByRole('table', { name: 'Data elements' })
        .getByRole('link', { name: firstName, exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: `What is: ${firstName}?` });
      await dialog.waitFor();
      await dialog.getByText('All users').waitFor();
      await expectAccessible(page, 'the element dialog');
      const shared = page.url();
      assert.ok(new URL(shared).searchParams.get('selected'), 'the selection is in the link');

      const other = await openDictionary(browser, 'admin', new URL(shared).search);
      await other.getByRole('dialog', { name: `What is: ${firstName}?` }).waitFor();
      await other.keyboard.press('Escape');
      await other.getByRole('dialog').waitFor({ state: 'hidden' });
      assert.equal(await other.getByRole('combobox', { name: 'Products' }).inputValue(), 'chnl_perf_report_builder');
      assert.equal(await other.getByRole('tab', { name: 'Basic' }).getAttribute('aria-selected'), 'true');
      await other.context().close();
    });

    it('downloads the search as a real Excel file with its rows', async () => {
      const page = userPage();
      await search(page, 'inventory');
      const total = Number((await page.getByText(/^Results: /).textContent())!.replace(/\D/g, ''));
      const { filename, sheet } = await downloadWorkbook(page);
      assert.match(filename, /^data_element_glossary_\d{4}-\d{2}-\d{2}\.xlsx$/);
      assert.equal(sheet.actualRowCount, total + 1, 'a header row and one row per result');
      const header = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
      assert.ok(
        header.some((h) => /name/i.test(h)),
        `header: ${header.join(', ')}`,
      );
      const names = [];
      for (let r = 2; r <= sheet.actualRowCount; r += 1) names.push(String(sheet.getRow(r).getCell(1).value));
      assert.ok(
        names.some((n) => /inventory|on hand/i.test(n)),
        'the rows are the search results',
      );
    });

    // The other half of 'lets a basic user in, without the Learn more link' (as basic, below).
    it('shows a user under contract the Learn more link', async () => {
      await userPage().getByRole('link', { name: 'Learn more' }).waitFor();
    });

    it('finds an element by a synonym and says which one matched', async () => {
      const page = userPage();
      await search(page, 'revenue');
      const header = rowOf(page, 'Sales Amount').getByRole('rowheader');
      await header.waitFor();
      await header.getByText('Also known as:').waitFor();
      assert.equal(await header.locator('mark', { hasText: /^Revenue$/ }).count(), 1, 'the synonym is shown, marked');
    });

    it('says when the product filter (not the term) emptied the list, and Clear filters restores the results', async () => {
      const page = userPage();
      await search(page, 'sls_amt');
      const total = await page.getByText(/^Results: /).textContent();
      // Sales measures are carried by the channel products, never by Shopper Behavior.
      await page.getByRole('combobox', { name: 'Products' }).selectOption({ label: 'Shopper Behavior' });
      await page.waitForURL((url) => url.searchParams.get('product') === 'shopper_behavior');
      await page.getByRole('heading', { name: 'No results with the selected product' }).waitFor();
      await page.getByText(/^Results for "sls_amt" in other products: [\d,]+\.$/).waitFor();
      assert.equal(await page.getByRole('heading', { name: /No results found for/ }).count(), 0);
      await expectAccessible(page, 'the filter-emptied message');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => !url.searchParams.has('product') && url.searchParams.get('search') === 'sls_amt');
      await settled(page);
      assert.equal(await page.getByText(/^Results: /).textContent(), total, 'the unfiltered results are back');
      assert.equal(await page.getByRole('combobox', { name: 'Products' }).inputValue(), '');
      assert.ok((await rowNames(page)).length > 0);
    });

    it('changes the page size with the rows-per-page control, kept in the link', async () => {
      const page = userPage();
      await search(page, 'sales');
      assert.equal((await rowNames(page)).length, 20);
      await page.getByRole('combobox', { name: /Rows per page/ }).click();
      await page.getByRole('option', { name: '50', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('size') === '50');
      await settled(page);
      assert.equal((await rowNames(page)).length, 50, 'a page now holds 50 elements');
      await page.reload();
      await settled(page);
      assert.equal((await rowNames(page)).length, 50, 'the link keeps the page size');
    });
  });

  describe('as basic (en-US)', () => {
    const basicPage = journey(() => openDictionary(browser, 'basic'));

    it('lets a basic user in, without the Learn more link', async () => {
      const page = basicPage();
      assert.equal(await page.getByRole('link', { name: 'Learn more' }).count(), 0);
      await page.goto(`${ORIGINS.US}/dataDictionary?search=zzzzqqq`);
      await page.getByRole('heading', { name: 'No results found for "zzzzqqq"' }).waitFor();
      await page.getByText('Try another search term').waitFor();
    });
  });

  describe('as user.ca (fr-CA)', () => {
    const frenchPage = journey(
      () => openDictionaryIn(browser, 'fr-CA', ['clipboard-read', 'clipboard-write']),
      'fr-CA',
    );

    it('finds an element by its name in the user’s language on the first page, the English name beneath (fr-CA)', async () => {
      const page = frenchPage();
      await search(page, 'vente', 'fr-CA');
      // The first page (20 rows): shorter names first, so Sales Amount is there, not behind its many variants.
      assert.equal(await page.getByRole('table', { name: TEXT['fr-CA'].table }).getByRole('rowheader').count(), 20);
      const row = rowOf(page, 'Montant des ventes', 'fr-CA');
      assert.equal(await row.count(), 1, '"vente" finds Montant des ventes (Sales Amount) on the first page');
      const header = row.getByRole('rowheader');
      await header.getByText('Nom anglais :').waitFor();
      assert.equal(await header.locator('[lang="en"]').first().textContent(), 'Sales Amount');
      await header.getByText('sls_amt', { exact: true }).waitFor();
      // A synonym that begins with the term is shown whole ("Ventes numériques", not the matched "Vente").
      const online = rowOf(page, 'Montant des ventes en ligne', 'fr-CA').getByRole('rowheader');
      assert.match((await online.textContent()) ?? '', /Aussi appelé\s:\sVentes numériques/);
      assert.equal(await online.locator('mark', { hasText: /^Vente$/ }).count(), 1, 'the matched part is marked');
    });

    it('copies a technical name and confirms it in the page’s language (fr-CA)', async () => {
      const page = frenchPage();
      await search(page, 'sls_amt', 'fr-CA');
      const row = rowOf(page, 'Montant des ventes', 'fr-CA');
      await row.getByRole('button', { name: 'Copier le nom technique sls_amt', exact: true }).click();
      await row.getByRole('status').filter({ hasText: 'Copié' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'sls_amt');
    });

    it('is accessible with results in fr-CA, and reads on phones and tablets: two or three columns, the rest behind a toggle, nothing wider than the screen', async () => {
      const page = frenchPage();
      await expectAccessibleWithResults(page, 'vente', 'fr-CA');
      await page.setViewportSize({ width: 320, height: 800 });
      const table = page.getByRole('table', { name: TEXT['fr-CA'].table });
      const toggle = rowOf(page, 'Montant des ventes', 'fr-CA').getByRole('button', {
        name: 'Afficher les détails de Montant des ventes',
      });
      await walkResponsiveColumns(page, toggle, '/dataDictionary in fr-CA', async (width) => {
        if (width === 320) await expectAccessible(page, `/dataDictionary at ${width} px in fr-CA, a row open`);
      });
      // Nothing English in the values either (issue 24): field types and the tier in French.
      const text = (await table.textContent()) ?? '';
      assert.match(text, /Type de champ\s:\s(Mesure|Attribut|Clé|Dimension)/);
      assert.doesNotMatch(text, /\b(Metric|Attribute|Key)\b/);
      await page.getByRole('tab', { name: 'Sous contrat' }).waitFor();
    });
  });

  describe('as user.mx (es-MX)', () => {
    const spanishPage = journey(() => openDictionaryIn(browser, 'es-MX'), 'es-MX');

    it('is accessible with results in es-MX', async () => {
      await expectAccessibleWithResults(spanishPage(), 'ventas', 'es-MX');
    });
  });
});
