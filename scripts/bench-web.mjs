// The web app's weight and page scores (issues 14 and 30), on the built server with the demo data on a fresh database:
// - js: the scripts a real browser fetches for a page's first load (every script until the network is idle, lazy
//   route chunks and texts included): how many, and their gzip size, beside the goals;
// - lighthouse: Lighthouse 12 (mobile profile, simulated throttling) driving Debian's Chromium on the same pages:
//   performance, accessibility and best practices beside the goals, and LCP, TBT, CLS (median of the runs).
// Each line gives the machine's load average when it was measured: the figures move with it.
// `node scripts/bench-web.mjs js lighthouse` runs both (what `npm run bench` does); name one to run it alone.
// BENCH_WEB_PORT picks the server's port; LIGHTHOUSE_RUNS the runs per page (3 by default, the median is kept);
// BENCH_WEB_PAGES picks pages (a comma list of paths); BENCH_WEB_FILES lists each page's script files; LIGHTHOUSE_REPORT_DIR keeps each run's report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { signIn, startServer, waitReady } from './bench-support.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3902);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** The pages measured: path, who is signed in, and the goals (issue 30; the first two pages, issue 14's too). */
const PAGES = [
  { path: '/', loginId: null, goals: { kib: 170, performance: 95 } },
  { path: '/apps', loginId: 'user', goals: { kib: 170, performance: 95 } },
  { path: '/dataDictionary', loginId: 'user', goals: { kib: 170, performance: 95 } },
  { path: '/admin/userList', loginId: 'admin', goals: { kib: 250, performance: 90 } },
  { path: '/companyList', loginId: 'superadmin', goals: { kib: 250, performance: 90 } },
  { path: '/support/ticketCreation', loginId: null, goals: null },
  { path: '/profile', loginId: 'user', goals: null },
];
/** BENCH_WEB_PAGES measures only the pages named (a comma list of paths). */
const CHOSEN_PAGES = process.env.BENCH_WEB_PAGES?.split(',').map((page) => page.trim());
const pagesMeasured = () => PAGES.filter((page) => !CHOSEN_PAGES || CHOSEN_PAGES.includes(page.path));
/** On any page: at most this many script files in the first load; accessibility 100, best practices 95. */
const MAX_SCRIPT_FILES = 12;
const ACCESSIBILITY_GOAL = 100;
const BEST_PRACTICES_GOAL = 95;
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const load = () => `load ${os.loadavg()[0].toFixed(1)}`;
const who = (loginId) => (loginId ? ` (signed in as ${loginId})` : '');
const verdict = (met) => (met ? 'met' : 'missed');

const steps = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ['js', 'lighthouse']);
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Every script the browser fetches for `pagePath` (signed in through the real sign-in page when `loginId`). */
async function javaScriptLoadedBy(browser, pagePath, loginId) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (loginId) {
    await page.goto(`${BASE}/api/login?lastUrl=${encodeURIComponent(pagePath)}`);
    await page.fill('#loginId', loginId);
    await page.fill('#password', 'portal-demo');
    await Promise.all([page.waitForURL((url) => url.pathname === pagePath), page.click('button[type=submit]')]);
  }
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // A response of a page the browser has left (a redirect) has no body any more; the next page's scripts count.
    }
  });
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'networkidle' });
  // On a busy machine the scripts' start can keep the network quiet long enough to look idle before the page has
  // asked for its language and its route: wait until the page shows content, then for the network to settle again.
  await page.locator('main').filter({ hasText: /\S/ }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  let raw = 0;
  let gz = 0;
  const files = [];
  for (const [url, body] of scripts) {
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += size;
    files.push([new URL(url).pathname, size]);
  }
  return { files: files.sort((a, b) => b[1] - a[1]), raw, gz };
}

