import type { Readable } from 'node:stream';
import { ACTIVITY_LOG_TOTAL_CAP } from '@portal/contract/activity-log';
import { activityLogCodeName } from '@portal/contract/activity-log-names';
import type { Locale } from '@portal/contract/locale';
import type { AuthContext } from '../../platform/session.js';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { zonedTimeWriter } from './activity-log.days.js';
import * as repo from './activity-log.repository.js';
import { activityLogText, type ActivityLogTextKey } from './activity-log.texts.js';
import { type Ctx, filterOf, type FiltersBody, orderOf, planOf, zoneOf } from './activity-log.service.js';

/** Entries read per keyset batch: each batch is one walk of an index from where the last one stopped. */
const BATCH = 1_000;

const COLUMNS: { key: ActivityLogTextKey; width: number }[] = [
  { key: 'createdOn', width: 22 },
  { key: 'actor', width: 24 },
  { key: 'entityType', width: 18 },
  { key: 'entityId', width: 24 },
  { key: 'event', width: 26 },
  { key: 'eventDescription', width: 60 },
  { key: 'sourceApp', width: 18 },
  { key: 'companyName', width: 28 },
  { key: 'market', width: 8 },
  { key: 'before', width: 40 },
  { key: 'after', width: 40 },
];

/** The download's file name: activity_log_<YYYY-MM-DD>.xlsx. */
export function downloadFileName(now: Date): string {
  return `activity_log_${now.toISOString().slice(0, 10)}.xlsx`;
}

/**
 * POST /api/activity-logs/download: every entry the filters keep, in the chosen order, as a streamed .xlsx (decision
 * records 007 and 052): read in keyset batches, so memory stays flat however many there are; times in the caller's
 * time zone, headers and the codes' names (events, applications, entity types) in their language.
 */
export async function downloadEntries(
  ctx: Ctx,
  auth: AuthContext,
  locale: Locale,
  sort: Parameters<typeof orderOf>[0],
  body: FiltersBody,
  batchSize = BATCH,
): Promise<Readable> {
  const zone = await zoneOf(ctx.db, auth);
  const filter = await filterOf(ctx, auth, body, zone);
  const order = orderOf(sort);
  const capped = (await repo.countUpTo(ctx.db, filter, ACTIVITY_LOG_TOTAL_CAP + 1)) > ACTIVITY_LOG_TOTAL_CAP;
  const plan = planOf(filter, order, capped, ctx.dialect);
  const t = (key: ActivityLogTextKey) => activityLogText(locale, key, { zone });
  const timeOf = zonedTimeWriter(zone);
  return xlsxStream({
    sheetName: t('sheet'),
    columns: COLUMNS.map(({ key, width }) => ({ header: t(key), width })),
    // xlsxStream writes every text cell formula-safe (a description typed as =cmd|... stays text).
    rows: batches(ctx, { filter, order, plan }, batchSize, (r) => [
      timeOf(r.created_at),
      r.actor,
      activityLogCodeName(locale, 'entityTypes', r.entity_type),
      r.entity_id,
      activityLogCodeName(locale, 'events', r.event),
      r.description,
      activityLogCodeName(locale, 'applications', r.source_app),
      r.company_name,
      r.market,
      r.before_value,
      r.after_value,
    ]),
    modifiedAt: ctx.clock.now(),
    compressionLevel: 1,
  });
}

type Reading = { filter: repo.LogFilter; order: repo.LogOrder; plan: repo.ReadPlan };

async function* batches(
  ctx: Ctx,
  { filter, order, plan }: Reading,
  batchSize: number,
  cells: (row: repo.EntryRecord) => XlsxCell[],
): AsyncGenerator<XlsxCell[][]> {
  let key: repo.EntryKey | undefined;
  for (;;) {
    const entries = await repo.readEntries(ctx.db, filter, order, plan, { offset: 0, limit: batchSize }, key);
    if (entries.length === 0) return;
    yield entries.map(cells);
    if (entries.length < batchSize) return;
    key = repo.keyOf(entries[entries.length - 1]!, order);
  }
}
