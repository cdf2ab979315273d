import { DEFAULT_TIME_ZONE, type UserInfo, type UserInfoUpdate } from '@portal/contract/profile';
import type { AppContext } from '../../app-context.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { preferredLocale } from '../../platform/caller-locale.js';
import { notFound } from '../../platform/errors.js';
import type { MarketContext } from '../../platform/market.js';
import type { AuthContext } from '../../platform/session.js';
import { findUserById } from '../../platform/users.repository.js';
import * as repo from './profile.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Only the signed-in user names themselves here; any other login id answers 404, as if absent. */
export function assertSelf(auth: AuthContext, loginId: string): void {
  if (loginId.toLowerCase() !== auth.loginId.toLowerCase()) throw notFound();
}

/** The user-info object of spec section 3 for a user. */
async function userInfo(ctx: Ctx, userId: number, market: MarketContext): Promise<UserInfo> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound();
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    loginId: user.login_id,
    email: user.email,
    user_type: user.user_type === 'INTERNAL' ? 'INTERNAL' : 'EXTERNAL',
    companyId: user.company_id ?? null,
    timezone: user.timezone ?? DEFAULT_TIME_ZONE,
    locale: preferredLocale(user.language_code, market.defaultLocale),
    companyName: user.company_name ?? null,
    thirdPartyUser: user.third_party_user === 1,
    companyType: user.company_type ?? null,
    tenantId: user.tenant_id ?? null,
  };
}

/** PUT /api/users/{loginId}/info: the caller's own first and last name. */
export async function updateUserInfo(
  ctx: Ctx,
  auth: AuthContext,
  loginId: string,
  update: UserInfoUpdate,
  market: MarketContext,
): Promise<UserInfo> {
  assertSelf(auth, loginId);
  await ctx.db.transaction().execute(async (trx) => {
    const previous = await findUserById(trx, auth.userId);
    await repo.updateNames(trx, auth.userId, {
      firstName: update.first_name,
      lastName: update.last_name,
      now: ctx.clock.now().toISOString(),
    });
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId: auth.companyId,
      entityType: 'USER',
      entityId: auth.loginId,
      event: 'USER_INFO_UPDATED',
      description: `${auth.loginId} changed their name to ${update.first_name} ${update.last_name}`,
      before: { firstName: previous?.first_name, lastName: previous?.last_name },
      after: { firstName: update.first_name, lastName: update.last_name },
    });
  });
  return userInfo(ctx, auth.userId, market);
}
