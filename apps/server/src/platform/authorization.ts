import { ERROR_CODES } from '@portal/contract/errors';
import { hasPermission, type Permission } from '@portal/contract/permissions';
import { REGISTRATION_ERROR_CODES } from '@portal/contract/registration';
import { isSuperAdminGroup, isViewOnlyGroup } from '@portal/contract/user-type';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError, notFound } from './errors.js';
import { unvalidatedFields } from './unvalidated.js';
import { listAssociatedSupplierIds } from './session.repository.js';
import type { AuthContext } from './session.js';

/** Who may call a route. Every route declares one where it is registered. */
type AccessPolicy =
  | { access: 'public' }
  | { access: 'signedIn' }
  | { access: 'permission'; permission: Permission }
  | { access: 'superAdmin' };

/**
 * Which company's data a route touches:
 * 'none' — no company data; 'caller' — the caller's own (or acting) company, resolved in the service;
 * 'param' — the path parameter `companyParam` names the company and is checked here (404 when not allowed) with
 *   canActForCompany, or with canAdministerCompany when `administer` is set (the route administers its users);
 * 'service' — the service resolves the company from the record and checks it with canActForCompany (product access)
 *   or canAdministerCompany (administering other users).
 */
export type CompanyScope =
  | { scope: 'none' }
  | { scope: 'caller' }
  | { scope: 'service' }
  | { scope: 'param'; companyParam: string; administer?: true };

/**
 * Who besides a registered caller with full rights may call a route (decision records 003 and 009):
 * `beforeRegistration` — a signed-in user who has not completed registration (refused with `registration.required`);
 * `viewOnly` — a view-only caller, the Super Admin Spectator (refused with `auth.view_only`).
 * Undeclared, a public route that does not act as the caller (company scope 'none') lets both in, as it would
 * anyone signed out; every other route refuses an unregistered caller, and refuses a view-only caller unless
 * it is a read: a GET that does not declare csrf 'header' (one that does changes the session, so it counts as a
 * change). Declare 'allowed' only where registration, or viewing, needs the route.
 */
export type RouteGates = { beforeRegistration?: 'allowed' | 'refused'; viewOnly?: 'allowed' | 'refused' };

export type RoutePolicy = AccessPolicy & { company: CompanyScope } & RouteGates;

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    /** 'form': a server-rendered HTML form; checked by Origin instead of the anti-forgery header. */
    csrf?: 'header' | 'form';
  }
}

const NO_COMPANY: CompanyScope = { scope: 'none' };

export const policy = {
  public: (company: CompanyScope = NO_COMPANY, gates: RouteGates = {}): RoutePolicy => ({
    access: 'public',
    company,
    ...gates,
  }),
  signedIn: (company: CompanyScope = NO_COMPANY, gates: RouteGates = {}): RoutePolicy => ({
    access: 'signedIn',
    company,
    ...gates,
  }),
  permission: (permission: Permission, company: CompanyScope, gates: RouteGates = {}): RoutePolicy => ({
    access: 'permission',
    permission,
    company,
    ...gates,
  }),
  superAdmin: (company: CompanyScope = NO_COMPANY, gates: RouteGates = {}): RoutePolicy => ({
    access: 'superAdmin',
    company,
    ...gates,
  }),
};

/** A public route that does not act as the caller: serving a signed-in caller there is serving anyone. */
function servesAnyone(routePolicy: RoutePolicy): boolean {
  return routePolicy.access === 'public' && routePolicy.company.scope === 'none';
}

/** Whether a caller who has not completed registration may call the route (see RouteGates). */
function allowsBeforeRegistration(routePolicy: RoutePolicy): boolean {
  return (routePolicy.beforeRegistration ?? (servesAnyone(routePolicy) ? 'allowed' : 'refused')) === 'allowed';
}

/** Whether a view-only caller may call the route with this method (see RouteGates). */
function allowsViewOnly(routePolicy: RoutePolicy, method: string, csrf: 'header' | 'form' | undefined): boolean {
  const reads = (method === 'GET' || method === 'HEAD') && csrf === undefined;
  return (routePolicy.viewOnly ?? (reads || servesAnyone(routePolicy) ? 'allowed' : 'refused')) === 'allowed';
}

/** A signed-in user who must complete registration first: every user but super admins, who never register. */
export function mustRegister(auth: AuthContext): boolean {
  return !auth.registrationCompleted && !isSuperAdminGroup(auth.group);
}

type RegisteredRoute = {
  method: string;
  url: string;
  policy: RoutePolicy | undefined;
  csrf: 'header' | 'form' | undefined;
};

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
    const company = routePolicy.company;
    if (company.scope === 'param') {
      const raw = unvalidatedFields(request.params)[company.companyParam];
      const companyId = Number(raw);
      if (!Number.isInteger(companyId)) throw notFound();
      const allowed = company.administer
        ? canAdministerCompany(request.auth, companyId)
        : await canActForCompany(db, request.auth, companyId);
      if (!allowed) throw notFound();
    }
  });
}

// Registration comes first, so an unregistered caller hears the one thing to do; view-only comes after the
// group's permissions, so a route the spectator's group may not use at all still answers `auth.forbidden`.
function checkAccess(request: FastifyRequest, routePolicy: RoutePolicy): void {
  const auth = request.auth;
  if (auth && mustRegister(auth) && !allowsBeforeRegistration(routePolicy)) {
    throw new AppError(403, REGISTRATION_ERROR_CODES.required, 'Complete your registration first.');
  }
  if (routePolicy.access !== 'public') {
    if (!auth) throw unauthenticatedError(request);
    if (routePolicy.access === 'superAdmin' && !isSuperAdminGroup(auth.group)) throw forbiddenError();
    if (routePolicy.access === 'permission' && !hasPermission(auth.permissions, routePolicy.permission))
      throw forbiddenError();
  }
  if (
    auth &&
    isViewOnlyGroup(auth.group) &&
    !allowsViewOnly(routePolicy, request.method, request.routeOptions.config.csrf)
  ) {
    throw new AppError(403, ERROR_CODES.viewOnly, 'This account is view-only.');
  }
}

/**
 * The caller of a route whose handler needs one. Behind a signed-in policy it always answers (the policy hook has
 * refused a signed-out caller already); elsewhere a signed-out caller hears the hook's own 401.
 */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticatedError(request);
  return request.auth;
}

function unauthenticatedError(request: FastifyRequest): AppError {
  return new AppError(401, ERROR_CODES.unauthenticated, request.authFailure);
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

/**
 * May the caller administer this company's users (read or change their preferences, companies, acceptances)?
 * Their own company; for a super admin, the company chosen with set-context. Unlike canActForCompany, never a
 * supplier an agency works for: delegation to an agency is for product access, not user administration.
 */
export function canAdministerCompany(auth: AuthContext | null, companyId: number): boolean {
  if (!auth) return false;
  return callerCompanyId(auth) === companyId;
}

/** The company the caller works in now: the acting company for a super admin, else their own. */
export function callerCompanyId(auth: AuthContext): number | null {
  return isSuperAdminGroup(auth.group) ? auth.actingCompanyId : auth.companyId;
}
