import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR_CODES } from '@portal/contract/errors';
import { IDENTITY_PATHS } from '@portal/contract/identity';
import { PROFILE_PATHS } from '@portal/contract/profile';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pingDatabase } from '../db/database.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, TEST_DATABASE_URL, type TestApp } from '../test/helper.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { isDatabaseUnavailable } from './database-errors.js';
import { JobWorker } from './jobs.js';
import { findJob } from '../test/queries.js';
import { Mailer } from './mail.js';

const ON_POSTGRES = DIALECT_UNDER_TEST === 'postgres';

/** Polls until `check` holds; the machine may be slow, so the limit is generous and nothing is timed. */
async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(50);
  }
}

function expectDatabaseUnavailable(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 503, code: ERROR_CODES.databaseUnavailable, message: expect.any(String) });
}

/** Every answer while the database comes and goes is a success or the documented 503, never a 500. */
function expectServedOrUnavailable(res: LightMyRequestResponse): void {
  if (res.statusCode !== 200) expectDatabaseUnavailable(res);
}

const userContextOf = (t: TestApp, cookie: string) =>
  t.app.inject({ url: IDENTITY_PATHS.userContext, headers: asUser(cookie) });
const readyz = (t: TestApp) => t.app.inject({ url: IDENTITY_PATHS.ready });

