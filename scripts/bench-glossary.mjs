// Data dictionary benchmark (issue 4), run by bench.mjs after the build, or alone after `npx tsc -b packages/contract apps/server`:
//   node scripts/bench-glossary.mjs
// Generates 100 000 elements into a fresh database (SQLite; PostgreSQL in a fresh schema when
// BENCH_DATABASE_URL is set) and measures, in one run:
//  - search latency p50/p95 over a fixed list of queries with and without typos, calling the search
//    service directly (index, page definitions from the database, and the search box suggestions);
//    then queries in French and Spanish by users of those languages (names in their language,
//    synonyms, definitions: issue 14), which count towards the goal too;
//  - Fuse.js over the same 100 000 elements, and the bare indexed SQL prefix query (the floor);
//  - the export of all 100 000 rows in a child process: time and peak memory.
// BENCH_GLOSSARY_STEPS=export measures the export alone (no search, no Fuse.js), for a quick comparison.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const dist = (file) => new URL(`../apps/server/dist/${file}`, import.meta.url).href;
const { openDatabase } = await import(dist('db/database.js'));
const { migrateToLatest } = await import(dist('db/migrate.js'));
const { fillGlossary } = await import(dist('db/generate/glossary.js'));
const { GlossaryIndexHolder } = await import(dist('modules/glossary/glossary.index.js'));
const { searchGlossaries, glossarySuggestions, exportGlossaries } = await import(
  dist('modules/glossary/glossary.service.js')
);
const { normalizeName } = await import(dist('platform/text-fold.js'));

const ELEMENTS = Number(process.env.BENCH_GLOSSARY_ELEMENTS ?? 100_000);
const REPEATS = Number(process.env.BENCH_GLOSSARY_REPEATS ?? 20);
const FUSE_REPEATS = Number(process.env.BENCH_GLOSSARY_FUSE_REPEATS ?? 1);
const PG_URL = process.env.BENCH_DATABASE_URL || '';
const EXPORT_ONLY = process.env.BENCH_GLOSSARY_STEPS === 'export';

/** Queries as suppliers type them: names, technical and DSS names, then the same with typos. */
const CLEAN = [
  'sales',
  'store sales amount',
  'str_sls_amt',
  'pos sales',
  'on hand quantity',
  'curr str on hand qty',
  'units sold last year',
  'household penetration',
  'in stock percent',
  'dairy',
  'online grocery',
  'pickup order count',
  'gross margin',
  'weeks of supply',
  'net promoter score',
];
const TYPOS = [
  'slaes',
  'invetory',
  'store slaes amount',
  'untis sold',
  'houshold penetration',
  'in stok percent',
  'gross margn',
  'pikcup order',
  'conversoin rate',
  'delivry order count',
  'promtion lift',
  'avrage basket',
  'weeks of suply',
  'markdwon amount',
  'cusotmer satisfaction',
];

/** Queries in the user's language (issue 14): translated names, synonyms, words only definitions have. */
const LANGUAGE_QUERIES = {
  'fr-CA': ['vente', 'montant des ventes', 'chiffre d’affaires', 'quantite en stock', 'taux de conversion', 'caisse'],
  'es-MX': ['ventas', 'importe de ventas', 'ingresos', 'existencias', 'unidades vendidas', 'escaneado'],
  'en-US': ['revenue', 'register', 'shoppers', 'turnover'],
};

const ms = (ns) => Number(ns) / 1e6;
const mb = (bytes) => (bytes / 1_048_576).toFixed(1);
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50).toFixed(2),
    p95: percentile(sorted, 95).toFixed(2),
    max: sorted[sorted.length - 1].toFixed(2),
  };
}
function vmHwmMb() {
  try {
    return (Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024).toFixed(1);
  } catch {
    return 'n/a';
  }
}

