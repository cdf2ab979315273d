// The super admin's company list benchmark (issue 12), run by bench.mjs after the build, or alone after
// `npx tsc -b packages/contract apps/server`:
//   node scripts/bench-companies.mjs                      (SQLite)
//   BENCH_DATABASE_URL=postgres://… node scripts/bench-companies.mjs   (PostgreSQL, in a fresh database)
// Starts the built server on a fresh database (demo data), adds 100 000 companies (a realistic mix of types,
// statuses, admin e-mails and products, most in the US market the super admin signs in to), and measures
// GET /api/companies through HTTP, one request at a time: the first page, deep pages, filtered and sorted pages,
// searches; p50 and p95 of each beside the bare indexed query of a first page on the same database (the floor).
// BENCH_COMPANIES=n changes the count, BENCH_COMPANIES_REPEATS the requests per case, BENCH_COMPANIES_CASES picks
// cases by part of their names (BENCH_COMPANIES_CASES=deep,last).
import { sql } from 'kysely';
import {
  freshDatabase,
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

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const REPEATS = Number(process.env.BENCH_COMPANIES_REPEATS ?? 200);
/** p50/p95/max of REPEATS sequential calls. */
const measure = (call) => timed(call, REPEATS);
const PORT = Number(process.env.BENCH_COMPANIES_PORT ?? 3901);
const BASE = `http://127.0.0.1:${PORT}`;
const PG_URL = process.env.BENCH_DATABASE_URL || '';
const P95_TARGET_MS = 20;
const TENANT_ID_BASE = 5_000_000;
/** BENCH_COMPANIES_CASES=deep,search measures only the cases whose names contain one of the words. */
const CASE_FILTER = (process.env.BENCH_COMPANIES_CASES || '').split(',').map((part) => part.trim());

/** Weighted choices: [value, weight]. */
const TYPES = [
  ['SUPPLIER', 58],
  ['BASIC_VENDOR', 22],
  ['THIRD_PARTY_AGENCY', 12],
  ['BASIC_THIRD_PARTY_AGENCY', 7],
  ['UNKNOWN', 1],
];
const STATUSES = [
  ['ACTIVE', 81],
  ['INACTIVE', 14],
  ['SUSPENDED', 5],
];
const MARKETS = [
  ['US', 94],
  ['MX', 3],
  ['CA', 3],
];
const FIRST = ['Ana', 'Ben', 'Carla', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jon', 'Kim', 'Luis', 'Mia'];
const LAST = ['Smith', 'Garcia', 'Nguyen', 'Tremblay', 'Patel', 'Lopez', 'Martin', 'Chen', 'Roy', 'Walker', 'Diaz'];
const WORDS = [
  'Acme',
  'Blue Ridge',
  'Golden',
  'Harvest',
  'Northern',
  'Pacific',
  'Prairie',
  'Summit',
  'Sunrise',
  'Valley',
  'Evergreen',
  'Lakeside',
  'Maple',
  'Red Rock',
  'Silver',
  'Coastal',
];
const TRADES = ['Foods', 'Beverages', 'Home', 'Apparel', 'Toys', 'Pet Supply', 'Health', 'Electronics', 'Garden'];
const SUFFIXES = ['Inc.', 'LLC', 'Co.', 'Group', 'Brands', 'Partners', 'S.A. de C.V.', 'Ltd.'];

/** A small deterministic generator, so every run benchmarks the same data. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const random = generator(12);
const pick = (list) => list[Math.floor(random() * list.length)];
function weighted(choices) {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let at = random() * total;
  for (const [value, weight] of choices) {
    at -= weight;
    if (at < 0) return value;
  }
  return choices[0][0];
}

function companyOf(n) {
  const name = `${pick(WORDS)} ${pick(TRADES)} ${pick(SUFFIXES)} ${n}`;
  const domain = `${name
    .split(' ')[0]
    .toLowerCase()
    .replace(/[^a-z]/g, '')}${n}.example`;
  const type = weighted(TYPES);
  return {
    market: weighted(MARKETS),
    name,
    type,
    account_type: type.startsWith('BASIC') ? 'basic' : 'charter',
    status: weighted(STATUSES),
    primary_contact_email: `${pick(FIRST).toLowerCase()}.${pick(LAST).toLowerCase()}@${domain}`,
    tenant_id: TENANT_ID_BASE + n,
    site_id: null,
    business_code: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

const BATCH = 1000;

/** Inserts the companies and, for most, one to four of the catalogue's products. */
async function seedCompanies(db, count) {
  const products = (await db.selectFrom('products').select('code').execute()).map((p) => p.code);
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => companyOf(start + i));
    await db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('companies').values(rows).returning('id').execute();
      const links = ids.flatMap(({ id }) => {
        const wanted = random() < 0.15 ? 0 : 1 + Math.floor(random() * 4);
        const chosen = new Set(Array.from({ length: wanted }, () => pick(products)));
        return [...chosen].map((code) => ({
          company_id: id,
          product_code: code,
          created_at: '2026-01-01T00:00:00.000Z',
        }));
      });
      if (links.length > 0) await trx.insertInto('company_products').values(links).execute();
    });
  }
}

