// The activity log's benchmark (issue 26), run by bench.mjs (step 'activity') after the build, or alone after
// `npx tsc -b packages/contract apps/server`:
//   node scripts/bench-activity-log.mjs                                  (SQLite)
//   BENCH_DATABASE_URL=postgres://… node scripts/bench-activity-log.mjs   (PostgreSQL, in a fresh database)
// Starts the built server on a fresh database (demo data) and adds ACTIVITY_LOG_BENCH_ENTRIES entries (10 000 000) by
// SQL in the database: one in five is Acme Fresh Foods' (the company the demo `admin` administers: 2 000 000), the
// rest spread over 1 999 generated companies, all over the 400 days before now, the log growing (as a portal's does:
// the last 30 days hold about a tenth, Acme's about 200 000). The log's indexes are dropped before the insert and
// made after it, by migration 033's own definitions (the trigram index too). Then measures through HTTP, one request at a time, as Acme's
// admin (and a super admin across companies): the first page, a deep page, each filter alone and combined, each sort,
// the filters' code lists; p50 and p95 of each beside the floor (the bare indexed query of a first page, in-process,
// plus an HTTP round trip); and the download of the last 30 days (about 200 000 entries): its time and the server's
// peak resident memory. Goals (issue 26): p95 under 20 ms and within three times the floor; the download under 6 s
// and 200 MB.
// BENCH_KEEP=name keeps the database (see bench-support.mjs) and a later run with the same name reuses its seed.
// BENCH_ACTIVITY_REPEATS changes the requests per case, BENCH_ACTIVITY_CASES picks cases by part of their names
// (BENCH_ACTIVITY_CASES=sort,download).
import { sql } from 'kysely';
import {
  floorGoals,
  freshDatabase,
  measureDownload,
  ms,
  printLatencies,
  reportGoals,
  signIn,
  startServer,
  stopServer,
  timed,
  waitReady,
} from './bench-support.mjs';

const dist = (file) => new URL(`../apps/server/dist/${file}`, import.meta.url).href;
const { openDatabase } = await import(dist('db/database.js'));
const { CARRYING_INDEXES, createCarryingIndexes } = await import(dist('db/migrations/033-activity-log-reads.js'));
const { createTextIndex, dropTextIndex } = await import(dist('db/migrations/037-activity-log-text-months.js'));
const { rangeOfDays } = await import(dist('modules/activity-log/activity-log.days.js'));

const ENTRIES = Number(process.env.ACTIVITY_LOG_BENCH_ENTRIES ?? 10_000_000);
/** One entry in ACME_EVERY is Acme's. */
const ACME_EVERY = 5;
/** Prime to ACME_EVERY, so every generated company gets entries. */
const OTHER_COMPANIES = 1_999;
const DAYS = 400;
/** Entries inserted per statement. */
const CHUNK = 500_000;
const REPEATS = Number(process.env.BENCH_ACTIVITY_REPEATS ?? 100);
const PORT = Number(process.env.BENCH_ACTIVITY_PORT ?? 3904);
const BASE = `http://127.0.0.1:${PORT}`;
const PG_URL = process.env.BENCH_DATABASE_URL || '';
const P95_TARGET_MS = 20;
const DOWNLOAD_TARGET_S = 6;
const DOWNLOAD_MEMORY_TARGET_MB = 200;
const TENANT_ID_BASE = 8_000_000;
const ZONE = 'America/Chicago';
const CASE_FILTER = (process.env.BENCH_ACTIVITY_CASES || '').split(',').map((part) => part.trim());
const wanted = (name) => CASE_FILTER.some((part) => name.includes(part));

