import type { Locale } from './locale.js';

export const MARKETS = ['US', 'MX', 'CA'] as const;
export type Market = (typeof MARKETS)[number];

export const MARKET_DEFAULT_LOCALE: Record<Market, Locale> = {
  US: 'en-US',
  MX: 'es-MX',
  CA: 'fr-CA',
};

/** Languages a user may choose in each market (profile and header switch). */
export const MARKET_LOCALES: Record<Market, readonly Locale[]> = {
  US: ['en-US', 'es-MX'],
  MX: ['en-US', 'es-MX'],
  CA: ['en-US', 'es-MX', 'fr-CA'],
};

export const NON_PRODUCTION_HOST_MARKERS = ['dev', 'qa', 'stg', 'preprod'] as const;

/** A host containing dev, qa, stg or preprod is non-production (spec section 9). */
export function isNonProductionHost(host: string): boolean {
  const name = host.toLowerCase().split(':')[0] ?? '';
  return NON_PRODUCTION_HOST_MARKERS.some((marker) => name.includes(marker));
}

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

export const MARKET_PATH = '/api/market';

/** The <meta> the server puts in index.html with the market's default language, so the first paint is in it. */
export const MARKET_LOCALE_META = 'portal-market-locale';

/**
 * The <meta> the server adds to index.html when the request carries no session cookie: the page then knows that
 * nobody is signed in without asking (an answer of 401 that browsers log as an error on every public visit).
 */
export const SIGNED_OUT_META = 'portal-signed-out';
