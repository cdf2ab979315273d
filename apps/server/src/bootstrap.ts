import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { openDatabase, refreshPlannerStatistics, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isDemoSeeded, seedDemoData } from './db/seed/demo.js';
import { seedReferenceData } from './db/seed/reference.js';
import { UserSearch } from './modules/user-search/user-search.js';
import { systemClock, type Clock } from './platform/clock.js';
import { JobWorker } from './platform/jobs.js';
import { Mailer } from './platform/mail.js';
import { publicLinks } from './platform/public-url.js';
import { createFileStorage } from './platform/storage.js';

export type Runtime = { ctx: AppContext; handle: DatabaseHandle; seeded: { companies: number; users: number } | null };

/** Opens the database, migrates it, seeds reference data (and the demo into an empty one), and wires the context. */
export async function prepareRuntime(
  config: Config,
  log: FastifyBaseLogger,
  options: { handle?: DatabaseHandle; clock?: Clock } = {},
): Promise<Runtime> {
  const handle =
    options.handle ??
    openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'portal.db'), log });
  const applied = await migrateToLatest(handle);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  await seedReferenceData(handle.db, config);
  let seeded = null;
  const clock = options.clock ?? systemClock;
  if (config.demo && !(await isDemoSeeded(handle.db))) {
    seeded = await seedDemoData(handle.db, clock.now());
    log.info(seeded, 'demo data seeded');
  }
  await refreshPlannerStatistics(handle);
  const worker = new JobWorker({
    db: handle.db,
    dialect: handle.dialect,
    clock,
    log,
    pollMs: config.jobPollMs,
    leaseMs: config.jobLeaseMs,
  });
  const mailer = new Mailer(handle.db, clock, worker, config);
  const storage = createFileStorage(config);
  const links = publicLinks(config);
  const userSearch = new UserSearch(handle.db, handle.dialect, { clock, memoryCopy: config.userSearchMemoryCopy });
  return {
    ctx: { config, db: handle.db, dialect: handle.dialect, clock, worker, mailer, storage, links, userSearch },
    handle,
    seeded,
  };
}