/** Events by weight in a hundred buckets: sign-ins and sign-outs most, user administration next, the rest rare. */
const EVENT_WEIGHTS = [
  ['SIGN_IN', 30],
  ['SIGN_OUT', 15],
  ['PREFERENCES_UPDATED', 8],
  ['UPDATE_USER_PROFILE', 6],
  ['GRANT_USER_ACCESS', 6],
  ['CHANGE_USER_ACCESS', 5],
  ['ADD_USER', 5],
  ['RESEND_INVITE', 3],
  ['INCIDENT_CREATED', 3],
  ['INCIDENT_COMMENTED', 3],
  ['DELETE_USER', 2],
  ['BLOCK_USER', 2],
  ['EMAIL_DOMAIN_CREATED', 2],
  ['EMAIL_DOMAIN_UPDATED', 2],
  ['UNBLOCK_USER', 1],
  ['EMAIL_DOMAIN_DELETED', 1],
  ['CONTACT_US_SENT', 1],
  ['REGISTRATION_COMPLETED', 1],
  ['PASSWORD_RESET', 1],
  ['PASSWORD_RESET_LINK_CREATED', 1],
  ['SET_CONTEXT', 1],
  ['ANNOUNCEMENT_DISMISSED', 1],
];
const EVENT_BUCKETS = EVENT_WEIGHTS.flatMap(([event, weight]) => Array(weight).fill(event));

const seconds = (since) => (ms(process.hrtime.bigint() - since) / 1000).toFixed(1);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

async function insertCompanies(db) {
  const ids = [];
  for (let start = 0; start < OTHER_COMPANIES; start += 500) {
    const rows = Array.from({ length: Math.min(500, OTHER_COMPANIES - start) }, (_, k) => ({
      market: 'US',
      name: `Bench Log Supplier ${start + k}`,
      type: 'SUPPLIER',
      account_type: 'charter',
      status: 'ACTIVE',
      primary_contact_email: `owner${start + k}@benchlog.example`,
      tenant_id: TENANT_ID_BASE + start + k,
      site_id: null,
      business_code: null,
      created_at: '2026-01-01T00:00:00.000Z',
    }));
    ids.push(...(await db.insertInto('companies').values(rows).returning('id').execute()).map((r) => r.id));
  }
  const first = Math.min(...ids);
  if (Math.max(...ids) - first !== OTHER_COMPANIES - 1) throw new Error('generated companies without contiguous ids');
  return first;
}

/**
 * Entry i of the log (0 … ENTRIES - 1) is made at a time that grows with i, the density of entries rising linearly
 * over the days (twice as many a day at the end as at the start): t = √(1 + 3i/N) − 1 runs from 0 to 1.
 * Its fields follow j = i / 5 with co-prime strides, so Acme's entries (i a multiple of 5) get every value.
 */
function entriesSql(dialect, { start, end, nowMs, acmeId, firstCompany }) {
  const j = sql`(i / ${sql.lit(ACME_EVERY)})`;
  const spanMs = DAYS * 86_400_000;
  const atMs = sql`(${sql.lit(nowMs)} - (2 - sqrt(1 + 3.0 * i / ${sql.lit(ENTRIES)})) * ${sql.lit(spanMs)})`;
  const createdAt =
    dialect === 'postgres'
      ? sql`to_char(to_timestamp(${atMs} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${atMs} / 1000.0, 'unixepoch')`;
  const series =
    dialect === 'postgres'
      ? sql`select generate_series(${sql.lit(start)}, ${sql.lit(end - 1)})`
      : sql`select ${sql.lit(start)} union all select i + 1 from n where i + 1 < ${sql.lit(end)}`;
  const events = sql.join(EVENT_BUCKETS.map((event, k) => sql`(${sql.lit(k)}, ${sql.lit(event)})`));
  const actor = sql`case when ${j} % 7 = 3 then 'system'
    else 'bench.user.' || cast((${j} * 13 + i % 5) % 400 as text) end`;
  const event = sql`case when ${j} % 997 = 5 then 'ACCESS_REQUESTED' else e.v end`;
  const entityId = sql`'u' || cast((${j} * 31 + i % 5 * 7) % 50000 as text)`;
  // The description's own words are lower-case ASCII but the place name: its folded text is written as folded.
  const words = sql`${actor} || ' ' || lower(${event}) || ' of ' || ${entityId}`;
  const place = (name) => sql`case when ${j} % 211 = 0 then ${sql.lit(` at ${name}`)} else '' end`;
  return sql`
    with recursive n(i) as (${series}), e(k, v) as (values ${events})
    insert into activity_log (company_id, actor, entity_type, entity_id, event, description, search_text, source_app,
      created_at, market, before_value, after_value)
    select
      case when i % ${sql.lit(ACME_EVERY)} = 0 then ${sql.lit(acmeId)}
        else ${sql.lit(firstCompany)} + i % ${sql.lit(OTHER_COMPANIES)} end,
      ${actor}, 'USER', ${entityId}, ${event},
      ${words} || ${place('Érablière Gagnon')}, ${words} || ${place('erabliere gagnon')},
      case when ${j} % 50 < 3 then 'report-builder' when ${j} % 50 < 5 then 'shopper-behavior'
        else 'supplier-portal' end,
      ${createdAt}, 'US',
      case when ${j} % 5 = 2 then '{"firstName":"Ana"}' end,
      case when ${j} % 5 = 2 then '{"firstName":"Ana María"}' end
    from n join e on e.k = (${j} * 37 + i % 5 * 11) % 100`;
}

