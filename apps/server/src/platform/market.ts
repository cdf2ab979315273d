import type { Locale } from '@portal/contract/locale';
import { resolveLocale } from '@portal/contract/locale';
import { isNonProductionHost, type Market } from '@portal/contract/markets';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { listMarkets } from './market.repository.js';

export type MarketContext = { code: Market; production: boolean; defaultLocale: Locale; host: string };

declare module 'fastify' {
  interface FastifyRequest {
    market: MarketContext;
  }
}

type MarketRecord = { code: Market; production: boolean; defaultLocale: Locale };

/** Picks the request's market from its host (MARKET_HOSTS), and its environment from the host name. */
export async function registerMarkets(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  const rows = await listMarkets(db);
  const records = new Map<string, MarketRecord>(
    rows.map((r) => [r.code, { code: r.code as Market, production: r.production === 1, defaultLocale: resolveLocale(r.default_locale) }]),
  );
  const fallback = config.marketHosts.values().next().value ?? 'US';

  app.decorateRequest('market', null as unknown as MarketContext);
  app.addHook('onRequest', async (request) => {
    const host = request.hostname.toLowerCase();
    const code = config.marketHosts.get(host) ?? config.marketHosts.get(host.split(':')[0] ?? '') ?? fallback;
    const record = records.get(code);
    if (!record) throw new Error(`market ${code} is not in the markets table`);
    request.market = { ...record, production: record.production && !isNonProductionHost(host), host };
  });
}
