import type { BulkEditChange, BulkEditReason, BulkRowReason } from '@portal/contract/bulk-users';
import type { Locale } from '@portal/contract/locale';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import { jobStepResults } from '../../platform/job-steps.repository.js';
import { type XlsxCell, type XlsxColumn, xlsxStream } from '../../platform/xlsx.js';
import { endedBulkJob } from '../invitations/user-changes.service.js';
import * as repo from './bulk-users.repository.js';
import { type BulkJobOutcome, bulkText, reasonText, resultText, roleText } from './bulk-users.texts.js';

/**
 * What a bulk job did to each row (issue 27 point 4), kept with the step that did it (`countJobStep`) and written to
 * the job's result file once it has ended: the row, its e-mail, the outcome, why it was not done, and for an edit
 * each field's change.
 */
export type BulkJobResult = {
  row: number;
  email: string;
  outcome: BulkJobOutcome;
  reason?: BulkRowReason | BulkEditReason;
  changes?: BulkEditChange[];
};

/** The fields an edit changes, in the order the files show them. */
const CHANGED_FIELDS = ['firstName', 'lastName', 'role', 'products'] as const;

/** A column before and a column after for each field an edit may change, in the admin's language. */
export function changeColumns(locale: Locale): XlsxColumn[] {
  return CHANGED_FIELDS.flatMap((field) => {
    const name = bulkText(locale, field);
    const width = field === 'products' ? 40 : 18;
    return [
      { header: bulkText(locale, 'beforeOf', { field: name }), width },
      { header: bulkText(locale, 'afterOf', { field: name }), width },
    ];
  });
}

/** A product's title in the admin's language, else its code (a product since removed from the catalogue). */
export async function productTitleOf(ctx: Pick<AppContext, 'db'>, locale: Locale): Promise<(code: string) => string> {
  const titles = new Map((await repo.productTitles(ctx.db)).map((p) => [p.code, p.titles[locale] ?? p.name]));
  return (code) => titles.get(code) ?? code;
}

/** The before and after cells of each changed field; empty where the field does not change. */
export function changeCells(
  locale: Locale,
  changes: readonly BulkEditChange[],
  productTitle: (code: string) => string,
): XlsxCell[] {
  return CHANGED_FIELDS.flatMap((field) => {
    const change = changes.find((c) => c.field === field);
    if (!change) return ['', ''];
    if (change.field === 'role') return [roleText(locale, change.before), roleText(locale, change.after)];
    if (change.field === 'products')
      return [change.before.map(productTitle).join(', '), change.after.map(productTitle).join(', ')];
    return [change.before, change.after];
  });
}

/** Rows of a file, a thousand to a batch (the xlsx writer pulls them as it writes). */
export async function* inBatches<T>(rows: readonly T[]): AsyncIterable<T[]> {
  for (let i = 0; i < rows.length; i += 1000) yield rows.slice(i, i + 1000);
}

/**
 * GET /api/companies/{id}/users/jobs/{jobId}/result: a bulk job's result file, once it has ended (404 else): each row
 * it did, sorted by its row in the uploaded sheet, in the admin's language.
 */
export async function bulkJobResultFile(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  locale: Locale,
  companyId: number,
  jobId: number,
): Promise<{ fileName: string; file: Readable }> {
  const job = await endedBulkJob(ctx, companyId, jobId);
  const edit = job.kind === 'BULK_EDIT';
  const results = (await jobStepResults(ctx.db, jobId))
    .flatMap((step) => step as BulkJobResult[])
    .sort((a, b) => a.row - b.row);
  const productTitle = edit ? await productTitleOf(ctx, locale) : (code: string) => code;
  const cells = results.map((r): XlsxCell[] => [
    String(r.row),
    r.email,
    resultText(locale, r.outcome),
    r.reason ? reasonText(locale, r.reason) : '',
    ...(edit ? changeCells(locale, r.changes ?? [], productTitle) : []),
  ]);
  const header = (key: 'row' | 'email' | 'outcome' | 'reason', width: number) => ({
    header: bulkText(locale, key),
    width,
  });
  const file = xlsxStream({
    sheetName: bulkText(locale, 'sheetResults'),
    columns: [
      header('row', 8),
      header('email', 34),
      header('outcome', 16),
      header('reason', 50),
      ...(edit ? changeColumns(locale) : []),
    ],
    rows: inBatches(cells),
    modifiedAt: ctx.clock.now(),
  });
  return { fileName: `${edit ? 'bulk_edit_result' : 'bulk_create_result'}_${jobId}.xlsx`, file };
}
