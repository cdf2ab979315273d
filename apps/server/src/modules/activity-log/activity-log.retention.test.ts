import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntries } from '../../test/activity-entries.js';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import {
  deleteExpiredEntries,
  keepRetentionScheduled,
  RETENTION_EVERY_MS,
  RETENTION_JOB,
} from './activity-log.retention.js';

const DAY = 86_400_000;

describe(`activity log retention (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { ACTIVITY_LOG_RETENTION_DAYS: '30' } });
  });
  afterAll(() => t.close());

  const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();
  const descriptions = async () =>
    (await t.ctx.db.selectFrom('activity_log').select('description').orderBy('id').execute()).map((r) => r.description);
  const retentionJobs = () =>
    t.ctx.db.selectFrom('jobs').select(['status', 'run_at']).where('type', '=', RETENTION_JOB).orderBy('id').execute();

  it('deletes the entries older than ACTIVITY_LOG_RETENTION_DAYS, a slice at a time until none is left', async () => {
    await insertEntries(t.ctx.db, [
      ...Array.from({ length: 23 }, (_, n) => ({ at: ago(30 * DAY + 1 + n), companyId: null, description: 'old' })),
      { at: ago(30 * DAY - 1), companyId: null, description: 'kept' },
    ]);
    const slices: number[] = [];
    const deleted = await deleteExpiredEntries(t.ctx, async () => void slices.push(slices.length), 5);
    expect(deleted).toBe(23);
    expect(slices).toHaveLength(4);
    expect(await descriptions()).toEqual(['kept']);
  });

  it('runs as a job of the worker, which queues its next run an interval later', async () => {
    await keepRetentionScheduled(t.ctx);
    await keepRetentionScheduled(t.ctx);
    const queuedAt = t.clock.now().toISOString();
    expect(await retentionJobs()).toEqual([{ status: 'queued', run_at: queuedAt }]);

    t.clock.advance(DAY);
    await insertEntries(t.ctx.db, [{ at: ago(31 * DAY), companyId: null, description: 'expired since' }]);
    expect(await t.ctx.worker.drain()).toBe(1);
    expect(await descriptions()).toEqual([]);
    const next = new Date(t.clock.now().getTime() + RETENTION_EVERY_MS).toISOString();
    expect((await retentionJobs()).map((j) => [j.status, j.run_at])).toEqual([
      ['done', queuedAt],
      ['queued', next],
    ]);

    expect(await t.ctx.worker.drain(), 'not due yet').toBe(0);
    await keepRetentionScheduled(t.ctx);
    expect(await retentionJobs()).toHaveLength(2);
    t.clock.advance(RETENTION_EVERY_MS);
    expect(await t.ctx.worker.drain()).toBe(1);
    expect((await retentionJobs()).map((j) => j.status)).toEqual(['done', 'done', 'queued']);
  });

  it('queues a run again after one failed for good', async () => {
    await t.ctx.db.updateTable('jobs').set({ status: 'failed' }).where('type', '=', RETENTION_JOB).execute();
    await keepRetentionScheduled(t.ctx);
    expect((await retentionJobs()).filter((j) => j.status === 'queued')).toEqual([
      { status: 'queued', run_at: t.clock.now().toISOString() },
    ]);
  });
});
