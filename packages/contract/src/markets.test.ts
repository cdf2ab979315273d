import { describe, expect, it } from 'vitest';
import { ALLOWED_LOCALES } from './locale.js';
import {
  isMarket,
  isNonProductionHost,
  MARKET_DEFAULT_LOCALE,
  MARKET_LOCALES,
  MARKET_PATH,
  marketInfoSchema,
  MARKETS,
  NON_PRODUCTION_HOST_MARKERS,
} from './markets.js';

describe('markets (spec section 1)', () => {
  it('are exactly US, MX and CA', () => {
    expect([...MARKETS]).toEqual(['US', 'MX', 'CA']);
  });

  it.each(['US', 'MX', 'CA'])('isMarket accepts %s', (value) => {
    expect(isMarket(value)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['lower case us', 'us'],
    ['lower case mx', 'mx'],
    ['GB', 'GB'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['number', 1],
    ['padded', ' US'],
  ])('isMarket rejects %s', (_label, value) => {
    expect(isMarket(value)).toBe(false);
  });

  it('US defaults to en-US, the global default locale', () => {
    expect(MARKET_DEFAULT_LOCALE.US).toBe('en-US');
  });

  it.each([...MARKETS])('market %s has an allowed default locale that is among its offered locales', (market) => {
    const locale = MARKET_DEFAULT_LOCALE[market];
    expect((ALLOWED_LOCALES as readonly string[]).includes(locale)).toBe(true);
    expect(MARKET_LOCALES[market]).toContain(locale);
  });

  it.each([...MARKETS])('market %s offers only allowed locales, English and Español among them', (market) => {
    for (const locale of MARKET_LOCALES[market]) {
      expect((ALLOWED_LOCALES as readonly string[]).includes(locale)).toBe(true);
    }
    expect(MARKET_LOCALES[market]).toEqual(expect.arrayContaining(['en-US', 'es-MX']));
  });

  it('exposes the market endpoint path', () => {
    expect(MARKET_PATH).toBe('/api/market');
  });
});

describe('isNonProductionHost (spec section 9)', () => {
  it('names dev, qa, stg and preprod as non-production markers', () => {
    expect([...NON_PRODUCTION_HOST_MARKERS]).toEqual(['dev', 'qa', 'stg', 'preprod']);
  });

  it.each([
    'dev',
    'qa',
    'stg',
    'preprod',
    'dev.portal.example.com',
    'portal.dev.example.com',
    'portal-dev.example.com',
    'portaldev.example.com',
    'qa.portal.example.com',
    'portal-qa.example.mx',
    'stg.portal.example.ca',
    'portal.stg.example.com',
    'preprod.portal.example.com',
    'portal-preprod.example.ca',
    'DEV.PORTAL.EXAMPLE.COM',
    'Portal-QA.Example.com',
    'portal.STG.example.com',
    'PreProd.example.com',
    'dev.portal.example.com:443',
    'portal-qa.example.mx:8443',
    'stg.portal.example.ca:3000',
    'preprod.example.com:80',
    'dev:5173',
    'localhost.dev:5173',
  ])('%s is non-production', (host) => {
    expect(isNonProductionHost(host)).toBe(true);
  });

  it.each([
    'portal.example.com',
    'portal.example.mx',
    'portal.example.ca',
    'www.portal.example.com',
    'PORTAL.EXAMPLE.COM',
    'portal.example.com:443',
    'portal.example.mx:8080',
    'portal.example.ca:3000',
    'supplier-insights.example.com',
    'localhost',
    'localhost:3000',
    '127.0.0.1:8080',
    '',
  ])('%s is production', (host) => {
    expect(isNonProductionHost(host)).toBe(false);
  });

  it.each([
    ['portal.example.com:dev', false],
    ['portal.example.com:qa', false],
  ])('ignores markers in the port part: %s -> %s', (host, expected) => {
    expect(isNonProductionHost(host)).toBe(expected);
  });
});

describe('marketInfoSchema', () => {
  const valid = { market: 'MX', production: true, default_locale: 'es-MX', locales: ['en-US', 'es-MX'] };

  it('accepts a valid market answer', () => {
    expect(marketInfoSchema.parse(valid)).toEqual(valid);
  });

  it('accepts an empty locale list', () => {
    expect(marketInfoSchema.safeParse({ ...valid, locales: [] }).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['unknown market', { ...valid, market: 'GB' }],
    ['lower-case market', { ...valid, market: 'mx' }],
    ['production as string', { ...valid, production: 'true' }],
    ['default locale not allowed', { ...valid, default_locale: 'en-CA' }],
    ['locale list with en-CA', { ...valid, locales: ['en-US', 'en-CA'] }],
    ['locales not an array', { ...valid, locales: 'en-US' }],
    ['missing market', { production: true, default_locale: 'en-US', locales: [] }],
    ['missing production', { market: 'US', default_locale: 'en-US', locales: [] }],
    ['missing default locale', { market: 'US', production: true, locales: [] }],
    ['missing locales', { market: 'US', production: true, default_locale: 'en-US' }],
  ])('rejects %s', (_label, value) => {
    expect(marketInfoSchema.safeParse(value).success).toBe(false);
  });
});
