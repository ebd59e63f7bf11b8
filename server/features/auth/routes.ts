import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginAsParams,
  loginBody,
  registerBody,
  resetBody,
  resetConfirmBody,
} from '#domain/auth/schemas';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { presentAccount } from '../../platform/auth/account';
import { contextFor, requireAuth, requirePermission } from '../../platform/auth/context';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/cookies';
import { staffClaims } from '../../platform/auth/roles';
import {
  createSession,
  destroySession,
  hashToken,
  SESSION_COOKIE,
  setActingAs,
} from '../../platform/auth/sessions';
import { actorOf } from '../../platform/entities/write';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { featureSwitches } from '../../platform/features';
import { registerPreviewSource, sendTemplate } from '../../platform/mail/templated';
import { recordFailure, recordSuccess, signInWait, throttled } from './login-throttle';
import {
  checkCredentials,
  confirmRegistration,
  createResetToken,
  findLoginAsTarget,
  requestRegistration,
  resetPassword,
} from './service';

const BAD_CREDENTIALS = 'Email or password is incorrect';
// A link that is not even a token is answered as an unknown one.
const confirmQuery = z.object({ token: z.string().max(200).catch('') });
const CONFIRMED = '/pages/login?registration=confirmed&redirect=%2Fapply';

const resetLinkOf = (publicUrl: string, token: string) =>
  `${publicUrl}/pages/reset?token=${encodeURIComponent(token)}`;

// Previews of the account mails with a real user (admin/emailtemplates): no token is made.
function registerAccountPreviews(context: AppContext): void {
  const userOf = async (id: string) =>
    (await context.db.select().from(users).where(eq(users.id, id)))[0];
  registerPreviewSource(context, 'password-reset', async (_auth, id) => {
    const user = await userOf(id);
    return user && { name: user.name, link: resetLinkOf(context.publicUrl, 'preview') };
  });
  registerPreviewSource(context, 'registration-existing', async (_auth, id) => {
    const user = await userOf(id);
    return user && { name: user.name, signInLink: `${context.publicUrl}/pages/login` };
  });
}

