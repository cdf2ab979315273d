import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      demo: true,
      sessionIdleMs: 30 * 60_000,
      sessionMaxMs: 12 * 3_600_000,
      jobPollMs: 1000,
      jobLeaseMs: 300_000,
      glossaryVersionCheckMs: 2000,
      userSearchMemoryCopy: true,
      activityLogRetentionDays: 400,
      retailerEmailDomains: ['retailer.example'],
    });
    expect(Object.fromEntries(config.marketHosts)).toEqual({
      localhost: 'US',
      'us.localhost': 'US',
      '127.0.0.1': 'US',
      'mx.localhost': 'MX',
      'ca.localhost': 'CA',
    });
  });

  it('seeds the demo outside production only, unless DEMO says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).demo).toBe(true);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com' };
    expect(loadConfig(production).demo).toBe(false);
    expect(loadConfig({ ...production, DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO: 'off' }).demo).toBe(false);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://portal@db.internal:5432/portal',
      SESSION_IDLE_MINUTES: '15',
      SESSION_MAX_HOURS: '8',
      MARKET_HOSTS: 'portal.example.com=US, MX.portal.example.com=MX',
      DATA_DIR: '/var/lib/portal',
      GLOSSARY_VERSION_CHECK_MS: '0',
      JOB_LEASE_MS: '5000',
      USER_SEARCH_MEMORY_COPY: 'off',
      ACTIVITY_LOG_RETENTION_DAYS: '90',
      RETAILER_EMAIL_DOMAINS: ' Retailer.com, retailer.com.mx,,retailer.com ',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://portal@db.internal:5432/portal',
      sessionIdleMs: 15 * 60_000,
      sessionMaxMs: 8 * 3_600_000,
      dataDir: '/var/lib/portal',
      glossaryVersionCheckMs: 0,
      jobLeaseMs: 5000,
      userSearchMemoryCopy: false,
      activityLogRetentionDays: 90,
      retailerEmailDomains: ['retailer.com', 'retailer.com.mx'],
    });
    expect(Object.fromEntries(config.marketHosts)).toEqual({
      'portal.example.com': 'US',
      'mx.portal.example.com': 'MX',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['MARKET_HOSTS', 'foo'],
    ['RETAILER_EMAIL_DOMAINS', 'retailer.com,@retailer'],
    ['MARKET_HOSTS', 'portal.example.com=DE'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_MAX_HOURS', '-1'],
    ['NODE_ENV', 'staging'],
    ['DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['GLOSSARY_VERSION_CHECK_MS', '-5'],
    ['PUBLIC_URL', 'portal.example.com'],
    ['PUBLIC_URL', 'ftp://portal.example.com'],
    ['PUBLIC_URL', 'https://portal.example.com/portal'],
    ['PUBLIC_URL', 'https://portal.example.com/?x=1'],
    ['PUBLIC_URL', 'https://user:secret@portal.example.com'],
    ['MARKET_PUBLIC_URLS', 'https://portal.example.com'],
    ['MARKET_PUBLIC_URLS', 'DE=https://portal.example.de'],
    ['MARKET_PUBLIC_URLS', 'US=portal.example.com'],
    ['TRUSTED_PROXIES', '10.0.0.300'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
    ['TRUSTED_PROXIES', 'proxy.internal'],
    ['TRUSTED_PROXIES', '*'],
    ['JOB_LEASE_MS', '0'],
  ])('stops on %s=%s with a message that names it', (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as Error).message).toContain(name);
  });

  it('reads the public addresses and the trusted proxies', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://portal.example.com/',
      MARKET_PUBLIC_URLS: 'us=https://portal.example.com, MX=https://mx.portal.example.com:8443',
      TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7, ::1, fd00::/8, loopback',
    });
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(Object.fromEntries(config.marketPublicUrls)).toEqual({
      US: 'https://portal.example.com',
      MX: 'https://mx.portal.example.com:8443',
    });
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback']);
    expect(loadConfig({}).trustedProxies).toEqual([]);
  });

  it('needs an address for every served market in production: PUBLIC_URL, or MARKET_PUBLIC_URLS', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    const hosts = 'portal.example.com=US,mx.portal.example.com=MX';
    expect(() =>
      loadConfig({ NODE_ENV: 'production', MARKET_HOSTS: hosts, MARKET_PUBLIC_URLS: 'US=https://portal.example.com' }),
    ).toThrow(/MX/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com' }).publicUrl).toBe(
      'https://portal.example.com',
    );
    const perMarket = loadConfig({
      NODE_ENV: 'production',
      MARKET_HOSTS: hosts,
      MARKET_PUBLIC_URLS: 'US=https://portal.example.com,MX=https://mx.portal.example.com',
    });
    expect(perMarket.marketPublicUrls.size).toBe(2);
    // Outside production nothing is required: links then use the market's first host (platform/public-url.ts).
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBeUndefined();
  });

  it('names every wrong variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', NODE_ENV: 'staging' })).toThrow(/PORT[\s\S]*NODE_ENV|NODE_ENV[\s\S]*PORT/);
  });
});
