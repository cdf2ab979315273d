import { isMarket, type Market } from '@portal/contract/markets';
import type { Config } from '../config.js';

export type PublicUrlConfig = Pick<Config, 'publicUrl' | 'marketPublicUrls' | 'marketHosts' | 'port'>;

/**
 * The public origin of a market, from configuration only, never from a request's Host (a reset link
 * built from `Host: evil.example` would hand the token to that site): MARKET_PUBLIC_URLS for the
 * market, else PUBLIC_URL, else, outside production (where start-up requires one of them),
 * http://<the market's first MARKET_HOSTS host>:<PORT>. A market that no host serves links to the
 * first market's address (so does a market code the portal does not know).
 */
export function publicBaseUrl(config: PublicUrlConfig, market: Market | string): string {
  const own = isMarket(market) ? config.marketPublicUrls.get(market) : undefined;
  const served = servedMarket(config, market);
  return own ?? config.publicUrl ?? config.marketPublicUrls.get(served) ?? derivedBaseUrl(config, served);
}

/** An absolute link to a path of the portal on a market's public address. */
export function publicLink(config: PublicUrlConfig, market: Market | string, pathAndQuery: string): string {
  return new URL(pathAndQuery, publicBaseUrl(config, market)).toString();
}

function servedMarket(config: PublicUrlConfig, market: string): Market {
  const markets = [...config.marketHosts.values()];
  return markets.find((m) => m === market) ?? markets[0] ?? 'US';
}

function derivedBaseUrl(config: PublicUrlConfig, market: Market): string {
  const host = [...config.marketHosts].find(([, m]) => m === market)?.[0] ?? 'localhost';
  const url = new URL(`http://${host}`);
  // A host configured with its port keeps it; otherwise the server's own port.
  if (!url.port && config.port !== 0) url.port = String(config.port);
  return url.origin;
}

/** Absolute links on the markets' public addresses, from this installation's configuration. */
export type PublicLinks = { link: (market: Market | string, pathAndQuery: string) => string };

export function publicLinks(config: PublicUrlConfig): PublicLinks {
  return { link: (market, pathAndQuery) => publicLink(config, market, pathAndQuery) };
}