describe.runIf(ON_POSTGRES)('PostgreSQL going away and coming back', () => {
  describe('its backends terminated (as at a restart)', () => {
    let t: TestApp;
    let cookie: string;
    let admin: pg.Client;
    beforeAll(async () => {
      t = await createTestApp();
      cookie = await t.signIn('user');
      admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
    });
    afterAll(async () => {
      await admin.end();
      await t.close();
    });

    const schema = async () =>
      (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db)).rows[0]!.schema;
    const portalBackends = async (name: string) =>
      (
        await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
          `portal ${name}`,
        ])
      ).rows.map((r) => r.pid);
    const terminate = async (name: string) => {
      const pids = await portalBackends(name);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        `portal ${name}`,
      ]);
      // The server ends them asynchronously; wait until they are gone.
      await eventually(
        () => portalBackends(name),
        (left) => left.every((pid) => !pids.includes(pid)),
        'the backends to end',
      );
      return pids;
    };

    it('survives: a running query and a held connection fail as "database away", the next requests are served', async () => {
      const name = await schema();
      expect((await userContextOf(t, cookie)).statusCode).toBe(200);
      const sleeping = sql`select pg_sleep(60)`.execute(t.ctx.db).then(
        () => null,
        (error: unknown) => error,
      );
      await t.ctx.db.connection().execute(async (held) => {
        await sql`select 1`.execute(held);
        await eventually(
          () => portalBackends(name),
          (pids) => pids.length >= 2,
          'both connections to show',
        );
        expect((await terminate(name)).length).toBeGreaterThanOrEqual(2);
        // The held connection errored while idle in our hands: an unheard error would have ended the process.
        const failure = await sql`select 1`.execute(held).then(
          () => null,
          (error: unknown) => error,
        );
        expect(isDatabaseUnavailable(failure)).toBe(true);
      });
      expect(isDatabaseUnavailable(await sleeping)).toBe(true);

      const first = await userContextOf(t, cookie);
      expectServedOrUnavailable(first);
      await eventually(
        () => userContextOf(t, cookie),
        (res) => (expectServedOrUnavailable(res), res.statusCode === 200),
        'the user context again',
      );
      await eventually(
        () => readyz(t),
        (res) => (expectServedOrUnavailable(res), res.statusCode === 200),
        'readyz 200',
      );
    });

    it('answers every request of a burst with a success or the documented 503 when the backends go mid-burst', async () => {
      const name = await schema();
      const burst = Array.from({ length: 20 }, () => userContextOf(t, cookie));
      await terminate(name);
      for (const res of await Promise.all(burst)) expectServedOrUnavailable(res);
      await eventually(
        () => userContextOf(t, cookie),
        (res) => res.statusCode === 200,
        'the user context again',
      );
    });
  });

  describe('unreachable (nothing listens where it was), then back on the same port', () => {
    let proxy: TcpProxy;
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      const target = new URL(TEST_DATABASE_URL!);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      t = await createTestApp({ databaseUrl: proxy.urlFor(TEST_DATABASE_URL!) });
      cookie = await t.signIn('user');
    });
    afterAll(async () => {
      await proxy.up().catch(() => {});
      await t.close();
      await proxy.close();
    });

    it('keeps healthz 200, answers 503 from readyz and the data routes, pauses the jobs and serves again once it is back', async () => {
      const lines: { msg: string }[] = [];
      const log = pino(
        { level: 'info' },
        { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) },
      );
      const worker = new JobWorker({
        db: t.ctx.db,
        dialect: t.ctx.dialect,
        clock: t.clock,
        log,
        pollMs: 20,
        maxPauseMs: 200,
      });
      const runs: number[] = [];
      worker.register('test.outage', async ({ job }) => {
        runs.push(job.id);
      });
      const jobId = await worker.enqueue('test.outage', {}, { runAt: new Date(t.clock.now().getTime() + 1_000) });
      worker.start();
      try {
        await proxy.down();
        t.clock.advance(1_000);

        const health = await t.app.inject({ url: IDENTITY_PATHS.health, headers: asUser(cookie) });
        expect(health.statusCode).toBe(200);
        expectDatabaseUnavailable(await readyz(t));
        expectDatabaseUnavailable(await userContextOf(t, cookie));
        const rename = await t.app.inject({
          method: 'PUT',
          url: PROFILE_PATHS.userInfo.replace(':loginId', 'user'),
          headers: asUser(cookie),
          payload: { first_name: 'Away', last_name: 'Away' },
        });
        expectDatabaseUnavailable(rename);
        await eventually(
          async () => lines,
          (l) => l.some((line) => line.msg === 'job worker paused: database unavailable'),
          'the worker to pause',
        );
        expect(runs).toEqual([]);

        await proxy.up();
        await eventually(
          () => readyz(t),
          (res) => (expectServedOrUnavailable(res), res.statusCode === 200),
          'readyz 200',
        );
        await eventually(
          () => userContextOf(t, cookie),
          (res) => (expectServedOrUnavailable(res), res.statusCode === 200),
          'the user context again',
        );
        await eventually(
          () => findJob(t.ctx.db, jobId),
          (job) => job?.status === 'done',
          'the job to run',
        );
        expect(runs).toEqual([jobId]);
        expect(await findJob(t.ctx.db, jobId)).toMatchObject({ attempts: 1 });
        expect(lines.some((line) => line.msg === 'job worker resumed: the database answers again')).toBe(true);
      } finally {
        await worker.stop();
      }
    });

    it('fails fast on a pool pointed at a port where nothing listens', async () => {
      const target = new URL(TEST_DATABASE_URL!);
      target.hostname = '127.0.0.1';
      target.port = '1';
      const nowhere = openDatabase({ databaseUrl: target.toString(), connectTimeoutMs: 2_000 });
      try {
        const failure = await pingDatabase(nowhere.db).then(
          () => null,
          (error: unknown) => error,
        );
        expect(isDatabaseUnavailable(failure)).toBe(true);
      } finally {
        await nowhere.close();
      }
    });
  });
});

