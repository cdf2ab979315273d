import {
  COMPANY_LIST_TABLE,
  COMPANY_PATHS,
  companyListCall,
  companyListParams,
  companyStatusesParams,
} from '@portal/contract/companies-core';
import {
  glossariesParams,
  GLOSSARY_PATHS,
  PRODUCT_TAGS_PARAMS,
  readDictionaryView,
  viewedTier,
} from '@portal/contract/glossary-core';
import type { UserDetails } from '@portal/contract/identity';
import { administeredCompanyId } from '@portal/contract/identity-core';
import { INVITATION_PATHS } from '@portal/contract/invitations-core';
import type { Locale } from '@portal/contract/locale';
import type { PageBootstrap } from '@portal/contract/page-bootstrap';
import type { FirstCall } from '@portal/contract/page-bootstrap-core';
import { callKey, pathWithParams } from '@portal/contract/page-bootstrap-core';
import { matchesRoute, ROUTES } from '@portal/contract/routes';
import { readUrlTable, urlQueryObject } from '@portal/contract/url-state';
import { USER_ADMIN_PATHS, userListTab, USERS_TAB_TABLE, usersParams } from '@portal/contract/user-admin-core';
import { deriveUserType } from '@portal/contract/user-type';
import type { FastifyRequest } from 'fastify';
import { firstRenderedPage } from '../../platform/web.js';

/**
 * The GET calls a table page's first render makes, read from its URL by the rules the web's page reads it by
 * (the contract's), so that each answer's key is the one the page looks for. A page whose first view the server
 * cannot foresee (a search the data dictionary POSTs, a page size kept in the browser) finds no answer and asks.
 */
export function firstCalls(path: string, search: URLSearchParams, user: UserDetails, locale: Locale): FirstCall[] {
  if (matchesRoute(ROUTES.companyList, path)) {
    const { table, filters } = readUrlTable(COMPANY_LIST_TABLE, urlQueryObject(search));
    const list = companyListCall(table, filters);
    return [
      { path: COMPANY_PATHS.types },
      { path: COMPANY_PATHS.statuses, params: companyStatusesParams(list.companyTypes) },
      { path: COMPANY_PATHS.list, params: companyListParams(list) },
    ];
  }
  if (matchesRoute(ROUTES.dataDictionary, path)) {
    const view = readDictionaryView(search);
    const tags: FirstCall = { path: GLOSSARY_PATHS.tags, params: PRODUCT_TAGS_PARAMS };
    if (view.search) return [tags];
    const rows = {
      page: view.page - 1,
      size: view.size,
      product: view.product,
      tier: viewedTier(view, deriveUserType(user)),
    };
    return [tags, { path: GLOSSARY_PATHS.glossaries, params: glossariesParams(rows), language: locale }];
  }
  const companyId = administeredCompanyId(user);
  if (matchesRoute(ROUTES.adminUserList, path) && companyId !== null && userListTab(search.get('tab')) === 'users') {
    const { table, filters } = readUrlTable(USERS_TAB_TABLE, urlQueryObject(search));
    return [
      {
        path: pathWithParams(USER_ADMIN_PATHS.users, { companyId }),
        params: usersParams('users', { ...table, search: filters.search }),
      },
      { path: pathWithParams(INVITATION_PATHS.jobs, { companyId }) },
    ];
  }
  return [];
}

/** Request headers an answer does not depend on, or that describe the page's request rather than a call's. */
const NOT_PASSED_ON = new Set([
  'accept',
  'accept-encoding',
  'content-length',
  'content-type',
  'if-none-match',
  'if-modified-since',
]);

/**
 * The answers of the page's first calls, each asked of the portal's own route as the browser would ask it (the same
 * cookies, host and client address, so the same session, market, policy, rate limits and answer), in `locale`. A call
 * that does not answer 200 is left out: the page asks it and shows what it says (none at all: no first answers).
 */
export async function firstAnswers(
  request: FastifyRequest,
  user: UserDetails,
  locale: Locale,
): Promise<PageBootstrap['first_answers']> {
  // The page rendered first: where the web's route guard sends the user at once, if it does.
  const { pathname, search } = firstRenderedPage(request, user);
  const calls = firstCalls(pathname, search, user, locale);
  if (calls.length === 0) return undefined;
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !NOT_PASSED_ON.has(name)));
  const answers: Record<string, unknown> = {};
  await Promise.all(
    calls.map(async (call) => {
      const key = callKey(call.path, call.params);
      const res = await request.server.inject({
        method: 'GET',
        url: key,
        remoteAddress: request.socket.remoteAddress,
        headers: {
          ...headers,
          accept: 'application/json',
          ...(call.language ? { 'accept-language': call.language } : {}),
        },
      });
      if (res.statusCode === 200) answers[key] = res.json();
    }),
  );
  return Object.keys(answers).length > 0 ? { locale, answers } : undefined;
}
