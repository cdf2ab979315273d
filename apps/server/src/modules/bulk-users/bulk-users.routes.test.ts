import {
  BULK_EXAMPLE_EMAIL,
  BULK_ROW_REASONS,
  BULK_UPLOAD_ERROR_CODES,
  BULK_UPLOAD_LIMITS,
  bulkCreateStartedSchema,
  bulkReportSchema,
} from '@portal/contract/bulk-users';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { DEMO_COMPANIES } from '../../db/seed/demo-data.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { multipartBody } from '../../test/multipart.js';
import { claimDueJob } from '../../platform/jobs.repository.js';
import { userJobSchema } from '@portal/contract/invitations';
import { BULK_CREATE_JOB } from '../invitations/invitations.service.js';
import { type BulkCreatePayload, runBulkCreate } from './bulk-users.service.js';

const ACME = DEMO_COMPANIES.findIndex((c) => c.key === 'acme') + 1;
const DEL_VALLE = DEMO_COMPANIES.findIndex((c) => c.key === 'delvalle') + 1;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of one sheet: the headers, then the rows. */
async function workbook(headers: string[], rows: (string | ExcelJS.CellValue)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A sheet's cells as text, row by row (empty trailing cells left out). */
function sheetValues(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === undefined ? '' : String(v)))),
  );
  return rows;
}