async function weighJavaScript() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    console.log(
      `\nScripts of a page's first load (gzip -9 of each script the browser fetched; goals: at most ${MAX_SCRIPT_FILES} files, and the size given):`,
    );
    for (const { path: pagePath, loginId, goals } of pagesMeasured()) {
      const js = await javaScriptLoadedBy(browser, pagePath, loginId);
      const filesMet = js.files.length <= MAX_SCRIPT_FILES;
      const sizeGoal = goals ? `, under ${goals.kib} KiB: ${verdict(js.gz / 1024 < goals.kib)}` : '';
      console.log(
        `  ${pagePath}${who(loginId)}: ${js.files.length} file(s), ${kib(js.raw)} KiB raw, ${kib(js.gz)} KiB gzip ` +
          `(files: ${verdict(filesMet)}${sizeGoal}; ${load()})`,
      );
      if (process.env.BENCH_WEB_FILES) {
        for (const [file, size] of js.files) console.log(`      ${kib(size).padStart(6)} KiB  ${file}`);
      }
    }
  } finally {
    await browser.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * One Lighthouse run of `url` (mobile profile: the default config) in a fresh Chromium. A signed-in page gets the
 * session cookie in the browser first (Lighthouse keeps cookies between its storage resets), so every request of
 * the page, the usage tracker's included, carries it as it would for a user.
 */
async function lighthouseRun(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (cookie) {
      const equals = cookie.indexOf('=');
      const [name, value] = [cookie.slice(0, equals), cookie.slice(equals + 1)];
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await browser.setCookie({
        name,
        value,
        domain: new URL(url).hostname,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
      });
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    // A run whose trace failed scores nothing real: it is reported and left out of the median.
    if (runtimeError) {
      console.log(`      Lighthouse: ${runtimeError.code} ${runtimeError.message} (run left out)`);
      return null;
    }
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`), JSON.stringify(result.lhr));
    }
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
      .map((audit) => audit.id);
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

async function scorePages() {
  const cookies = new Map();
  const version = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  console.log(
    `\nLighthouse ${version}, mobile profile, ${LIGHTHOUSE_RUNS === 1 ? 'one run' : `median of ${LIGHTHOUSE_RUNS} runs`} per page ` +
      `(goals: performance as given, accessibility ${ACCESSIBILITY_GOAL}, best practices ${BEST_PRACTICES_GOAL}):`,
  );
  for (const { path: pagePath, loginId, goals } of pagesMeasured().filter((page) => page.goals)) {
    if (loginId && !cookies.has(loginId)) cookies.set(loginId, await signIn(BASE, loginId));
    const runs = [];
    const loads = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      loads.push(os.loadavg()[0]);
      runs.push(await lighthouseRun(`${BASE}${pagePath}`, cookies.get(loginId)));
    }
    const scored = runs.filter((run) => run !== null);
    if (!scored.length) {
      console.log(`  ${pagePath}${who(loginId)}: no run could be scored`);
      continue;
    }
    const pick = (key) => median(scored.map((run) => run[key] ?? Number.NaN));
    const [performance, accessibility, bestPractices] = [
      pick('performance'),
      pick('accessibility'),
      pick('bestPractices'),
    ];
    const met =
      performance >= goals.performance && accessibility >= ACCESSIBILITY_GOAL && bestPractices >= BEST_PRACTICES_GOAL;
    console.log(
      `  ${pagePath}${who(loginId)}: performance ${performance} (goal ${goals.performance}), accessibility ${accessibility}, ` +
        `best practices ${bestPractices}: ${verdict(met)}; LCP ${(pick('lcp') / 1000).toFixed(1)} s, ` +
        `TBT ${Math.round(pick('tbt'))} ms, CLS ${pick('cls').toFixed(3)}; performance of each run ` +
        `${runs.map((run) => run?.performance ?? 'failed').join(', ')} at load ${loads.map((l) => l.toFixed(1)).join(', ')}`,
    );
    const failing = [...new Set(scored.flatMap((run) => run.failing))];
    if (failing.length) console.log(`      audits under 0.9: ${failing.join(', ')}`);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
const server = startServer({ port: PORT, dataDir, databaseUrl: '' });
try {
  await waitReady(BASE);
  // A goal missed is reported, not a failure of the run: the figures are what the bench is for.
  if (steps.has('js')) await weighJavaScript();
  if (steps.has('lighthouse')) await scorePages();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
