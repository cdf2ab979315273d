import { resolveLocale, type Locale } from '@portal/contract/locale';
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
