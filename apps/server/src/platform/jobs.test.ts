import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRow } from '../db/schema.js';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../test/helper.js';
import { JobWorker, pollDelay, type JobWorkerOptions } from './jobs.js';
import { findJob } from '../test/queries.js';
import { claimDueJob, completeJob } from './jobs.repository.js';

const LEASE_MS = 60_000;
const BACKOFF_MS = 1_000;

describe(`job worker (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const newWorker = (options: Partial<JobWorkerOptions> = {}) =>
    new JobWorker({
      db: t.ctx.db,
      dialect: t.ctx.dialect,
      clock: t.clock,
      log: pino({ level: 'silent' }),
      pollMs: 1000,
      leaseMs: LEASE_MS,
      backoffBaseMs: BACKOFF_MS,
      ...options,
    });

  const row = async (id: number): Promise<JobRow> => (await findJob(t.ctx.db, id))!;

  it('runs a job once and records its result', async () => {
    const worker = newWorker();
    const calls: unknown[] = [];
    worker.register<{ n: number }>('test.double', async ({ payload }) => {
      calls.push(payload);
      return { doubled: payload.n * 2 };
    });
    const id = await worker.enqueue('test.double', { n: 21 }, { createdBy: 'admin' });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, progress: 0, created_by: 'admin' });
    expect(await worker.drain()).toBe(1);
    expect(calls).toEqual([{ n: 21 }]);
    const done = await row(id);
    expect(done).toMatchObject({ status: 'done', progress: 100, attempts: 1, last_error: null, locked_until: null });
    expect(JSON.parse(done.result!)).toEqual({ doubled: 42 });
    expect(await worker.drain()).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('refuses to enqueue a type without a handler', async () => {
    await expect(newWorker().enqueue('test.unknown', {})).rejects.toThrow(/no job handler/);
  });

  it('waits for a job scheduled later', async () => {
    const worker = newWorker();
    let ran = 0;
    worker.register('test.later', async () => {
      ran += 1;
    });
    await worker.enqueue('test.later', {}, { runAt: new Date(t.clock.now().getTime() + 10_000) });
    expect(await worker.drain()).toBe(0);
    t.clock.advance(10_000);
    expect(await worker.drain()).toBe(1);
    expect(ran).toBe(1);
  });

  it('retries a failing job with exponential backoff, then marks it failed', async () => {
    const worker = newWorker();
    let attempts = 0;
    worker.register('test.flaky', async () => {
      attempts += 1;
      throw new Error(`upstream refused (attempt ${attempts})`);
    });
    const id = await worker.enqueue('test.flaky', {}, { maxAttempts: 3 });

    expect(await worker.drain()).toBe(1);
    let current = await row(id);
    expect(current).toMatchObject({ status: 'queued', attempts: 1, last_error: 'upstream refused (attempt 1)' });
    expect(current.run_at).toBe(new Date(t.clock.now().getTime() + BACKOFF_MS).toISOString());

    t.clock.advance(BACKOFF_MS - 1);
    expect(await worker.drain()).toBe(0);
    t.clock.advance(1);
    expect(await worker.drain()).toBe(1);
    current = await row(id);
    expect(current).toMatchObject({ status: 'queued', attempts: 2 });
    // The second wait is twice the first.
    expect(current.run_at).toBe(new Date(t.clock.now().getTime() + 2 * BACKOFF_MS).toISOString());
    t.clock.advance(2 * BACKOFF_MS - 1);
    expect(await worker.drain()).toBe(0);
    t.clock.advance(1);
    expect(await worker.drain()).toBe(1);

    current = await row(id);
    expect(current).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'upstream refused (attempt 3)',
      locked_until: null,
    });
    t.clock.advance(3_600_000);
    expect(await worker.drain()).toBe(0);
    expect(attempts).toBe(3);
  });

  it('shows progress while the job runs', async () => {
    const worker = newWorker();
    const seen: Pick<JobRow, 'status' | 'progress'>[] = [];
    worker.register('test.progress', async ({ job, reportProgress }) => {
      const read = async () => {
        const r = await row(job.id);
        seen.push({ status: r.status, progress: r.progress });
      };
      await read();
      await reportProgress(40);
      await read();
      await reportProgress(250);
      await read();
      return 'ok';
    });
    const id = await worker.enqueue('test.progress', {});
    await worker.drain();
    expect(seen).toEqual([
      { status: 'running', progress: 0 },
      { status: 'running', progress: 40 },
      { status: 'running', progress: 100 },
    ]);
    expect(await row(id)).toMatchObject({ status: 'done', progress: 100, result: '"ok"' });
  });

  it('extends the lease when progress is reported', async () => {
    const worker = newWorker();
    let leaseAfterProgress: string | null = null;
    worker.register('test.lease', async ({ job, reportProgress }) => {
      t.clock.advance(30_000);
      await reportProgress(50);
      leaseAfterProgress = (await row(job.id)).locked_until;
    });
    await worker.enqueue('test.lease', {});
    await worker.drain();
    expect(leaseAfterProgress).toBe(new Date(t.clock.now().getTime() + LEASE_MS).toISOString());
  });

  it('claims again a job whose worker died mid-run (lease expired), so it survives a restart', async () => {
    const crashed = newWorker();
    crashed.register('test.restart', async () => 'never');
    const id = await crashed.enqueue('test.restart', { file: 'bulk-upload.csv' });
    // The first server claimed the job and then stopped before finishing it.
    const claimed = await claimDueJob(t.ctx.db, t.ctx.dialect, t.clock.now(), LEASE_MS, ['test.restart']);
    expect(claimed?.id).toBe(id);
    expect(await row(id)).toMatchObject({ status: 'running', attempts: 1 });

    const restarted = newWorker();
    const runs: unknown[] = [];
    restarted.register('test.restart', async ({ payload }) => {
      runs.push(payload);
      return 'finished';
    });
    expect(await restarted.drain()).toBe(0);
    t.clock.advance(LEASE_MS - 1);
    expect(await restarted.drain()).toBe(0);
    t.clock.advance(2);
    expect(await restarted.drain()).toBe(1);
    expect(runs).toEqual([{ file: 'bulk-upload.csv' }]);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, result: '"finished"' });
  });

  it('hands a job back at its next checkpoint when its server stops, and the next server goes on at once', async () => {
    const stopping = newWorker();
    const done: number[] = [];
    let release: () => void = () => {};
    const halfway = new Promise<void>((resolve) => (release = resolve));
    stopping.register<{ rows: number }>('test.rows', async ({ payload, checkpoint }) => {
      for (let row = done.length; row < payload.rows; row += 1) {
        checkpoint();
        done.push(row);
        if (row === 1) {
          release();
          await sleep(20);
        }
      }
      return done.length;
    });
    const id = await stopping.enqueue('test.rows', { rows: 4 });
    stopping.start();
    await halfway;
    await stopping.stop();
    expect(done).toEqual([0, 1]);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, locked_until: null });

    const next = newWorker();
    next.register<{ rows: number }>('test.rows', async ({ payload }) => {
      while (done.length < payload.rows) done.push(done.length);
      return done.length;
    });
    expect(await next.drain()).toBe(1);
    expect(done).toEqual([0, 1, 2, 3]);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs each job once when two workers drain at the same time', async () => {
    const calls = new Map<number, number>();
    // Each job waits until another has started too, so neither worker can drain them all before the other claims one,
    // however slow the machine. Workers that could not run side by side would wait out the deadline (and fail below on PostgreSQL).
    const deadline = Date.now() + 10_000;
    const handler = async ({ job }: { job: JobRow }) => {
      calls.set(job.id, (calls.get(job.id) ?? 0) + 1);
      while (calls.size < 2 && Date.now() < deadline) await sleep(2);
    };
    const first = newWorker();
    const second = newWorker();
    first.register('test.parallel', handler);
    second.register('test.parallel', handler);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await first.enqueue('test.parallel', { i }));

    const [a, b] = await Promise.all([first.drain(), second.drain()]);
    expect(a + b).toBe(20);
    expect([...calls.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    if (DIALECT_UNDER_TEST === 'postgres') {
      // Both workers really worked side by side on separate connections.
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    }
    const statuses = await t.ctx.db.selectFrom('jobs').select('status').where('type', '=', 'test.parallel').execute();
    expect(statuses.every((s) => s.status === 'done')).toBe(true);
  });

  it('does not spend an attempt when the job failed because the database was away', async () => {
    const worker = newWorker();
    let runs = 0;
    worker.register('test.database-away', async () => {
      runs += 1;
      if (runs === 1)
        throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      return 'ok';
    });
    const id = await worker.enqueue('test.database-away', {}, { maxAttempts: 1 });
    expect(await worker.drain()).toBe(1);
    // Its only attempt is still there: queued again, after a pause, not failed.
    expect(await row(id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      last_error: 'terminating connection due to administrator command',
    });
    expect(await worker.drain()).toBe(0);
    t.clock.advance(BACKOFF_MS);
    expect(await worker.drain()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1, result: '"ok"' });
  });

  it('lets a worker that lost its claim (lease run out, job claimed again) record nothing', async () => {
    const worker = newWorker();
    worker.register('test.fenced', async () => 'second run');
    const id = await worker.enqueue('test.fenced', {});
    const first = (await claimDueJob(t.ctx.db, t.ctx.dialect, t.clock.now(), LEASE_MS, ['test.fenced']))!;
    t.clock.advance(LEASE_MS + 1);
    const second = (await claimDueJob(t.ctx.db, t.ctx.dialect, t.clock.now(), LEASE_MS, ['test.fenced']))!;
    expect(second).toMatchObject({ id, attempts: 2 });
    // The first worker wakes up and finishes: too late, the job is the second's.
    expect(await completeJob(t.ctx.db, first, '"first run"', t.clock.now())).toBe(false);
    expect(await row(id)).toMatchObject({ status: 'running', attempts: 2, result: null });
    expect(await completeJob(t.ctx.db, second, '"second run"', t.clock.now())).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'done', result: '"second run"' });
  });

  it('pauses longer after each poll that found the database away, up to a limit', () => {
    expect(pollDelay(1000, 0, 30_000)).toBe(1000);
    expect(pollDelay(1000, 1, 30_000)).toBe(2000);
    expect(pollDelay(1000, 3, 30_000)).toBe(8000);
    expect(pollDelay(1000, 10, 30_000)).toBe(30_000);
    expect(pollDelay(1000, 10_000, 30_000)).toBe(30_000);
    // A poll interval longer than the limit is kept.
    expect(pollDelay(60_000, 2, 30_000)).toBe(60_000);
  });

  it('keeps polling, paused, while claims fail because the database is away', async () => {
    const lines: { msg: string; pauseMs?: number }[] = [];
    const log = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) },
    );
    let claims = 0;
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    // Every claim fails as it would with nothing listening where the database was.
    const unreachable = new Proxy(t.ctx.db, {
      get(target, property) {
        if (property === 'updateTable') {
          claims += 1;
          throw away;
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const worker = newWorker({ db: unreachable, log, pollMs: 5, maxPauseMs: 40 });
    worker.register('test.paused', async () => {});
    worker.start();
    try {
      const deadline = Date.now() + 15_000;
      while (
        lines.filter((l) => l.msg === 'job worker paused: database unavailable').length < 4 &&
        Date.now() < deadline
      )
        await sleep(10);
    } finally {
      await worker.stop();
    }
    const pauses = lines.filter((l) => l.msg === 'job worker paused: database unavailable').map((l) => l.pauseMs);
    expect(pauses.slice(0, 4)).toEqual([10, 20, 40, 40]);
    expect(claims).toBe(pauses.length);
  });
});
