import {
  BULK_EDIT_REASONS,
  BULK_UPLOAD_ERROR_CODES,
  bulkEditReportSchema,
  bulkEditStartedSchema,
} from '@portal/contract/bulk-users';
import { userJobSchema } from '@portal/contract/invitations';
import { GROUPS } from '@portal/contract/permissions';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueJob } from '../../platform/jobs.repository.js';
import type { AuthContext } from '../../platform/session.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { BULK_EDIT_JOB } from '../invitations/invitations.service.js';
import { multipartBody } from '../../test/multipart.js';
import { type BulkEditPayload, runBulkEdit, validateEdit } from './bulk-edit.service.js';
import type { Sheet } from './bulk-users.sheet.js';

const KAPPA_TENANT = 995_201;
/** A company of its own (Kappa): two admins, four regular users (one named as a formula) and a blocked user. */
const KAPPA_USERS = [
  { login: 'kappa.admin', admin: true, first: 'Karl', products: ['REPORT_BUILDER'] },
  { login: 'kappa.admin2', admin: true, first: 'Kira', products: [] },
  { login: 'kappa.user1', admin: false, first: 'Kai', products: ['REPORT_BUILDER'] },
  { login: 'kappa.user2', admin: false, first: 'Kim', products: [] },
  { login: 'kappa.user3', admin: false, first: 'Kit', products: [] },
  { login: 'kappa.user4', admin: false, first: '=1+2', products: ['REPORT_BUILDER', 'CHANNEL_INSIGHTS'] },
  { login: 'kappa.blocked', admin: false, first: 'Kurt', products: [], blocked: true },
];
/** Users beyond the job's first slice of 100, for the job stopped half-way. */
const MANY = 120;

async function readBook(body: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

/** A sheet's cells as text, row by row (empty trailing cells left out). */
function sheetValues(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === undefined ? '' : String(v)))),
  );
  return rows;
}

