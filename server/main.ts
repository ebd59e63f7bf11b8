import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config/load';
import { buildApp } from './app';
import { isEmpty, openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { seedDemo } from './db/seed/seed';
import { parseEnv } from './env';
import { oidcProvidersFromEnv } from './features/auth/oidc/config';
import { registerOidc } from './features/auth/oidc/routes';
import { pruneIdempotencyKeys } from './platform/idempotency';
import { createMailer } from './platform/mail/mailer';

const clientDir = fileURLToPath(new URL('../dist', import.meta.url));

async function start() {
  const env = parseEnv(process.env);
  const config = await loadConfig(env.CONFIG_DIR);
  const providers = oidcProvidersFromEnv(process.env);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const started = Date.now();

  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const production = env.NODE_ENV === 'production';
  if ((await isEmpty(database.db)) && (!production || env.SEED_DEMO)) {
    console.log('Empty database: seeding demo data…');
    const counts = await seedDemo(database.db, {});
    console.log(`Seeded ${JSON.stringify(counts)}`);
  }
  await pruneIdempotencyKeys(database.db);
  if (production && !env.COOKIE_SECRET)
    console.warn('COOKIE_SECRET is not set: using a random one');

  const sessionPolicy = {
    idleMinutes: env.SESSION_IDLE_MINUTES,
    absoluteHours: env.SESSION_ABSOLUTE_HOURS,
  };
  const secureCookies = publicUrl.startsWith('https://');
  const db = database.db;
  const app = await buildApp({
    context: {
      db,
      config,
      sessionPolicy,
      secureCookies,
      publicUrl,
      mailer: createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
      evidenceDir: join(env.DATA_DIR, 'evidence'),
    },
    clientDir,
    logger: production,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    cookieSecret: env.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
    // Always registered: with no provider configured, the login page is told the list is empty.
    plugins: [
      (instance) =>
        registerOidc(instance, { db, providers, publicUrl, secureCookies, sessionPolicy }),
    ],
  });
  await app.listen({ port: env.PORT, host: env.HOST });

  console.log(
    `\nCollegium ${database.kind === 'pglite' ? `(embedded database in ${env.DATA_DIR})` : '(PostgreSQL)'} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  ${publicUrl}\n`);
  if (!production) {
    console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.email.padEnd(26)} ${account.role}`);
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
