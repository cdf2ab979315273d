import { z } from 'zod';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { ALLOWED_LOCALES } from './locale.js';
import { type Page, pageQuerySchema, pageSchema } from './paging.js';

// ---------------------------------------------------------------------------------------------
// The outbox: every e-mail the portal writes is stored first, then sent by a job (SMTP when
// configured; otherwise it stays stored). Internal staff with LIST OUTBOX read it in the portal,
// outside production only (ARCHITECTURE section 1); in production the calls answer 404.
// ---------------------------------------------------------------------------------------------

/** queued: waiting for the mail job; sent: handed to SMTP; stored: no SMTP configured, kept as the record. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'stored'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_SEARCH_MAX = 100;

export const OUTBOX_PAGE_SIZE = 25;

export const outboxListQuerySchema = pageQuerySchema({ sizes: ADMIN_PAGE_SIZES, default: OUTBOX_PAGE_SIZE }).extend({
  /** Recipient or subject contains this (case-insensitive). */
  search: z.string().trim().max(OUTBOX_SEARCH_MAX).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
});
export type OutboxListQuery = z.input<typeof outboxListQuerySchema>;

export const outboxRowSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** Which message it is (for example 'incident-created', 'access-request'). */
  template: z.string(),
  locale: z.enum(ALLOWED_LOCALES),
  status: z.enum(OUTBOX_STATUSES),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

/** Newest first. */
export const outboxPageSchema = pageSchema(outboxRowSchema);
export type OutboxPage = Page<OutboxRow>;

export const outboxMessageParamsSchema = z.object({ messageId: z.coerce.number().int().positive().max(MAX_RECORD_ID) });

export const outboxMessageSchema = outboxRowSchema.extend({
  /** The plain-text body as sent. */
  text: z.string(),
  /** The company the message is about, when there is one. */
  companyName: z.string().nullable(),
  /** Why the last delivery attempt failed, if it did. */
  lastError: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const OUTBOX_PATHS = {
  messages: '/api/outbox/messages',
  message: '/api/outbox/messages/:messageId',
} as const;