async function seed(db, dialect, acmeId) {
  const firstCompany = await insertCompanies(db);
  for (const { name } of CARRYING_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await dropTextIndex(db, dialect);
  const nowMs = Date.now();
  for (let start = 0; start < ENTRIES; start += CHUNK) {
    const end = Math.min(ENTRIES, start + CHUNK);
    await entriesSql(dialect, { start, end, nowMs, acmeId, firstCompany }).execute(db);
    process.stderr.write(`  ${end} entries\n`);
  }
  const t = process.hrtime.bigint();
  await createCarryingIndexes(db, dialect);
  process.stderr.write(`  indexes made in ${seconds(t)} s\n`);
  const text = process.hrtime.bigint();
  await createTextIndex(db, dialect);
  process.stderr.write(`  trigram index made in ${seconds(text)} s\n`);
  // As autovacuum does after a bulk insert: statistics, and the visibility map index-only scans rely on.
  if (dialect === 'postgres') await sql`vacuum analyze activity_log, companies`.execute(db);
  else await sql`analyze`.execute(db);
}

/** Whether a kept database (BENCH_KEEP) holds a finished seed of this size. */
async function seededAlready(db) {
  // The generated companies mark a finished seed; the log itself loses its oldest entries to the retention job (400
  // days) as the seed's days age, so its count is no longer ENTRIES a while later.
  const { rows } = await sql`select count(*) as n from companies where tenant_id = ${TENANT_ID_BASE}`.execute(db);
  if (Number(rows[0].n) === 0) return false;
  const log = await sql`select count(*) as n from activity_log`.execute(db);
  return Number(log.rows[0].n) >= ENTRIES * 0.99;
}

/** A day as YYYY-MM-DD in the admin's zone, `back` days before today. */
function dayBefore(back) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() - back * 86_400_000));
  return day.slice(0, 10);
}

/** The picker's default range: the last 29 days, today included. */
function last29Days() {
  return { from: dayBefore(28), to: dayBefore(0) };
}

