import { ERROR_CODES } from '@portal/contract/errors';
import { hasPermission, type Permission } from '@portal/contract/permissions';
import { isSuperAdminGroup } from '@portal/contract/user-type';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError, notFound } from './errors.js';
import { listAssociatedSupplierIds } from './session.repository.js';
import type { AuthContext } from './session.js';

/** Who may call a route. Every route declares one where it is registered. */
export type AccessPolicy =
  | { access: 'public' }
  | { access: 'signedIn' }
  | { access: 'permission'; permission: Permission }
  | { access: 'superAdmin' };

/**
 * Which company's data a route touches:
 * 'none' — no company data; 'caller' — the caller's own (or acting) company, resolved in the service;
 * 'param' — the path parameter `companyParam` names the company and is checked here (404 when not allowed);
 * 'service' — the service resolves the company from the record and checks it with canActForCompany.
 */
export type CompanyScope = { scope: 'none' } | { scope: 'caller' } | { scope: 'service' } | { scope: 'param'; companyParam: string };

export type RoutePolicy = AccessPolicy & { company: CompanyScope };

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    /** 'form': a server-rendered HTML form; checked by Origin instead of the anti-forgery header. */
    csrf?: 'header' | 'form';
  }
}

const NO_COMPANY: CompanyScope = { scope: 'none' };

export const policy = {
  public: (company: CompanyScope = NO_COMPANY): RoutePolicy => ({ access: 'public', company }),
  signedIn: (company: CompanyScope = NO_COMPANY): RoutePolicy => ({ access: 'signedIn', company }),
  permission: (permission: Permission, company: CompanyScope): RoutePolicy => ({ access: 'permission', permission, company }),
  superAdmin: (company: CompanyScope = NO_COMPANY): RoutePolicy => ({ access: 'superAdmin', company }),
};

export type RegisteredRoute = { method: string; url: string; policy: RoutePolicy | undefined; csrf: 'header' | 'form' | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records every route with its policy, so a test can find a route that has none. Call before routes. */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, policy: route.config?.policy, csrf: route.config?.csrf });
    }
  });
}

/** Enforces each route's policy on every request; a route without one is refused. Call after sessions. */
export function enforcePolicies(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url) return; // no route matched: the not-found handler answers
    const routePolicy = request.routeOptions.config.policy;
    if (!routePolicy) throw new AppError(500, ERROR_CODES.internal, 'Something went wrong');
    checkAccess(request, routePolicy);
    if (routePolicy.company.scope === 'param') {
      const raw = (request.params as Record<string, string | undefined>)[routePolicy.company.companyParam];
      const companyId = Number(raw);
      if (!Number.isInteger(companyId) || !(await canActForCompany(db, request.auth, companyId))) throw notFound();
    }
  });
}

function checkAccess(request: FastifyRequest, routePolicy: RoutePolicy): void {
  if (routePolicy.access === 'public') return;
  const auth = request.auth;
  if (!auth) throw new AppError(401, ERROR_CODES.unauthenticated, request.authFailure);
  if (routePolicy.access === 'superAdmin' && !isSuperAdminGroup(auth.group)) throw forbiddenError();
  if (routePolicy.access === 'permission' && !hasPermission(auth.permissions, routePolicy.permission)) throw forbiddenError();
}

function forbiddenError(): AppError {
  return new AppError(403, ERROR_CODES.forbidden, 'Access Denied/Forbidden.');
}

/**
 * May the caller act for this company? Their own company; a supplier their agency is associated with
 * (third-party users); for a super admin, the company chosen with set-context.
 */
export async function canActForCompany(db: Db, auth: AuthContext | null, companyId: number): Promise<boolean> {
  if (!auth) return false;
  if (isSuperAdminGroup(auth.group)) return auth.actingCompanyId === companyId;
  if (auth.companyId === companyId) return true;
  if (auth.thirdPartyUser && auth.companyId !== null) {
    return (await listAssociatedSupplierIds(db, auth.companyId)).includes(companyId);
  }
  return false;
}

/** The company the caller works in now: the acting company for a super admin, else their own. */
export function callerCompanyId(auth: AuthContext): number | null {
  return isSuperAdminGroup(auth.group) ? auth.actingCompanyId : auth.companyId;
}
