import { setTimeout as sleep } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import { ERROR_CODES } from '@portal/contract/errors';
import type { Locale } from '@portal/contract/locale';
import { isMarket, type Market } from '@portal/contract/markets';
import { RATE_LIMITS } from '@portal/contract/constants';
import { DEMO_PASSWORD } from '@portal/contract/products';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { hitLimit } from '../../platform/rate-limit.js';
import { deleteUserSessions } from '../../platform/session.repository.js';
import { hashToken, newToken } from '../../platform/session.js';
import { findUserForSignIn } from '../../platform/users.repository.js';
import { insertResetToken } from '../../platform/password-reset-tokens.repository.js';
import * as repo from './auth.repository.js';
import { authText } from './auth.texts.js';

const RESET_TOKEN_MS = 60 * 60_000;
export const MIN_PASSWORD_LENGTH = 12;

export type AuthDeps = Pick<AppContext, 'db' | 'config' | 'clock' | 'mailer' | 'links'>;

export type SignInResult =
  | { ok: true; userId: number; loginId: string; companyId: number | null }
  | { ok: false; code: string; minutes?: number };

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash keeps unknown login ids as slow as known ones. */
function timingHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-for-timing');
  return dummyHash;
}

/**
 * Checks a sign-in. Repeated failures for one login id are slowed (from `slowAfter` failures) and
 * then refused until `lockMs` passes (from `lockAfter`); a success clears the count.
 */
export async function signIn(
  deps: AuthDeps,
  input: { loginId: string; password: string; market: Market },
): Promise<SignInResult> {
  const { db, config, clock } = deps;
  const throttle = config.loginThrottle;
  const now = clock.now();
  const attempts = await repo.findLoginAttempts(db, input.loginId);
  const stale = attempts && now.getTime() - Date.parse(attempts.last_failure_at) > throttle.lockMs;
  const failures = attempts && !stale ? attempts.failures : 0;
  if (attempts?.locked_until && Date.parse(attempts.locked_until) > now.getTime()) {
    const minutes = Math.ceil((Date.parse(attempts.locked_until) - now.getTime()) / 60_000);
    return { ok: false, code: ERROR_CODES.accountLocked, minutes };
  }
  if (failures >= throttle.slowAfter && throttle.stepMs > 0) {
    await sleep(Math.min(4_000, throttle.stepMs * 2 ** (failures - throttle.slowAfter)));
  }

  const user = await findUserForSignIn(db, input.loginId);
  const passwordOk = await verify(user?.password_hash ?? (await timingHash()), input.password).catch(() => false);
  const wrongMarket = user?.user_type === 'EXTERNAL' && user.company_market !== input.market;
  if (!user || !user.password_hash || !passwordOk || wrongMarket) {
    const count = failures + 1;
    const lockedUntil = count >= throttle.lockAfter ? new Date(now.getTime() + throttle.lockMs).toISOString() : null;
    await repo.saveLoginFailure(db, input.loginId, count, now.toISOString(), lockedUntil);
    if (lockedUntil)
      return { ok: false, code: ERROR_CODES.accountLocked, minutes: Math.ceil(throttle.lockMs / 60_000) };
    return { ok: false, code: ERROR_CODES.invalidCredentials };
  }
  if (user.status === 'BLOCKED') return { ok: false, code: ERROR_CODES.accountBlocked };
  if (config.env === 'production' && input.password === DEMO_PASSWORD) {
    return { ok: false, code: ERROR_CODES.demoPasswordRefused };
  }
  await db.transaction().execute(async (trx) => {
    await repo.clearLoginAttempts(trx, input.loginId);
    await repo.recordSignIn(trx, user.id, now.toISOString());
    await recordActivity(trx, clock, {
      actor: user.login_id,
      companyId: user.company_id,
      entityType: 'USER',
      entityId: user.login_id,
      event: 'SIGN_IN',
      description: `${user.login_id} signed in`,
    });
  });
  return { ok: true, userId: user.id, loginId: user.login_id, companyId: user.company_id };
}

export async function recordSignOut(
  deps: AuthDeps,
  auth: { loginId: string; companyId: number | null },
): Promise<void> {
  await recordActivity(deps.db, deps.clock, {
    actor: auth.loginId,
    companyId: auth.companyId,
    entityType: 'USER',
    entityId: auth.loginId,
    event: 'SIGN_OUT',
    description: `${auth.loginId} signed out`,
  });
}

export type ConfirmResult = { ok: true } | { ok: false; code: string; minutes?: number };

/**
 * Re-authentication before a signed-in user mints a reset link: their current password. A wrong one
 * counts as a failed sign-in of the login id (the same count and lock), so a borrowed session cannot
 * be used to guess the password.
 */
