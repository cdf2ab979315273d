import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext, ORIGINS, signIn } from '../fixtures.ts';

async function openDictionary(browser: Browser, loginId = 'user', query = ''): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, loginId, 'US', `/dataDictionary${query}`);
  await page.waitForURL((url) => url.pathname === '/dataDictionary');
  // Not by role: an element dialog opened from the link hides the page from the accessibility tree.
  await page.locator('h1', { hasText: 'Data dictionary' }).waitFor();
  return page;
}

/** Runs a search and waits until its results (not the list shown before it) are on the page. */
async function search(page: Page, term: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search data elements' });
  const answered = page.waitForResponse(
    (res) => res.url().includes('/search-glossaries') && res.request().postDataJSON()?.search_field === term,
  );
  await box.fill(term);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('search') === term);
  await answered;
  await settled(page);
}

/** Waits until the table shows results rather than its loading skeleton. */
async function settled(page: Page): Promise<void> {
  await page.getByTestId('glossary-skeleton-row').first().waitFor({ state: 'detached' });
  await page.getByText(/^Results: /).waitFor();
}

/** The text of each result's row header: business name, technical name and DSS name. */
function rowNames(page: Page) {
  return page.getByRole('table', { name: 'Data elements' }).getByRole('rowheader').allTextContents();
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

  it('searches by name, marks what matched, and pages through the results', async () => {
    const page = await openDictionary(browser);
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
    const page = await openDictionary(browser);
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
    const page = await openDictionary(browser);
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
  });

  it('downloads the search as a real Excel file with its rows', async () => {
    const page = await openDictionary(browser);
    await search(page, 'inventory');
    const total = Number((await page.getByText(/^Results: /).textContent())!.replace(/\D/g, ''));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^data_element_glossary_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-xlsx-')), download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
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

  it('lets a basic user in, without the Learn more link', async () => {
    const page = await openDictionary(browser, 'basic');
    assert.equal(await page.getByRole('link', { name: 'Learn more' }).count(), 0);
    const charter = await openDictionary(browser, 'user');
    await charter.getByRole('link', { name: 'Learn more' }).waitFor();
    await page.goto(`${ORIGINS.US}/dataDictionary?search=zzzzqqq`);
    await page.getByRole('heading', { name: 'No results found for "zzzzqqq"' }).waitFor();
    await page.getByText('Try another search term').waitFor();
  });
});
