import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { DEMO_PASSWORD } from '@portal/contract/products';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import type { AppContext } from '../app-context.js';
import { buildApp } from '../app.js';
import { prepareRuntime } from '../bootstrap.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import { SESSION_COOKIE } from '../platform/session.js';

/** Which database the server tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const DIALECT_UNDER_TEST = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

type TestClock = Clock & { advance: (ms: number) => void; set: (iso: string) => void };

function testClock(start = '2026-11-22T09:00:00.000Z'): TestClock {
  let current = Date.parse(start);
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (iso) => {
      current = Date.parse(iso);
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  config: Config;
  /** Signs in a demo persona on a host and answers the session cookie header. */
  signIn: (loginId: string, host?: string) => Promise<string>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  configure?: (config: Config) => void;
  demo?: boolean;
  /** PostgreSQL only: where the app's pool connects instead of TEST_DATABASE_URL (a proxy in front of it). */
  databaseUrl?: string;
};

/** A fresh database (SQLite file or PostgreSQL schema), migrated and seeded, and the app over it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO: options.demo === false ? 'false' : 'true',
    WEB_DIST: path.join(dataDir, 'web'),
    ...options.env,
  });
  config.loginThrottle = { ...config.loginThrottle, stepMs: 0 };
  options.configure?.(config);
  const { handle, dropSchema } = await openTestDatabase(dataDir, options.databaseUrl);
  const clock = testClock();
  const { ctx } = await prepareRuntime(config, pino({ level: 'silent' }), { handle, clock });
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
    clock,
    config,
    signIn: (loginId, host) => signIn(app, loginId, host),
    close: async () => {
      await app.close();
      await handle.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database for a test: a SQLite file in dataDir, or a fresh PostgreSQL schema. */
export async function openTestDatabase(
  dataDir: string,
  databaseUrl = TEST_DATABASE_URL,
): Promise<{ handle: DatabaseHandle; dropSchema: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    return { handle: openDatabase({ sqliteFile: path.join(dataDir, 'portal.db') }), dropSchema: async () => {} };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    handle: openDatabase({ databaseUrl, pgSchema: schema }),
    dropSchema: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** A database of its own: a fresh folder (SQLite) or schema (PostgreSQL); `discard` closes it and removes both. */
export async function openScratchDatabase(
  folderPrefix: string,
): Promise<{ handle: DatabaseHandle; discard: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const { handle, dropSchema } = await openTestDatabase(dataDir);
  const discard = async () => {
    await handle.close();
    await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { handle, discard };
}

/** The id of the demo company of this name (the seed's, e.g. 'Acme Fresh Foods'). */
export async function companyIdNamed(t: TestApp, name: string): Promise<number> {
  const company = await t.ctx.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return company.id;
}

/**
 * Runs `use` with a second server over the test app's database, as another instance behind a load balancer would
 * be, and closes that server and its connection afterwards.
 */
export async function withSecondServer<T>(t: TestApp, use: (server: FastifyInstance) => Promise<T>): Promise<T> {
  const handle = TEST_DATABASE_URL
    ? openDatabase({ databaseUrl: TEST_DATABASE_URL, pgSchema: await currentSchema(t) })
    : openDatabase({ sqliteFile: path.join(t.config.dataDir, 'portal.db') });
  const { ctx } = await prepareRuntime(t.config, pino({ level: 'silent' }), { handle, clock: t.clock });
  const server = await buildApp(ctx);
  try {
    return await use(server);
  } finally {
    await server.close();
    await handle.close();
  }
}

async function currentSchema(t: TestApp): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db);
  return rows[0]!.schema;
}

export const HOSTS = { US: 'localhost', MX: 'mx.localhost', CA: 'ca.localhost' } as const;

export function hostOfLogin(loginId: string): string {
  if (loginId.endsWith('.mx')) return HOSTS.MX;
  if (loginId.endsWith('.ca')) return HOSTS.CA;
  return HOSTS.US;
}

async function signIn(app: FastifyInstance, loginId: string, host: string = hostOfLogin(loginId)): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
    payload: { loginId, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${loginId} failed: ${res.statusCode} ${res.body}`);
  return sessionCookieOf(res);
}

export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Headers of a browser call from the web app: the session cookie, the market host and the anti-forgery header. */
export function asUser(cookie: string, host: string = HOSTS.US): Record<string, string> {
  return { cookie, host, [CSRF_HEADER]: CSRF_HEADER_VALUE };
}
