import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../config/load';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts';
import { seedDemo } from '../../server/db/seed/seed';
import { registerOidc } from '../../server/features/auth/oidc/routes';
import type { AppContext } from '../../server/platform/app-context';
import { DEFAULT_SESSION_POLICY } from '../../server/platform/auth/sessions';
import type { Mailer, MailMessage } from '../../server/platform/mail/mailer';
import { defaultIntakes } from '../../src/domain/admin/option-lists';
import { openTestDatabase } from './pglite-image';

/** Which database the API tests run on: PGlite, or PostgreSQL when COLLEGIUM_TEST_DB=postgres. */
/**
 * The soonest intake an applicant may choose while system data's intakes are the default (the
 * next two Septembers): what tests of applicants' writes give, whatever the date they run on.
 */
export const OPEN_INTAKE = defaultIntakes(new Date()).at(-1)?.date ?? '';

export const TEST_DB = process.env.COLLEGIUM_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  database: Database;
  mail: MailMessage[];
  /** Signs a demo account in and returns its cookie header. */
  login(email: string, password?: string): Promise<string>;
  /**
   * Registers an applicant as a person does (the form, then the mailed link), signs them in and
   * returns their cookie header and account.
   */
  registerApplicant(
    name: string,
    email: string,
    password?: string,
  ): Promise<{ cookie: string; account: { id: string; email: string } }>;
  close(): Promise<void>;
}

// PostgreSQL: a fresh database per test file, dropped afterwards, so files run in parallel.
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('COLLEGIUM_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `collegium_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Builds the real app on a real, migrated database with a small deterministic demo seed. */
export async function createTestApp(
  options: { students?: number; applications?: number } = {},
): Promise<TestApp> {
  const postgres = TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
  // Dropping the test database ends its connections: expected, so not reported.
  const database = await openTestDatabase({
    url: postgres?.url,
    poolSize: 4,
    onIdleError: () => {},
  });
  await database.migrate();
  await seedDemo(database.db, {
    students: options.students ?? 40,
    applications: options.applications ?? 40,
  });
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      mail.push(message);
    },
  };
  const context: AppContext = {
    db: database.db,
    config: await loadConfig(),
    sessionPolicy: DEFAULT_SESSION_POLICY,
    secureCookies: false,
    publicUrl: 'http://localhost:8080',
    mailer,
    // Uploaded evidence of this test app only, removed on close.
    evidenceDir: await mkdtemp(join(tmpdir(), 'collegium-evidence-')),
  };
  const app = await buildApp({
    context,
    rateLimitPerMinute: 0,
    cookieSecret: 'test-cookie-secret-test-cookie-secret',
    plugins: [
      (instance) =>
        registerOidc(instance, {
          db: database.db,
          providers: [],
          publicUrl: context.publicUrl,
          secureCookies: false,
          sessionPolicy: DEFAULT_SESSION_POLICY,
        }),
    ],
  });
  await app.ready();
  async function login(email: string, password = DEMO_PASSWORD) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`Login of ${email} failed: ${response.body}`);
    return cookieOf(response);
  }
  return {
    app,
    context,
    database,
    mail,
    login,
    async registerApplicant(name, email, password = 'long enough password') {
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name, email, password },
      });
      if (registered.statusCode !== 202)
        throw new Error(`Registering ${email} failed: ${registered.body}`);
      const text = mail.findLast((message) => message.to === email.toLowerCase())?.text ?? '';
      const link = /\/api\/auth\/register\/confirm\?token=\S+/.exec(text)?.[0];
      if (!link) throw new Error(`No registration link was mailed to ${email}`);
      const confirmed = await app.inject({ url: link });
      if (confirmed.headers.location !== '/pages/login?registration=confirmed&redirect=%2Fapply')
        throw new Error(`The registration link of ${email} did not create the account`);
      const cookie = await login(email, password);
      const account = (await app.inject({ url: '/api/auth/account', headers: { cookie } })).json();
      return { cookie, account };
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      await rm(context.evidenceDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` of the response's session cookie, for the next request's Cookie header. */
export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const first = (Array.isArray(header) ? header : [header]).find((value) =>
    value?.startsWith('collegium_session='),
  );
  if (!first) throw new Error('The response set no session cookie');
  return first.split(';')[0] ?? '';
}
