import { pino } from 'pino';
import { buildApp } from './app.js';
import { prepareRuntime } from './bootstrap.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { refreshPlannerStatistics } from './db/database.js';
import { keepAccessAuditScheduled } from './modules/access-audit/access-audit.service.js';
import { keepRetentionScheduled } from './modules/activity-log/activity-log.retention.js';
import { sweepAbuseRecords } from './platform/retention.js';
import { sweepEndedSessions } from './platform/session.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const { ctx, handle } = await prepareRuntime(config, log);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  ctx.worker.start();
  const scheduleLogRetention = () =>
    keepRetentionScheduled(ctx).catch((err: unknown) => app.log.error({ err }, 'activity log retention not queued'));
  await scheduleLogRetention();
  const scheduleAccessAudits = () =>
    keepAccessAuditScheduled(ctx).catch((err: unknown) => app.log.error({ err }, 'access audit job not queued'));
  await scheduleAccessAudits();
  const sweep = setInterval(() => {
    sweepEndedSessions(ctx).catch((err: unknown) => app.log.error({ err }, 'session sweep failed'));
    sweepAbuseRecords(ctx).catch((err: unknown) => app.log.error({ err }, 'retention sweep failed'));
    void scheduleLogRetention();
    void scheduleAccessAudits();
    refreshPlannerStatistics(handle).catch((err: unknown) =>
      app.log.error({ err }, 'planner statistics not refreshed'),
    );
  }, 15 * 60_000);
  sweep.unref();
  printWelcome(config, handle.location);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    clearInterval(sweep);
    await app.close();
    await ctx.worker.stop();
    await handle.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function printWelcome(config: Config, location: string): void {
  const port = config.port === 80 ? '' : `:${config.port}`;
  const hosts: [string, string][] = [];
  for (const market of ['US', 'MX', 'CA']) {
    const host = [...config.marketHosts].find(([, m]) => m === market)?.[0];
    if (host) hosts.push([market, `http://${host}${port}`]);
  }
  const lines = [
    '',
    'Supplier Insights Portal is running:',
    ...hosts.map(([market, url]) => `  ${market}  ${url}`),
    `  database: ${location}`,
    `  API documentation: http://localhost${port}/api/docs`,
    config.demo
      ? '  demo accounts: see "Demo accounts" in README.md (password: portal-demo)'
      : '  demo data: off (DEMO=false)',
    '',
  ];
  console.warn(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
