import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import {
  expectAccessible,
  expectNothingWiderThanScrollContainer,
  launchBrowser,
  MARKET_LANGUAGES,
  openAsUser,
} from '../fixtures.ts';

const GOOD = ['bulk.e2e.one@acmefresh.example', 'bulk.e2e.two@acmefresh.example'];

/** Clicks a button that downloads a workbook and opens it. */
async function downloaded(page: Page, button: ReturnType<Page['getByRole']>): Promise<ExcelJS.Workbook> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bulk-')), download.suggestedFilename());
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook;
}

const texts = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1).map((value) => String(value ?? ''));

describe('/admin/userList: bulk upload', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('the admin fills the template, reads each row’s outcome and the report, confirms, and finds the new users', async () => {
    const { context, page } = await openAsUser(browser, 'admin', '/admin/userList');
    await page.getByRole('button', { name: 'Bulk upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk upload' });
    const template = await downloaded(page, dialog.getByRole('button', { name: 'Download the template' }));
    const sheet = template.worksheets[0]!;
    assert.deepEqual(texts(sheet.getRow(1)).slice(0, 5), ['E-mail', 'First name', 'Last name', 'Role', 'Language']);
    const products = sheet.getRow(1).cellCount - 5;
    const person = (email: string, last: string) => [
      email,
      'Bulk',
      last,
      'User',
      '',
      'Yes',
      ...Array(products - 1).fill(''),
    ];
    sheet.addRow(person(GOOD[0]!, 'One'));
    sheet.addRow(person('not-an-address', 'Two'));
    sheet.addRow(person(GOOD[1]!, 'Three'));
    sheet.addRow(person('someone@elsewhere.example', 'Four'));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bulk-')), 'people.xlsx');
    await template.xlsx.writeFile(file);

    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText('people.xlsx').waitFor();
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await dialog.getByText('2 to create, 1 skipped, 2 with errors. Rows with errors are left out.').waitFor();
    const problems = dialog.getByRole('list', { name: 'Rows that will not be created' }).getByRole('listitem');
    assert.deepEqual(await problems.allTextContents(), [
      "Row 4 not-an-address: error — This isn't a valid e-mail address.",
      "Row 6 someone@elsewhere.example: error — This e-mail domain isn't one of your company's authorised domains.",
      "Row 2 ana.example@example.com: skipped — The template's example row: it is skipped.",
    ]);
    await expectAccessible(page, 'the bulk upload dialog with its report');

    const report = (await downloaded(page, dialog.getByRole('button', { name: 'Download the report' }))).worksheets[0]!;
    assert.deepEqual(texts(report.getRow(1)), ['Row', 'E-mail', 'First name', 'Last name', 'Outcome', 'Reasons']);
    assert.deepEqual(texts(report.getRow(4)).slice(0, 5), ['4', 'not-an-address', 'Bulk', 'Two', 'Error']);

    await dialog.getByRole('button', { name: 'Create 2 user(s)' }).click();
    await page.getByRole('status').filter({ hasText: 'Bulk upload of 2 user(s) started successfully!' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'new users were successfully added!' }).waitFor();
    await page.getByRole('tab', { name: 'Pending users' }).click();
    for (const email of GOOD) await page.getByRole('row').filter({ hasText: email }).waitFor();
    await context.close();
  });

  for (const [loginId, market, button, width] of [
    ['admin.mx', 'MX', 'Carga masiva', 320],
    ['admin.ca', 'CA', 'Téléversement en bloc', 1280],
  ] as const) {
    it(`the dialog is accessible and fits in ${MARKET_LANGUAGES[market]} at ${width} px`, async () => {
      const { context, page } = await openAsUser(browser, loginId, '/admin/userList', market, width);
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog', { name: button }).waitFor();
      await expectAccessible(page, `the bulk upload dialog (${loginId})`);
      await expectNothingWiderThanScrollContainer(page, `the bulk upload dialog (${loginId}, ${width} px)`);
      await context.close();
    });
  }
});
