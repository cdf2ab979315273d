import { LOCALE_COOKIE, resolveInterfaceLocale, resolveLocale, type Locale } from '@portal/contract/locale';
import { MARKET_LOCALES, type Market } from '@portal/contract/markets';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { MarketContext } from './market.js';
import type { AuthContext } from './session.js';
import { findLanguage } from './users.repository.js';

/** A user's chosen language, else the fallback (usually the market's default). */
export function preferredLocale(languageCode: string | null | undefined, fallback: Locale): Locale {
  return languageCode ? resolveLocale(languageCode) : fallback;
}

/** The caller's language: their preference, else the market's default. */
export async function callerLocale(db: Db, auth: AuthContext, market: MarketContext): Promise<Locale> {
  return preferredLocale(await findLanguage(db, auth.loginId), market.defaultLocale);
}

/**
 * The language the web app will show its page in, as it resolves it: the signed-in user's, else the browser's saved
 * choice (its cookie; the web keeps it in local storage too), else the market's.
 */
export function interfaceLocale(request: FastifyRequest, userLanguage: string | null | undefined): Locale {
  return resolveInterfaceLocale({
    userLanguage,
    saved: request.cookies[LOCALE_COOKIE],
    marketDefault: request.market.defaultLocale,
  });
}

/**
 * The language of a server-rendered page (sign-in, password reset, landing): an explicit choice, else the saved
 * one (the locale cookie), else the market's; the market and its languages.
 */
export function pageLocale(
  request: FastifyRequest,
  lang?: string,
): { locale: Locale; locales: readonly Locale[]; market: Market } {
  const chosen = lang ?? request.cookies[LOCALE_COOKIE];
  const locale = chosen ? resolveLocale(chosen) : request.market.defaultLocale;
  const offered = MARKET_LOCALES[request.market.code];
  return {
    locale,
    locales: offered.includes(locale) ? offered : [...offered, locale],
    market: request.market.code,
  };
}

/** Remembers a language chosen on a server-rendered page for the next pages (a year). */
export function setLocaleCookie(reply: FastifyReply, locale: Locale): void {
  reply.setCookie(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: 365 * 86_400 });
}
