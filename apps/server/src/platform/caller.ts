import { LOCALE_COOKIE, matchAllowedLocale, type Locale } from '@portal/contract/locale';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { requireAuth } from './authorization.js';
import { callerLocale } from './caller-locale.js';
import type { MarketContext } from './market.js';
import type { AuthContext } from './session.js';

/** Who is calling and from where: the session, the market of the host and the page language. */
export type Caller = {
  auth: AuthContext | null;
  market: MarketContext;
  locale: Locale;
};

export type SignedInCaller = Caller & { auth: AuthContext };

/** The page language of each request, worked out once however many handlers ask. */
const pageLocales = new WeakMap<FastifyRequest, Promise<Locale>>();

/** The language of the caller's page: the language cookie, else their preference, else the market's. */
function pageLocale(db: Db, request: FastifyRequest): Promise<Locale> {
  let locale = pageLocales.get(request);
  if (!locale) {
    const fromCookie = matchAllowedLocale(request.cookies[LOCALE_COOKIE] ?? '');
    locale = fromCookie
      ? Promise.resolve(fromCookie)
      : request.auth
        ? callerLocale(db, request.auth, request.market)
        : Promise.resolve(request.market.defaultLocale);
    pageLocales.set(request, locale);
  }
  return locale;
}

/** The caller of a request; an explicit locale (a ?locale parameter) wins over the page's language. */
export async function callerOf(db: Db, request: FastifyRequest, explicitLocale?: Locale): Promise<Caller> {
  return { auth: request.auth, market: request.market, locale: explicitLocale ?? (await pageLocale(db, request)) };
}

/** The caller of a route only signed-in users reach. */
export async function signedInCallerOf(db: Db, request: FastifyRequest): Promise<SignedInCaller> {
  return { ...(await callerOf(db, request)), auth: requireAuth(request) };
}