/** The list's cases: each a name and its query string (or the query for the market's number of companies). */
const CASES = [
  ['first page (name asc, size 10)', 'page=0&pageSize=10'],
  ['deep page 9 000 (name asc, size 10)', 'page=9000&pageSize=10'],
  [
    'last page (name desc, size 10)',
    (total) => `page=${Math.ceil(total / 10) - 1}&pageSize=10&sortBy=companyName&sortOrder=desc`,
  ],
  ['deep page 6 000 by status desc', 'page=6000&pageSize=10&sortBy=status&sortOrder=desc'],
  ['deep page 4 000 by admin e-mail asc', 'page=4000&pageSize=10&sortBy=adminEmail&sortOrder=asc'],
  ['deep page 8 000 by type asc', 'page=8000&pageSize=10&sortBy=uiCompanyType&sortOrder=asc'],
  [
    'filtered (2 types, ACTIVE) by e-mail desc, page 2 000 of 25',
    'page=2000&pageSize=25&companyTypes=SUPPLIER,BASIC_VENDOR&statuses=ACTIVE&sortBy=adminEmail&sortOrder=desc',
  ],
  [
    'filtered (SUSPENDED) by name asc, page 0 of 10, products',
    'page=0&pageSize=10&statuses=SUSPENDED&showProducts=true',
  ],
  ['first page of 500 with products', 'page=0&pageSize=500&showProducts=true'],
  ['search name "harvest" (contains), page 0', 'page=0&pageSize=10&search=harvest'],
  ['search e-mail "ana.garcia@" (contains), page 0', 'page=0&pageSize=10&search=ana.garcia%40'],
  ['search "12345" (rare, contains), page 0', 'page=0&pageSize=10&search=12345'],
];

async function listPage(cookie, query) {
  const res = await fetch(`${BASE}/api/companies?${query}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function measureList(cookie) {
  const { total: marketTotal } = await listPage(cookie, 'page=0&pageSize=1');
  const rows = [];
  for (const [name, queryOf] of CASES.filter(([name]) => CASE_FILTER.some((part) => name.includes(part)))) {
    const query = typeof queryOf === 'function' ? queryOf(marketTotal) : queryOf;
    let page = { total: 0, items: [] };
    const figures = await measure(async () => {
      page = await listPage(cookie, query);
    });
    rows.push({ case: `GET /api/companies: ${name}`, total: page.total, rows: page.items.length, ...figures });
  }
  return rows;
}

/** The floors, in-process, no HTTP: a first page straight off the market-and-name index, and the ids of page 9 000 from it. */
async function measureFloors(db) {
  const byName = () => db.selectFrom('companies').where('market', '=', 'US').orderBy('name').orderBy('id').limit(10);
  const first = await measure(() => byName().select(['id', 'name']).execute());
  const deep = await measure(() => byName().select('id').offset(90_000).execute());
  return [
    { case: 'bare indexed query: first page by name, in-process (floor)', total: '', rows: 10, ...first },
    { case: 'bare indexed query: ids of page 9 000 by name, in-process', total: '', rows: 10, ...deep },
  ];
}

async function main() {
  const fresh = await freshDatabase('companies', PG_URL, openDatabase);
  const server = startServer({ port: PORT, dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
  const handle = fresh.open();
  try {
    await waitReady(BASE);
    let t = process.hrtime.bigint();
    await seedCompanies(handle.db, COMPANIES);
    // As autovacuum does after a bulk insert: statistics, and the visibility map index-only scans rely on.
    if (handle.dialect === 'postgres') await sql`vacuum analyze companies`.execute(handle.db);
    console.log(
      `\ncompanies: ${COMPANIES} generated in a fresh ${handle.dialect === 'postgres' ? 'PostgreSQL database' : 'SQLite database'}, inserted in ${(ms(process.hrtime.bigint() - t) / 1000).toFixed(1)} s`,
    );
    const cookie = await signIn(BASE, 'superadmin');
    t = process.hrtime.bigint();
    const rows = [...(await measureList(cookie)), ...(await measureFloors(handle.db))];
    printLatencies(`company list latency in ms, ${REPEATS} sequential requests per case (${handle.dialect}):`, rows);
    const goals = rows
      .filter((r) => r.case.startsWith('GET') && !r.case.includes('search') && !r.case.includes('500'))
      .map((r) => [`${r.case}: p95 < ${P95_TARGET_MS} ms (${r.p95.toFixed(2)} ms)`, r.p95 < P95_TARGET_MS]);
    reportGoals(goals);
  } finally {
    await handle.close();
    await stopServer(server);
    await fresh.cleanup();
  }
}

await main();