async function openFresh() {
  if (!PG_URL) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-glossary-'));
    const file = path.join(dataDir, 'portal.db');
    return {
      handle: openDatabase({ sqliteFile: file }),
      location: { sqliteFile: file },
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const schema = `bench_glossary_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    handle: openDatabase({ databaseUrl: PG_URL, pgSchema: schema }),
    location: { databaseUrl: PG_URL, pgSchema: schema },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * Child mode, a process like a server that holds the index: builds it, lets V8 settle (its memory
 * reducer returns the build's garbage to the system after some idle seconds, as on a server between
 * start-up and the first export), then exports every element, sampling the resident memory.
 */
async function exportChild(location) {
  const handle = openDatabase(location);
  const holder = new GlossaryIndexHolder(handle.db, handle.dialect, { checkIntervalMs: 60_000 });
  await holder.current();
  const buildPeak = vmHwmMb();
  const settleStart = Date.now();
  // V8's memory reducer runs some seconds after the allocation stops; wait for its shrink (at most 40 s).
  const builtRss = process.memoryUsage().rss;
  for (let settled = 0; settled < 2 && Date.now() - settleStart < 40_000;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (settled > 0 || process.memoryUsage().rss < builtRss * 0.8) settled += 1;
  }
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  const { stream, rows } = await exportGlossaries(
    { db: handle.db, clock: { now: () => new Date() }, holder },
    'en-US',
    {},
  );
  let bytes = 0;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      bytes += chunk.length;
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      done();
    },
  });
  await pipeline(stream, sink);
  const seconds = ms(process.hrtime.bigint() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sampler);
  await handle.close();
  process.stdout.write(
    JSON.stringify({
      rows,
      bytes,
      seconds,
      cpuSeconds,
      rssBefore,
      peakRss,
      buildPeak,
      settledIn: (Date.now() - settleStart) / 1000 - seconds,
    }),
  );
}

/** Search latency beside Fuse.js and the floor; answers the portal's own figures (clean and misspelt queries together). */
async function measureSearch(handle) {
  const db = handle.db;
  let t = process.hrtime.bigint();
  const holder = new GlossaryIndexHolder(db, handle.dialect, { checkIntervalMs: 2000 });
  const index = await holder.current();
  console.log(`search index: read and built in ${ms(process.hrtime.bigint() - t).toFixed(0)} ms`);

  const g = { db, clock: { now: () => new Date() }, holder };
  const auth = { loginId: 'bench.user' };
  const market = { code: 'US', production: true, defaultLocale: 'en-US', host: 'localhost' };
  const service = async (query, locale = 'en-US') => {
    const callerMarket = locale === 'en-US' ? market : { ...market, defaultLocale: locale };
    // The service takes the page as the routes give it (page and size), so a page of names and definitions is read.
    const page = await searchGlossaries(g, auth, callerMarket, { search_field: query, page: 0, size: 20 });
    await glossarySuggestions(g, query, 8, locale);
    return page;
  };
  const measure = async (queries, fn, repeats) => {
    const samples = [];
    for (const query of queries) await fn(query); // warm-up
    for (let r = 0; r < repeats; r += 1) {
      for (const query of queries) {
        const start = process.hrtime.bigint();
        await fn(query);
        samples.push(ms(process.hrtime.bigint() - start));
      }
    }
    return samples;
  };

  const found = {};
  for (const query of [...CLEAN, ...TYPOS]) {
    const page = await service(query);
    found[query] = {
      total: page.total_elements,
      first: page.match_lists[0]?.business_name ?? '-',
      fuzzy: page.fuzzy_search,
      didYouMean: page.did_you_mean.join(', '),
    };
  }
  const languageQueries = Object.entries(LANGUAGE_QUERIES).flatMap(([locale, queries]) =>
    queries.map((query) => ({ locale, query })),
  );
  for (const { locale, query } of languageQueries) {
    const page = await service(query, locale);
    found[`${query} (${locale})`] = {
      total: page.total_elements,
      first: page.match_lists[0]?.business_name ?? '-',
      fuzzy: page.fuzzy_search,
      didYouMean: page.did_you_mean.join(', '),
    };
  }
  const rows = [];
  const portalClean = await measure(CLEAN, service, REPEATS);
  const portalTypos = await measure(TYPOS, service, REPEATS);
  const portalLanguages = await measure(languageQueries, ({ locale, query }) => service(query, locale), REPEATS);
  rows.push({ name: 'portal search service + suggestions, clean', ...stats(portalClean) });
  rows.push({ name: 'portal search service + suggestions, typos', ...stats(portalTypos) });
  rows.push({ name: 'portal search service + suggestions, fr/es/synonyms', ...stats(portalLanguages) });
  rows.push({
    name: 'portal search service + suggestions, all',
    ...stats([...portalClean, ...portalTypos, ...portalLanguages]),
  });
  const indexOnly = await measure([...CLEAN, ...TYPOS], async (query) => index.search(query), REPEATS);
  rows.push({ name: 'portal index search alone (all results ranked)', ...stats(indexOnly) });

  // The floor: a page of business names starting with the query, on the sort_key index.
  const floor = await measure(
    [...CLEAN, ...TYPOS],
    async (query) => {
      const key = normalizeName(query);
      return db
        .selectFrom('glossary_items')
        .select(['id', 'business_name'])
        .where('sort_key', '>=', key)
        .where('sort_key', '<', `${key}\uffff`)
        .orderBy('sort_key')
        .orderBy('id')
        .limit(20)
        .execute();
    },
    REPEATS,
  );
  rows.push({ name: 'bare indexed SQL prefix query (floor)', ...stats(floor) });

  const { default: Fuse } = await import('fuse.js');
  t = process.hrtime.bigint();
  const items = await db
    .selectFrom('glossary_items')
    .select(['id', 'business_name', 'technical_name', 'dss_business_name'])
    .execute();
  const fuse = new Fuse(items, {
    keys: ['business_name', 'technical_name', 'dss_business_name'],
    threshold: 0.3,
    ignoreLocation: true,
  });
  const fuseBuild = ms(process.hrtime.bigint() - t);
  const fuseClean = await measure(CLEAN, async (query) => fuse.search(query, { limit: 20 }), FUSE_REPEATS);
  const fuseTypos = await measure(TYPOS, async (query) => fuse.search(query, { limit: 20 }), FUSE_REPEATS);
  rows.push({ name: `Fuse.js (threshold 0.3, built in ${fuseBuild.toFixed(0)} ms), clean`, ...stats(fuseClean) });
  rows.push({ name: 'Fuse.js, typos', ...stats(fuseTypos) });
  rows.push({ name: 'Fuse.js, all', ...stats([...fuseClean, ...fuseTypos]) });

  console.log(
    `\nsearch latency in ms over ${CLEAN.length} clean, ${TYPOS.length} misspelt and ${languageQueries.length} French, Spanish and synonym queries (${REPEATS} rounds; Fuse.js ${FUSE_REPEATS}):`,
  );
  console.table(rows);
  console.log('what each query found (portal):');
  console.table(found);
  return stats([...portalClean, ...portalTypos, ...portalLanguages]);
}

async function main() {
  const { handle, location, cleanup } = await openFresh();
  try {
    const db = handle.db;
    await migrateToLatest(handle);
    let t = process.hrtime.bigint();
    await fillGlossary(db, ELEMENTS);
    console.log(
      `\nglossary: ${ELEMENTS} generated elements in a fresh ${handle.dialect === 'postgres' ? 'PostgreSQL schema' : 'SQLite database'}, inserted in ${(ms(process.hrtime.bigint() - t) / 1000).toFixed(1)} s`,
    );

    const all = EXPORT_ONLY ? undefined : await measureSearch(handle);

    const child = spawn(process.execPath, [new URL(import.meta.url).pathname, 'export', JSON.stringify(location)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`export child failed (${code})`);
    const exported = JSON.parse(out);
    console.log(
      `\nexport of all ${exported.rows} rows (.xlsx, ${mb(exported.bytes)} MiB) in a process holding the index: ${exported.seconds.toFixed(2)} s (${exported.cpuSeconds.toFixed(2)} s of CPU); ` +
        `resident memory ${mb(exported.rssBefore)} MiB before, peak ${mb(exported.peakRss)} MiB during the export (+${mb(exported.peakRss - exported.rssBefore)} MiB); ` +
        `peak while building the index at start-up ${exported.buildPeak} MiB`,
    );

    const goals = [
      ...(all ? [[`search p95 with suggestions < 10 ms (${all.p95} ms)`, Number(all.p95) < 10]] : []),
      [`export of ${exported.rows} rows < 3 s (${exported.seconds.toFixed(2)} s)`, exported.seconds < 3],
      [
        `export peak memory < 200 MB (${(exported.peakRss / 1e6).toFixed(0)} MB resident at most during the export)`,
        exported.peakRss < 200e6,
      ],
    ];
    for (const [goal, met] of goals) console.log(`${met ? 'met   ' : 'MISSED'} ${goal}`);
    if (goals.some(([, met]) => !met)) process.exitCode = 1;
  } finally {
    await handle.close();
    await cleanup();
  }
}

if (process.argv[2] === 'export') await exportChild(JSON.parse(process.argv[3]));
else await main();
