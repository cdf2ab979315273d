import {
  FLAG_DEFAULTS,
  FLAG_KEYS,
  isFlagOn,
  type FlagKey,
  type FlagRecord,
  type FlagUpdate,
  type FlagValues,
} from '@portal/contract/flags';
import type { Environment } from '@portal/contract/products';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { FeatureFlagsTable } from '../../db/schema.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import type { MarketContext } from '../../platform/market.js';
import type { AuthContext } from '../../platform/session.js';
import * as repo from './flags.repository.js';

export function environmentOf(market: Pick<MarketContext, 'production'>): Environment {
  return market.production ? 'production' : 'non-production';
}

export type StoredSetting = Pick<FeatureFlagsTable, 'enabled' | 'rollout_percent'> | undefined;

/** A flag's answer for one user: the stored setting of the market and environment, else the default. */
export function answerFlag(key: FlagKey, row: StoredSetting, userKey: string): boolean {
  if (!row) return FLAG_DEFAULTS[key];
  return isFlagOn({ enabled: row.enabled === 1, rollout_percent: row.rollout_percent }, key, userKey);
}

/** One flag for one user (login id, or a visitor id) in the request's market and environment. */
export async function evaluateFlag(
  db: Db,
  key: FlagKey,
  market: Pick<MarketContext, 'code' | 'production'>,
  userKey: string,
): Promise<boolean> {
  return answerFlag(key, await repo.findFlag(db, key, market.code, environmentOf(market)), userKey);
}

export async function evaluateFlags(
  db: Db,
  market: Pick<MarketContext, 'code' | 'production'>,
  userKey: string,
): Promise<FlagValues> {
  const rows = new Map((await repo.listFlagSettings(db, market.code, environmentOf(market))).map((r) => [r.key, r]));
  const values: FlagValues = { ...FLAG_DEFAULTS };
  for (const key of FLAG_KEYS) values[key] = answerFlag(key, rows.get(key), userKey);
  return values;
}

type Setting = { enabled: number; rollout_percent: number };

const describeSetting = (s: Setting | undefined) =>
  s ? `${s.enabled === 1 ? 'on' : 'off'} at ${s.rollout_percent}%` : 'not set';

/** What the activity log keeps of a setting (none: not set, the flag's default applied). */
const recordedSetting = (s: Setting | undefined) =>
  s ? { enabled: s.enabled === 1, rolloutPercent: s.rollout_percent } : undefined;

/** Sets a flag in one market and environment (product owners); recorded in the activity log. */
export async function updateFlag(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AuthContext,
  key: FlagKey,
  update: FlagUpdate,
): Promise<FlagRecord> {
  const next = { enabled: update.enabled ? 1 : 0, rollout_percent: update.rollout_percent };
  await ctx.db.transaction().execute(async (trx) => {
    const previous = await repo.findFlag(trx, key, update.market, update.environment);
    await repo.saveFlag(trx, {
      key,
      market: update.market,
      environment: update.environment,
      ...next,
      updated_at: ctx.clock.now().toISOString(),
    });
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId: null,
      entityType: 'FEATURE_FLAG',
      entityId: `${key}:${update.market}:${update.environment}`,
      event: 'FEATURE_FLAG_UPDATED',
      description: `Feature flag ${key} (${update.market}, ${update.environment}) changed from ${describeSetting(previous)} to ${describeSetting(next)}`,
      market: update.market,
      before: recordedSetting(previous),
      after: recordedSetting(next),
    });
  });
  const saved = (await repo.findFlag(ctx.db, key, update.market, update.environment))!;
  return {
    key,
    market: update.market,
    environment: update.environment,
    enabled: saved.enabled === 1,
    rollout_percent: saved.rollout_percent,
    description: saved.description,
    updated_at: saved.updated_at,
  };
}
