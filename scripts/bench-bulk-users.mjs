// The bulk upload's benchmark (issue 27, point 7), run by bench.mjs (step 'bulk') after the build, or alone after
// `npx tsc -b packages/contract apps/server`:
//   node scripts/bench-bulk-users.mjs                                  (SQLite)
//   BENCH_DATABASE_URL=postgres://… node scripts/bench-bulk-users.mjs   (PostgreSQL, in a fresh database)
// Starts the built server on a fresh database (demo data), signs in Acme's admin, downloads the bulk create template
// and fills it with BULK_BENCH_ROWS people (10 000) as an .xlsx; then measures through HTTP the dry run (the report of
// every row), the confirmed upload (answering 'started'), and the jobs that follow: the creation job's rows per second
// and the invitations' (each person's link and e-mail in the outbox), and the server's peak resident memory over all
// of it. Goals (issue 27): the dry run under 2 s, the creation at least 500 rows/s, peak memory under 200 MB.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { freshDatabase, memoryOf, reportGoals, signIn, startServer, stopServer, waitReady } from './bench-support.mjs';

const dist = (file) => new URL(`../apps/server/dist/${file}`, import.meta.url).href;
const { openDatabase } = await import(dist('db/database.js'));

const ROWS = Number(process.env.BULK_BENCH_ROWS ?? 10_000);
const PORT = Number(process.env.BENCH_BULK_PORT ?? 3905);
const BASE = `http://127.0.0.1:${PORT}`;
const PG_URL = process.env.BENCH_DATABASE_URL || '';
const DRY_RUN_TARGET_S = 2;
const ROWS_PER_SECOND_TARGET = 500;
const MEMORY_TARGET_MB = 200;

const seconds = (ns) => Number(ns) / 1e9;
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** The template as Acme's admin downloads it, filled with ROWS people of Acme's authorised domain. */
async function filledTemplate(cookie, companyId) {
  const res = await fetch(`${BASE}/api/companies/${companyId}/users/download-bulk-create-template`, {
    headers: { cookie },
  });
  if (!res.ok) throw new Error(`template: ${res.status}`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0];
  sheet.spliceRows(2, 1);
  const products = sheet.getRow(1).cellCount - 5;
  for (let i = 0; i < ROWS; i += 1) {
    const granted = Array.from({ length: products }, (_, p) => (p === i % products ? 'Yes' : ''));
    sheet.addRow([
      `bulk.bench.${i}@acmefresh.example`,
      'Bench',
      `Person ${i}`,
      i % 10 ? 'User' : 'Administrator',
      '',
      ...granted,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(cookie, companyId, file, query) {
  const form = new FormData();
  form.append('file', new Blob([file]), 'people.xlsx');
  const started = process.hrtime.bigint();
  const res = await fetch(`${BASE}/api/companies/${companyId}/users/bulk-upload/validate-create${query}`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'portal' },
    body: form,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`upload: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { body, seconds: seconds(process.hrtime.bigint() - started) };
}

/** Waits until no job of these types is queued or running; answers when each type's last one ended. */
async function jobsDone(db, types) {
  for (;;) {
    const open = await db
      .selectFrom('jobs')
      .select('id')
      .where('type', 'in', types)
      .where('status', 'in', ['queued', 'running'])
      .execute();
    if (open.length === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  const fresh = await freshDatabase('bulk', PG_URL, openDatabase, '');
  const server = startServer({ port: PORT, dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
  const handle = fresh.open();
  try {
    await waitReady(BASE);
    const dialect = handle.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
    const acme = await handle.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Acme Fresh Foods')
      .executeTakeFirstOrThrow();
    const cookie = await signIn(BASE, 'admin');
    const file = await filledTemplate(cookie, acme.id);
    fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const rssBefore = memoryOf(server.pid, 'VmRSS');
    const dryRun = await upload(cookie, acme.id, file, '');
    const dryRunPeak = memoryOf(server.pid, 'VmHWM');
    const confirmed = await upload(cookie, acme.id, file, '?isOverrideConfirmed=true');
    const jobStart = process.hrtime.bigint();
    await jobsDone(handle.db, ['bulk-users.create']);
    const created = seconds(process.hrtime.bigint() - jobStart);
    await jobsDone(handle.db, ['invitations.send']);
    const invited = seconds(process.hrtime.bigint() - jobStart);
    const peak = memoryOf(server.pid, 'VmHWM');
    const mails = await handle.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('to_address', 'like', 'bulk.bench.%')
      .executeTakeFirstOrThrow();
    const rate = confirmed.body.users / created;
    console.log(
      `\nbulk upload of ${ROWS} people (${file.length} bytes of .xlsx, ${dialect}): dry run ${dryRun.seconds.toFixed(2)} s ` +
        `(${dryRun.body.counts.create} to create); confirmed in ${confirmed.seconds.toFixed(2)} s; the creation job ` +
        `${created.toFixed(2)} s (${rate.toFixed(0)} rows/s); every invitation sent ${invited.toFixed(2)} s after the start ` +
        `(${Number(mails.n)} e-mails, ${(Number(mails.n) / invited).toFixed(0)} a second); server resident memory ${mb(rssBefore)} MiB before, peak ${mb(dryRunPeak)} MiB by the end of the dry run, ${mb(peak)} MiB in all`,
    );
    const goals = [
      [`dry run: < ${DRY_RUN_TARGET_S} s (${dryRun.seconds.toFixed(2)} s)`, dryRun.seconds < DRY_RUN_TARGET_S],
      [`creation job: >= ${ROWS_PER_SECOND_TARGET} rows/s (${rate.toFixed(0)})`, rate >= ROWS_PER_SECOND_TARGET],
      [`server peak memory < ${MEMORY_TARGET_MB} MB (${(peak / 1e6).toFixed(0)} MB)`, peak < MEMORY_TARGET_MB * 1e6],
    ];
    reportGoals(goals);
  } finally {
    await handle.close();
    await stopServer(server);
    await fresh.cleanup();
  }
}

await main();
