import { isIP } from 'node:net';
import path from 'node:path';
import { domainNameProblem, normaliseDomainName } from '@portal/contract/email-domains';
import { isMarket, type Market } from '@portal/contract/markets';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const positiveInt = z.coerce.number().int().positive();

/** `host=MARKET` pairs, comma separated: `localhost=US,mx.localhost=MX`. */
const marketHosts = z.string().transform((value, ctx) => {
  const map = new Map<string, Market>();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [host, market] = entry.split('=').map((part) => part?.trim());
    if (!host || !isMarket(market)) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not host=US|MX|CA` });
      return z.NEVER;
    }
    map.set(host.toLowerCase(), market);
  }
  if (map.size === 0) {
    ctx.addIssue({ code: 'custom', message: 'names no host' });
    return z.NEVER;
  }
  return map;
});

/** An http(s) origin, the address the public reaches the portal at; a trailing slash is dropped. */
function publicOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) return undefined;
    if (url.pathname !== '/' || url.search || url.hash) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

const publicUrl = z.string().transform((value, ctx) => {
  const origin = publicOrigin(value);
  if (!origin) {
    ctx.addIssue({ code: 'custom', message: `"${value}" is not an http(s) origin such as https://portal.example.com` });
    return z.NEVER;
  }
  return origin;
});

/** `MARKET=url` pairs, comma separated: `US=https://portal.example.com,MX=https://mx.portal.example.com`. */
const marketPublicUrls = z.string().transform((value, ctx) => {
  const map = new Map<Market, string>();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const market = entry.slice(0, at).trim().toUpperCase();
    const origin = at > 0 ? publicOrigin(entry.slice(at + 1).trim()) : undefined;
    if (!isMarket(market) || !origin) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not US|MX|CA=https://host` });
      return z.NEVER;
    }
    map.set(market, origin);
  }
  return map;
});

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

