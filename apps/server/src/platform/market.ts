import { ERROR_CODES } from '@portal/contract/errors';
import { IDENTITY_PATHS } from '@portal/contract/identity';
import type { Locale } from '@portal/contract/locale';
import { resolveLocale } from '@portal/contract/locale';
import { isNonProductionHost, type Market } from '@portal/contract/markets';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { AppError } from './errors.js';
import { listMarkets } from './market.repository.js';

export type MarketContext = { code: Market; production: boolean; defaultLocale: Locale; host: string };

declare module 'fastify' {
  interface FastifyRequest {
    market: MarketContext;
  }
}

type MarketRecord = { code: Market; production: boolean; defaultLocale: Locale };

/** Load balancers probe these by address, whatever the host name. */
const HOST_FREE_PATHS = new Set<string>([IDENTITY_PATHS.health, IDENTITY_PATHS.ready]);

/**
 * Picks the request's market from its host (MARKET_HOSTS), and its environment from the host name.
 * In production a host that is not configured is refused (421); elsewhere it gets the first market.
 */
export async function registerMarkets(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  const rows = await listMarkets(db);
  const records = new Map<string, MarketRecord>(
    rows.map((r) => [
      r.code,
      { code: r.code, production: r.production === 1, defaultLocale: resolveLocale(r.default_locale) },
    ]),
  );
  const fallback = config.marketHosts.values().next().value ?? 'US';

  app.decorateRequest('market', null as unknown as MarketContext);
  app.addHook('onRequest', async (request) => {
    const host = request.hostname.toLowerCase();
    const configured = config.marketHosts.get(host) ?? config.marketHosts.get(host.split(':')[0] ?? '');
    if (!configured && config.env === 'production' && !HOST_FREE_PATHS.has(request.url.split('?')[0] ?? '')) {
      throw new AppError(421, ERROR_CODES.unknownHost, "This host name is not one of the portal's.");
    }
    const code = configured ?? fallback;
    const record = records.get(code);
    if (!record) throw new Error(`market ${code} is not in the markets table`);
    request.market = { ...record, production: record.production && !isNonProductionHost(host), host };
  });
}
