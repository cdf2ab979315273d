import { ERROR_CODES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every mutating request carries the anti-forgery header, which a browser cannot send cross-site
 * without CORS (and the portal allows no CORS), and so does a read that declares csrf 'header' because it
 * changes the session. Server-rendered forms are checked by Origin instead.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config.csrf;
    // A GET that changes the session (taking a company's context) declares 'header' and is checked all the same.
    if (SAFE_METHODS.has(request.method) && declared !== 'header') return;
    if (declared === 'form') {
      if (
        isSameOriginForm(
          request.headers.origin,
          request.headers['sec-fetch-site'],
          `${request.protocol}://${request.host}`,
        )
      )
        return;
    } else if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) {
      return;
    }
    throw new AppError(403, ERROR_CODES.csrfMissing, 'Access Denied/Forbidden.');
  });
}

/**
 * A form post is same-origin when Sec-Fetch-Site says so, or, from clients that do not send it,
 * when Origin is absent or the portal's own. A browser sends Origin "null" under some referrer
 * policies; Sec-Fetch-Site then decides.
 */
function isSameOriginForm(
  origin: string | undefined,
  fetchSite: string | string[] | undefined,
  ownOrigin: string,
): boolean {
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || (fetchSite === 'none' && !origin);
  return !origin || origin === ownOrigin;
}