/** A sheet as the reader gives it: the headers, then each row numbered from 2. */
function parseSheet([first, ...rest]: string[][]): Sheet {
  return { headers: first!, rows: rest.map((cells, index) => ({ row: index + 2, cells })) };
}

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe(`bulk edit of the company's users (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let kappa: number;
  let adminHeaders: Record<string, string>;
  /** The template as downloaded: its rows, headers first. */
  let template: string[][];
  let templateFile: Buffer;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    kappa = (
      await db
        .insertInto('companies')
        .values({
          market: 'US',
          name: 'Kappa Test Supplies',
          type: 'SUPPLIER',
          account_type: 'charter',
          status: 'ACTIVE',
          primary_contact_email: 'kappa.admin@kappa.example',
          tenant_id: KAPPA_TENANT,
          site_id: 1001,
          business_code: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('login_id', '=', 'admin')
      .executeTakeFirstOrThrow();
    const groups = new Map((await db.selectFrom('groups').select(['id', 'name']).execute()).map((g) => [g.name, g.id]));
    const user = (login: string, first: string, admin: boolean, blocked = false) => ({
      login_id: login,
      first_name: first,
      last_name: 'Kappa',
      email: `${login}@kappa.example`,
      user_type: 'EXTERNAL',
      third_party_user: 0,
      company_id: kappa,
      group_id: groups.get(admin ? GROUPS.admin : GROUPS.regularUser)!,
      persona_access_codes: '[]',
      access_class: 'UI',
      status: blocked ? 'BLOCKED' : 'ACTIVE',
      last_login_at: null,
      registration_completed: 1,
      password_hash,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      blocked_reason: blocked ? 'Left' : null,
      blocked_by: blocked ? 'kappa.admin' : null,
      blocked_at: blocked ? '2026-01-02T00:00:00.000Z' : null,
    });
    for (const u of KAPPA_USERS) {
      const { id } = await db
        .insertInto('users')
        .values(user(u.login, u.first, u.admin, u.blocked))
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(u.login, id);
      for (const code of u.products) {
        await db
          .insertInto('user_products')
          .values({ user_id: id, product_code: code, access_status: 'ACCESS_COMPLETE', updated_at: '2026-01-01' })
          .execute();
      }
    }
    await db
      .insertInto('users')
      .values(Array.from({ length: MANY }, (_, i) => user(`kappa.many${String(i).padStart(3, '0')}`, 'Many', false)))
      .execute();
    adminHeaders = asUser(await t.signIn('kappa.admin', HOSTS.US), HOSTS.US);
    const res = await t.app.inject({
      url: `/api/v1/identity/companies/${kappa}/download-bulk-edit-template`,
      headers: adminHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    templateFile = res.rawPayload;
    template = sheetValues((await readBook(templateFile)).worksheets[0]!);
  });
  afterAll(() => t.close());

  const upload = (file: Buffer, query = '', tenant: string | null = String(KAPPA_TENANT), fileName = 'edit.xlsx') => {
    const { payload, contentType } = multipartBody([{ name: 'file', file: { fileName, content: file } }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/identity/companies/${kappa}/users/bulk-edit${query}`,
      headers: { ...adminHeaders, 'content-type': contentType, ...(tenant === null ? {} : { tenant_id: tenant }) },
      payload,
    });
  };
  const headers = () => template[0]!;
  const columnOf = (title: string) => headers().indexOf(title);
  /** The template's row of a user, as downloaded. */
  const rowOf = (login: string) => [...template.find((r) => r[0] === `${login}@kappa.example`)!];
  const reportOf = async (file: Buffer) => {
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    return bulkEditReportSchema.parse(res.json());
  };
  const userOf = (login: string) =>
    t.ctx.db
      .selectFrom('users')
      .innerJoin('groups', 'groups.id', 'users.group_id')
      .select(['first_name', 'last_name', 'status', 'groups.name as group'])
      .where('login_id', '=', login)
      .executeTakeFirstOrThrow();
  const productsOf = async (login: string) =>
    (
      await t.ctx.db
        .selectFrom('user_products')
        .select('product_code')
        .where('user_id', '=', ids.get(login)!)
        .orderBy('product_code')
        .execute()
    ).map((r) => r.product_code);
  const jobOf = async (jobId: number) =>
    userJobSchema.parse(
      (await t.app.inject({ url: `/api/companies/${kappa}/users/jobs/${jobId}`, headers: adminHeaders })).json(),
    );
  const resultOf = async (jobId: number) => {
    const res = await t.app.inject({
      url: `/api/companies/${kappa}/users/jobs/${jobId}/result`,
      headers: adminHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bulk_edit_result_${jobId}.xlsx"`);
    return sheetValues((await readBook(res.rawPayload)).worksheets[0]!);
  };

  it('gives the template in the admin’s language, pre-filled with the active and blocked users, formula-safe', async () => {
    expect(headers().slice(0, 4)).toEqual(['E-mail', 'First name', 'Last name', 'Role']);
    expect(headers().length).toBeGreaterThan(5);
    const users = template.slice(1);
    expect(users).toHaveLength(KAPPA_USERS.length + MANY);
    // In a stable order (by e-mail), with the role in words and Yes under each product the user has.
    expect(users.map((r) => r[0])).toEqual(users.map((r) => r[0]).sort());
    const reportBuilder = columnOf(headers().find((h) => /report builder/i.test(h))!);
    expect(rowOf('kappa.admin').slice(0, 4)).toEqual(['kappa.admin@kappa.example', 'Karl', 'Kappa', 'Administrator']);
    expect(rowOf('kappa.admin')[reportBuilder]).toBe('Yes');
    expect(rowOf('kappa.admin2')[reportBuilder] ?? '').toBe('');
    expect(rowOf('kappa.blocked').slice(0, 4)).toEqual(['kappa.blocked@kappa.example', 'Kurt', 'Kappa', 'User']);
    // A name a spreadsheet could run as a formula is written as text.
    expect(rowOf('kappa.user4')[1]).toBe("'=1+2");
    const book = await readBook(templateFile);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Users', 'Instructions']);
    const lists = JSON.stringify(
      (book.worksheets[0] as unknown as { dataValidations: { model: unknown } }).dataValidations.model,
    );
    expect(lists).toContain('Administrator,User');
    expect(String(book.worksheets[1]!.getCell('A1').value)).toMatch(/as they are now/);
    expect(String(book.worksheets[1]!.getCell('A3').value)).toMatch(/bulk upload/);
  });

  it('reports every row of the template uploaded as it is unchanged, twice, and starts nothing', async () => {
    for (let time = 0; time < 2; time += 1) {
      const report = await reportOf(templateFile);
      expect(report.counts).toEqual({ update: 0, unchanged: KAPPA_USERS.length + MANY, error: 0 });
      expect(new Set(report.rows.map((r) => r.outcome))).toEqual(new Set(['UNCHANGED']));
    }
    const confirmed = await upload(templateFile, '?isOverrideConfirmed=true');
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: BULK_UPLOAD_ERROR_CODES.nothingToEdit });
  });

  it('answers a dry run row by row with every reason', async () => {
    const base = (login: string) => rowOf(login).slice(0, 4);
    const file = await workbook([
      [...headers().slice(0, 4), 'Mystery product'],
      [...base('kappa.user1').slice(0, 2), '', 'User'],
      ['not-an-address', 'No', 'Body', 'User'],
      [...base('kappa.user2').slice(0, 3), 'Boss'],
      [base('kappa.user3')[0]!, 'Ki\tt', 'Kappa', 'User'],
      [...base('kappa.blocked'), 'Yes'],
      ['jamie.cooper@acmefresh.example', 'Jamie', 'Cooper', 'User'],
      [...base('kappa.admin').slice(0, 3), 'User'],
      [base('kappa.admin2')[0]!, 'Kira', 'Renamed', 'Administrator'],
      [base('kappa.admin2')[0]!, 'Kira', 'Again', 'Administrator'],
    ]);
    const report = await reportOf(file);
    expect(report.rows.map((r) => [r.row, r.outcome, r.reasons])).toEqual([
      [2, 'ERROR', [BULK_EDIT_REASONS.missingField]],
      [3, 'ERROR', [BULK_EDIT_REASONS.invalidEmail]],
      [4, 'ERROR', [BULK_EDIT_REASONS.unknownRole]],
      [5, 'ERROR', [BULK_EDIT_REASONS.invalidName]],
      [6, 'ERROR', [BULK_EDIT_REASONS.unknownProduct]],
      [7, 'ERROR', [BULK_EDIT_REASONS.notCompanyUser]],
      [8, 'ERROR', [BULK_EDIT_REASONS.ownRole]],
      [9, 'UPDATE', []],
      [10, 'ERROR', [BULK_EDIT_REASONS.duplicateInList]],
    ]);
    expect(report.counts).toEqual({ update: 1, unchanged: 0, error: 8 });

    // A file leaving no active admin (a super admin's, who is none of them): its demotions are refused.
    const superAdmin = { userId: -1, loginId: 'superadmin' } as AuthContext;
    const demoting = await validateEdit(
      t.ctx,
      superAdmin,
      kappa,
      parseSheet([
        headers().slice(0, 4),
        [...base('kappa.admin').slice(0, 3), 'User'],
        [...base('kappa.admin2').slice(0, 3), 'User'],
        [...base('kappa.user1').slice(0, 2), 'Renamed', 'User'],
      ]),
    );
    expect(demoting.rows.map((r) => [r.outcome, r.reasons])).toEqual([
      ['ERROR', [BULK_EDIT_REASONS.lastAdmin]],
      ['ERROR', [BULK_EDIT_REASONS.lastAdmin]],
      ['UPDATE', []],
    ]);
  });

  it('checks the tenant_id header against the company', async () => {
    const missing = await upload(templateFile, '', null);
    expect(missing.statusCode).toBe(400);
    const other = await upload(templateFile, '', '999999');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: BULK_UPLOAD_ERROR_CODES.tenantMismatch });
  });

  it('reports each changed field before and after, then changes the users by a job with its entries and result file', async () => {
    const reportBuilder = headers().find((h) => /report builder/i.test(h))!;
    const channel = headers().find((h) => /channel/i.test(h))!;
    const rows = [headers()];
    const user1 = rowOf('kappa.user1');
    user1[1] = 'Uno';
    const user2 = rowOf('kappa.user2');
    user2[2] = 'Dos';
    const user3 = rowOf('kappa.user3');
    user3[3] = 'Administrator';
    const user4 = rowOf('kappa.user4');
    user4[columnOf(reportBuilder)] = '';
    user4[columnOf(headers().find((h) => /shopper/i.test(h))!)] = 'Yes';
    const admin2 = rowOf('kappa.admin2');
    admin2[3] = 'User';
    rows.push(user1, user2, user3, user4, admin2, rowOf('kappa.admin'));
    const file = await workbook(rows);
    const admin2Headers = asUser(await t.signIn('kappa.admin2', HOSTS.US), HOSTS.US);

    const report = await reportOf(file);
    expect(report.rows.map((r) => [r.email.split('@')[0], r.outcome, r.changes])).toEqual([
      ['kappa.user1', 'UPDATE', [{ field: 'firstName', before: 'Kai', after: 'Uno' }]],
      ['kappa.user2', 'UPDATE', [{ field: 'lastName', before: 'Kappa', after: 'Dos' }]],
      ['kappa.user3', 'UPDATE', [{ field: 'role', before: 'USER', after: 'ADMIN' }]],
      [
        'kappa.user4',
        'UPDATE',
        [
          {
            field: 'products',
            before: ['CHANNEL_INSIGHTS', 'REPORT_BUILDER'],
            after: ['CHANNEL_INSIGHTS', 'SHOPPER_BEHAVIOR'],
          },
        ],
      ],
      ['kappa.admin2', 'UPDATE', [{ field: 'role', before: 'ADMIN', after: 'USER' }]],
      ['kappa.admin', 'UNCHANGED', []],
    ]);
    const asFile = await upload(file, '?format=xlsx');
    expect(asFile.statusCode).toBe(200);
    const reportRows = sheetValues((await readBook(asFile.rawPayload)).worksheets[0]!);
    expect(reportRows[0]).toEqual([
      'Row',
      'E-mail',
      'First name',
      'Last name',
      'Outcome',
      'Reasons',
      'First name: before',
      'First name: after',
      'Last name: before',
      'Last name: after',
      'Role: before',
      'Role: after',
      'Products: before',
      'Products: after',
    ]);
    expect(reportRows[1]!.slice(4, 8)).toEqual(['Will be updated', '', 'Kai', 'Uno']);
    expect(reportRows[4]![1]).toBe('kappa.user4@kappa.example');
    expect(reportRows[4]![12]).toContain(reportBuilder);
    expect(reportRows[4]![13]).toContain(channel);
    expect(reportRows[4]![13]).not.toContain(reportBuilder);
    expect(reportRows[6]![4]).toBe('Unchanged');

    const res = await upload(file, '?isOverrideConfirmed=true');
    expect(res.statusCode, res.body).toBe(200);
    const started = bulkEditStartedSchema.parse(res.json());
    expect(started).toMatchObject({ status: 'started', users: 5, counts: { update: 5, unchanged: 1, error: 0 } });
    expect((await userOf('kappa.user1')).first_name).toBe('Kai');
    await t.ctx.worker.drain();

    expect(await userOf('kappa.user1')).toMatchObject({ first_name: 'Uno', last_name: 'Kappa' });
    expect(await userOf('kappa.user2')).toMatchObject({ first_name: 'Kim', last_name: 'Dos' });
    expect((await userOf('kappa.user3')).group).toBe(GROUPS.admin);
    expect((await userOf('kappa.admin2')).group).toBe(GROUPS.regularUser);
    expect(await productsOf('kappa.user4')).toEqual(['CHANNEL_INSIGHTS', 'SHOPPER_BEHAVIOR']);
    expect(await productsOf('kappa.user1')).toEqual(['REPORT_BUILDER']);
    // The demoted admin's very next request is a regular user's.
    const list = await t.app.inject({ url: `/api/companies/${kappa}/users`, headers: admin2Headers });
    expect(list.statusCode).toBe(403);

    const entries = await t.ctx.db
      .selectFrom('activity_log')
      .select(['event', 'entity_id', 'before_value', 'after_value'])
      .where('company_id', '=', kappa)
      .where('event', 'in', ['BULK_EDIT_STARTED', 'BULK_EDIT_USER'])
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.event, e.entity_id])).toEqual([
      ['BULK_EDIT_STARTED', String(kappa)],
      ['BULK_EDIT_USER', 'kappa.user1'],
      ['BULK_EDIT_USER', 'kappa.user2'],
      ['BULK_EDIT_USER', 'kappa.user3'],
      ['BULK_EDIT_USER', 'kappa.user4'],
      ['BULK_EDIT_USER', 'kappa.admin2'],
    ]);
    expect([JSON.parse(entries[3]!.before_value!), JSON.parse(entries[3]!.after_value!)]).toEqual([
      { role: 'USER' },
      { role: 'ADMIN' },
    ]);

    expect(await jobOf(started.jobId)).toMatchObject({
      kind: 'BULK_EDIT',
      state: 'DONE',
      total: 5,
      processed: 5,
      succeeded: 5,
      failed: 0,
      hasResult: true,
    });
    const result = await resultOf(started.jobId);
    expect(result[0]!.slice(0, 6)).toEqual([
      'Row',
      'E-mail',
      'Outcome',
      'Reason',
      'First name: before',
      'First name: after',
    ]);
    expect(result[1]!.slice(0, 6)).toEqual(['2', 'kappa.user1@kappa.example', 'Updated', '', 'Kai', 'Uno']);
    expect(result[3]!.slice(8, 10)).toEqual(['User', 'Administrator']);
    expect(result).toHaveLength(6);
  });

  it('fails at run time a row whose user is gone or whose demotion would now leave no active admin', async () => {
    // Admins now: kappa.admin and kappa.user3. The file demotes user3 and renames user2.
    const user3 = rowOf('kappa.user3');
    user3[3] = 'User';
    const user2 = rowOf('kappa.user2');
    user2[1] = 'Kimberly';
    const res = await upload(await workbook([headers(), user2, user3]), '?isOverrideConfirmed=true');
    const started = bulkEditStartedSchema.parse(res.json());
    // Before the job runs, user2 is deleted and the other admin blocked.
    await t.ctx.db.deleteFrom('user_products').where('user_id', '=', ids.get('kappa.user2')!).execute();
    await t.ctx.db.deleteFrom('users').where('login_id', '=', 'kappa.user2').execute();
    await t.ctx.db.updateTable('users').set({ status: 'BLOCKED' }).where('login_id', '=', 'kappa.admin').execute();
    try {
      await t.ctx.worker.drain();
    } finally {
      await t.ctx.db.updateTable('users').set({ status: 'ACTIVE' }).where('login_id', '=', 'kappa.admin').execute();
    }
    expect((await userOf('kappa.user3')).group).toBe(GROUPS.admin);
    expect(await jobOf(started.jobId)).toMatchObject({
      state: 'DONE',
      total: 2,
      processed: 2,
      succeeded: 0,
      failed: 2,
    });
    expect((await resultOf(started.jobId)).map((r) => r.slice(0, 4))).toEqual([
      ['Row', 'E-mail', 'Outcome', 'Reason'],
      [
        '2',
        'kappa.user2@kappa.example',
        'Not done',
        'The e-mail is not one of the company’s users (new people go by bulk upload)',
      ],
      ['3', 'kappa.user3@kappa.example', 'Not done', 'The company would be left without an active administrator'],
    ]);
  });

  it('finishes a job stopped half-way, each row changed and counted once', async () => {
    const many = template.filter((r) => r[0]!.startsWith('kappa.many'));
    const csv = [headers().slice(0, 4), ...many.map((r) => [r[0], 'Renamed', r[2], r[3]])]
      .map((r) => r.join(','))
      .join('\n');
    const res = await upload(Buffer.from(csv), '?isOverrideConfirmed=true', String(KAPPA_TENANT), 'many.csv');
    expect(res.statusCode, res.body).toBe(200);
    const { jobId, users } = bulkEditStartedSchema.parse(res.json());
    expect(users).toBe(MANY);
    // A worker claims the job, changes the first slice, and its server stops before the next.
    const claimed = await claimDueJob(t.ctx.db, t.ctx.dialect, t.clock.now(), 60_000, [BULK_EDIT_JOB]);
    expect(claimed?.id).toBe(jobId);
    const payload = JSON.parse(claimed!.payload) as BulkEditPayload;
    const stopped = runBulkEdit(t.ctx, jobId, payload, async () => {
      throw new Error('server stopped');
    });
    await expect(stopped).rejects.toThrow('server stopped');
    expect(await jobOf(jobId)).toMatchObject({ state: 'RUNNING', total: MANY, processed: 100, succeeded: 100 });
    t.clock.advance(120_000);
    await t.ctx.worker.drain();
    expect(await jobOf(jobId)).toMatchObject({ state: 'DONE', total: MANY, processed: MANY, succeeded: MANY });
    // Run once more (a second worker on a stale claim): nothing more is changed or logged.
    expect(await runBulkEdit(t.ctx, jobId, payload, async () => {})).toEqual({ updated: 0, unchanged: 0, failed: 0 });
    const entries = await t.ctx.db
      .selectFrom('activity_log')
      .select('entity_id')
      .where('event', '=', 'BULK_EDIT_USER')
      .where('entity_id', 'like', 'kappa.many%')
      .execute();
    expect(entries).toHaveLength(MANY);
    expect(new Set(entries.map((e) => e.entity_id)).size).toBe(MANY);
    const result = await resultOf(jobId);
    expect(result).toHaveLength(MANY + 1);
    expect(result.slice(1).map((r) => Number(r[0]))).toEqual(Array.from({ length: MANY }, (_, i) => i + 2));
  });
});
