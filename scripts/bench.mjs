// Benchmark: starts the built server on a fresh database and, in one run, measures
// GET /api/v1/identity/user-context and the /apps products call (signed in) beside GET /api/healthz
// with autocannon;
// then prints the gzip size of the JavaScript that / loads and the server's peak memory;
// then runs the data dictionary's benchmark (scripts/bench-glossary.mjs: 100 000 elements, search, export).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Pages whose JavaScript is weighed: path and who is signed in. */
const PAGES = [
  ['/', null],
  ['/apps', 'user'],
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'true', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', NODE_ENV: 'development' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitReady() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

async function signIn() {
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'portal' },
    body: JSON.stringify({ loginId: 'user', password: 'portal-demo' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(';')[0];
}

function run(url, headers) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
}

function summary(name, result) {
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The JavaScript a real browser loads for a page (lazy route chunks included), raw and gzip-compressed. */
async function javaScriptLoadedBy(browser, path, loginId) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (loginId) {
    await page.goto(`${BASE}/api/login?lastUrl=${encodeURIComponent(path)}`);
    await page.fill('#loginId', loginId);
    await page.fill('#password', 'portal-demo');
    await Promise.all([page.waitForURL((url) => url.pathname === path), page.click('button[type=submit]')]);
  }
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  let raw = 0;
  let gz = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gz };
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

try {
  await waitReady();
  const cookie = await signIn();
  await run(`${BASE}/api/healthz`, {}); // warm-up
  const health = summary('GET /api/healthz', await run(`${BASE}/api/healthz`, {}));
  const context = summary('GET /api/v1/identity/user-context', await run(`${BASE}/api/v1/identity/user-context?permissions=true`, { cookie }));
  const tenantId = (await (await fetch(`${BASE}/api/v1/identity/user-context`, { headers: { cookie } })).json()).tenant.id;
  const products = summary(`GET /api/v2/identity/tenants/${tenantId}/products`, await run(`${BASE}/api/v2/identity/tenants/${tenantId}/products`, { cookie }));
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each, database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`);
  console.table([health, context, products]);
  for (const measured of [context, products]) {
    console.log(`${measured.name} / healthz: throughput ${(measured.rps / health.rps).toFixed(2)}x, p50 ${(measured.p50 / Math.max(health.p50, 1)).toFixed(2)}x, p99 ${(measured.p99 / Math.max(health.p99, 1)).toFixed(2)}x`);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  for (const [path, loginId] of PAGES) {
    const js = await javaScriptLoadedBy(browser, path, loginId);
    console.log(`JavaScript loaded by ${path}${loginId ? ` (signed in as ${loginId})` : ''}: ${js.files} file(s), ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gz / 1024).toFixed(1)} KiB gzip`);
  }
  await browser.close();
  console.log(`server peak resident memory: ${peakMemoryMb(server.pid)} MiB`);
  if ([health, context, products].some((m) => m.errors > 0)) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// The data dictionary (issue 4): search latency beside Fuse.js and the bare indexed query, and the export.
const glossary = spawnSync(process.execPath, ['scripts/bench-glossary.mjs'], { stdio: 'inherit', env: process.env });
if (glossary.status !== 0) process.exitCode = 1;