/** Addresses or CIDR ranges (or proxy-addr's loopback, linklocal, uniquelocal), comma separated. */
const trustedProxies = z.string().transform((value, ctx) => {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!PROXY_KEYWORDS.includes(entry) && (version === 0 || !bitsOk || rest.length > 0)) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not an IP address or CIDR range` });
      return z.NEVER;
    }
  }
  return entries;
});

/** Domain names, comma separated (`retailer.example,retailer-mx.example`), kept lower-cased. */
const domainList = z.string().transform((value, ctx) => {
  const names = value.split(',').map(normaliseDomainName).filter(Boolean);
  for (const name of names) {
    if (domainNameProblem(name)) {
      ctx.addIssue({ code: 'custom', message: `"${name}" is not a domain name such as retailer.com` });
      return z.NEVER;
    }
  }
  return [...new Set(names)];
});

const databaseUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl.optional(),
  DEMO: booleanFlag.optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  SESSION_MAX_HOURS: positiveInt.default(12),
  MARKET_HOSTS: marketHosts.default(
    new Map([
      ['localhost', 'US'],
      ['us.localhost', 'US'],
      ['127.0.0.1', 'US'],
      ['mx.localhost', 'MX'],
      ['ca.localhost', 'CA'],
    ] as const),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Supplier Insights Portal <no-reply@portal.localhost>'),
  PUBLIC_URL: publicUrl.optional(),
  MARKET_PUBLIC_URLS: marketPublicUrls.optional(),
  TRUSTED_PROXIES: trustedProxies.optional(),
  JOB_POLL_MS: positiveInt.default(1000),
  JOB_LEASE_MS: positiveInt.default(300_000),
  GLOSSARY_VERSION_CHECK_MS: z.coerce.number().int().min(0).default(2000),
  USER_SEARCH_MEMORY_COPY: booleanFlag.optional(),
  HUMAN_CHECK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SUPPORT_EMAIL: z.string().email().default('support@portal.localhost'),
  ANALYTICS_RETENTION_DAYS: positiveInt.default(395),
  ACTIVITY_LOG_RETENTION_DAYS: positiveInt.default(400),
  RETAILER_EMAIL_DOMAINS: domainList.default(['retailer.example']),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  marketHosts: Map<string, Market>;
  logLevel: string;
  webDist: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The portal's public origin for every market without one of its own (PUBLIC_URL). */
  publicUrl: string | undefined;
  /** Each market's public origin (MARKET_PUBLIC_URLS); see platform/public-url.ts. */
  marketPublicUrls: Map<Market, string>;
  /** Proxies whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); none by default. */
  trustedProxies: string[];
  jobPollMs: number;
  /** How long a claimed job stays its worker's before another may claim it again (its server is presumed dead). */
  jobLeaseMs: number;
  /** How often (at most) a server checks whether the data dictionary changed and its search index must be rebuilt; 0: every request. */
  glossaryVersionCheckMs: number;
  /** Whether the user search keeps copies of large tabs in memory for deep and clustered pages (decision 050). */
  userSearchMemoryCopy: boolean;
  /** The key that signs human-check proofs; when unset, one is generated once and kept in the database. */
  humanCheckSecret: string | undefined;
  /** The support team's mailbox: contact-us messages go there, and the contact page shows it. */
  supportEmail: string;
  /** Analytics events older than this many days are deleted by the retention sweep. */
  analyticsRetentionDays: number;
  /** Activity-log entries older than this many days are deleted by the activity log's retention job (decision 052). */
  activityLogRetentionDays: number;
  /**
   * The retailer's own e-mail domains (its staff's addresses): no company may authorise them or their sub-domains
   * without a super admin's exception (decision 055).
   */
  retailerEmailDomains: string[];
  /** Sign-in throttling: failures before slowing, failures before locking, lock length, slowdown step. */
  loginThrottle: { slowAfter: number; lockAfter: number; lockMs: number; stepMs: number };
};

export class ConfigError extends Error {}

const serverRoot = path.resolve(import.meta.dirname, '..');

/** Reads and validates the environment; a wrong value stops the start with a message that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as it does in most shells and process managers.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const marketPublicUrls = e.MARKET_PUBLIC_URLS ?? new Map<Market, string>();
  if (e.NODE_ENV === 'production') requirePublicUrls(e.MARKET_HOSTS, marketPublicUrls, e.PUBLIC_URL);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demo: e.DEMO ?? e.NODE_ENV !== 'production',
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    marketHosts: e.MARKET_HOSTS,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    marketPublicUrls,
    trustedProxies: e.TRUSTED_PROXIES ?? [],
    jobPollMs: e.JOB_POLL_MS,
    jobLeaseMs: e.JOB_LEASE_MS,
    glossaryVersionCheckMs: e.GLOSSARY_VERSION_CHECK_MS,
    userSearchMemoryCopy: e.USER_SEARCH_MEMORY_COPY ?? true,
    humanCheckSecret: e.HUMAN_CHECK_SECRET,
    supportEmail: e.SUPPORT_EMAIL,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    activityLogRetentionDays: e.ACTIVITY_LOG_RETENTION_DAYS,
    retailerEmailDomains: e.RETAILER_EMAIL_DOMAINS,
    loginThrottle: { slowAfter: 3, lockAfter: 5, lockMs: 15 * 60_000, stepMs: 500 },
  };
}

/** In production every link the portal writes needs a configured address: a request's Host is never used. */
function requirePublicUrls(
  marketHosts: Map<string, Market>,
  marketPublicUrls: Map<Market, string>,
  publicUrl: string | undefined,
): void {
  if (publicUrl) return;
  const missing = [...new Set(marketHosts.values())].filter((market) => !marketPublicUrls.has(market));
  if (missing.length === 0) return;
  throw new ConfigError(
    `Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production (or MARKET_PUBLIC_URLS naming ${missing.join(', ')})`,
  );
}
