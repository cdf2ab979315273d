import { BOT_BLOCK_STATUS } from '@portal/contract/constants';
import { ERROR_CODES } from '@portal/contract/errors';
import { HUMAN_PROOF_HEADER } from '@portal/contract/human-check';
import {
  authStatusSchema,
  IDENTITY_PATHS,
  loginBodySchema,
  loginResponseSchema,
  loginQuerySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  pwdResetLinkRequestSchema,
  pwdResetLinkResponseSchema,
} from '@portal/contract/identity';
import type { Locale } from '@portal/contract/locale';
import { DEMO_PASSWORD } from '@portal/contract/products';
import { safeReturnPath } from '@portal/contract/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy, requireAuth } from '../../platform/authorization.js';
import { AppError } from '../../platform/errors.js';
import { clientKeyOf } from '../../platform/human-check.js';
import { ROUTE_LIMITS } from '../../platform/rate-limit.js';
import { pageLocale, setLocaleCookie } from '../../platform/caller-locale.js';
import { endSession, startSession } from '../../platform/session.js';
import { unvalidatedFields } from '../../platform/unvalidated.js';
import type { AppContext, PortalApp } from '../../app-context.js';
import { renderResetPage, renderResetRequestPage, renderSignInPage, type FieldError } from './auth.pages.js';
import * as auth from './auth.service.js';
import { authText, type AuthTextKey } from './auth.texts.js';

const langQuery = z.object({ lang: z.string().max(10).optional() });
const formLang = z.object({ lang: z.string().max(10).optional() });

const SIGN_IN_ERRORS: Record<string, AuthTextKey> = {
  [ERROR_CODES.invalidCredentials]: 'invalidCredentials',
  [ERROR_CODES.accountLocked]: 'locked',
  [ERROR_CODES.accountBlocked]: 'blocked',
  [ERROR_CODES.demoPasswordRefused]: 'demoPasswordRefused',
  [ERROR_CODES.validation]: 'requiredField',
};

/** The fields of a posted form left empty, each with its own message. */
function missingFields(
  locale: Locale,
  raw: Partial<Record<string, unknown>>,
  fields: Partial<Record<string, AuthTextKey>>,
): FieldError[] {
  return Object.entries(fields).flatMap(([field, key]) => {
    const value = raw[field];
    return key && (typeof value !== 'string' || value.trim() === '') ? [{ field, text: authText(locale, key) }] : [];
  });
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** A field of the posted form as a string, before validation (undefined when absent or not a string). */
function formField(request: FastifyRequest, name: string): string | undefined {
  const value = unvalidatedFields(request.body)[name];
  return typeof value === 'string' ? value : undefined;
}

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').includes('application/json');
}