async function post(cookie, path, body) {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'portal' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

const LIST = '/api/activity-logs';
const SORTS = ['actor', 'entityId', 'event', 'sourceApp'];

/** The cases: a name, who calls, the query string (or a function of the first page's total giving it), the body. */
function cases() {
  const last29 = last29Days();
  const oneDay = { from: dayBefore(3), to: dayBefore(3) };
  const deep = (size) => (total) => `?pageSize=${size}&pageNumber=${Math.max(0, Math.ceil(total / size) - 1)}`;
  return [
    ['first page (last 29 days, newest first, size 10)', 'admin', '', last29],
    ['first page of 100', 'admin', '?pageSize=100', last29],
    ['deep page: the last reachable page of 10', 'admin', deep(10), last29],
    ['filter: event SIGN_IN (30 %)', 'admin', '', { ...last29, events: ['SIGN_IN'] }],
    ['filter: event ACCESS_REQUESTED (0.1 %)', 'admin', '', { ...last29, events: ['ACCESS_REQUESTED'] }],
    [
      'filter: events BLOCK_USER and DELETE_USER (4 %)',
      'admin',
      '',
      { ...last29, events: ['BLOCK_USER', 'DELETE_USER'] },
    ],
    ['filter: application report-builder (6 %)', 'admin', '', { ...last29, applications: ['report-builder'] }],
    ['filter: actor bench.user.65', 'admin', '', { ...last29, actor: 'bench.user.65' }],
    ['filter: entity u155', 'admin', '', { ...last29, entityId: 'u155' }],
    ['filter: search "erabliere" (0.5 %)', 'admin', '', { ...last29, search: 'erabliere' }],
    ['filter: search "sign_out" (15 %)', 'admin', '', { ...last29, search: 'sign_out' }],
    [
      'combined: events SIGN_IN and SIGN_OUT, supplier-portal, actor system',
      'admin',
      '',
      { ...last29, events: ['SIGN_IN', 'SIGN_OUT'], applications: ['supplier-portal'], actor: 'system' },
    ],
    [
      'combined: actor bench.user.65 and search "sign"',
      'admin',
      '',
      { ...last29, actor: 'bench.user.65', search: 'sign' },
    ],
    [
      'combined: deep page of events SIGN_IN and SIGN_OUT',
      'admin',
      deep(10),
      { ...last29, events: ['SIGN_IN', 'SIGN_OUT'] },
    ],
    ['sort: uiCreatedOnDate asc, first page', 'admin', '?sortBy=uiCreatedOnDate&sortOrder=asc', last29],
    ...SORTS.flatMap((sortBy) => [
      [`sort: ${sortBy} asc, first page`, 'admin', `?sortBy=${sortBy}&sortOrder=asc`, last29],
      [`sort: ${sortBy} desc, deep page`, 'admin', (total) => `${deep(10)(total)}&sortBy=${sortBy}`, last29],
    ]),
    ['sort: actor asc, one day (fewer than the cap)', 'admin', '?sortBy=actor&sortOrder=asc', oneDay],
    ['every company: first page (super admin)', 'superadmin', '', last29],
    [
      'every company: event ACCESS_REQUESTED (super admin)',
      'superadmin',
      '',
      { ...last29, events: ['ACCESS_REQUESTED'] },
    ],
  ];
}

/** The chart's cases (POST activity-logs/days): a name, who calls, the body. */
function dayCases() {
  const last29 = last29Days();
  return [
    ['day counts: last 29 days (each day past the cap)', 'admin', last29],
    ['day counts: last 29 days, event ACCESS_REQUESTED (0.1 %)', 'admin', { ...last29, events: ['ACCESS_REQUESTED'] }],
    ['day counts: last 29 days, every company (super admin)', 'superadmin', last29],
  ];
}

async function measureCases(cookies) {
  const rows = [];
  for (const [name, as, queryOf, body] of cases().filter(([name]) => wanted(name))) {
    const { total } = await (await post(cookies[as], LIST, body)).json();
    const query = typeof queryOf === 'function' ? queryOf(total) : queryOf;
    let page = { total: 0, items: [], totalIsCapped: false };
    const figures = await timed(async () => {
      page = await (await post(cookies[as], `${LIST}${query}`, body)).json();
    }, REPEATS);
    const shown = `${page.total}${page.totalIsCapped ? '+' : ''}`;
    rows.push({ case: `POST ${LIST} ${name}`, total: shown, rows: page.items.length, ...figures });
    process.stderr.write(`  ${name}: p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms\n`);
  }
  for (const [name, as, body] of dayCases().filter(([name]) => wanted(name))) {
    let days = [];
    const figures = await timed(async () => {
      days = (await (await post(cookies[as], `${LIST}/days`, body)).json()).days;
    }, REPEATS);
    const counted = days.reduce((sum, day) => sum + day.count, 0);
    rows.push({ case: `POST ${LIST}/days ${name}`, total: counted, rows: days.length, ...figures });
    process.stderr.write(`  days ${name}: p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms\n`);
  }
  for (const list of ['eventlist', 'applicationlist'].filter((l) => wanted(l))) {
    let items = [];
    const figures = await timed(async () => {
      items = (await (await post(cookies.admin, `${LIST}/${list}`, {})).json()).items;
    }, REPEATS);
    rows.push({ case: `POST ${LIST}/${list}`, total: items.length, rows: items.length, ...figures });
  }
  return rows;
}

/** The floor: the bare indexed query of Acme's first page (in-process) plus an HTTP round trip (GET /api/healthz). */
async function measureFloor(db, acmeId) {
  const { from, to } = rangeOfDays(dayBefore(28), dayBefore(0), ZONE);
  const bare = await timed(
    () =>
      db
        .selectFrom('activity_log')
        .select(['id', 'created_at'])
        .where('company_id', '=', acmeId)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(10)
        .execute(),
    REPEATS,
  );
  const http = await timed(() => fetch(`${BASE}/api/healthz`).then((res) => res.arrayBuffer()), REPEATS);
  const floor = (key) => bare[key] + http[key];
  return [
    { case: 'bare indexed query: first page, in-process', total: '', rows: 10, ...bare },
    { case: 'HTTP round trip: GET /api/healthz', total: '', rows: 0, ...http },
    {
      case: 'floor: the bare query and a round trip',
      total: '',
      rows: 10,
      p50: floor('p50'),
      p95: floor('p95'),
      max: floor('max'),
    },
  ];
}

/** The download of Acme's last 30 days: time, size, the entries it holds and the server's memory. */
async function measureDownloadCase(db, cookie, acmeId, serverPid) {
  const days = { from: dayBefore(29), to: dayBefore(0) };
  const { from, to } = rangeOfDays(days.from, days.to, ZONE);
  const { rows } = await sql`select count(*) as n from activity_log where company_id = ${acmeId}
    and created_at >= ${from} and created_at < ${to}`.execute(db);
  const result = await measureDownload(serverPid, () => post(cookie, `${LIST}/download`, days));
  console.log(
    `\ndownload of Acme's last 30 days (${rows[0].n} entries, ${result.bytes} bytes of .xlsx) through HTTP: ${result.seconds.toFixed(2)} s; ` +
      `server resident memory ${mb(result.rssBefore)} MiB before, peak ${mb(result.peak)} MiB during (VmHWM)`,
  );
  return [
    [`download: < ${DOWNLOAD_TARGET_S} s (${result.seconds.toFixed(2)} s)`, result.seconds < DOWNLOAD_TARGET_S],
    [
      `download: server peak memory < ${DOWNLOAD_MEMORY_TARGET_MB} MB (${(result.peak / 1e6).toFixed(0)} MB)`,
      result.peak < DOWNLOAD_MEMORY_TARGET_MB * 1e6,
    ],
  ];
}

async function main() {
  const fresh = await freshDatabase('activity', PG_URL, openDatabase);
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
    const reused = fresh.reused && (await seededAlready(handle.db));
    const t = process.hrtime.bigint();
    if (!reused) await seed(handle.db, handle.dialect, acme.id);
    console.log(
      `\nactivity log: ${ENTRIES} entries (${ENTRIES / ACME_EVERY} in Acme Fresh Foods, the rest over ${OTHER_COMPANIES} companies, ` +
        `over ${DAYS} days) in a ${reused ? 'kept' : 'fresh'} ${dialect} database, ${reused ? 'seeded by an earlier run (BENCH_KEEP)' : `seeded in ${seconds(t)} s`}`,
    );
    const cookies = { admin: await signIn(BASE, 'admin'), superadmin: await signIn(BASE, 'superadmin') };
    const rows = [...(await measureCases(cookies)), ...(await measureFloor(handle.db, acme.id))];
    printLatencies(`activity log latency in ms, ${REPEATS} sequential requests per case (${dialect}):`, rows);
    const goals = floorGoals(rows, 'POST', P95_TARGET_MS);
    if (wanted('download')) goals.push(...(await measureDownloadCase(handle.db, cookies.admin, acme.id, server.pid)));
    reportGoals(goals);
  } finally {
    await handle.close();
    await stopServer(server);
    await fresh.cleanup();
  }
}

await main();
