// The server's entry: configure, migrate, seed, listen; close cleanly on SIGINT/SIGTERM. Production
// runs it bundled (`node dist/main.js`, built by build.mjs); `pnpm --filter @nclude/server dev` runs
// the source with tsx.
import { join } from 'node:path';
import { buildApp } from './app';
import { isLoopbackUrl } from './config/define';
import { migrateToLatest } from './db/migrations';
import { closeOnSignals, configOrExit } from './process';
import { seedDatabase } from './seed';
import { queueSeedLibrary } from './library';

async function main(): Promise<void> {
  const config = configOrExit();

  const app = await buildApp(config);
  await migrateToLatest(app.database.db);
  if (config.seed) {
    await seedDatabase(app.database.db, config);
    await queueSeedLibrary(app.database.db, app.jobs, config.repoRoot, null);
  }

  closeOnSignals(app);

  const address = await app.listen({ port: config.port, host: config.host });
  const tools = await app.captions.captionTools();
  const lines = [
    `Nclude is running at ${address}`,
    `Database: ${app.database.engine === 'postgres' ? 'PostgreSQL' : config.databaseUrl}`,
    tools.engine ? `Captions: ${tools.engine.label}` : `Captions are unavailable: ${tools.reason}`,
    config.smtpUrl && config.smsProvider === 'http'
      ? 'Emails go out over SMTP and SMS through the HTTP gateway.'
      : `Dev outbox (OTP codes): ${join(config.outboxDir, 'outbox.jsonl')}`,
  ];
  if (config.smtpUrl && config.smsProvider !== 'http') {
    lines.push(
      'Warning: SMS still go to the development outbox (and its log); set SMS_PROVIDER=http for real delivery.',
    );
  }
  if (!config.smtpUrl && config.smsProvider === 'http') {
    lines.push(
      'Warning: emails still go to the development outbox (and its log); set SMTP_URL for real delivery.',
    );
  }
  if (config.redisUrl && !process.env.JWT_SECRET?.trim()) {
    // Several nodes each generating their own key would refuse each other's sessions.
    lines.push(
      'Warning: REDIS_URL is set but JWT_SECRET is not: with several nodes, give every node and worker the same JWT_SECRET (see docs/deploy.md).',
    );
  }
  // Said at every start, so that an operator who expected the example accounts knows why.
  for (const [name, on, what] of [
    ['SEED', config.seed, 'no example accounts, whitelist or sample library are created'],
    ['NEWS_SAMPLE_FEEDS', config.newsSampleFeeds, 'the sample news feeds are not served'],
  ] as const)
    if (!on && !process.env[name]?.trim() && !isLoopbackUrl(config.publicUrl))
      lines.push(
        `${name} is off: PUBLIC_URL ${config.publicUrl} is not a loopback address, so ${what}. Set ${name}=true to have them anyway.`,
      );
  if (config.seed) {
    lines.push(
      // A password chosen through ADMIN_PASSWORD is the operator's: it is not echoed.
      config.adminPasswordFile
        ? `Sign in as the admin: ${config.adminEmail} / ${config.adminPassword}  (stored in ${config.adminPasswordFile})`
        : `Sign in as the admin: ${config.adminEmail} with the password from ADMIN_PASSWORD`,
      `Organisation account: ${config.orgEmail}` +
        (config.orgPasswordFile ? ` (password in ${config.orgPasswordFile})` : ''),
      'Whitelisted for signup: phones 9000000001-9000000005, emails user1@example.org-user3@example.org',
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
