import type { UserDetails } from '@portal/contract/identity';
import type { Locale } from '@portal/contract/locale';
import type { PageBootstrap } from '@portal/contract/page-bootstrap';
import { matchesRoute, ROUTES } from '@portal/contract/routes';
import { effectiveTenant, isMultipleTenantsPartner } from '@portal/contract/user-type';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { mustRegister } from '../../platform/authorization.js';
import { interfaceLocale } from '../../platform/caller-locale.js';
import type { AuthContext } from '../../platform/session.js';
import { pathOf } from '../../platform/web.js';
import { SESSION_COOKIE } from '../../platform/session.js';
import { banner } from '../announcements/announcements.service.js';
import { callerFlags } from '../flags/flags.caller.js';
import { userContext } from '../identity/identity.service.js';
import { marketInfo } from '../market/market.service.js';
import { tenantProducts } from '../products/products.service.js';
import { firstAnswers } from './first-answers.js';

/**
 * What the web app's first render needs, read as its calls would read it now (decision 059). None when the browser
 * sent a session that is no longer valid: the page then asks, and the call's 401 says why (expired, idle).
 */
export async function pageBootstrap(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PageBootstrap | null> {
  if (request.cookies[SESSION_COOKIE] && !request.auth) return null;
  const [user, flags] = await Promise.all([
    request.auth ? userContext(ctx, request.auth, request.market, true) : null,
    callerFlags(ctx.db, request, reply),
  ]);
  const shared: PageBootstrap = { market: marketInfo(request.market), user_context: user, flags };
  if (!request.auth || !user) return shared;
  const locale = interfaceLocale(request, user.user_preferences.language_code);
  const [announcements, tiles, answers] = await Promise.all([
    banner(ctx, request.auth, request.market.code, locale),
    launcherTiles(ctx, request, request.auth, user, locale),
    mustRegister(request.auth) ? undefined : firstAnswers(request, user, locale),
  ]);
  return {
    ...shared,
    banner: { locale, answer: announcements },
    ...(tiles ? { tenant_products: tiles } : {}),
    ...(answers ? { first_answers: answers } : {}),
  };
}

/**
 * The /apps tiles of the user's company, as GET /api/v2/identity/tenants/{tenantId}/products answers the launcher:
 * none on other pages, for a user who must register first (the call refuses them), for a partner who picks the
 * supplier on the device (the server cannot know which), or when the call would fail (the page then asks and shows
 * why).
 */
async function launcherTiles(
  ctx: AppContext,
  request: FastifyRequest,
  auth: AuthContext,
  user: UserDetails,
  locale: Locale,
): Promise<PageBootstrap['tenant_products']> {
  if (!matchesRoute(ROUTES.apps, pathOf(request)) || mustRegister(auth) || isMultipleTenantsPartner(user))
    return undefined;
  const tenantId = effectiveTenant(user).id;
  try {
    return { tenantId, locale, answer: await tenantProducts(ctx, auth, request.market, tenantId, undefined) };
  } catch (error) {
    request.log.debug({ err: error }, 'The launcher page is sent without its tiles');
    return undefined;
  }
}
