import { BULK_EXAMPLE_EMAIL, BULK_UPLOAD_LIMITS } from '@portal/contract/bulk-users';
import { ALLOWED_LOCALES, type Locale } from '@portal/contract/locale';
import { COMPANY_PERSONAS } from '@portal/contract/user-admin';
import ExcelJS from 'exceljs';
import { columnName } from '../../platform/xlsx.js';
import { bulkText, roleText } from './bulk-users.texts.js';

/** A product as the template names it: its code, and its title in the admin's language. */
export type TemplateProduct = { code: string; title: string };

/** The Users sheet's fixed columns, in order; one column per product follows. */
export const FIXED_COLUMNS = ['email', 'firstName', 'lastName', 'role', 'language'] as const;
export type FixedColumn = (typeof FIXED_COLUMNS)[number];

/** The template's first data row past the example, and the rows its lists cover. */
const EXAMPLE_ROW = 2;
const LAST_LISTED_ROW = EXAMPLE_ROW + BULK_UPLOAD_LIMITS.rowsMax;

/**
 * GET …/download-bulk-create-template (decision 053): the Users sheet (headers in the admin's language, the example
 * row, lists for the role, the language and each product's column) and the Instructions sheet.
 */
export async function bulkCreateTemplate(locale: Locale, products: readonly TemplateProduct[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const users = workbook.addWorksheet(bulkText(locale, 'sheetUsers'));
  users.columns = [
    ...FIXED_COLUMNS.map((column) => ({ header: bulkText(locale, column), width: column === 'email' ? 34 : 18 })),
    ...products.map((product) => ({ header: product.title, width: Math.max(12, product.title.length + 2) })),
  ];
  users.getRow(1).font = { bold: true };
  users.views = [{ state: 'frozen', ySplit: 1 }];
  users.addRow([
    BULK_EXAMPLE_EMAIL,
    bulkText(locale, 'exampleFirstName'),
    bulkText(locale, 'exampleLastName'),
    roleText(locale, 'USER'),
    locale,
    ...products.map((_, index) => (index === 0 ? bulkText(locale, 'yes') : '')),
  ]);
  addLists(users, locale, products.length);
  addInstructions(workbook, locale);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** ExcelJS 4 keeps a range's validation on the sheet (one rule for 10 000 rows); its type declarations omit it. */
type RangeValidations = { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } };

function addLists(worksheet: ExcelJS.Worksheet, locale: Locale, productCount: number): void {
  const sheet = worksheet as unknown as RangeValidations;
  const list = (values: readonly string[]) => ({
    type: 'list' as const,
    allowBlank: true,
    formulae: [`"${values.join(',')}"`],
  });
  // Columns counted from 1 here, from 0 by the xlsx writer's columnName.
  const range = (column: number) =>
    `${columnName(column - 1)}${EXAMPLE_ROW}:${columnName(column - 1)}${LAST_LISTED_ROW}`;
  const roleColumn = FIXED_COLUMNS.indexOf('role') + 1;
  const languageColumn = FIXED_COLUMNS.indexOf('language') + 1;
  sheet.dataValidations.add(range(roleColumn), list(COMPANY_PERSONAS.map((persona) => roleText(locale, persona))));
  sheet.dataValidations.add(range(languageColumn), list(ALLOWED_LOCALES));
  for (let product = 0; product < productCount; product += 1) {
    sheet.dataValidations.add(range(FIXED_COLUMNS.length + product + 1), list([bulkText(locale, 'yes')]));
  }
}

function addInstructions(workbook: ExcelJS.Workbook, locale: Locale): void {
  const sheet = workbook.addWorksheet(bulkText(locale, 'sheetInstructions'));
  sheet.getColumn(1).width = 120;
  const text = bulkText(locale, 'instructions', {
    rowsMax: BULK_UPLOAD_LIMITS.rowsMax.toLocaleString(locale),
    megabytes: String(BULK_UPLOAD_LIMITS.bytesMax / 1024 / 1024),
  });
  for (const line of text.split('\n')) sheet.addRow([line]);
}