/** Sign-in, account, sign-out, registration, password reset and impersonation (spec §7 "Session"). */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sessionPolicy, secureCookies } = context;
  registerAccountPreviews(context);

  async function startSession(
    request: { cookies: Record<string, string | undefined> },
    reply: Parameters<typeof setSessionCookie>[0],
    userId: string,
  ) {
    // A new session at every sign-in: a token planted before sign-in is never promoted.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) {
      await destroySession(db, hashToken(previous));
      app.forgetSession(hashToken(previous));
    }
    const token = await createSession(db, userId, sessionPolicy);
    setSessionCookie(reply, token, secureCookies, sessionPolicy);
    return token;
  }

  api.post('/api/auth/login', { schema: { body: loginBody } }, async (request, reply) => {
    const { email, password } = request.body;
    // The guessing address waits, growing with its failures; the owner elsewhere does not
    // (sign-in-policy.ts, README "Sign-in throttling").
    const wait = await signInWait(db, email, request.ip);
    if (wait > 0) {
      void reply.header('retry-after', String(wait));
      throw throttled(wait);
    }
    const user = await checkCredentials(db, email, password);
    if (!user) {
      await recordFailure(db, email, request.ip);
      throw new AppError('BAD_CREDENTIALS', 401, BAD_CREDENTIALS, [
        { message: BAD_CREDENTIALS, param: 'email' },
      ]);
    }
    await recordSuccess(db, email, request.ip);
    const token = await startSession(request, reply, user.id);
    return presentAccount(contextFor(token, user, undefined), featureSwitches(context));
  });

  // 404 (not 401) when signed out: the client treats it as "not logged in", silently (spec §7).
  api.get('/api/auth/account', async (request) => {
    if (!request.auth) throw notFound('Not signed in');
    return presentAccount(request.auth, featureSwitches(context));
  });

  api.post('/api/auth/logout', async (request, reply) => {
    if (request.auth) {
      await destroySession(db, request.auth.tokenHash);
      app.forgetSession(request.auth.tokenHash);
    }
    clearSessionCookie(reply, secureCookies);
    return reply.code(204).send();
  });

  // Registration (issue 17): the same answer for every address, so it says nothing about which
  // have accounts (sign-in says nothing either). A new address is mailed a link that creates the
  // account; the owner of an address that has one is told so by mail instead.
  api.post('/api/auth/register', { schema: { body: registerBody } }, async (request, reply) => {
    const { email } = request.body;
    const outcome = await requestRegistration(db, request.body);
    if (outcome.mail === 'confirm') {
      const link = `${context.publicUrl}/api/auth/register/confirm?token=${encodeURIComponent(outcome.token)}`;
      await sendTemplate(context, 'registration-confirm', email, { email, link });
    } else if (outcome.mail === 'existing') {
      await sendTemplate(context, 'registration-existing', outcome.user.email, {
        name: outcome.user.name,
        signInLink: `${context.publicUrl}/pages/login`,
      });
    }
    return reply.code(202).send({
      message: `We have sent a message to ${email}. Follow its link within 24 hours to finish creating your account.`,
    });
  });

  // The mailed link: creates the account (once) and opens the sign-in page. It signs no one in,
  // so a link planted on someone else cannot sign them into the planter's account.
  api.get(
    '/api/auth/register/confirm',
    { schema: { querystring: confirmQuery } },
    async (request, reply) => {
      const user = await confirmRegistration(db, request.query.token);
      // Signed in, the new applicant goes on to their application.
      const next = user ? CONFIRMED : '/pages/login?registration=invalid';
      return reply.redirect(next, 303);
    },
  );

  api.post('/api/auth/reset', { schema: { body: resetBody } }, async (request, reply) => {
    const auth = requirePermission(request, ['users:menu']);
    const [user] = await db.select().from(users).where(eq(users.id, request.body.id));
    if (!user) throw notFound();
    const token = await createResetToken(db, user.id);
    await writeAudit(db, actorOf(auth), {
      entity: 'users',
      recordId: user.id,
      action: 'password-reset',
    });
    await sendTemplate(context, 'password-reset', user.email, {
      name: user.name,
      link: resetLinkOf(context.publicUrl, token),
    });
    return reply.code(204).send();
  });

  api.post(
    '/api/auth/reset/confirm',
    { schema: { body: resetConfirmBody } },
    async (request, reply) => {
      await resetPassword(db, request.body.token, request.body.password);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/auth/loginas/:mode/:id',
    { schema: { params: loginAsParams } },
    async (request) => {
      const auth = requireAuth(request);
      // The person who signed in decides, even while already acting as someone else.
      const real = contextFor(auth.tokenHash, auth.realUser, undefined);
      if (!real.checker.check('dashboard:loginas')) throw forbidden();
      const target = await findLoginAsTarget(db, request.params.mode, request.params.id);
      if (!target || target.id === auth.realUser.id) throw notFound();
      const acting = contextFor(auth.tokenHash, auth.realUser, target);
      if (!staffClaims(acting.permissions).every((claim) => real.checker.check(claim))) {
        throw forbidden('You cannot act as a user with more permissions than your own');
      }
      await setActingAs(db, auth.tokenHash, target.id);
      app.forgetSession(auth.tokenHash);
      // The user's history shows who acted as them (issue 21).
      const actor = { userId: auth.realUser.id, actingAsUserId: target.id };
      await writeAudit(db, actor, { entity: 'users', recordId: target.id, action: 'loginas' });
      return presentAccount(acting, featureSwitches(context));
    },
  );

  api.post('/api/auth/loginas', async (request) => {
    const auth = requireAuth(request);
    await setActingAs(db, auth.tokenHash, null);
    if (auth.impersonating) {
      const actor = { userId: auth.realUser.id, actingAsUserId: auth.user.id };
      await writeAudit(db, actor, {
        entity: 'users',
        recordId: auth.user.id,
        action: 'loginas-end',
      });
    }
    app.forgetSession(auth.tokenHash);
    return presentAccount(
      contextFor(auth.tokenHash, auth.realUser, undefined),
      featureSwitches(context),
    );
  });
}
