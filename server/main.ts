import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config/load';
import { buildApp } from './app';
import { runApiProcesses } from './cluster';
import { type Database, isEmpty, openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { seedDemo } from './db/seed/seed';
import { type Env, parseEnv } from './env';
import { oidcProvidersFromEnv } from './features/auth/oidc/config';
import { registerOidc } from './features/auth/oidc/routes';
import { plainHttpNotice } from './platform/http/secure-origin';
import { pruneIdempotencyKeys } from './platform/idempotency';
import { createMailer } from './platform/mail/mailer';

const clientDir = fileURLToPath(new URL('../dist', import.meta.url));

/** Migrates, seeds an empty database (outside production) and prunes old idempotency keys. */
async function prepareDatabase(env: Env): Promise<Database> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const production = env.NODE_ENV === 'production';
  if ((await isEmpty(database.db)) && (!production || env.SEED_DEMO)) {
    console.log('Empty database: seeding demo data…');
    const counts = await seedDemo(database.db, {
      ...(env.SEED_STUDENTS !== undefined ? { students: env.SEED_STUDENTS } : {}),
      ...(env.SEED_APPLICATIONS !== undefined ? { applications: env.SEED_APPLICATIONS } : {}),
    });
    console.log(`Seeded ${JSON.stringify(counts)}`);
  }
  await pruneIdempotencyKeys(database.db);
  return database;
}

/** The deployment's configuration and sign-in providers: a bad one stops start-up. */
async function loadSettings(env: Env) {
  return { config: await loadConfig(env.CONFIG_DIR), providers: oidcProvidersFromEnv(process.env) };
}

/** Builds the app over an open database and listens on PORT; stops cleanly on a signal. */
async function serve(
  env: Env,
  settings: Awaited<ReturnType<typeof loadSettings>>,
  database: Database,
  cookieSecret: string,
): Promise<void> {
  const { config, providers } = settings;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
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
      ...(env.MOODLE_URL && env.MOODLE_TOKEN
        ? { moodle: { url: env.MOODLE_URL, token: env.MOODLE_TOKEN } }
        : {}),
      ...(env.DONORS_URL ? { donorsUrl: env.DONORS_URL } : {}),
      ...(env.XERO_CLIENT_ID && env.XERO_CLIENT_SECRET
        ? {
            xero: {
              clientId: env.XERO_CLIENT_ID,
              clientSecret: env.XERO_CLIENT_SECRET,
              identityUrl: env.XERO_IDENTITY_URL,
              apiUrl: env.XERO_API_URL,
              scopes: env.XERO_SCOPES,
              salesAccountCode: env.XERO_SALES_ACCOUNT,
              bankAccountCode: env.XERO_BANK_ACCOUNT,
              taxType: env.XERO_TAX_TYPE,
              syncEveryMinutes: env.XERO_SYNC_MINUTES,
            },
          }
        : {}),
    },
    clientDir,
    logger: env.NODE_ENV === 'production',
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    cookieSecret,
    // Always registered: with no provider configured, the login page is told the list is empty.
    plugins: [
      (instance) =>
        registerOidc(instance, { db, providers, publicUrl, secureCookies, sessionPolicy }),
    ],
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }
}

function announce(env: Env, started: number): void {
  const where = env.DATABASE_URL
    ? `(PostgreSQL${env.API_PROCESSES > 1 ? `, ${env.API_PROCESSES} API processes` : ''})`
    : `(embedded database in ${env.DATA_DIR})`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nCollegium ${where} ready in ${seconds} s`);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  console.log(`  ${publicUrl}\n`);
  // Over plain http away from localhost the app cannot be installed or work offline.
  const notice = plainHttpNotice(publicUrl, env.HOST);
  if (notice) console.warn(`${notice}\n`);
  if (env.NODE_ENV !== 'production') {
    console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.email.padEnd(26)} ${account.role}`);
  }
}

async function start() {
  const env = parseEnv(process.env);
  if (cluster.isWorker) {
    // One of API_PROCESSES: the primary has migrated and seeded, and chose the cookie secret.
    const settings = await loadSettings(env);
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    await serve(env, settings, database, env.COOKIE_SECRET ?? randomBytes(32).toString('hex'));
    return;
  }
  // A bad configuration stops start-up here, before any migration.
  const settings = await loadSettings(env);
  const started = Date.now();
  const database = await prepareDatabase(env);
  if (env.NODE_ENV === 'production' && !env.COOKIE_SECRET)
    console.warn('COOKIE_SECRET is not set: using a random one');
  // Every process signs and checks cookies with the same secret.
  const cookieSecret = env.COOKIE_SECRET ?? randomBytes(32).toString('hex');
  if (env.API_PROCESSES > 1) {
    await database.close();
    await runApiProcesses(env.API_PROCESSES, { COOKIE_SECRET: cookieSecret });
  } else {
    await serve(env, settings, database, cookieSecret);
  }
  announce(env, started);
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
