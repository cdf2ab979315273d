// Benchmark: starts the built server on a fresh database and, in one run, measures
// GET /api/v1/identity/user-context, the /apps products call, the incident list and the access-request
// company search (signed in) beside GET /api/healthz with autocannon (throughput, latency and the server's CPU time
// per answer, which the machine's other work moves less than throughput);
// then holds the user-context call under load (200 connections for 60 s) and prints its tail: timeouts, p50, p99, max;
// then files incidents with 10 MB attachments five at a time (time and the server's memory, which must not
// grow with the uploads because they are streamed to storage);
// then prints the server's peak memory;
// then runs the data dictionary's benchmark (scripts/bench-glossary.mjs: 100 000 elements, search, export)
// and the company list's (scripts/bench-companies.mjs: 100 000 companies, pages at every depth and sort, search)
// and the users tab's (scripts/bench-users.mjs: 1 000 000 users, 200 000 in one company, pages, sorts, search, export)
// and the activity log's (scripts/bench-activity-log.mjs: 10 000 000 entries, 2 000 000 in one company, pages, filters,
// sorts, the download of 30 days) and the bulk upload's (scripts/bench-bulk-users.mjs: 10 000 people, the dry run,
// the creation job's rows per second, peak memory) and the knowledge base's (scripts/bench-knowledge-base.mjs: 20 000
// articles in three languages, search and the article page).
// Then the web app (scripts/bench-web.mjs): the gzip size of the JavaScript a real browser loads for /, /apps and
// other pages beside the goal (step js), and Lighthouse's mobile scores, LCP, TBT and CLS of /, /apps and
// /dataDictionary (step lighthouse).
// BENCH_STEPS picks steps by name (a comma list of server, glossary, companies, users, activity, bulk, kb, js, lighthouse; all by
// default): BENCH_STEPS=companies npm run bench measures the company list alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signIn, startServer, waitReady } from './bench-support.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The load step: many connections at once, for long enough to include session touches and garbage collection. */
const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const LOAD_P99_TARGET_MS = 300;
const UPLOAD_BYTES = 10_485_760;
const PARALLEL_UPLOADS = 5;
const STEPS = new Set(
  (process.env.BENCH_STEPS || 'server,glossary,companies,users,activity,bulk,kb,js,lighthouse')
    .split(',')
    .map((step) => step.trim()),
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const server = STEPS.has('server')
  ? startServer({ port: PORT, dataDir, databaseUrl: process.env.BENCH_DATABASE_URL ?? '' })
  : null;

/** The server process's CPU time so far (user and system), in microseconds; NaN where /proc is not there. */
function serverCpuUs() {
  try {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * One autocannon run, with the server's CPU time per answer: beside throughput, which other work on the machine
 * (other processes, the load generator itself) moves, the CPU a call costs the server is a steadier figure.
 */
async function run(url, headers) {
  const cpuBefore = serverCpuUs();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  result.serverCpuUs = (serverCpuUs() - cpuBefore) / Math.max(result.requests.total, 1);
  return result;
}

/** The signed-in user-context call under LOAD_CONNECTIONS connections, all opened at once. */
async function loadStep(cookie) {
  const result = await autocannon({
    url: `${BASE}/api/v1/identity/user-context?permissions=true`,
    headers: { cookie },
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  const { latency } = result;
  // autocannon counts a request unanswered after 10 s as a timeout and as an error.
  const otherErrors = result.errors - result.timeouts;
  const met = result.timeouts === 0 && latency.p99 < LOAD_P99_TARGET_MS;
  console.log(
    `\nGET /api/v1/identity/user-context under load, ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s: ${result.requests.total} answers (${result.requests.average.toFixed(0)}/s), ` +
      `timeouts ${result.timeouts}, other errors ${otherErrors}, non-2xx ${result.non2xx}; latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms ` +
      `(target: no timeouts, p99 under ${LOAD_P99_TARGET_MS} ms: ${met ? 'met' : 'missed'})`,
  );
  return result.errors + result.non2xx;
}

function summary(name, result) {
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    'server CPU µs': Math.round(result.serverCpuUs),
    errors: result.errors + result.non2xx,
  };
}

function residentMb(pid, field = 'VmRSS') {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** A PDF-looking 10 MB attachment (the server checks the content's magic bytes). */
function bigPdf() {
  const body = Buffer.alloc(UPLOAD_BYTES, 0x20);
  Buffer.from('%PDF-1.7\n').copy(body);
  return body;
}

/** Files PARALLEL_UPLOADS incidents with a 10 MB attachment at once, as a signed-in user (no human check). */
async function uploadIncidents(cookie) {
  const file = new Blob([bigPdf()], { type: 'application/pdf' });
  const detail = {
    accountType: 25,
    supportType: 1471,
    firstName: 'Bench',
    lastName: 'User',
    primaryContactEmail: 'bench@example.com',
    companyName: 'Bench Co',
    situationDescription: 'Upload benchmark',
    onBehalfOfAnother: false,
  };
  const before = residentMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server.pid));
  }, 5);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL_UPLOADS }, () => {
      const form = new FormData();
      form.append('incidentDetail', JSON.stringify(detail));
      form.append('file', file, 'big.pdf');
      return fetch(`${BASE}/api/incidents?oscType=GENERAL`, {
        method: 'POST',
        headers: { cookie, 'x-requested-with': 'portal' },
        body: form,
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const statuses = answers.map((a) => a.status);
  return { seconds, before, peak, statuses };
}

function peakMemoryMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return (kb / 1024).toFixed(1);
  } catch {
    return 'n/a';
  }
}

if (server) {
  try {
    await waitReady(BASE);
    const cookie = await signIn(BASE, 'user');
    await run(`${BASE}/api/healthz`, {}); // warm-up
    const health = summary('GET /api/healthz', await run(`${BASE}/api/healthz`, {}));
    const context = summary(
      'GET /api/v1/identity/user-context',
      await run(`${BASE}/api/v1/identity/user-context?permissions=true`, { cookie }),
    );
    const tenantId = (await (await fetch(`${BASE}/api/v1/identity/user-context`, { headers: { cookie } })).json())
      .tenant.id;
    const products = summary(
      `GET /api/v2/identity/tenants/${tenantId}/products`,
      await run(`${BASE}/api/v2/identity/tenants/${tenantId}/products`, { cookie }),
    );
    const incidents = summary(
      'GET /api/osc/user/incidents',
      await run(`${BASE}/api/osc/user/incidents?page=0&size=10`, { cookie }),
    );
    const access = summary(
      'GET /api/v1/identity/users/user/access?search=co',
      await run(`${BASE}/api/v1/identity/users/user/access?search=co&page=0&page_size=10`, { cookie }),
    );
    const measuredRoutes = [context, products, incidents, access];
    const LAUNCHER_CALLS = new Set([context, products]);
    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each, database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`,
    );
    console.table([health, ...measuredRoutes]);
    for (const measured of measuredRoutes) {
      console.log(
        `${measured.name} / healthz: throughput ${(measured.rps / health.rps).toFixed(2)}x, p50 ${(measured.p50 / Math.max(health.p50, 1)).toFixed(2)}x, p99 ${(measured.p99 / Math.max(health.p99, 1)).toFixed(2)}x, ` +
          `server CPU per answer ${measured['server CPU µs']} µs (healthz ${health['server CPU µs']} µs: ${(health['server CPU µs'] / Math.max(measured['server CPU µs'], 1)).toFixed(2)}x)${LAUNCHER_CALLS.has(measured) ? ` (goal for the launcher's calls: throughput 0.30x or better)` : ''}`,
      );
    }
    if ((await loadStep(cookie)) > 0) process.exitCode = 1;
    const upload = await uploadIncidents(cookie);
    console.log(
      `${PARALLEL_UPLOADS} incidents with a 10 MB attachment each, at once: ${upload.seconds.toFixed(2)} s, answers ${upload.statuses.join(' ')}; ` +
        `server resident memory ${upload.before.toFixed(1)} MiB before, ${upload.peak.toFixed(1)} MiB at most during (+${(upload.peak - upload.before).toFixed(1)} MiB for ${PARALLEL_UPLOADS * 10} MB uploaded)`,
    );
    if (upload.statuses.some((status) => status !== 201)) process.exitCode = 1;
    console.log(`server peak resident memory: ${peakMemoryMb(server.pid)} MiB`);
    if ([health, ...measuredRoutes].some((m) => m.errors > 0)) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// The data dictionary (issue 4): search latency beside Fuse.js and the bare indexed query, and the export.
if (STEPS.has('glossary')) {
  const glossary = spawnSync(process.execPath, ['scripts/bench-glossary.mjs'], { stdio: 'inherit', env: process.env });
  if (glossary.status !== 0) process.exitCode = 1;
}
// The company list (issue 12): pages at every depth and sort, and search, through the HTTP server.
if (STEPS.has('companies')) {
  const companies = spawnSync(process.execPath, ['scripts/bench-companies.mjs'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (companies.status !== 0) process.exitCode = 1;
}
// The users tab of user administration (issue 13): pages, sorts and search of a company of 200 000 users, the export.
if (STEPS.has('users')) {
  const users = spawnSync(process.execPath, ['scripts/bench-users.mjs'], { stdio: 'inherit', env: process.env });
  if (users.status !== 0) process.exitCode = 1;
}
// The activity log (issue 26): pages, filters and sorts of 10 000 000 entries (2 000 000 in one company), the download.
if (STEPS.has('activity')) {
  const activity = spawnSync(process.execPath, ['scripts/bench-activity-log.mjs'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (activity.status !== 0) process.exitCode = 1;
}
// The bulk upload (issue 27): the dry run of 10 000 people, the creation job's rows per second, peak memory.
if (STEPS.has('bulk')) {
  const bulk = spawnSync(process.execPath, ['scripts/bench-bulk-users.mjs'], { stdio: 'inherit', env: process.env });
  if (bulk.status !== 0) process.exitCode = 1;
}
// The knowledge base (issue 29): 20 000 articles in three languages, search and the article page.
if (STEPS.has('kb')) {
  const kb = spawnSync(process.execPath, ['scripts/bench-knowledge-base.mjs'], { stdio: 'inherit', env: process.env });
  if (kb.status !== 0) process.exitCode = 1;
}
// The web app (issue 14): JavaScript weight per page and Lighthouse's scores, on a server of its own.
const webSteps = ['js', 'lighthouse'].filter((step) => STEPS.has(step));
if (webSteps.length) {
  const web = spawnSync(process.execPath, ['scripts/bench-web.mjs', ...webSteps], {
    stdio: 'inherit',
    env: process.env,
  });
  if (web.status !== 0) process.exitCode = 1;
}
