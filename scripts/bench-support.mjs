// What the benchmarks share: a fresh database, the built server on it, sign-in, and timing of sequential calls.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverCommand } from './server-runtime.mjs';

/**
 * A fresh database for one run: a SQLite file in a temporary folder, or, when `pgUrl` is set, a new PostgreSQL
 * database named after `label` (dropped by cleanup). `openDatabase` is the built server's own.
 * With `keep` (a name: BENCH_KEEP), the folder or database is named after it, made only when missing and kept by
 * cleanup, so a later run with the same name reuses it (`reused`) and can skip its seed; drop it by hand when done
 * (`rm -r <dataDir>`, `drop database <name>`).
 */
export async function freshDatabase(label, pgUrl, openDatabase, keep = process.env.BENCH_KEEP || '') {
  if (keep && !/^[a-z0-9_]+$/.test(keep)) throw new Error('BENCH_KEEP: lower-case letters, digits and _ only');
  const dataDir = keep
    ? path.join(os.tmpdir(), `portal-bench-${label}-${keep}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-${label}-`));
  const reusedDir = keep && fs.existsSync(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const removeDataDir = () => (keep ? undefined : fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!pgUrl) {
    return {
      dataDir,
      databaseUrl: '',
      reused: Boolean(reusedDir && fs.existsSync(path.join(dataDir, 'portal.db'))),
      open: () => openDatabase({ sqliteFile: path.join(dataDir, 'portal.db') }),
      cleanup: async () => removeDataDir(),
    };
  }
  const { default: pg } = await import('pg');
  const name = `bench_${label}_${keep || randomBytes(4).toString('hex')}`;
  const admin = async (statement, values) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    const result = await client.query(statement, values);
    await client.end();
    return result;
  };
  const exists = (await admin('select 1 from pg_database where datname = $1', [name])).rows.length > 0;
  if (!exists) await admin(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.href,
    reused: exists,
    open: () => openDatabase({ databaseUrl: url.href }),
    cleanup: async () => {
      removeDataDir();
      if (!keep) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The built server, as `npm start` runs it, with the demo data on `dataDir` (and `databaseUrl` when PostgreSQL). */
export function startServer({ port, dataDir, databaseUrl, nodeFlags }) {
  const [node, args] = serverCommand(nodeFlags);
  return spawn(node, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO: 'true',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitReady(base) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

/** Signs a demo account in and answers its session cookie. */
export async function signIn(base, loginId) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'portal' },
    body: JSON.stringify({ loginId, password: 'portal-demo' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
  if (!res.ok || !cookie) throw new Error(`sign-in of ${loginId} failed: ${res.status}`);
  return cookie.split(';')[0];
}

export const ms = (ns) => Number(ns) / 1e6;

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** p50/p95/max in ms of `repeats` sequential calls, after ten to warm up. */
export async function timed(call, repeats) {
  for (let i = 0; i < 10; i += 1) await call();
  const samples = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = process.hrtime.bigint();
    await call();
    samples.push(ms(process.hrtime.bigint() - start));
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1] };
}

/** A process's memory figure from /proc (VmRSS, VmHWM), in bytes. */
export function memoryOf(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) * 1024;
}

/**
 * A download through HTTP (`request` answers the fetch response), read to its end: its time, bytes, and the server's
 * resident memory before and at its peak.
 */
export async function measureDownload(serverPid, request) {
  // Writing 5 to clear_refs resets the peak (VmHWM) to the present resident size (Linux, own processes).
  fs.writeFileSync(`/proc/${serverPid}/clear_refs`, '5');
  const rssBefore = memoryOf(serverPid, 'VmRSS');
  let sampled = rssBefore;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(serverPid, 'VmRSS'));
  }, 5);
  const started = process.hrtime.bigint();
  const res = await request();
  if (!res.ok) throw new Error(`download: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const seconds = ms(process.hrtime.bigint() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, rssBefore, peak: Math.max(memoryOf(serverPid, 'VmHWM'), sampled) };
}

/** Prints a benchmark's rows (p50, p95 and max in ms) under a title. */
export function printLatencies(title, rows) {
  console.log(`\n${title}`);
  console.table(rows.map((r) => ({ ...r, p50: r.p50.toFixed(2), p95: r.p95.toFixed(2), max: r.max.toFixed(2) })));
}

/**
 * The goals of the rows whose case starts with `method` (issues 25 and 26): p95 under `targetMs` and within three
 * times the floor, the last row (the bare indexed query plus an HTTP round trip).
 */
export function floorGoals(rows, method, targetMs) {
  const floor = rows.at(-1).p95;
  return rows
    .filter((r) => r.case.startsWith(method))
    .map((r) => [
      `${r.case}: p95 < ${targetMs} ms and < 3 × the floor's ${floor.toFixed(2)} ms (${r.p95.toFixed(2)} ms)`,
      r.p95 < targetMs && r.p95 < 3 * floor,
    ]);
}

/** Prints each goal, met or missed; a missed one makes the run fail. */
export function reportGoals(goals) {
  for (const [goal, met] of goals) console.log(`${met ? 'met   ' : 'MISSED'} ${goal}`);
  if (goals.some(([, met]) => !met)) process.exitCode = 1;
}

/** Stops a server started by `startServer` and waits for it to exit. */
export async function stopServer(server) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}