describe.runIf(ON_POSTGRES)('a PostgreSQL database that takes no connections (as while it is dropped)', () => {
  let admin: pg.Client;
  const name = `portal_closed_${process.pid}_${Date.now()}`;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} allow_connections false`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  const failureOf = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => error,
    );

  it('counts the refused connection (55000) as the database away, and a query in that state as a bug', async () => {
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const closed = openDatabase({ databaseUrl: url.toString(), connectTimeoutMs: 5_000 });
    try {
      const refused = await failureOf(pingDatabase(closed.db));
      expect(refused).toMatchObject({ code: '55000' });
      expect(isDatabaseUnavailable(refused)).toBe(true);
    } finally {
      await closed.close();
    }
    const query = await failureOf(
      admin.query('create temporary sequence never_used').then(() => admin.query("select currval('never_used')")),
    );
    expect(query).toMatchObject({ code: '55000' });
    expect(isDatabaseUnavailable(query)).toBe(false);
  });
});

describe.runIf(!ON_POSTGRES)('SQLite on a read-only or full disk', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signIn('user');
  });
  afterAll(() => t.close());

  const rename = (firstName: string) =>
    t.app.inject({
      method: 'PUT',
      url: PROFILE_PATHS.userInfo.replace(':loginId', 'user'),
      headers: asUser(cookie),
      payload: { first_name: firstName, last_name: 'Reader' },
    });
  const renames = () =>
    t.ctx.db
      .selectFrom('activity_log')
      .select('id')
      .where('actor', '=', 'user')
      .where('entity_type', '=', 'USER')
      .execute();

  it('answers a write 503 in the documented shape while reads go on, and writes again once the disk is writable', async () => {
    const before = await renames();
    // The connection refuses every write, as a read-only file system would (SQLITE_READONLY).
    await sql`pragma query_only = on`.execute(t.ctx.db);
    try {
      expectDatabaseUnavailable(await rename('Readonly'));
      expect((await userContextOf(t, cookie)).statusCode).toBe(200);
      expect((await readyz(t)).statusCode).toBe(200);
    } finally {
      await sql`pragma query_only = off`.execute(t.ctx.db);
    }
    const user = await t.ctx.db
      .selectFrom('users')
      .select('first_name')
      .where('login_id', '=', 'user')
      .executeTakeFirstOrThrow();
    expect(user.first_name).not.toBe('Readonly');
    expect(await renames()).toHaveLength(before.length);

    expect((await rename('Writable')).statusCode).toBe(200);
  });

  it('leaves no half-written e-mail (outbox row without its job) when the disk fills up', async () => {
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(t.ctx.db)).rows[0]!.page_count;
    const count = async () => {
      const outbox = await t.ctx.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const jobs = await t.ctx.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { outbox: Number(outbox.n), jobs: Number(jobs.n) };
    };
    const before = await count();
    // No room to grow: SQLITE_FULL, as on a full disk.
    await sql.raw(`pragma max_page_count = ${pages}`).execute(t.ctx.db);
    try {
      const failure = await t.ctx.mailer
        .send({ to: 'dana@example.com', subject: 'Full', text: 'x'.repeat(400_000), template: 'test', locale: 'en-US' })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toMatchObject({ code: expect.stringMatching(/^SQLITE_FULL/) });
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(t.ctx.db);
    }
    expect(await count()).toEqual(before);
  });

  it('answers 503, and keeps healthz 200, when the database is closed under the server', async () => {
    const other = await createTestApp({ demo: false });
    await other.ctx.db.destroy();
    expect(
      (await other.app.inject({ url: IDENTITY_PATHS.health, headers: asUser('portal_session=whatever') })).statusCode,
    ).toBe(200);
    expectDatabaseUnavailable(
      await other.app.inject({ url: IDENTITY_PATHS.userContext, headers: asUser('portal_session=whatever') }),
    );
    await other.app.close();
  });
});

describe(`an outbox message and its delivery job (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('are written together or not at all', async () => {
    const outboxCount = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await outboxCount();
    const failingWorker = {
      register: () => {},
      enqueue: async () => {
        throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
      },
    } as unknown as JobWorker;
    const mailer = new Mailer(t.ctx.db, t.clock, failingWorker, t.ctx.config);
    await expect(
      mailer.send({ to: 'dana@example.com', subject: 'x', text: 'x', template: 'test', locale: 'en-US' }),
    ).rejects.toThrow(/full/);
    expect(await outboxCount()).toBe(before);
  });
});
