import {
  type Announcement,
  ANNOUNCEMENT_ERROR_CODES,
  ANNOUNCEMENT_SEVERITIES,
  type AnnouncementInput,
  type AnnouncementPage,
  type AnnouncementSortColumn,
  announcementStatus,
  type Banner,
  bannerText,
  type Dismissal,
  type announcementListQuerySchema,
  targetsCompanyType,
  ANNOUNCEMENT_COMPANY_TYPES,
} from '@portal/contract/announcements';
import type { Locale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { callerCompanyId } from '../../platform/authorization.js';
import { AppError, notFound } from '../../platform/errors.js';
import { pageOf, sqlOrder, sqlWindow } from '../../platform/paging.js';
import type { AuthContext } from '../../platform/session.js';
import { isOneOf, oneOf } from '../../platform/unions.js';
import * as repo from './announcements.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type ListQuery = z.output<typeof announcementListQuerySchema>;

const SORT_COLUMNS: Record<AnnouncementSortColumn, repo.AnnouncementDbColumn> = {
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  updatedAt: 'updated_at',
};

function companyTypesOf(record: repo.AnnouncementRecord) {
  return record.company_types.split(',').filter((type) => isOneOf(ANNOUNCEMENT_COMPANY_TYPES, type));
}

function toAnnouncement(record: repo.AnnouncementRecord, now: Date): Announcement {
  return {
    id: record.id,
    market: record.market,
    severity: oneOf(ANNOUNCEMENT_SEVERITIES, record.severity, 'info'),
    textEnUs: record.text_en_us,
    textEsMx: record.text_es_mx,
    textFrCa: record.text_fr_ca,
    startsAt: record.starts_at,
    endsAt: record.ends_at,
    companyTypes: companyTypesOf(record),
    status: announcementStatus(
      { startsAt: record.starts_at, endsAt: record.ends_at, retiredAt: record.retired_at },
      now,
    ),
    createdBy: record.created_by,
    createdAt: record.created_at,
    updatedAt: record.updated_at,
    retiredAt: record.retired_at,
  };
}

/** The stored columns of a validated body; instants in UTC, so they compare as text on either database. */
function columnsOf(input: AnnouncementInput) {
  return {
    severity: input.severity,
    text_en_us: input.textEnUs,
    text_es_mx: input.textEsMx,
    text_fr_ca: input.textFrCa,
    starts_at: new Date(input.startsAt).toISOString(),
    ends_at: new Date(input.endsAt).toISOString(),
    company_types: input.companyTypes.join(','),
  };
}

/** An announcement's entry: the market's, of no company (the banner reaches every company of the market). */
function announcementEntry(auth: AuthContext, market: Market, id: number) {
  return { actor: auth.loginId, companyId: null, entityType: 'ANNOUNCEMENT', entityId: String(id), market };
}

/** What an announcement's entry keeps of it, before and after a change. */
function recordedFields(r: repo.AnnouncementRecord) {
  return {
    severity: r.severity,
    textEnUs: r.text_en_us,
    textEsMx: r.text_es_mx,
    textFrCa: r.text_fr_ca,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    companyTypes: r.company_types,
  };
}

function describe(input: AnnouncementInput, market: Market): string {
  const targets = input.companyTypes.length > 0 ? input.companyTypes.join(', ') : 'every company type';
  return `${market} announcement from ${input.startsAt} to ${input.endsAt} for ${targets}: ${input.textEnUs}`;
}

/** GET /api/announcements: a page of the market's announcements. */
export async function listAnnouncements(ctx: Ctx, market: Market, query: ListQuery): Promise<AnnouncementPage> {
  const paging = { page: query.page, size: query.size };
  const now = ctx.clock.now();
  const filter = { market, status: query.status, now: now.toISOString() };
  const { rows, total } = await repo.listAnnouncements(
    ctx.db,
    filter,
    sqlOrder(query, SORT_COLUMNS),
    sqlWindow(paging),
  );
  return pageOf(
    paging,
    rows.map((row) => toAnnouncement(row, now)),
    total,
  );
}

/** POST /api/announcements: a new announcement of the market, recorded in the activity log. */
export async function createAnnouncement(
  ctx: Ctx,
  auth: AuthContext,
  market: Market,
  input: AnnouncementInput,
): Promise<Announcement> {
  const now = ctx.clock.now();
  const record = await ctx.db.transaction().execute(async (trx) => {
    const created = await repo.insertAnnouncement(trx, {
      market,
      ...columnsOf(input),
      created_by: auth.loginId,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      retired_at: null,
      retired_by: null,
    });
    await recordActivity(trx, ctx.clock, {
      ...announcementEntry(auth, market, created.id),
      event: 'ANNOUNCEMENT_CREATED',
      description: describe(input, market),
      after: recordedFields(created),
    });
    return created;
  });
  return toAnnouncement(record, now);
}

/** An announcement of the market that may still change: 404 for another market's, 409 once retired. */
async function changeable(ctx: Ctx, market: Market, id: number): Promise<repo.AnnouncementRecord> {
  const record = await repo.findAnnouncement(ctx.db, market, id);
  if (!record) throw notFound();
  if (record.retired_at) throw new AppError(409, ANNOUNCEMENT_ERROR_CODES.retired, 'The announcement is retired.');
  return record;
}

/** PUT /api/announcements/{id}: the whole announcement replaced; the users who dismissed it keep it dismissed. */
export async function updateAnnouncement(
  ctx: Ctx,
  auth: AuthContext,
  market: Market,
  id: number,
  input: AnnouncementInput,
): Promise<Announcement> {
  const previous = await changeable(ctx, market, id);
  const now = ctx.clock.now();
  const record = await ctx.db.transaction().execute(async (trx) => {
    const updated = await repo.updateAnnouncement(trx, id, { ...columnsOf(input), updated_at: now.toISOString() });
    await recordActivity(trx, ctx.clock, {
      ...announcementEntry(auth, market, id),
      event: 'ANNOUNCEMENT_UPDATED',
      description: describe(input, market),
      before: recordedFields(previous),
      after: recordedFields(updated),
    });
    return updated;
  });
  return toAnnouncement(record, now);
}

/** POST /api/announcements/{id}/retire: taken down for everyone at once, kept for the record. */
export async function retireAnnouncement(
  ctx: Ctx,
  auth: AuthContext,
  market: Market,
  id: number,
): Promise<Announcement> {
  const previous = await changeable(ctx, market, id);
  const now = ctx.clock.now();
  const record = await ctx.db.transaction().execute(async (trx) => {
    const retired = await repo.updateAnnouncement(trx, id, {
      retired_at: now.toISOString(),
      retired_by: auth.loginId,
      updated_at: now.toISOString(),
    });
    await recordActivity(trx, ctx.clock, {
      ...announcementEntry(auth, market, id),
      event: 'ANNOUNCEMENT_RETIRED',
      description: `${market} announcement retired: ${previous.text_en_us}`,
      before: { retiredAt: null },
      after: { retiredAt: now.toISOString() },
    });
    return retired;
  });
  return toAnnouncement(record, now);
}

/** The announcements showing now in the market to this caller (their acting company's type), not dismissed. */
async function showingTo(ctx: Ctx, auth: AuthContext, market: Market): Promise<repo.AnnouncementRecord[]> {
  const type = await repo.findCompanyType(ctx.db, market, callerCompanyId(auth));
  const showing = await repo.listShowing(ctx.db, market, auth.userId, ctx.clock.now().toISOString());
  return showing.filter((record) => targetsCompanyType(companyTypesOf(record), type));
}

/** GET /api/banner: warnings first, then the latest started; each in the reader's language or marked English. */
export async function banner(ctx: Ctx, auth: AuthContext, market: Market, locale: Locale): Promise<Banner> {
  const showing = await showingTo(ctx, auth, market);
  const ordered = [
    ...showing.filter((r) => r.severity === 'warning'),
    ...showing.filter((r) => r.severity !== 'warning'),
  ];
  return {
    announcements: ordered.map((record) => ({
      id: record.id,
      severity: oneOf(ANNOUNCEMENT_SEVERITIES, record.severity, 'info'),
      ...bannerText({ textEnUs: record.text_en_us, textEsMx: record.text_es_mx, textFrCa: record.text_fr_ca }, locale),
      endsAt: record.ends_at,
    })),
  };
}

/**
 * POST /api/banner/{id}/dismiss: the caller no longer sees it, on any device. Only an announcement the banner shows
 * them can be dismissed (404 otherwise); dismissing it again answers the first dismissal.
 */
export async function dismiss(ctx: Ctx, auth: AuthContext, market: Market, id: number): Promise<Dismissal> {
  const record = await repo.findAnnouncement(ctx.db, market, id);
  const type = await repo.findCompanyType(ctx.db, market, callerCompanyId(auth));
  if (!record || record.retired_at || !targetsCompanyType(companyTypesOf(record), type)) throw notFound();
  const dismissedAt = await ctx.db.transaction().execute(async (trx) => {
    const dismissal = await repo.dismiss(trx, id, auth.userId, ctx.clock.now().toISOString());
    if (dismissal.first) {
      await recordActivity(trx, ctx.clock, {
        ...announcementEntry(auth, market, id),
        companyId: callerCompanyId(auth),
        event: 'ANNOUNCEMENT_DISMISSED',
        description: `${auth.loginId} dismissed the ${market} announcement: ${record.text_en_us}`,
      });
    }
    return dismissal.dismissedAt;
  });
  return { announcementId: id, dismissedAt };
}
