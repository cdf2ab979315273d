// What the benchmarks share: a fresh database, the built server on it, sign-in, and timing of sequential calls.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh database for one run: a SQLite file in a temporary folder, or, when `pgUrl` is set, a new PostgreSQL
 * database named after `label` (dropped by cleanup). `openDatabase` is the built server's own.
 */
export async function freshDatabase(label, pgUrl, openDatabase) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-${label}-`));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!pgUrl) {
    return {
      dataDir,
      databaseUrl: '',
      open: () => openDatabase({ sqliteFile: path.join(dataDir, 'portal.db') }),
      cleanup: async () => removeDataDir(),
    };
  }
  const { default: pg } = await import('pg');
  const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.href,
    open: () => openDatabase({ databaseUrl: url.href }),
    cleanup: async () => {
      removeDataDir();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The built server with the demo data on `dataDir` (and `databaseUrl` when PostgreSQL). */
export function startServer({ port, dataDir, databaseUrl }) {
  return spawn(process.execPath, ['apps/server/dist/main.js'], {
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

function percentile(sorted, p) {
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