export function registerAuthRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: auth.AuthDeps = ctx;
  const sessionDeps = { db: ctx.db, config: ctx.config, clock: ctx.clock };
  const demoPassword = ctx.config.demo && ctx.config.env !== 'production' ? DEMO_PASSWORD : undefined;

  app.get(
    IDENTITY_PATHS.login,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['session'],
        summary: 'The sign-in page, in the market language',
        querystring: loginQuerySchema.extend(langQuery.shape),
      },
    },
    async (request, reply) => {
      const { lastUrl, idle, reset, lang } = request.query;
      const target = safeReturnPath(lastUrl);
      if (request.auth) return reply.redirect(target, 303);
      const language = pageLocale(request, lang);
      const { locale } = language;
      const notices = [
        ...(idle ? [{ kind: 'info' as const, text: authText(locale, 'idle') }] : []),
        ...(reset ? [{ kind: 'info' as const, text: authText(locale, 'resetDone') }] : []),
      ];
      const languagePath = `${IDENTITY_PATHS.login}?lastUrl=${encodeURIComponent(target)}${idle ? '&idle=1' : ''}`;
      if (lang) setLocaleCookie(reply, locale);
      return sendHtml(
        reply,
        200,
        renderSignInPage({ ...language, lastUrl: target, notices, demoPassword, languagePath }),
      );
    },
  );

  /** The sign-in form again, saying how long to wait (its 429). */
  const signInLimitedPage = (request: FastifyRequest, seconds: number) => {
    const language = pageLocale(request);
    const lastUrl = safeReturnPath(formField(request, 'lastUrl'));
    const notices = [{ kind: 'error' as const, text: authText(language.locale, 'rateLimited', { seconds }) }];
    return renderSignInPage({
      ...language,
      lastUrl,
      notices,
      demoPassword,
      languagePath: `${IDENTITY_PATHS.login}?lastUrl=${encodeURIComponent(lastUrl)}`,
    });
  };

  app.post(
    IDENTITY_PATHS.login,
    {
      config: {
        policy: policy.public(),
        csrf: 'form',
        rateLimit: ROUTE_LIMITS.signIn,
        rateLimitPage: signInLimitedPage,
      },
      attachValidation: true,
      schema: {
        tags: ['session'],
        summary: 'Sign in (form or JSON); redirects to lastUrl',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const language = pageLocale(request);
      const { locale } = language;
      const raw = unvalidatedFields(request.body);
      const lastUrl = safeReturnPath(typeof raw.lastUrl === 'string' ? raw.lastUrl : undefined);
      const loginId = typeof raw.loginId === 'string' ? raw.loginId.trim().slice(0, 100) : '';
      const result = request.validationError
        ? ({ ok: false, code: ERROR_CODES.validation } as auth.SignInResult)
        : await auth.signIn(deps, {
            loginId: request.body.loginId,
            password: request.body.password,
            market: request.market.code,
          });
      if (result.ok) {
        await startSession(sessionDeps, request, reply, result.userId);
        if (wantsJson(request)) return reply.send({ redirect: lastUrl });
        return reply.redirect(lastUrl, 303);
      }
      const text = authText(locale, SIGN_IN_ERRORS[result.code] ?? 'invalidCredentials', {
        minutes: result.minutes ?? 0,
      });
      const status =
        result.code === ERROR_CODES.validation ? 400 : result.code === ERROR_CODES.accountLocked ? 429 : 401;
      if (wantsJson(request)) throw new AppError(status, result.code, text);
      const fieldErrors =
        result.code === ERROR_CODES.validation
          ? missingFields(locale, raw, { loginId: 'loginIdRequired', password: 'passwordRequired' })
          : [];
      const page = renderSignInPage({
        ...language,
        lastUrl,
        loginId,
        notices: [{ kind: 'error', text: fieldErrors.length ? authText(locale, 'fixErrors') : text }],
        fieldErrors,
        credentialsRefused: result.code === ERROR_CODES.invalidCredentials,
        demoPassword,
        languagePath: `${IDENTITY_PATHS.login}?lastUrl=${encodeURIComponent(lastUrl)}`,
      });
      return sendHtml(reply, status, page);
    },
  );

  // A POST with the anti-forgery header, so another site cannot sign a user out; the web page /logout calls it.
  app.post(
    IDENTITY_PATHS.logout,
    {
      config: { policy: policy.public() },
      schema: { tags: ['session'], summary: 'Ends the session (sign-out)', response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (request.auth) await auth.recordSignOut(deps, request.auth);
      await endSession(sessionDeps, request, reply);
      return reply.header('cache-control', 'no-store').status(204).send(null);
    },
  );

  app.get(
    IDENTITY_PATHS.authStatus,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['session'],
        summary: 'Whether the caller is signed in, and when the session ends',
        response: { 200: authStatusSchema },
      },
    },
    async (request) => {
      const a = request.auth;
      if (!a) return { authenticated: false };
      return { authenticated: true, login_id: a.loginId, idle_expires_at: a.idleExpiresAt, expires_at: a.expiresAt };
    },
  );

  app.post(
    IDENTITY_PATHS.pwdResetLink,
    {
      config: { policy: policy.signedIn() },
      schema: {
        tags: ['session'],
        summary: 'A single-use link to set a new password; the current password re-authenticates',
        body: pwdResetLinkRequestSchema,
        response: { 200: pwdResetLinkResponseSchema },
      },
    },
    async (request, reply) => {
      const a = requireAuth(request);
      reply.header('cache-control', 'no-store');
      const confirmed = await auth.confirmPassword(deps, { id: a.userId, loginId: a.loginId }, request.body.password);
      if (!confirmed.ok && confirmed.code === ERROR_CODES.accountLocked) {
        throw new AppError(
          429,
          confirmed.code,
          authText(request.market.defaultLocale, 'locked', { minutes: confirmed.minutes ?? 0 }),
        );
      }
      if (!confirmed.ok)
        throw new AppError(403, ERROR_CODES.currentPasswordIncorrect, 'The current password is not correct.');
      const link = await auth.createResetLink(deps, { id: a.userId, loginId: a.loginId, companyId: a.companyId });
      return reply.send({ url: link.path, expires_at: link.expiresAt });
    },
  );

  app.get(
    IDENTITY_PATHS.passwordResetRequest,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['session'],
        summary: 'The page to ask for a password reset e-mail (HTML)',
        querystring: langQuery,
      },
    },
    async (request, reply) => {
      const language = pageLocale(request, request.query.lang);
      return sendHtml(reply, 200, renderResetRequestPage(language, { sent: false, notices: [] }));
    },
  );

  const resetRequestLimitedPage = (request: FastifyRequest, seconds: number) => {
    const language = pageLocale(request, formField(request, 'lang'));
    return renderResetRequestPage(language, {
      sent: false,
      notices: [{ kind: 'error', text: authText(language.locale, 'rateLimited', { seconds }) }],
    });
  };

  app.post(
    IDENTITY_PATHS.passwordResetRequest,
    {
      config: {
        policy: policy.public(),
        csrf: 'form',
        rateLimit: ROUTE_LIMITS.resetRequest,
        rateLimitPage: resetRequestLimitedPage,
      },
      attachValidation: true,
      schema: {
        tags: ['session'],
        summary: 'Sends a password reset e-mail; answers the page again (HTML form post)',
        body: passwordResetRequestSchema.extend(formLang.shape),
      },
    },
    async (request, reply) => {
      const raw = unvalidatedFields(request.body);
      const language = pageLocale(request, typeof raw.lang === 'string' ? raw.lang : undefined);
      const { locale } = language;
      const loginId = typeof raw.loginId === 'string' ? raw.loginId.trim().slice(0, 100) : '';
      if (request.validationError) {
        const fieldErrors = missingFields(locale, raw, { loginId: 'loginIdRequired' });
        const notices = [
          { kind: 'error' as const, text: authText(locale, fieldErrors.length ? 'fixErrors' : 'requiredField') },
        ];
        return sendHtml(reply, 400, renderResetRequestPage(language, { sent: false, notices, fieldErrors, loginId }));
      }
      // Anonymous requests need a press-and-hold proof (single use): no scripted mail bombing (decision record 011).
      const proof = request.body.humanProof || request.headers[HUMAN_PROOF_HEADER];
      if (
        !request.auth &&
        !(typeof proof === 'string' && (await parent.humanProofs.spend(proof, clientKeyOf(request))))
      ) {
        const text = authText(locale, 'holdRequired');
        const page = renderResetRequestPage(language, {
          sent: false,
          notices: [{ kind: 'error', text }],
          fieldErrors: [{ field: 'hold', text }],
          loginId,
        });
        return sendHtml(reply, BOT_BLOCK_STATUS, page);
      }
      await auth.requestPasswordReset(deps, { loginId: request.body.loginId, locale, market: request.market.code });
      return sendHtml(reply, 200, renderResetRequestPage(language, { sent: true, notices: [] }));
    },
  );

  app.get(
    IDENTITY_PATHS.passwordReset,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['session'],
        summary: 'The page to set a new password from a reset link (HTML)',
        querystring: z.object({ token: z.string().max(200).optional() }).extend(langQuery.shape),
      },
    },
    async (request, reply) => {
      const language = pageLocale(request, request.query.lang);
      const token = request.query.token;
      const usable = token ? await auth.isResetTokenUsable(deps, token) : false;
      return sendHtml(
        reply,
        usable ? 200 : 410,
        renderResetPage(language, { token: usable ? token! : null, notices: [] }),
      );
    },
  );

  app.post(
    IDENTITY_PATHS.passwordReset,
    {
      config: { policy: policy.public(), csrf: 'form' },
      attachValidation: true,
      schema: {
        tags: ['session'],
        summary: 'Sets a new password with a reset token, then redirects to sign-in (HTML form post)',
        body: passwordResetSchema.extend(formLang.shape),
      },
    },
    async (request, reply) => {
      const raw = unvalidatedFields(request.body);
      const language = pageLocale(request, typeof raw.lang === 'string' ? raw.lang : undefined);
      const { locale } = language;
      const token = typeof raw.token === 'string' ? raw.token : '';
      const result = request.validationError
        ? await validationReason(deps, token, raw)
        : await auth.resetPassword(deps, request.body);
      if (result.ok) return reply.redirect(`${IDENTITY_PATHS.login}?reset=1&lang=${locale}`, 303);
      if (result.reason === 'invalid')
        return sendHtml(reply, 410, renderResetPage(language, { token: null, notices: [] }));
      const missing = missingFields(locale, raw, { password: 'newPasswordRequired', confirm: 'confirmRequired' });
      const problem: FieldError =
        result.reason === 'tooShort'
          ? { field: 'password', text: authText(locale, 'passwordTooShort') }
          : result.reason === 'mismatch'
            ? { field: 'confirm', text: authText(locale, 'passwordMismatch') }
            : { field: 'password', text: authText(locale, 'passwordIsDemo') };
      const fieldErrors = missing.length ? missing : [problem];
      const notices = [{ kind: 'error' as const, text: authText(locale, 'fixErrors') }];
      return sendHtml(reply, 400, renderResetPage(language, { token, notices, fieldErrors }));
    },
  );
}

/** Why a reset form failed validation, in the page's own terms. */
async function validationReason(
  deps: auth.AuthDeps,
  token: string,
  raw: Partial<Record<string, unknown>>,
): Promise<auth.ResetResult> {
  if (!token || !(await auth.isResetTokenUsable(deps, token))) return { ok: false, reason: 'invalid' };
  const password = typeof raw.password === 'string' ? raw.password : '';
  if (password.length < auth.MIN_PASSWORD_LENGTH) return { ok: false, reason: 'tooShort' };
  return { ok: false, reason: 'mismatch' };
}
