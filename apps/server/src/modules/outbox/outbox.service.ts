import { resolveLocale } from '@portal/contract/locale';
import {
  OUTBOX_STATUSES,
  type OutboxMessage,
  type OutboxPage,
  type OutboxRow,
  type OutboxStatus,
  type outboxListQuerySchema,
} from '@portal/contract/outbox';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import { notFound } from '../../platform/errors.js';
import type { MarketContext } from '../../platform/market.js';
import { pageOf, sqlWindow } from '../../platform/paging.js';
import { oneOf } from '../../platform/unions.js';
import * as repo from './outbox.repository.js';

export type OutboxCtx = Pick<AppContext, 'db' | 'config'>;

/**
 * The outbox is readable outside production only (ARCHITECTURE section 1). It is hidden only when
 * both say production: a production deployment (NODE_ENV) reached on a production host. A
 * development or test server, or a dev/qa/stg/preprod host of a production build, still shows it.
 */
export function outboxReadable(config: Pick<Config, 'env'>, market: Pick<MarketContext, 'production'>): boolean {
  return !(config.env === 'production' && market.production);
}

function ensureReadable(ctx: OutboxCtx, market: MarketContext): void {
  if (!outboxReadable(ctx.config, market)) throw notFound();
}

/** The mail job writes only these; anything else is reported as still waiting. */
function statusOf(value: string): OutboxStatus {
  return oneOf(OUTBOX_STATUSES, value, 'queued');
}

type RowRecord = {
  id: number;
  to_address: string;
  subject: string;
  template: string;
  locale: string;
  status: string;
  created_at: string;
  sent_at: string | null;
};

function rowOf(row: RowRecord): OutboxRow {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    template: row.template,
    locale: resolveLocale(row.locale),
    status: statusOf(row.status),
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

export async function listMessages(
  ctx: OutboxCtx,
  market: MarketContext,
  query: z.output<typeof outboxListQuerySchema>,
): Promise<OutboxPage> {
  ensureReadable(ctx, market);
  const { rows, total } = await repo.pageOutbox(
    ctx.db,
    { status: query.status, search: query.search || undefined },
    sqlWindow(query),
  );
  return pageOf(query, rows.map(rowOf), total);
}

export async function messageDetail(ctx: OutboxCtx, market: MarketContext, id: number): Promise<OutboxMessage> {
  ensureReadable(ctx, market);
  const row = await repo.findOutboxMessage(ctx.db, id);
  if (!row) throw notFound();
  return { ...rowOf(row), text: row.text_body, companyName: row.company_name, lastError: row.last_error };
}
