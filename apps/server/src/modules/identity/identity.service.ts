import type {
  PreferencesResponse,
  PreferencesUpdate,
  Tenant,
  TenantType,
  UserDetails,
} from '@portal/contract/identity';
import { ACCESS_CLASSES } from '@portal/contract/identity';
import { resolveLocale, type Locale } from '@portal/contract/locale';
import { DEFAULT_TIME_ZONE } from '@portal/contract/profile';
import type { Market } from '@portal/contract/markets';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import type { AppContext } from '../../app-context.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { callerCompanyId, canAdministerCompany } from '../../platform/authorization.js';
import { preferredLocale } from '../../platform/caller-locale.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { MarketContext } from '../../platform/market.js';
import type { AuthContext } from '../../platform/session.js';
import { findCompany, findUserById, findUserByLoginId, parsePersonaCodes } from '../../platform/users.repository.js';
import { assertOfferedChoices } from '../profile/profile.rules.js';
import { oneOf } from '../../platform/unions.js';
import * as repo from './identity.repository.js';

/** The tenant of a user without a company (internal users). */
export const NO_TENANT: Tenant = { id: 0, name: '', type: 'UNKNOWN' };

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export function asTenant(row: { tenant_id: number; name: string; type: TenantType }): Tenant {
  return { id: row.tenant_id, name: row.name, type: row.type };
}

/** The user-details answer of GET /api/v1/identity/user-context. */
export async function userContext(
  ctx: Ctx,
  auth: AuthContext,
  market: MarketContext,
  withPermissions: boolean,
): Promise<UserDetails> {
  const [user, products] = await Promise.all([
    findUserById(ctx.db, auth.userId),
    repo.listCompleteProducts(ctx.db, auth.userId),
  ]);
  if (!user) throw notFound();
  const acting = auth.actingCompanyId === null ? undefined : await findCompany(ctx.db, auth.actingCompanyId);
  const tenant =
    user.company_id === null
      ? NO_TENANT
      : asTenant({ tenant_id: user.tenant_id!, name: user.company_name!, type: user.company_type! });
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    login_id: user.login_id,
    email_address: user.email,
    user_type: user.user_type === 'INTERNAL' ? 'INTERNAL' : 'EXTERNAL',
    third_party_user: user.third_party_user === 1,
    tenant,
    site_id: user.site_id ?? null,
    user_preferences: {
      locale: { timezone: user.timezone ?? DEFAULT_TIME_ZONE },
      language_code: preferredLocale(user.language_code, market.defaultLocale),
    },
    authz: { group: auth.group, permissions: withPermissions ? auth.permissions : [] },
    persona_access_codes: parsePersonaCodes(user.persona_access_codes),
    products: products.map((code) => ({ product_id: code })),
    accessClass: oneOf(ACCESS_CLASSES, user.access_class, 'UI'),
    market: market.code,
    registration_completed: user.registration_completed === 1,
    acting_tenant: acting ? asTenant(acting) : null,
    company_id: user.company_id ?? null,
    acting_company_id: acting ? auth.actingCompanyId : null,
  };
}

/**
 * Whose preferences the caller may read or change: their own always; another user's only with
 * UPDATE USER_SETTINGS in a company they administer (not an agency's suppliers). Anyone else's answers 404, as if absent.
 */
async function preferencesOwner(ctx: Ctx, auth: AuthContext, loginId: string) {
  if (loginId.toLowerCase() === auth.loginId.toLowerCase()) return { loginId: auth.loginId, companyId: auth.companyId };
  const target = await findUserByLoginId(ctx.db, loginId);
  if (!target || target.company_id === null) throw notFound();
  if (!canAdministerCompany(auth, target.company_id)) throw notFound();
  if (!hasPermission(auth.permissions, PERMISSIONS.updateUserSettings)) throw forbidden();
  return { loginId: target.login_id, companyId: target.company_id };
}

export async function getPreferences(
  ctx: Ctx,
  auth: AuthContext,
  loginId: string,
  fallbackLocale: Locale,
): Promise<PreferencesResponse> {
  const owner = await preferencesOwner(ctx, auth, loginId);
  return toPreferences(owner.loginId, await repo.findPreferences(ctx.db, owner.loginId), fallbackLocale);
}

export async function updatePreferences(
  ctx: Ctx,
  auth: AuthContext,
  loginId: string,
  update: PreferencesUpdate,
  fallbackLocale: Locale,
  market: Market,
): Promise<PreferencesResponse> {
  const owner = await preferencesOwner(ctx, auth, loginId);
  assertOfferedChoices(market, { timezone: update.locale?.timezone, language: update.language_code });
  const current = toPreferences(owner.loginId, await repo.findPreferences(ctx.db, owner.loginId), fallbackLocale);
  const next = {
    timezone: update.locale?.timezone ?? current.preferences.locale.timezone,
    languageCode: update.language_code ?? current.preferences.language_code,
    settings: { ...current.settings, ...update.settings },
  };
  await ctx.db.transaction().execute(async (trx) => {
    await repo.savePreferences(trx, {
      loginId: owner.loginId,
      ...next,
      settings: JSON.stringify(next.settings),
      now: ctx.clock.now().toISOString(),
    });
    const changed = Object.keys(update).join(', ');
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId: owner.companyId ?? callerCompanyId(auth),
      entityType: 'USER_PREFERENCES',
      entityId: owner.loginId,
      event: 'PREFERENCES_UPDATED',
      description: `Preferences of ${owner.loginId} updated (${changed})`,
      before: {
        timezone: current.preferences.locale.timezone,
        languageCode: current.preferences.language_code,
        settings: current.settings,
      },
      after: next,
    });
  });
  return toPreferences(owner.loginId, await repo.findPreferences(ctx.db, owner.loginId), fallbackLocale);
}

function toPreferences(
  loginId: string,
  row: Awaited<ReturnType<typeof repo.findPreferences>>,
  fallbackLocale: Locale,
): PreferencesResponse {
  return {
    login_id: loginId,
    preferences: {
      locale: { timezone: row?.timezone ?? DEFAULT_TIME_ZONE },
      language_code: row ? resolveLocale(row.language_code) : fallbackLocale,
    },
    settings: row ? (JSON.parse(row.settings) as PreferencesResponse['settings']) : {},
  };
}

export async function siteLanguage(ctx: Ctx, siteId: number) {
  const site = await repo.findSite(ctx.db, siteId);
  if (!site) throw notFound('Unknown site');
  return { site_id: site.id, language_code: resolveLocale(site.language_code) };
}
