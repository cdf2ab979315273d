import { MARKET_LOCALES, type MarketInfo } from '@portal/contract/markets';
import type { MarketContext } from '../../platform/market.js';

/** The market (US, MX, CA) a host serves, whether it is production, its default language and the languages offered. */
export function marketInfo(market: MarketContext): MarketInfo {
  return {
    market: market.code,
    production: market.production,
    default_locale: market.defaultLocale,
    locales: [...MARKET_LOCALES[market.code]],
  };
}
