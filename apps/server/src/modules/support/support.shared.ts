import { RATE_LIMITS } from '@portal/contract/constants';
import { ERROR_CODES } from '@portal/contract/errors';
import type { TenantType } from '@portal/contract/identity';
import { DEFAULT_LOCALE, type Locale } from '@portal/contract/locale';
import { ROUTES } from '@portal/contract/routes';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { callerCompanyId } from '../../platform/authorization.js';
import type { Caller } from '../../platform/caller.js';
import { AppError } from '../../platform/errors.js';
import { hitLimit } from '../../platform/rate-limit.js';
import type { AuthContext } from '../../platform/session.js';
import { findCompany, findUserById } from '../../platform/users.repository.js';
import * as repo from './support.repository.js';

/** What the support services use of the application context. */
export type SupportCtx = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'storage' | 'links'>;

export const ENTITY = 'SUPPORT_INCIDENT';
export const ANONYMOUS = 'anonymous';

/** An attachment already in storage, waiting for its incident. */
export type StoredFile = {
  id: string;
  key: string;
  fileName: string;
  originalName: string | null;
  contentType: string;
  size: number;
};

export const invalid = (message: string, details?: unknown) =>
  new AppError(400, ERROR_CODES.validation, message, details);

export type Titles = (id: number) => string;

/** Titles in the locale, else the market's default, else en-US. */
export async function loadTitles(ctx: SupportCtx, locale: Locale, marketLocale: Locale): Promise<Titles> {
  const order = [...new Set([locale, marketLocale, DEFAULT_LOCALE])];
  const texts = await repo.listCategoryTexts(ctx.db, order);
  const byKey = new Map(texts.map((t) => [`${t.category_id}|${t.locale}`, t.title]));
  return (id) => order.map((l) => byKey.get(`${id}|${l}`)).find((title) => title !== undefined) ?? String(id);
}

export async function companyTypeOf(
  ctx: SupportCtx,
  auth: AuthContext | null,
): Promise<{ id: number; type: TenantType } | null> {
  const companyId = auth ? callerCompanyId(auth) : null;
  if (companyId === null) return null;
  const company = await findCompany(ctx.db, companyId);
  return company ? { id: company.id, type: company.type } : null;
}

/** The incident's page on its market's configured address (platform/public-url.ts), never the request's host. */
export const trackLink = (ctx: SupportCtx, market: string, reference: string) =>
  ctx.links.link(market, `${ROUTES.trackTicket}/${encodeURIComponent(reference)}`);

/**
 * Whether a confirmation may echo what the sender wrote: only to the signed-in caller's own account address.
 * Any other address is unverified (decision record 011): it gets the fixed text alone, a few times an hour at
 * most, so that nobody can make the portal mail their words and links to a stranger.
 */
export async function isCallersOwnAddress(db: Db, caller: Caller, address: string): Promise<boolean> {
  if (!caller.auth) return false;
  const user = await findUserById(db, caller.auth.userId);
  return user !== undefined && user.email.toLowerCase() === address.toLowerCase();
}

/** An unverified address is sent at most RATE_LIMITS.confirmationMailsPerRecipient confirmations per window. */
export async function mayConfirmTo(ctx: SupportCtx, db: Db, address: string): Promise<boolean> {
  const outcome = await hitLimit(
    { db, clock: ctx.clock },
    'confirmation_mail:recipient',
    RATE_LIMITS.confirmationMailsPerRecipient,
    `mail:${address.toLowerCase()}`,
  );
  return outcome.allowed;
}

/** The name a thread entry is signed with: the author's full name, else their login id. */
export async function authorName(ctx: SupportCtx, auth: AuthContext): Promise<string> {
  const user = await findUserById(ctx.db, auth.userId);
  return user ? `${user.first_name} ${user.last_name}`.trim() : auth.loginId;
}
