import { RETENTION } from '@portal/contract/constants';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import { HumanProofs } from './human-check.js';
import * as rateLimits from './rate-limit.repository.js';
import * as repo from './retention.repository.js';

export type RetentionDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'loginThrottle' | 'analyticsRetentionDays' | 'humanCheckSecret'>;
};

/**
 * The retention sweep (decision record 011), run periodically by every server (main.ts): deletes what
 * anonymous and telemetry input left behind once it says nothing any more — sign-in failure counts past
 * their lock, used or expired human-check challenges, spent proofs and post counters, ended rate-limit
 * windows, and analytics events older than ANALYTICS_RETENTION_DAYS. Safe to run on several servers at once.
 */
export async function sweepAbuseRecords(deps: RetentionDeps): Promise<void> {
  const now = deps.clock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await repo.deleteIdleLoginAttempts(deps.db, ago(deps.config.loginThrottle.lockMs), now.toISOString());
  await repo.deleteChallengesExpiredBefore(deps.db, ago(RETENTION.challengesAfterExpiryMs));
  await new HumanProofs(deps.db, deps.clock, deps.config.humanCheckSecret).forgetIdleClients();
  await rateLimits.deleteWindowsEndedBy(deps.db, now.toISOString());
  await repo.deleteAnalyticsReceivedBefore(deps.db, ago(deps.config.analyticsRetentionDays * 86_400_000));
}