export async function confirmPassword(
  deps: AuthDeps,
  user: { id: number; loginId: string },
  password: string,
): Promise<ConfirmResult> {
  const { db, config, clock } = deps;
  const throttle = config.loginThrottle;
  const now = clock.now();
  const attempts = await repo.findLoginAttempts(db, user.loginId);
  const lockedFor = (until: string) => ({
    ok: false as const,
    code: ERROR_CODES.accountLocked,
    minutes: Math.ceil((Date.parse(until) - now.getTime()) / 60_000),
  });
  if (attempts?.locked_until && Date.parse(attempts.locked_until) > now.getTime())
    return lockedFor(attempts.locked_until);
  const stored = await repo.findPasswordHash(db, user.id);
  const passwordOk = await verify(stored ?? (await timingHash()), password).catch(() => false);
  if (stored && passwordOk) {
    await repo.clearLoginAttempts(db, user.loginId);
    return { ok: true };
  }
  const stale = attempts && now.getTime() - Date.parse(attempts.last_failure_at) > throttle.lockMs;
  const count = (attempts && !stale ? attempts.failures : 0) + 1;
  const lockedUntil = count >= throttle.lockAfter ? new Date(now.getTime() + throttle.lockMs).toISOString() : null;
  await repo.saveLoginFailure(db, user.loginId, count, now.toISOString(), lockedUntil);
  return lockedUntil ? lockedFor(lockedUntil) : { ok: false, code: ERROR_CODES.currentPasswordIncorrect };
}

/** Creates a single-use reset token for a user and answers the page that consumes it. */
export async function createResetLink(
  deps: AuthDeps,
  user: { id: number; loginId: string; companyId: number | null },
  db: Db = deps.db,
) {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MS).toISOString();
  await insertResetToken(db, { tokenHash: hashToken(token), userId: user.id, now: now.toISOString(), expiresAt });
  await recordActivity(db, deps.clock, {
    actor: user.loginId,
    companyId: user.companyId,
    entityType: 'USER',
    entityId: user.loginId,
    event: 'PASSWORD_RESET_LINK_CREATED',
    description: `A password reset link was created for ${user.loginId}`,
  });
  return { path: `/api/password-reset?token=${encodeURIComponent(token)}`, expiresAt };
}

/**
 * E-mails a reset link when the login id belongs to an active account that has not had
 * RATE_LIMITS.resetMailsPerAccount links lately (however many clients ask); answers nothing either way.
 * The link is on the configured address of the user's market (an external user's company market, else
 * the market asked on), never on the request's host.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: { loginId: string; locale: Locale; market: Market },
): Promise<void> {
  const user = await findUserForSignIn(deps.db, input.loginId);
  if (!user || user.status === 'BLOCKED') return;
  if (!(await hitLimit(deps, 'reset_mail:account', RATE_LIMITS.resetMailsPerAccount, `user:${user.id}`)).allowed)
    return;
  const market = user.user_type === 'EXTERNAL' && isMarket(user.company_market) ? user.company_market : input.market;
  // The token, its record and its mail, or none of them.
  await deps.db.transaction().execute(async (trx) => {
    const link = await createResetLink(deps, { id: user.id, loginId: user.login_id, companyId: user.company_id }, trx);
    await deps.mailer.send(
      {
        to: user.email,
        subject: authText(input.locale, 'resetMailSubject'),
        text: authText(input.locale, 'resetMailBody', {
          name: user.first_name,
          link: deps.links.link(market, link.path),
        }),
        template: 'password-reset',
        locale: input.locale,
        companyId: user.company_id,
      },
      trx,
    );
  });
}

export type ResetResult = { ok: true } | { ok: false; reason: 'invalid' | 'tooShort' | 'mismatch' | 'demo' };

export async function isResetTokenUsable(deps: AuthDeps, token: string): Promise<boolean> {
  return Boolean(await repo.findUsableResetToken(deps.db, hashToken(token), deps.clock.now().toISOString()));
}

/** Sets a new password with a reset token: spends every reset token of the user and ends all their sessions. */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string; confirm: string },
): Promise<ResetResult> {
  const now = deps.clock.now().toISOString();
  const tokenHash = hashToken(input.token);
  const holder = await repo.findUsableResetToken(deps.db, tokenHash, now);
  if (!holder) return { ok: false, reason: 'invalid' };
  if (input.password.length < MIN_PASSWORD_LENGTH) return { ok: false, reason: 'tooShort' };
  if (input.password !== input.confirm) return { ok: false, reason: 'mismatch' };
  if (input.password === DEMO_PASSWORD) return { ok: false, reason: 'demo' };
  const passwordHash = await hash(input.password);
  const used = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.useResetToken(trx, tokenHash, now))) return false;
    await repo.useAllResetTokens(trx, holder.user_id, now);
    await repo.setPasswordHash(trx, holder.user_id, passwordHash, now);
    await deleteUserSessions(trx, holder.user_id);
    await repo.clearLoginAttempts(trx, holder.login_id);
    await recordActivity(trx, deps.clock, {
      actor: holder.login_id,
      companyId: holder.company_id,
      entityType: 'USER',
      entityId: holder.login_id,
      event: 'PASSWORD_RESET',
      description: `${holder.login_id} set a new password with a reset link`,
    });
    return true;
  });
  return used ? { ok: true } : { ok: false, reason: 'invalid' };
}
