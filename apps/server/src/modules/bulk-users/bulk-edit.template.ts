import { BULK_UPLOAD_LIMITS } from '@portal/contract/bulk-users';
import type { Locale } from '@portal/contract/locale';
import { COMPANY_PERSONAS, type CompanyPersona } from '@portal/contract/user-admin';
import ExcelJS from 'exceljs';
import { columnName, formulaSafe } from '../../platform/xlsx.js';
import type { TemplateProduct } from './bulk-users.template.js';
import { bulkText, roleText } from './bulk-users.texts.js';

/** The edit template's fixed columns, in order (no language: an edit changes no invitation); a column per product follows. */
export const EDIT_COLUMNS = ['email', 'firstName', 'lastName', 'role'] as const;

/** A user as the template lists them. */
export type TemplateUser = {
  email: string;
  firstName: string;
  lastName: string;
  persona: CompanyPersona;
  products: readonly string[];
};

const FIRST_ROW = 2;

/** A text the file holds back exactly: formula-safe as every cell the server writes, and read back by `unquoted`. */
const safe = (text: string) => formulaSafe(text);

/** An uploaded cell as the user typed it: the apostrophe `formulaSafe` puts before a formula's first character goes. */
export function unquoted(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/**
 * GET …/download-bulk-edit-template (decision 053, 'Bulk edit'): the Users sheet pre-filled with the company's users
 * (headers in the admin's language, one row per user, Yes under each product they have, lists for the role and the
 * products) and the Instructions sheet.
 */
export async function bulkEditTemplate(
  locale: Locale,
  products: readonly TemplateProduct[],
  users: readonly TemplateUser[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(bulkText(locale, 'sheetUsers'));
  sheet.columns = [
    ...EDIT_COLUMNS.map((column) => ({ header: bulkText(locale, column), width: column === 'email' ? 34 : 18 })),
    ...products.map((product) => ({ header: safe(product.title), width: Math.max(12, product.title.length + 2) })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const yes = bulkText(locale, 'yes');
  for (const user of users) {
    sheet.addRow([
      safe(user.email),
      safe(user.firstName),
      safe(user.lastName),
      roleText(locale, user.persona),
      ...products.map((product) => (user.products.includes(product.code) ? yes : '')),
    ]);
  }
  addLists(sheet, locale, products.length, Math.max(users.length, BULK_UPLOAD_LIMITS.rowsMax) + FIRST_ROW - 1);
  const instructions = workbook.addWorksheet(bulkText(locale, 'sheetInstructions'));
  instructions.getColumn(1).width = 120;
  const text = bulkText(locale, 'editInstructions', {
    rowsMax: BULK_UPLOAD_LIMITS.rowsMax.toLocaleString(locale),
    megabytes: String(BULK_UPLOAD_LIMITS.bytesMax / 1024 / 1024),
  });
  for (const line of text.split('\n')) instructions.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** ExcelJS 4 keeps a range's validation on the sheet (one rule for every row); its type declarations omit it. */
type RangeValidations = { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } };

function addLists(worksheet: ExcelJS.Worksheet, locale: Locale, productCount: number, lastRow: number): void {
  const sheet = worksheet as unknown as RangeValidations;
  const list = (values: readonly string[]) => ({
    type: 'list' as const,
    allowBlank: true,
    formulae: [`"${values.join(',')}"`],
  });
  const range = (index: number) => `${columnName(index)}${FIRST_ROW}:${columnName(index)}${lastRow}`;
  sheet.dataValidations.add(
    range(EDIT_COLUMNS.indexOf('role')),
    list(COMPANY_PERSONAS.map((persona) => roleText(locale, persona))),
  );
  for (let product = 0; product < productCount; product += 1) {
    sheet.dataValidations.add(range(EDIT_COLUMNS.length + product), list([bulkText(locale, 'yes')]));
  }
}
