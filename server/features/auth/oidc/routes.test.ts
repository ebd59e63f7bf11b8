import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/api/pglite-image';
import type { Database } from '../../../db/client';
import { sessions, users } from '../../../db/schema';
import { DEFAULT_SESSION_POLICY, hashToken, SESSION_COOKIE } from '../../../platform/auth/sessions';
import { registerErrorHandling } from '../../../platform/errors';
import { pendingFlowSchema } from './flow';
import { OIDC_STATE_COOKIE, registerOidc } from './routes';
import {
  closeServer,
  createTestProvider,
  interactionOf,
  listenFirst,
  TestBrowser,
} from './testing';

const accounts = {
  alice: { email: 'Alice@College.test', email_verified: true },
  stranger: { email: 'stranger@elsewhere.test', email_verified: true },
  carol: { email: 'carol@college.test', email_verified: false },
  dora: { email: 'dora@college.test', email_verified: true },
};

describe('social sign-in (OpenID Connect against a real provider on loopback)', () => {
  let database: Database;
  let app: FastifyInstance;
  let appOrigin: string;
  const servers: Server[] = [];
  let discoveries = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    await database.db.insert(users).values([
      { id: 'u-alice', email: 'alice@college.test', name: 'Alice' },
      { id: 'u-carol', email: 'carol@college.test', name: 'Carol' },
      { id: 'u-dora', email: 'dora@college.test', name: 'Dora', active: false },
    ]);

    const idp = await listenFirst();
    const site = await listenFirst();
    servers.push(idp.server, site.server);
    appOrigin = site.origin;
    const provider = createTestProvider({
      issuer: idp.origin,
      clientId: 'collegium',
      clientSecret: 'collegium-test-secret',
      redirectUri: `${appOrigin}/api/auth/oidc/testidp/callback`,
      accounts,
    });
    const providerHandler = provider.callback();
    idp.handle((request, response) => {
      if (request.url?.startsWith('/.well-known/openid-configuration')) discoveries += 1;
      providerHandler(request, response);
    });

    app = Fastify();
    await app.register(fastifyCookie, { secret: 'cookie-signing-secret-for-tests' });
    registerErrorHandling(app);
    registerOidc(app, {
      db: database.db,
      providers: [
        {
          name: 'testidp',
          label: 'Test IdP',
          issuer: new URL(idp.origin),
          clientId: 'collegium',
          clientSecret: 'collegium-test-secret',
        },
      ],
      publicUrl: appOrigin,
      secureCookies: false,
      sessionPolicy: DEFAULT_SESSION_POLICY,
    });
    await app.ready();
    // The app's URL had to be known before its routes (redirect URIs): serve it from a server
    // that was already listening.
    site.handle((request, response) => app.server.emit('request', request, response));
  });

  afterAll(async () => {
    await Promise.all(servers.map(closeServer));
    await app.close();
    await database.close();
  });

  interface SignInOptions {
    /** Changes the provider's redirect to our callback before the browser follows it. */
    changeCallback?: (url: URL) => void;
    /** Presses Cancel on the provider's login page instead of signing in. */
    cancel?: boolean;
  }

  /** Signs in at the provider as `login`; answers where the app finally sent the browser. */
  async function signInAs(
    login: string,
    options: SignInOptions = {},
  ): Promise<{ browser: TestBrowser; location: string }> {
    const browser = new TestBrowser();
    const callbackPath = `${appOrigin}/api/auth/oidc/testidp/callback`;
    let url = `${appOrigin}/api/auth/oidc/testidp`;
    for (let step = 0; step < 20; step += 1) {
      const response = await browser.request(url);
      if (response.status === 200) {
        const { action, prompt, cancel } = interactionOf(await response.text());
        if (options.cancel) {
          url = new URL(cancel, url).href;
          continue;
        }
        const form: Record<string, string> =
          prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
        const submitted = await browser.request(new URL(action, url).href, form);
        url = new URL(submitted.headers.get('location') ?? '', url).href;
        continue;
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`Stuck at ${url} with ${response.status}`);
      if (url.startsWith(callbackPath)) return { browser, location };
      const next = new URL(location, url);
      if (next.href.startsWith(callbackPath)) options.changeCallback?.(next);
      url = next.href;
    }
    throw new Error('Too many redirects');
  }

  const socialErrorOf = (location: string) =>
    new URL(location, appOrigin).searchParams.get('socialError');

  it('lists the enabled providers for the login page', async () => {
    const response = await fetch(`${appOrigin}/api/auth/oidc`);
    expect(await response.json()).toEqual([{ name: 'testidp', label: 'Test IdP' }]);
  });

  it('answers 404 for an unknown provider', async () => {
    for (const path of ['/api/auth/oidc/nope', '/api/auth/oidc/nope/callback?code=x&state=y']) {
      const response = await fetch(`${appOrigin}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('starts with code + PKCE S256 + state + nonce, kept in a short-lived signed cookie', async () => {
    const response = await fetch(`${appOrigin}/api/auth/oidc/testidp`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.origin).not.toBe(appOrigin);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'collegium',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${appOrigin}/api/auth/oidc/testidp/callback`,
    });
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${OIDC_STATE_COOKIE}=[^;]+\\.[^;.]+;`));
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('Path=/api/auth/oidc');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // The cookie carries what the callback checks: the PKCE verifier of the challenge sent.
    const value = decodeURIComponent(
      cookie.slice(OIDC_STATE_COOKIE.length + 1).split(';')[0] ?? '',
    );
    const pending = pendingFlowSchema.parse(
      JSON.parse(Buffer.from(value.split('.')[0] ?? '', 'base64url').toString()),
    );
    expect(pending).toMatchObject({
      provider: 'testidp',
      state: target.searchParams.get('state'),
      nonce: target.searchParams.get('nonce'),
    });
    const challenge = createHash('sha256').update(pending.verifier).digest('base64url');
    expect(target.searchParams.get('code_challenge')).toBe(challenge);
  });

  it('signs in the active user with the verified email (any case) and goes to /', async () => {
    const { browser, location } = await signInAs('alice');
    expect(location).toBe('/');
    const token = browser.cookies.get(SESSION_COOKIE);
    expect(token).toBeTruthy();
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token ?? '')));
    expect(rows).toMatchObject([{ userId: 'u-alice' }]);
    expect(browser.cookies.has(OIDC_STATE_COOKIE)).toBe(false);
  });

  it('sends an unknown email back to the login page with a message', async () => {
    const { browser, location } = await signInAs('stranger');
    expect(location).toMatch(/^\/pages\/login\?socialError=/);
    expect(socialErrorOf(location)).toBe(
      'No active account uses the email address stranger@elsewhere.test',
    );
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(browser.cookies.has(OIDC_STATE_COOKIE)).toBe(false);
  });

  it('refuses an unverified email even when an account has it', async () => {
    const { browser, location } = await signInAs('carol');
    expect(socialErrorOf(location)).toBe(
      'Test IdP has not verified the email address carol@college.test',
    );
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses an inactive account', async () => {
    const { location } = await signInAs('dora');
    expect(socialErrorOf(location)).toBe(
      'No active account uses the email address dora@college.test',
    );
  });

  it('refuses a callback whose state was tampered with', async () => {
    const { browser, location } = await signInAs('alice', {
      changeCallback: (callback) => {
        callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
      },
    });
    expect(socialErrorOf(location)).toMatch(/expired or was interrupted/);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(browser.cookies.has(OIDC_STATE_COOKIE)).toBe(false);
  });

  it('refuses a callback without, or with a forged, state cookie', async () => {
    const start = await fetch(`${appOrigin}/api/auth/oidc/testidp`, { redirect: 'manual' });
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const callback = `${appOrigin}/api/auth/oidc/testidp/callback?code=abc&state=${state}`;
    const forged = Buffer.from(JSON.stringify({ state })).toString('base64url');
    for (const cookie of [undefined, `${OIDC_STATE_COOKIE}=${forged}.c2lnbmF0dXJl`]) {
      const response = await fetch(callback, {
        redirect: 'manual',
        ...(cookie ? { headers: { cookie } } : {}),
      });
      expect(response.status).toBe(302);
      expect(socialErrorOf(response.headers.get('location') ?? '')).toMatch(/expired/);
      expect(response.headers.getSetCookie().join()).toMatch(
        new RegExp(`${OIDC_STATE_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
      );
    }
  });

  it('reports a sign-in cancelled at the provider, and discovers each provider once', async () => {
    const { browser, location } = await signInAs('alice', { cancel: true });
    expect(socialErrorOf(location)).toBe('Sign-in with Test IdP was cancelled');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(discoveries).toBe(1);
  });
});
