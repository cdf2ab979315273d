import path from 'node:path';
import { isMarket, type Market } from '@portal/contract/markets';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const positiveInt = z.coerce.number().int().positive();

/** `host=MARKET` pairs, comma separated: `localhost=US,mx.localhost=MX`. */
const marketHosts = z.string().transform((value, ctx) => {
  const map = new Map<string, Market>();
  for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
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
  MARKET_HOSTS: marketHosts.default(new Map([
    ['localhost', 'US'],
    ['us.localhost', 'US'],
    ['127.0.0.1', 'US'],
    ['mx.localhost', 'MX'],
    ['ca.localhost', 'CA'],
  ] as const)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Supplier Insights Portal <no-reply@portal.localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  JOB_POLL_MS: positiveInt.default(1000),
  GLOSSARY_VERSION_CHECK_MS: z.coerce.number().int().min(0).default(2000),
  HUMAN_CHECK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SUPPORT_EMAIL: z.string().email().default('support@portal.localhost'),
  ANALYTICS_RETENTION_DAYS: positiveInt.default(395),
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
  publicUrl: string | undefined;
  jobPollMs: number;
  /** How often (at most) a server checks whether the data dictionary changed and its search index must be rebuilt; 0: every request. */
  glossaryVersionCheckMs: number;
  /** The key that signs human-check proofs; when unset, one is generated once and kept in the database. */
  humanCheckSecret: string | undefined;
  /** The support team's mailbox: contact-us messages go there, and the contact page shows it. */
  supportEmail: string;
  /** Analytics events older than this many days are deleted by the retention sweep. */
  analyticsRetentionDays: number;
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
    jobPollMs: e.JOB_POLL_MS,
    glossaryVersionCheckMs: e.GLOSSARY_VERSION_CHECK_MS,
    humanCheckSecret: e.HUMAN_CHECK_SECRET,
    supportEmail: e.SUPPORT_EMAIL,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    loginThrottle: { slowAfter: 3, lockAfter: 5, lockMs: 15 * 60_000, stepMs: 500 },
  };
}