async function readBook(body: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

/** A zip of one part that unpacks to `bytes` zeros: a few kilobytes sent, far more to hold. */
function zipBomb(bytes: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.alloc(bytes), 'xl/worksheets/sheet1.xml', { compress: true });
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

describe(`bulk upload of new users (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;
  let headers: string[];

  beforeAll(async () => {
    t = await createTestApp();
    adminHeaders = asUser(await t.signIn('admin'), HOSTS.US);
    const template = await t.app.inject({
      url: `/api/companies/${ACME}/users/download-bulk-create-template`,
      headers: adminHeaders,
    });
    headers = (await readBook(template.rawPayload)).worksheets[0]!.getRow(1).values as string[];
    headers = headers.slice(1);
  });
  afterAll(() => t.close());

  const upload = async (file: Buffer, query = '', as = adminHeaders, companyId = ACME, fileName = 'people.xlsx') => {
    const { payload, contentType } = multipartBody([{ name: 'file', file: { fileName, content: file } }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/users/bulk-upload/validate-create${query}`,
      headers: { ...as, 'content-type': contentType },
      payload,
    });
  };
  /** A row of the template's columns: e-mail, first and last name, role, language, then each product. */
  const person = (email: string, extra: { first?: string; last?: string; role?: string; products?: string[] } = {}) => [
    email,
    extra.first ?? 'Nina',
    extra.last ?? 'Nguyen',
    extra.role ?? 'User',
    '',
    ...headers.slice(5).map((_, index) => (extra.products ?? ['Yes']).at(index) ?? ''),
  ];
  const pendingNamed = (email: string) =>
    t.ctx.db.selectFrom('pending_users').selectAll().where('email', '=', email).execute();

  it('gives a template in the admin’s language: the columns, the example, the lists and the instructions', async () => {
    expect(headers.slice(0, 5)).toEqual(['E-mail', 'First name', 'Last name', 'Role', 'Language']);
    expect(headers.length).toBeGreaterThan(5);
    const res = await t.app.inject({
      url: `/api/companies/${ACME}/users/download-bulk-create-template`,
      headers: adminHeaders,
    });
    expect(res.headers['content-type']).toBe(XLSX);
    const book = await readBook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Users', 'Instructions']);
    expect(book.worksheets[0]!.getCell('A2').value).toBe(BULK_EXAMPLE_EMAIL);
    const lists = JSON.stringify(
      (book.worksheets[0] as unknown as { dataValidations: { model: unknown } }).dataValidations.model,
    );
    expect(lists).toContain('Administrator,User');
    expect(lists).toContain('en-US,es-MX,fr-CA');
    expect(String(book.worksheets[1]!.getCell('A1').value)).toMatch(/one person per row/);

    const setLanguage = (language: string) =>
      t.ctx.db
        .updateTable('user_preferences')
        .set({ language_code: language })
        .where('login_id', '=', 'admin')
        .execute();
    const before = await t.ctx.db
      .selectFrom('user_preferences')
      .select('language_code')
      .where('login_id', '=', 'admin')
      .executeTakeFirstOrThrow();
    await setLanguage('fr-CA');
    try {
      const french = await t.app.inject({
        url: `/api/companies/${ACME}/users/download-bulk-create-template`,
        headers: adminHeaders,
      });
      const sheets = (await readBook(french.rawPayload)).worksheets;
      expect(sheets.map((s) => s.name)).toEqual(['Utilisateurs', 'Instructions']);
      expect(sheets[0]!.getCell('B1').value).toBe('Prénom');
    } finally {
      await setLanguage(before.language_code);
    }
  });

  it('answers a dry run row by row with every reason, creating nobody, and the same as a report file', async () => {
    const file = await workbook(
      [...headers, 'Mystery product'],
      [
        [BULK_EXAMPLE_EMAIL, 'Ana', 'Example', 'User', '', 'Yes'],
        person('bulk.ok@acmefresh.example'),
        person('not-an-address'),
        person('someone@elsewhere.example'),
        person('twice@acmefresh.example'),
        person('TWICE@acmefresh.example'),
        person('jamie.cooper@acmefresh.example'),
        [...person('mystery@acmefresh.example', { products: [] }), 'Yes'],
        person('', { last: '' }),
        person('boss@acmefresh.example', { role: 'Boss' }),
        person('tab@acmefresh.example', { first: 'Ni\tna' }),
        person('admin.role@acmefresh.example', { role: 'administrador' }),
      ],
    );
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    const report = bulkReportSchema.parse(res.json());
    expect(report.rows.map((r) => [r.row, r.outcome, r.reasons])).toEqual([
      [2, 'SKIP', [BULK_ROW_REASONS.exampleRow]],
      [3, 'CREATE', []],
      [4, 'ERROR', [BULK_ROW_REASONS.invalidEmail]],
      [5, 'ERROR', [BULK_ROW_REASONS.domainNotAuthorised]],
      [6, 'CREATE', []],
      [7, 'ERROR', [BULK_ROW_REASONS.duplicateInList]],
      [8, 'SKIP', [BULK_ROW_REASONS.alreadyUser]],
      [9, 'ERROR', [BULK_ROW_REASONS.unknownProduct]],
      [10, 'ERROR', [BULK_ROW_REASONS.missingField]],
      [11, 'ERROR', [BULK_ROW_REASONS.unknownRole]],
      [12, 'ERROR', [BULK_ROW_REASONS.invalidName]],
      [13, 'CREATE', []],
    ]);
    expect(report.counts).toEqual({ create: 3, skip: 2, error: 7 });
    expect(await pendingNamed('bulk.ok@acmefresh.example')).toEqual([]);

    const asFile = await upload(file, '?format=xlsx');
    expect(asFile.statusCode).toBe(200);
    expect(asFile.headers['content-type']).toBe(XLSX);
    const sheet = (await readBook(asFile.rawPayload)).worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Row',
      'E-mail',
      'First name',
      'Last name',
      'Outcome',
      'Reasons',
    ]);
    expect(sheet.getRow(3).getCell(5).value).toBe('Will be created');
    expect(sheet.getRow(4).getCell(6).value).toBe('Not a valid e-mail address');
  });

  it('creates the valid rows by a job once confirmed, each person invited once, even when the job runs again', async () => {
    const file = await workbook(headers, [
      person('not-an-address'),
      person('bulk.two@acmefresh.example', { role: 'Administrator' }),
      person('bulk.one@acmefresh.example'),
    ]);
    const res = await upload(file, '?isOverrideConfirmed=true');
    expect(res.statusCode, res.body).toBe(200);
    const started = bulkCreateStartedSchema.parse(res.json());
    expect(started).toMatchObject({ status: 'started', users: 2, counts: { create: 2, skip: 0, error: 1 } });
    expect(await pendingNamed('bulk.one@acmefresh.example')).toEqual([]);
    // Confirmed twice before the first job runs: the second job finds both invited meanwhile.
    const twice = bulkCreateStartedSchema.parse((await upload(file, '?isOverrideConfirmed=true')).json());
    await t.ctx.worker.drain();
    const [one] = await pendingNamed('bulk.one@acmefresh.example');
    const [two] = await pendingNamed('bulk.two@acmefresh.example');
    expect(one).toMatchObject({ company_id: ACME, persona: 'USER', stage: 'INVITATION_SENT', created_by: 'admin' });
    expect(two).toMatchObject({ persona: 'ADMIN' });
    const job = await t.ctx.db.selectFrom('jobs').selectAll().where('id', '=', started.jobId).executeTakeFirstOrThrow();
    expect(JSON.parse(job.result!)).toEqual({ created: 2, skipped: 0, total: 2 });

    // A job run again (a server stopped before recording its end) creates and invites nobody twice.
    const payload = JSON.parse(job.payload) as BulkCreatePayload;
    expect(await runBulkCreate(t.ctx, started.jobId, payload, async () => {})).toEqual({
      created: 0,
      skipped: 2,
      total: 2,
    });
    await t.ctx.worker.drain();
    const mails = await t.ctx.db
      .selectFrom('outbox')
      .select('to_address')
      .where('to_address', 'in', ['bulk.one@acmefresh.example', 'bulk.two@acmefresh.example'])
      .execute();
    expect(mails).toHaveLength(2);
    const entries = await t.ctx.db
      .selectFrom('activity_log')
      .select(['event', 'description'])
      .where('event', 'in', ['BULK_UPLOAD_STARTED', 'ADD_USER'])
      .where('description', 'like', '%bulk%')
      .execute();
    expect(entries.filter((e) => e.event === 'BULK_UPLOAD_STARTED')).toHaveLength(2);
    expect(entries.filter((e) => e.event === 'ADD_USER')).toHaveLength(2);

    // Each job counted its rows once, and its result file says what became of each, by its row in the sheet.
    const counted = async (jobId: number) =>
      userJobSchema.parse(
        (await t.app.inject({ url: `/api/companies/${ACME}/users/jobs/${jobId}`, headers: adminHeaders })).json(),
      );
    expect(await counted(started.jobId)).toMatchObject({
      kind: 'BULK_CREATE',
      state: 'DONE',
      total: 2,
      processed: 2,
      succeeded: 2,
      failed: 0,
      hasResult: true,
    });
    expect(await counted(twice.jobId)).toMatchObject({ total: 2, processed: 2, succeeded: 0, failed: 2 });
    const resultOf = (jobId: number) =>
      t.app.inject({ url: `/api/companies/${ACME}/users/jobs/${jobId}/result`, headers: adminHeaders });
    const result = await resultOf(started.jobId);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-disposition']).toBe(
      `attachment; filename="bulk_create_result_${started.jobId}.xlsx"`,
    );
    expect(sheetValues((await readBook(result.rawPayload)).worksheets[0]!)).toEqual([
      ['Row', 'E-mail', 'Outcome', 'Reason'],
      ['3', 'bulk.two@acmefresh.example', 'Created'],
      ['4', 'bulk.one@acmefresh.example', 'Created'],
    ]);
    const failed = await resultOf(twice.jobId);
    expect(sheetValues((await readBook(failed.rawPayload)).worksheets[0]!).slice(1)).toEqual([
      ['3', 'bulk.two@acmefresh.example', 'Not done', 'Already invited'],
      ['4', 'bulk.one@acmefresh.example', 'Not done', 'Already invited'],
    ]);
    // Another company's admin is not told of the job; a job not a bulk one has no result file.
    expect((await resultOf(999_999)).statusCode).toBe(404);

    // The same file again: both are invited already, nothing is left to create.
    const again = await upload(file, '?isOverrideConfirmed=true');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: BULK_UPLOAD_ERROR_CODES.nothingToCreate });
  });

  it('finishes a job stopped half-way without duplicates', async () => {
    const people = Array.from({ length: 600 }, (_, i) => ({
      row: i + 2,
      email: `halfway.${i}@acmefresh.example`,
      firstName: 'Half',
      lastName: `Way ${i}`,
      persona: 'USER' as const,
      products: [],
      locale: 'en-US' as const,
    }));
    const payload = { companyId: ACME, createdBy: 'admin', people };
    const jobId = await t.ctx.worker.enqueue(BULK_CREATE_JOB, payload, { companyId: ACME, total: people.length });
    const claimed = await claimDueJob(t.ctx.db, t.ctx.dialect, t.clock.now(), 60_000, [BULK_CREATE_JOB]);
    expect(claimed?.id).toBe(jobId);
    // The server stops once the first slice is made: its transaction committed, the rest not begun.
    const stopped = runBulkCreate(t.ctx, jobId, payload, async () => {
      throw new Error('server stopped');
    });
    await expect(stopped).rejects.toThrow('server stopped');
    expect(await runBulkCreate(t.ctx, jobId, payload, async () => {})).toEqual({
      created: 350,
      skipped: 250,
      total: 600,
    });
    const job = await t.ctx.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect([job.total, job.processed, job.succeeded, job.failed]).toEqual([600, 600, 600, 0]);
    const made = await t.ctx.db
      .selectFrom('pending_users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('email', 'like', 'halfway.%')
      .executeTakeFirstOrThrow();
    expect(Number(made.n)).toBe(600);
  });

  it('reads a .csv, with commas or semicolons, and an upload of 5 000 people under its limits', async () => {
    const csv = (separator: string, rows: string[][]) =>
      Buffer.from(`\uFEFF${[headers.slice(0, 4), ...rows].map((r) => r.join(separator)).join('\r\n')}\r\n`);
    for (const separator of [',', ';']) {
      const res = await upload(
        csv(separator, [['csv.person@acmefresh.example', 'Cé', 'Ess', 'User']]),
        '',
        adminHeaders,
        ACME,
        'people.csv',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(bulkReportSchema.parse(res.json()).rows).toEqual([
        {
          row: 2,
          email: 'csv.person@acmefresh.example',
          firstName: 'Cé',
          lastName: 'Ess',
          outcome: 'CREATE',
          reasons: [],
        },
      ]);
    }
    const many = Array.from({ length: 5_000 }, (_, i) => [
      `many.${i}@acmefresh.example`,
      'Many',
      `Person ${i}`,
      'User',
    ]);
    const res = await upload(csv(',', many), '?isOverrideConfirmed=true', adminHeaders, ACME, 'many.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(bulkCreateStartedSchema.parse(res.json()).users).toBe(5_000);
    // The creation job alone: the 5 000 invitations it queues are the invitation job's (tested with the others).
    const claimed = await claimDueJob(t.ctx.db, t.ctx.dialect, t.clock.now(), 60_000, [BULK_CREATE_JOB]);
    const payload = JSON.parse(claimed!.payload) as BulkCreatePayload;
    expect(await runBulkCreate(t.ctx, claimed!.id, payload, async () => {})).toEqual({
      created: 5_000,
      skipped: 0,
      total: 5_000,
    });
    const made = await t.ctx.db
      .selectFrom('pending_users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('email', 'like', 'many.%')
      .executeTakeFirstOrThrow();
    expect(Number(made.n)).toBe(5_000);
  }, 60_000);

  it('refuses what is not a spreadsheet, too large, too long, a zip bomb, without the columns, or empty', async () => {
    const expectRefused = async (file: Buffer, status: number, code: string) => {
      const res = await upload(file);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code });
    };
    await expectRefused(
      Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n', 'latin1'),
      415,
      BULK_UPLOAD_ERROR_CODES.notSpreadsheet,
    );
    await expectRefused(
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      415,
      BULK_UPLOAD_ERROR_CODES.notSpreadsheet,
    );
    await expectRefused(Buffer.alloc(BULK_UPLOAD_LIMITS.bytesMax + 10, 'a'), 413, BULK_UPLOAD_ERROR_CODES.tooLarge);
    const tooLong = Array.from(
      { length: BULK_UPLOAD_LIMITS.rowsMax + 1 },
      (_, i) => `p${i}@acmefresh.example,A,B,User`,
    );
    await expectRefused(
      Buffer.from(['E-mail,First name,Last name,Role', ...tooLong].join('\n')),
      413,
      BULK_UPLOAD_ERROR_CODES.tooManyRows,
    );
    await expectRefused(
      await zipBomb(BULK_UPLOAD_LIMITS.unzippedBytesMax + 1024),
      400,
      BULK_UPLOAD_ERROR_CODES.unreadable,
    );
    await expectRefused(
      await workbook(['Name', 'Mail'], [['Nina', 'nina@acmefresh.example']]),
      400,
      BULK_UPLOAD_ERROR_CODES.missingColumns,
    );
    await expectRefused(await workbook(headers, []), 400, BULK_UPLOAD_ERROR_CODES.noRows);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${ACME}/users/bulk-upload/validate-create`,
      headers: adminHeaders,
      payload: { users: [] },
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('is for the company’s admins only, as the server decides', async () => {
    const file = await workbook(headers, [person('nope@acmefresh.example')]);
    const user = asUser(await t.signIn('user'), HOSTS.US);
    expect((await upload(file, '', user)).statusCode).toBe(403);
    expect((await upload(file, '', adminHeaders, DEL_VALLE)).statusCode).toBe(404);
    const template = await t.app.inject({
      url: `/api/companies/${DEL_VALLE}/users/download-bulk-create-template`,
      headers: adminHeaders,
    });
    expect(template.statusCode).toBe(404);
  });
});
