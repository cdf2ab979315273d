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

  it('the admin uploads new users and watches the job to its result, then changes a name by bulk edit', async () => {
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
    // The job's panel: the rows processed of the total, to its end and its result file.
    const upload = page.getByRole('region', { name: 'Bulk upload' });
    await upload.getByText('Finished: 2 of 2 succeeded, 0 failed.').waitFor();
    await page.getByRole('status').filter({ hasText: '2 new users were successfully added!' }).waitFor();
    await expectAccessible(page, 'the bulk upload ended, its panel with the result');
    const result = (await downloaded(page, upload.getByRole('button', { name: 'Download the result' }))).worksheets[0]!;
    assert.deepEqual(texts(result.getRow(1)).slice(0, 2), ['Row', 'E-mail']);
    assert.deepEqual(
      [2, 3].map((row) => texts(result.getRow(row)).slice(0, 2)),
      [
        ['3', GOOD[0]],
        ['5', GOOD[1]],
      ],
    );
    await page.getByRole('tab', { name: 'Pending users' }).click();
    for (const email of GOOD) await page.getByRole('row').filter({ hasText: email }).waitFor();

    // Bulk edit: the company's users pre-filled; one last name changed.
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Bulk edit' });
    const users = await downloaded(page, edit.getByRole('button', { name: 'Download the users' }));
    const usersSheet = users.worksheets[0]!;
    assert.deepEqual(texts(usersSheet.getRow(1)).slice(0, 4), ['E-mail', 'First name', 'Last name', 'Role']);
    const changed = usersSheet.getRow(usersSheet.actualRowCount);
    const [email, , lastName] = texts(changed);
    changed.getCell(3).value = `${lastName}-Edited`;
    changed.commit();
    const editFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bulk-')), 'users.xlsx');
    await users.xlsx.writeFile(editFile);
    await edit.locator('input[type=file]').setInputFiles(editFile);
    await edit.getByText('users.xlsx').waitFor();
    await edit.getByRole('button', { name: 'Check the file' }).click();
    await edit.getByText(`1 to change, ${usersSheet.actualRowCount - 2} unchanged, 0 with errors.`).waitFor();
    const changes = edit.getByRole('list', { name: 'Users that will change' });
    assert.equal(
      await changes.textContent(),
      `Row ${changed.number} ${email}Last name: ${lastName} → ${lastName}-Edited`,
    );
    await expectAccessible(page, 'the bulk edit dialog with its report');
    await edit.getByRole('button', { name: 'Change 1 user(s)' }).click();
    await page.getByRole('status').filter({ hasText: 'User edit started successfully!' }).waitFor();
    await page.getByRole('region', { name: 'Bulk edit' }).getByText('Finished: 1 of 1 succeeded, 0 failed.').waitFor();
    await page.getByRole('status').filter({ hasText: 'User edited successfully!' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by name, e-mail or login id' }).fill(email!);
    await page
      .getByRole('row')
      .filter({ hasText: email! })
      .filter({ hasText: `${lastName}-Edited` })
      .waitFor();

    // A reload keeps the ended jobs until each is closed.
    await page.reload();
    await page.getByRole('region', { name: 'Bulk edit' }).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await upload.waitFor();
    assert.equal(await page.getByRole('region', { name: 'Bulk edit' }).count(), 0);
    await page.setViewportSize({ width: 320, height: 800 });
    // The page's tabs scroll sideways by design; the panel fits, and the page does not scroll sideways.
    const panelBox = (await upload.boundingBox())!;
    assert.ok(
      panelBox.x >= 0 && panelBox.x + panelBox.width <= 320,
      `the panel at 320 px: ${JSON.stringify(panelBox)}`,
    );
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 320), 'the page scrolls sideways');
    await context.close();
  });

  for (const [loginId, market, buttons, width] of [
    ['admin.mx', 'MX', ['Carga masiva', 'Edición masiva'], 320],
    ['admin.ca', 'CA', ['Téléversement en bloc', 'Modification en bloc'], 1280],
  ] as const) {
    it(`the dialogs are accessible and fit in ${MARKET_LANGUAGES[market]} at ${width} px`, async () => {
      const { context, page } = await openAsUser(browser, loginId, '/admin/userList', market, width);
      for (const button of buttons) {
        await page.getByRole('button', { name: button }).click();
        const dialog = page.getByRole('dialog', { name: button });
        await dialog.waitFor();
        await expectAccessible(page, `the ${button} dialog (${loginId})`);
        await expectNothingWiderThanScrollContainer(page, `the ${button} dialog (${loginId}, ${width} px)`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      await context.close();
    });
  }
});
