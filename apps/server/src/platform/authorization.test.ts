import cookie from '@fastify/cookie';
import { ERROR_CODES, UNAUTHORIZED_MESSAGES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, PRODUCT_ERROR_CODES } from '@portal/contract/products';
import { ACCESS_REQUEST_ERROR_CODES } from '@portal/contract/access-requests';
import { REGISTRATION_ERROR_CODES } from '@portal/contract/registration';
import { EMAIL_DOMAIN_PATHS, emailDomainsUrl } from '@portal/contract/email-domains';
import { PARTNER_PATHS, partnerAssociationsUrl, sponsoredSuppliersUrl } from '@portal/contract/partners';
import { ACCESS_AUDIT_PATHS, accessAuditUrl } from '@portal/contract/access-audit';
import {
  KB_ERROR_CODES,
  KB_PATHS,
  kbArticleUrl,
  kbAuthoringArticleUrl,
  kbSearchUrl,
} from '@portal/contract/knowledge-base';
import { RELEASE_NOTES_PATHS } from '@portal/contract/release-notes';
import { CHARTER_KB } from '../db/seed/knowledge-base/charter.js';
import { RELEASE_NOTES_KB } from '../db/seed/knowledge-base/release-notes.js';
import { ACTIVITY_LOG_PATHS } from '@portal/contract/activity-log';
import { demoTenantIds } from '../db/seed/demo.js';
import { DEMO_COMPANIES, DEMO_PERSONAS } from '../db/seed/demo-data.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, hostOfLogin, type TestApp } from '../test/helper.js';
import { setActingCompany } from '../test/queries.js';
import { lastEntryId } from '../test/activity-entries.js';
import { CHANGES_WITHOUT_ENTRY, changesNothingLogged, WALKED_BY_ACTIVITY_TEST } from '../test/activity-walk.js';
import { enforcePolicies, policy, requireAuth, trackRoutes } from './authorization.js';
import { registerErrorHandling } from './errors.js';
import { registerMarkets } from './market.js';
import { insertOutboxMail } from './outbox.repository.js';
import { hashToken, registerSessions, SESSION_COOKIE } from './session.js';

/** Everyone the matrix calls as: signed out, and the demo personas. */
export const MATRIX_PERSONAS = [
  'signed-out',
  'superadmin',
  'spectator',
  'admin',
  'user',
  'noaccess',
  'partner',
  'basic',
  'basic3p',
  'associate',
  'merchant',
  'category',
  'agent',
  'admin.mx',
  'admin.ca',
  'newuser',
  'agencyadmin',
] as const;
export type MatrixPersona = (typeof MATRIX_PERSONAS)[number];
type SignedInPersona = Exclude<MatrixPersona, 'signed-out'>;

/** One call of the matrix and the status each persona gets for it. */
export type MatrixRow = {
  /** The registered route the call reaches, as `METHOD pattern` (e.g. `GET /api/users/:loginId/preferences`). */
  route: string;
  /** What the call exercises, shown in the test name. */
  name: string;
  /** The URL called; a function when it depends on the caller (their own login id, say). */
  url: string | ((persona: MatrixPersona) => string);
  /** A JSON body for a mutating call; a function when it depends on the caller (a name of their own, say). */
  payload?: Record<string, unknown> | ((persona: MatrixPersona) => Record<string, unknown>);
  /** Call with a session of its own, because the call ends or changes the session. */
  freshSession?: boolean;
  /** The error code of a 403 answer, when not the policy's `auth.forbidden`. */
  forbiddenCode?: string;
  /**
   * A persona's own 403 code, where it differs from the default: `registration.required` for `newuser` on routes not
   * in ALLOWED_BEFORE_REGISTRATION, `auth.view_only` for `spectator` on changes not in VIEW_ONLY_ALLOWED_CHANGES,
   * else `forbiddenCode`.
   */
  forbiddenCodes?: Partial<Record<MatrixPersona, string>>;
  expect: Record<MatrixPersona, number>;
};

/** Signed-out gets `signedOut`, every persona `signedIn`, except where named. */
export function statuses(
  signedOut: number,
  signedIn: number,
  except: Partial<Record<SignedInPersona, number>> = {},
): Record<MatrixPersona, number> {
  const all = Object.fromEntries(MATRIX_PERSONAS.map((p) => [p, p === 'signed-out' ? signedOut : signedIn])) as Record<
    MatrixPersona,
    number
  >;
  return { ...all, ...except };
}

const self = (persona: MatrixPersona) => (persona === 'signed-out' ? 'user' : persona);
const prefs = (loginId: string) => `/api/users/${encodeURIComponent(loginId)}/preferences`;
const PREFS_ROUTE = '/api/users/:loginId/preferences';
const PREFS_CHANGE = { settings: { matrix: 'checked' } };

/**
 * Acme Fresh Foods (US supplier) staff without UPDATE USER_SETTINGS. The agency working for Acme (partner, agencyadmin)
 * administers none of Acme's users: 404 (decision record 003).
 */
const ACME_READ_ONLY = { noaccess: 403 } as const;
/** `newuser` has not completed registration: refused, with `registration.required`, but where registration needs the route. */
const UNREGISTERED = { newuser: 403 } as const;
/** The view-only spectator: every change refused, with `auth.view_only`. */
const VIEW_ONLY = { spectator: 403 } as const;
/** Brightside Media Partners (agency): its admin administers its own users, such as `partner`. */
const BRIGHTSIDE_ADMINISTERED = { partner: 200, agencyadmin: 200 } as const;

/** Demo tenant ids: Acme (supplier), Brightside (agency of `partner`, associated with Acme and Summit), others. */
const TENANT = demoTenantIds();
const ACME = TENANT.get('acme')!;
const BRIGHTSIDE = TENANT.get('brightside')!;
const BLUE_RIDGE = TENANT.get('blueridge')!;
const DEL_VALLE = TENANT.get('delvalle')!;
/** The caller's own tenant id; 0 for a user without a company (internal users, super admins). */
const ownTenant = (persona: MatrixPersona) => {
  const company = DEMO_PERSONAS.find((u) => u.loginId === self(persona))?.company;
  return company ? TENANT.get(company)! : 0;
};
const tenantProducts = (tenantId: number, associated?: number) =>
  `/api/v2/identity/tenants/${tenantId}/products${associated === undefined ? '' : `?associated_tenant_id=${associated}`}`;
const partnerApps = (tenantId: number) => `/api/v2/identity/tenants/${tenantId}/fetch-active-partner-access-apps`;
const TENANT_PRODUCTS_ROUTE = 'GET /api/v2/identity/tenants/:tenantId/products';
const PARTNER_APPS_ROUTE = 'POST /api/v2/identity/tenants/:tenantId/fetch-active-partner-access-apps';
const administrators = (tenantId: number) => `/api/v2/identity/tenants/${tenantId}/administrators`;
const ADMINISTRATORS_ROUTE = 'GET /api/v2/identity/tenants/:tenantId/administrators';
const LAUNCH_ROUTE = 'POST /api/v1/products/:code/launches';
/** Acme's own staff (admin, user, noaccess; newuser once registered). */
const ACME_STAFF = { admin: 200, user: 200, noaccess: 200 } as const;
/** Users of Brightside, the agency working for Acme and Summit: they act for those suppliers in their products. */
const AGENCY = { partner: 200, agencyadmin: 200 } as const;

/** Support incidents: the demo's 'user' (Acme) is the requester; Acme's admin and the support team see them too. */
const SUPPORT_INCIDENT_URL = (reference: string) => `/api/osc/user/incidents/${reference}`;
const SEES_USERS_INCIDENT = { user: 200, admin: 200, agent: 200, superadmin: 200 } as const;
const DESK = { agent: 200, superadmin: 200 } as const;
/** LIST OUTBOX: the Super Admin group only. */
const OUTBOX_READERS = { superadmin: 200 } as const;
/** An announcement body every announcement row of the matrix sends (untargeted, so dismissals stay as expected). */
const ANNOUNCEMENT = {
  textEnUs: 'Matrix announcement',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-12-31T00:00:00.000Z',
};
/** LIST COMPANY, and the acting context: the super admin and the view-only spectator. */
const COMPANY_LISTERS = { superadmin: 200, spectator: 200 } as const;

/** LIST ACTIVITY_LOG: the company admins and the super admins (the spectator too), each answering `status`. */
const LOG_READERS = (status: number) => ({ ...DOMAIN_ADMINS(status), superadmin: status, spectator: status });
/** The days of the matrix's activity-log calls (the test clock's 22 November 2026 and the three weeks before). */
const LOG_RANGE = { from: '2026-11-01', to: '2026-11-22' };

/** Company admins with LIST and UPDATE EMAIL_DOMAIN, each answering `status` on their own company. */
const DOMAIN_ADMINS = (status: number) => ({
  admin: status,
  'admin.mx': status,
  'admin.ca': status,
  agencyadmin: status,
});
/** A super admin without an acting context administers no company: 404. */
const NO_CONTEXT = { superadmin: 404, spectator: 404 } as const;
/** The spectator's group holds LIST EMAIL_DOMAIN but not UPDATE: refused by permission, before the view-only gate. */
const SPECTATOR_LACKS_UPDATE = { spectator: ERROR_CODES.forbidden } as const;
const EMAIL_DOMAINS_ROUTE = EMAIL_DOMAIN_PATHS.list;
/** The domain each admin adds and removes on their own company: one each, as a domain belongs to one company (055). */
const matrixDomain = (persona: MatrixPersona) => `matrix-${persona.replace(/\W/g, '-')}.example`;

/** Registration: a company's database id in the path (demo companies are inserted in order into a fresh database). */
const demoCompanyId = (key: string) => DEMO_COMPANIES.findIndex((c) => c.key === key) + 1;
const ownCompanyId = (persona: MatrixPersona) =>
  demoCompanyId(DEMO_PERSONAS.find((u) => u.loginId === self(persona))?.company ?? 'acme');
const REGISTER_ROUTE = '/api/companies/:companyId/users/complete-registration';
const registerUrl = (companyId: number) => `/api/companies/${companyId}/users/complete-registration`;
const SUPPLIER_TERMS = 'supplier-terms-and-conditions';
const REGISTRATION = {
  first_name: 'Casey',
  last_name: 'Morales',
  timezone: 'America/Chicago',
  language_code: 'en-US',
  accepted: [{ assetPath: SUPPLIER_TERMS, version: '2.0' }],
};
const INTERNAL_404 = {
  superadmin: 404,
  spectator: 404,
  associate: 404,
  merchant: 404,
  category: 404,
  agent: 404,
} as const;
/** Internal users and basic companies' users may not ask for access to other companies (decision 009). */
const MAY_NOT_REQUEST = {
  superadmin: 403,
  spectator: 403,
  associate: 403,
  merchant: 403,
  category: 403,
  agent: 403,
  basic: 403,
  basic3p: 403,
} as const;
const ACCESS_REQUESTS_ROUTE = '/api/v1/identity/users/:userId/access-requests';
const accessRequestsUrl = (userId: string) => `/api/v1/identity/users/${userId}/access-requests`;

const ACCESS_APPROVALS_ROUTE = '/api/v1/identity/accounts/:tenantId/access-requests';
const accessApprovalsUrl = (tenantId: number) => `/api/v1/identity/accounts/${tenantId}/access-requests`;
const BULK_APPROVALS_ROUTE = '/api/v1/identity/accounts/:tenantId/bulk-access-requests';
const bulkApprovalsUrl = (tenantId: number) => `/api/v1/identity/accounts/${tenantId}/bulk-access-requests`;
/** The admins of each company, administering it; internal callers not acting for a company. */
const COMPANY_ADMINS = { admin: 200, agencyadmin: 200, 'admin.mx': 200, 'admin.ca': 200 } as const;
/** Callers allowed the call who do not administer Acme: other companies' admins, super admins not acting for it. */
const NOT_ACMES_ADMINS = {
  superadmin: 404,
  spectator: 404,
  agencyadmin: 404,
  'admin.mx': 404,
  'admin.ca': 404,
} as const;

/**
 * User administration (issue 13): LIST, BLOCK or UPDATE USER, on the company the caller administers (their own; a
 * super admin's context, none here). The spectator reads; its group holds neither BLOCK nor UPDATE USER.
 */
const companyUsers = (companyId: number, rest = '') => `/api/companies/${companyId}/${rest}`;
const USER_LISTERS_ELSEWHERE = {
  superadmin: 404,
  spectator: 404,
  'admin.mx': 404,
  'admin.ca': 404,
  agencyadmin: 404,
  ...UNREGISTERED,
} as const;
/** The admins of their own companies (the super admins' own company falls back to Acme, without a context: 404). */
const OWN_COMPANY_ADMINS = {
  admin: 200,
  'admin.mx': 200,
  'admin.ca': 200,
  agencyadmin: 200,
  superadmin: 404,
  spectator: 404,
  ...UNREGISTERED,
} as const;
/** Changes to Del Valle's 'user.mx' (not a matrix persona, so no session of the matrix ends): Del Valle's admin. */
const DEL_VALLE_CHANGERS = {
  'admin.mx': 200,
  admin: 404,
  'admin.ca': 404,
  agencyadmin: 404,
  superadmin: 404,
  ...UNREGISTERED,
} as const;
const NOT_A_BLOCKER = { spectator: ERROR_CODES.forbidden } as const;
/** A new user the invitation rows add to Del Valle (and check for Acme). */
const MATRIX_INVITEE = {
  email: 'matrix.invitee@alimentosdelvalle.example',
  firstName: 'Mara',
  lastName: 'Trix',
  products: ['REPORT_BUILDER'],
  persona: 'USER',
};

/**
 * THE AUTHORIZATION MATRIX: persona x route -> status. Every registered route appears at least once
 * (a test below fails otherwise); later modules append their rows here. Another company's ids answer 404.
 */
/**
 * The knowledge base (decision record 058): every registered user reads (the rollout flags are on in the demo);
 * basic users read the basic workspace only (403 knowledge_base.no_access for the charter one). Authoring takes
 * UPDATE KNOWLEDGE_BASE (Super Admin here; the Content Editor group in the module's tests). Release notes: US only
 * (404 on MX and CA), not for basic users (403).
 */
const BASIC_READERS = { basic: 403, basic3p: 403 } as const;
const BASIC_NO_ACCESS = { basic: KB_ERROR_CODES.noAccess, basic3p: KB_ERROR_CODES.noAccess } as const;
const NOT_US = { 'admin.mx': 404, 'admin.ca': 404 } as const;
const KB_AUTHORS = { superadmin: 200 } as const;
/** The demo's first charter article (id 1): the authoring rows write it as it is, and leave it published. */
const FIRST_ARTICLE = CHARTER_KB.articles[0]!;
const FIRST_SETTINGS = {
  folder: 'charter',
  topic: FIRST_ARTICLE.topic,
  slug: FIRST_ARTICLE.slug,
  top: FIRST_ARTICLE.top ?? false,
  products: FIRST_ARTICLE.products ?? [],
  release: null,
};
const RELEASE_NOTE = RELEASE_NOTES_KB.articles[0]!.slug;

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  { route: 'GET /api/healthz', name: 'liveness', url: '/api/healthz', expect: statuses(200, 200) },
  { route: 'GET /api/readyz', name: 'readiness', url: '/api/readyz', expect: statuses(200, 200) },
  { route: 'GET /api/market', name: 'market of the host', url: '/api/market', expect: statuses(200, 200) },
  {
    route: 'GET /api/login',
    name: 'sign-in page; signed in goes on to lastUrl',
    url: '/api/login?lastUrl=%2Fapps',
    expect: statuses(200, 303),
  },
  {
    route: 'GET /api/page-assets/styles.css',
    name: "the server pages' style sheet",
    url: '/api/page-assets/styles.css',
    expect: statuses(200, 200),
  },
  {
    route: 'GET /api/page-assets/password-toggle.js',
    name: "sign-in and reset pages' show-password script",
    url: '/api/page-assets/password-toggle.js',
    expect: statuses(200, 200),
  },
  {
    route: 'GET /api/page-assets/human-check.js',
    name: "reset request page's press-and-hold script",
    url: '/api/page-assets/human-check.js',
    expect: statuses(200, 200),
  },
  {
    route: 'POST /api/login',
    name: 'empty sign-in is invalid for everyone',
    url: '/api/login',
    payload: {},
    expect: statuses(400, 400),
  },
  { route: 'POST /api/logout', name: 'sign-out', url: '/api/logout', freshSession: true, expect: statuses(204, 204) },
  { route: 'GET /api/auth-status', name: 'session status', url: '/api/auth-status', expect: statuses(200, 200) },
  {
    route: 'POST /api/pwd-reset-link',
    name: 'own reset link',
    url: '/api/pwd-reset-link',
    payload: { password: DEMO_PASSWORD },
    expect: statuses(401, 200, { ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'GET /api/password-reset/request',
    name: 'reset request page',
    url: '/api/password-reset/request',
    expect: statuses(200, 200),
  },
  {
    route: 'POST /api/password-reset/request',
    name: 'reset request answers alike for an unknown id; anonymous callers need a human proof',
    url: '/api/password-reset/request',
    payload: { loginId: 'nobody.at.all' },
    expect: statuses(412, 200),
  },
  {
    route: 'GET /api/password-reset',
    name: 'reset page with a bad token',
    url: '/api/password-reset?token=not-a-real-token-0123456789',
    expect: statuses(410, 410),
  },
  {
    route: 'POST /api/password-reset',
    name: 'reset with a bad token',
    url: '/api/password-reset',
    payload: {
      token: 'not-a-real-token-0123456789',
      password: 'a-long-enough-password',
      confirm: 'a-long-enough-password',
    },
    expect: statuses(410, 410),
  },
  {
    route: 'GET /api/v1/identity/user-context',
    name: 'own user context',
    url: '/api/v1/identity/user-context',
    expect: statuses(401, 200),
  },
  {
    route: 'GET /api/v1/identity/user-context',
    name: 'own user context with permissions',
    url: '/api/v1/identity/user-context?permissions=true',
    expect: statuses(401, 200),
  },
  {
    route: `GET ${PREFS_ROUTE}`,
    name: 'own preferences',
    url: (p) => prefs(self(p)),
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: `POST ${PREFS_ROUTE}`,
    name: 'own preferences',
    url: (p) => prefs(self(p)),
    payload: PREFS_CHANGE,
    expect: statuses(401, 200, { ...UNREGISTERED, ...VIEW_ONLY }),
  },
  // 'user' is Acme's regular user: Acme's admin may (UPDATE USER_SETTINGS), Acme's others may not, everyone else does not see them.
  {
    route: `GET ${PREFS_ROUTE}`,
    name: "preferences of Acme's 'user'",
    url: prefs('user'),
    expect: statuses(401, 404, { admin: 200, user: 200, ...ACME_READ_ONLY, ...UNREGISTERED }),
  },
  {
    route: `POST ${PREFS_ROUTE}`,
    name: "preferences of Acme's 'user'",
    url: prefs('user'),
    payload: PREFS_CHANGE,
    expect: statuses(401, 404, { admin: 200, user: 200, ...ACME_READ_ONLY, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: `GET ${PREFS_ROUTE}`,
    name: "preferences of Acme's 'admin'",
    url: prefs('admin'),
    expect: statuses(401, 404, { admin: 200, user: 403, ...ACME_READ_ONLY, ...UNREGISTERED }),
  },
  {
    route: `POST ${PREFS_ROUTE}`,
    name: "preferences of Acme's 'admin'",
    url: prefs('admin'),
    payload: PREFS_CHANGE,
    expect: statuses(401, 404, { admin: 200, user: 403, ...ACME_READ_ONLY, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  // An agency's admin administers the agency's own users ('partner'), not its suppliers' (above: 404).
  {
    route: `GET ${PREFS_ROUTE}`,
    name: "preferences of Brightside's 'partner'",
    url: prefs('partner'),
    expect: statuses(401, 404, { ...BRIGHTSIDE_ADMINISTERED, ...UNREGISTERED }),
  },
  {
    route: `POST ${PREFS_ROUTE}`,
    name: "preferences of Brightside's 'partner'",
    url: prefs('partner'),
    payload: PREFS_CHANGE,
    expect: statuses(401, 404, { ...BRIGHTSIDE_ADMINISTERED, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: `GET ${PREFS_ROUTE}`,
    name: 'preferences of MX admin',
    url: prefs('admin.mx'),
    expect: statuses(401, 404, { 'admin.mx': 200, ...UNREGISTERED }),
  },
  {
    route: `POST ${PREFS_ROUTE}`,
    name: 'preferences of MX admin',
    url: prefs('admin.mx'),
    payload: PREFS_CHANGE,
    expect: statuses(401, 404, { 'admin.mx': 200, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: `GET ${PREFS_ROUTE}`,
    name: 'preferences of CA user',
    url: prefs('user.ca'),
    expect: statuses(401, 404, { 'admin.ca': 200, ...UNREGISTERED }),
  },
  {
    route: `POST ${PREFS_ROUTE}`,
    name: 'preferences of CA user',
    url: prefs('user.ca'),
    payload: PREFS_CHANGE,
    expect: statuses(401, 404, { 'admin.ca': 200, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: `GET ${PREFS_ROUTE}`,
    name: 'preferences of a basic vendor user',
    url: prefs('basic'),
    expect: statuses(401, 404, { basic: 200, ...UNREGISTERED }),
  },
  {
    route: `GET ${PREFS_ROUTE}`,
    name: 'preferences of an unknown id',
    url: prefs('nobody.at.all'),
    expect: statuses(401, 404, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/v1/identity/sites/:site',
    name: 'site language',
    url: '/api/v1/identity/sites/2001',
    expect: statuses(200, 200),
  },
  {
    route: 'POST /api/analytics/events',
    name: 'usage events',
    url: '/api/analytics/events',
    payload: { events: [{ name: 'matrix_check', occurred_at: '2026-11-22T08:59:00.000Z' }] },
    expect: statuses(401, 204),
  },
  {
    route: 'GET /api/v1/products',
    name: 'product catalogue',
    url: '/api/v1/products',
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/v1/products/restricted-launch-info',
    name: 'restricted launch info',
    url: '/api/v1/products/restricted-launch-info',
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  // A super admin has no tenant of their own: they act for the company chosen as context (none here).
  {
    route: TENANT_PRODUCTS_ROUTE,
    name: 'own tenant (0 without a company)',
    url: (p) => tenantProducts(ownTenant(p)),
    expect: statuses(401, 200, { superadmin: 404, spectator: 404, ...UNREGISTERED }),
  },
  {
    route: TENANT_PRODUCTS_ROUTE,
    name: "Acme's tenant",
    url: tenantProducts(ACME),
    expect: statuses(401, 404, { ...ACME_STAFF, ...AGENCY, ...UNREGISTERED }),
  },
  {
    route: TENANT_PRODUCTS_ROUTE,
    name: "MX supplier's tenant",
    url: tenantProducts(DEL_VALLE),
    expect: statuses(401, 404, { 'admin.mx': 200, ...UNREGISTERED }),
  },
  {
    route: TENANT_PRODUCTS_ROUTE,
    name: 'tenant 0: internal users only',
    url: tenantProducts(0),
    expect: statuses(401, 404, { associate: 200, merchant: 200, category: 200, agent: 200, ...UNREGISTERED }),
  },
  {
    route: TENANT_PRODUCTS_ROUTE,
    name: 'an unknown tenant',
    url: tenantProducts(9_999_999),
    expect: statuses(401, 404, { ...UNREGISTERED }),
  },
  {
    route: TENANT_PRODUCTS_ROUTE,
    name: 'agency acting for associated Acme',
    url: tenantProducts(BRIGHTSIDE, ACME),
    expect: statuses(401, 404, { ...AGENCY, ...UNREGISTERED }),
  },
  {
    route: TENANT_PRODUCTS_ROUTE,
    name: 'agency acting for a supplier it is not associated with',
    url: tenantProducts(BRIGHTSIDE, BLUE_RIDGE),
    expect: statuses(401, 404, { ...UNREGISTERED }),
  },
  {
    route: TENANT_PRODUCTS_ROUTE,
    name: "Acme's tenant acting for Acme",
    url: tenantProducts(ACME, ACME),
    expect: statuses(401, 404, { ...UNREGISTERED }),
  },
  {
    route: ADMINISTRATORS_ROUTE,
    name: 'own tenant (0 without a company: none)',
    url: (p) => administrators(ownTenant(p)),
    expect: statuses(401, 200, { superadmin: 404, spectator: 404, ...UNREGISTERED }),
  },
  {
    route: ADMINISTRATORS_ROUTE,
    name: "Acme's tenant",
    url: administrators(ACME),
    expect: statuses(401, 404, { ...ACME_STAFF, ...AGENCY, ...UNREGISTERED }),
  },
  {
    route: ADMINISTRATORS_ROUTE,
    name: "MX supplier's tenant",
    url: administrators(DEL_VALLE),
    expect: statuses(401, 404, { 'admin.mx': 200, ...UNREGISTERED }),
  },
  {
    route: ADMINISTRATORS_ROUTE,
    name: 'a supplier no one here is associated with',
    url: administrators(BLUE_RIDGE),
    expect: statuses(401, 404, { ...UNREGISTERED }),
  },
  {
    route: PARTNER_APPS_ROUTE,
    name: 'own tenant',
    url: (p) => partnerApps(ownTenant(p)),
    payload: {},
    expect: statuses(401, 200, { superadmin: 404, spectator: 404, ...UNREGISTERED }),
  },
  {
    route: PARTNER_APPS_ROUTE,
    name: "Brightside's (agency) tenant",
    url: partnerApps(BRIGHTSIDE),
    payload: {},
    expect: statuses(401, 404, { ...AGENCY, ...UNREGISTERED }),
  },
  {
    route: PARTNER_APPS_ROUTE,
    name: "Acme's tenant (not the partner's own)",
    url: partnerApps(ACME),
    payload: {},
    expect: statuses(401, 404, { ...ACME_STAFF, ...UNREGISTERED }),
  },
  {
    route: LAUNCH_ROUTE,
    name: 'Shopper Behavior (own grants)',
    url: '/api/v1/products/SHOPPER_BEHAVIOR/launches',
    payload: {},
    forbiddenCode: PRODUCT_ERROR_CODES.noAccess,
    expect: statuses(401, 403, {
      admin: 200,
      user: 200,
      partner: 200,
      category: 200,
      'admin.mx': 200,
      'admin.ca': 200,
      ...UNREGISTERED,
    }),
  },
  {
    route: LAUNCH_ROUTE,
    name: 'Customer Perception for associated Acme',
    url: '/api/v1/products/CUSTOMER_PERCEPTION/launches',
    payload: { associated_tenant_id: ACME },
    // agencyadmin acts for Acme too, but holds no grant of it.
    forbiddenCodes: { agencyadmin: PRODUCT_ERROR_CODES.noAccess },
    // The spectator is refused as view-only before the supplier is looked at (issue 24).
    expect: statuses(401, 404, { partner: 200, agencyadmin: 403, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'GET /api/v1/feature-flags',
    name: 'feature flags',
    url: '/api/v1/feature-flags',
    expect: statuses(200, 200),
  },
  {
    route: 'PUT /api/v1/feature-flags/:key',
    name: 'set a flag (Super Admin)',
    url: '/api/v1/feature-flags/wem-kb-rollout',
    payload: { enabled: true, rollout_percent: 50, market: 'CA', environment: 'non-production' },
    forbiddenCodes: { spectator: ERROR_CODES.forbidden },
    expect: statuses(401, 403, { superadmin: 200, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'GET /api/ccm',
    name: 'configuration values',
    url: '/api/ccm?names=supportPhoneNumber',
    expect: statuses(200, 200),
  },
  {
    route: 'GET /api/analyticsReports',
    name: 'insights articles',
    url: '/api/analyticsReports',
    expect: statuses(200, 200),
  },
  // The data dictionary: every signed-in user, basic users included, reads all of it.
  {
    route: 'GET /api/v1/customer-support/glossaries',
    name: 'dictionary page',
    url: '/api/v1/customer-support/glossaries?page_number=0&page_size=20',
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/v1/customer-support/glossaries',
    name: 'dictionary page, basic tier',
    url: '/api/v1/customer-support/glossaries?tier=basic&product_tag=mod_intel',
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/v1/customer-support/glossaries/:id',
    name: 'one element',
    url: '/api/v1/customer-support/glossaries/DE-000001',
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/v1/customer-support/glossaries/:id',
    name: 'an unknown element',
    url: '/api/v1/customer-support/glossaries/DE-999999',
    expect: statuses(401, 404, { ...UNREGISTERED }),
  },
  {
    route: 'POST /api/v1/customer-support/search-glossaries',
    name: 'search',
    url: '/api/v1/customer-support/search-glossaries',
    payload: { search_field: 'sales', page_number: 0, page_size: 20 },
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: 'POST /api/v1/customer-support/search-glossaries',
    name: 'search of 2 characters',
    url: '/api/v1/customer-support/search-glossaries',
    payload: { search_field: 'sa' },
    expect: statuses(401, 400, { ...UNREGISTERED }),
  },
  {
    route: 'POST /api/v1/customer-support/export-glossaries',
    name: 'export of a search',
    url: '/api/v1/customer-support/export-glossaries',
    payload: { search_field: 'store sales amount' },
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/v1/customer-support/tags',
    name: 'product tags',
    url: '/api/v1/customer-support/tags?tag_name=product',
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/v1/customer-support/glossary-suggestions',
    name: 'search box suggestions',
    url: '/api/v1/customer-support/glossary-suggestions?q=sto',
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  // The human check and the support desk (issue 5). Anonymous protected posts without a proof answer 412.
  {
    route: 'POST /api/human-check/challenges',
    name: 'a challenge',
    url: '/api/human-check/challenges',
    payload: {},
    expect: statuses(200, 200),
  },
  {
    route: 'POST /api/human-check/proofs',
    name: 'an unknown challenge',
    url: '/api/human-check/proofs',
    payload: { challenge: 'not-a-challenge-0123456789' },
    expect: statuses(400, 400),
  },
  {
    route: 'GET /api/support/categories',
    name: 'incident form lists',
    url: '/api/support/categories?locale=es-MX',
    expect: statuses(200, 200, { ...UNREGISTERED }),
  },
  // JSON instead of multipart: signed-in callers pass the bot check and are told the media type.
  {
    route: 'POST /api/incidents',
    name: 'file an incident (not multipart)',
    url: '/api/incidents?oscType=GENERAL',
    payload: {},
    expect: statuses(412, 415, { ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'GET /api/osc/user/incidents',
    name: 'own incidents',
    url: '/api/osc/user/incidents?page=0&size=10',
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/osc/user/incidents',
    name: "the company's incidents (company admins)",
    url: '/api/osc/user/incidents?scope=company',
    expect: statuses(401, 403, {
      admin: 200,
      'admin.mx': 200,
      'admin.ca': 200,
      agencyadmin: 200,
      superadmin: 404,
      spectator: 404,
      ...UNREGISTERED,
    }),
  },
  {
    route: 'GET /api/osc/user/incidents/:incidentId',
    name: "'user''s incident",
    url: SUPPORT_INCIDENT_URL('261102-000001'),
    expect: statuses(401, 404, { ...SEES_USERS_INCIDENT, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/osc/user/incidents/:incidentId',
    name: 'an unknown incident',
    url: SUPPORT_INCIDENT_URL('261231-999999'),
    expect: statuses(401, 404, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/osc/user/incidents/:incidentId',
    name: 'a malformed reference',
    url: SUPPORT_INCIDENT_URL('12345'),
    expect: statuses(401, 400, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/osc/user/incidents/:incidentId/attachments/:attachmentId',
    name: "an attachment 'user''s incident does not have",
    url: `${SUPPORT_INCIDENT_URL('261102-000001')}/attachments/00000000-0000-0000-0000-000000000000`,
    expect: statuses(401, 404, { ...UNREGISTERED }),
  },
  // The requester and their company admin comment; agents answer from the desk.
  {
    route: 'POST /api/osc/user/incident/:incidentId/addThread',
    name: "comment on 'user''s incident",
    url: '/api/osc/user/incident/261102-000001/addThread',
    payload: { text: 'Matrix comment' },
    expect: statuses(401, 404, { user: 200, admin: 200, agent: 403, superadmin: 403, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'POST /api/osc/user/incident/:incidentId/status',
    name: "close 'user''s incident (the requester only)",
    url: '/api/osc/user/incident/261109-000003/status',
    payload: { action: 'close' },
    expect: statuses(401, 404, { user: 200, admin: 403, agent: 403, superadmin: 403, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'GET /api/support/desk/incidents',
    name: 'the desk queue',
    url: '/api/support/desk/incidents?status=NEW&market=US',
    expect: statuses(401, 403, { ...DESK, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/support/desk/incidents/:incidentId',
    name: "the desk's view of an incident",
    url: '/api/support/desk/incidents/261110-000001',
    expect: statuses(401, 403, { ...DESK, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/support/desk/incidents/:incidentId',
    name: 'an unknown incident at the desk',
    url: '/api/support/desk/incidents/261231-999999',
    expect: statuses(401, 403, { agent: 404, superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: 'POST /api/support/desk/incidents/:incidentId/replies',
    name: 'an internal note',
    url: '/api/support/desk/incidents/261110-000001/replies',
    payload: { text: 'Matrix note', internal: true },
    forbiddenCodes: { spectator: ERROR_CODES.forbidden },
    expect: statuses(401, 403, { ...DESK, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  // The super admin (before the agent in persona order) moves it; the agent's same move is then refused.
  {
    route: 'POST /api/support/desk/incidents/:incidentId/status',
    name: 'move a new incident to in progress',
    url: '/api/support/desk/incidents/261110-000001/status',
    payload: { status: 'IN_PROGRESS' },
    forbiddenCodes: { spectator: ERROR_CODES.forbidden },
    expect: statuses(401, 403, { superadmin: 200, agent: 409, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'GET /api/lcs/contact-info',
    name: 'contact information',
    url: '/api/lcs/contact-info',
    expect: statuses(200, 200),
  },
  {
    route: 'POST /api/lcs/contact-us',
    name: 'contact us',
    url: '/api/lcs/contact-us',
    payload: {
      reason: 9001,
      firstName: 'Matrix',
      lastName: 'Check',
      email: 'matrix.check@example.com',
      companyName: 'Matrix Co',
      message: 'Hello',
    },
    expect: statuses(412, 200, { ...UNREGISTERED, ...VIEW_ONLY }),
  },
  // Profile, registration, documents and access requests (issue 6).
  {
    route: 'GET /api/content/documents',
    name: 'the suppliers’ terms (public)',
    url: `/api/content/documents?assetPath=${SUPPLIER_TERMS}&locale=es-MX`,
    expect: statuses(200, 200),
  },
  {
    route: 'GET /api/content/documents/pdf',
    name: 'the terms as a PDF (public)',
    url: `/api/content/documents/pdf?assetPath=${SUPPLIER_TERMS}`,
    expect: statuses(200, 200),
  },

  {
    route: `PUT ${REGISTER_ROUTE}`,
    name: "another company's (Summit, partner's associate included)",
    url: registerUrl(demoCompanyId('summit')),
    payload: REGISTRATION,
    expect: statuses(401, 404, { ...VIEW_ONLY }),
  },
  {
    route: `PUT ${REGISTER_ROUTE}/basic`,
    name: 'own company through /basic: only basic companies',
    url: (p) => `${registerUrl(ownCompanyId(p))}/basic`,
    payload: REGISTRATION,
    expect: statuses(401, 400, { basic: 409, basic3p: 409, ...INTERNAL_404, ...VIEW_ONLY }),
  },
  { route: 'GET /api/users/companies', name: 'own companies', url: '/api/users/companies', expect: statuses(401, 200) },
  {
    route: 'GET /api/users/companies',
    name: "'user''s companies (Acme's admin)",
    url: '/api/users/companies?loginId=user',
    expect: statuses(401, 404, { admin: 200, user: 200 }),
  },
  {
    route: 'GET /api/users/companies',
    name: "'partner''s companies (Brightside's admin)",
    url: '/api/users/companies?loginId=partner',
    expect: statuses(401, 404, BRIGHTSIDE_ADMINISTERED),
  },
  {
    route: 'GET /api/users/:loginId/acceptances',
    name: 'own acceptances',
    url: (p) => `/api/users/${self(p)}/acceptances`,
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: 'GET /api/users/:loginId/acceptances',
    name: "'user''s acceptances (Acme's admin)",
    url: '/api/users/user/acceptances',
    expect: statuses(401, 404, { admin: 200, user: 200, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/users/:loginId/acceptances',
    name: "'partner''s acceptances (Brightside's admin)",
    url: '/api/users/partner/acceptances',
    expect: statuses(401, 404, { ...BRIGHTSIDE_ADMINISTERED, ...UNREGISTERED }),
  },
  {
    route: 'PUT /api/users/:loginId/info',
    name: 'own info, empty name',
    url: (p) => `/api/users/${self(p)}/info`,
    payload: { first_name: '', last_name: 'X' },
    expect: statuses(401, 400, { ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'PUT /api/users/:loginId/info',
    name: "'user''s info (themselves only)",
    url: '/api/users/user/info',
    payload: { first_name: 'Jamie', last_name: 'Cooper' },
    expect: statuses(401, 404, { user: 200, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'GET /api/v1/identity/users/:userId/access',
    name: 'own requestable companies',
    url: (p) => `/api/v1/identity/users/${self(p)}/access?search=a`,
    forbiddenCode: ACCESS_REQUEST_ERROR_CODES.notAllowed,
    expect: statuses(401, 200, { ...MAY_NOT_REQUEST, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/v1/identity/users/:userId/access',
    name: "'user''s requestable companies",
    url: '/api/v1/identity/users/user/access',
    expect: statuses(401, 404, { user: 200, ...UNREGISTERED }),
  },
  {
    route: `POST ${ACCESS_REQUESTS_ROUTE}`,
    name: 'ask for Summit (not its agency, not another market)',
    url: (p) => accessRequestsUrl(self(p)),
    payload: { tenant_id: TENANT.get('summit'), products: ['REPORT_BUILDER'], requestor_note: 'Matrix' },
    forbiddenCode: ACCESS_REQUEST_ERROR_CODES.notAllowed,
    expect: statuses(401, 201, {
      ...MAY_NOT_REQUEST,
      partner: 404,
      agencyadmin: 404,
      'admin.mx': 404,
      'admin.ca': 404,
      ...UNREGISTERED,
      ...VIEW_ONLY,
    }),
  },
  {
    route: `POST ${ACCESS_REQUESTS_ROUTE}`,
    name: "as 'user' (a product Blue Ridge does not offer)",
    url: accessRequestsUrl('user'),
    payload: { tenant_id: TENANT.get('blueridge'), products: ['NOT_A_PRODUCT'] },
    expect: statuses(401, 404, { user: 400, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: `GET ${ACCESS_REQUESTS_ROUTE}`,
    name: 'own requests',
    url: (p) => accessRequestsUrl(self(p)),
    forbiddenCode: ACCESS_REQUEST_ERROR_CODES.notAllowed,
    expect: statuses(401, 200, { ...MAY_NOT_REQUEST, ...UNREGISTERED }),
  },
  {
    route: `GET ${ACCESS_REQUESTS_ROUTE}`,
    name: "'user''s requests",
    url: accessRequestsUrl('user'),
    expect: statuses(401, 404, { user: 200, ...UNREGISTERED }),
  },
  // A company's admins answer the requests for access to it (decision record 022): LIST USER reads, APPROVE
  // ACCESS_REQUEST decides; only the company the caller administers (a super admin's acting one), else 404.
  {
    route: `GET ${ACCESS_APPROVALS_ROUTE}`,
    name: "Acme's pending requests",
    url: `${accessApprovalsUrl(ACME)}?search=a&sortBy=last_name&sortOrder=asc&page_size=25`,
    expect: statuses(401, 403, { admin: 200, ...NOT_ACMES_ADMINS, ...UNREGISTERED }),
  },
  {
    route: `GET ${ACCESS_APPROVALS_ROUTE}`,
    name: "own company's pending requests",
    url: (p) => accessApprovalsUrl(ownTenant(p)),
    expect: statuses(401, 403, { ...COMPANY_ADMINS, superadmin: 404, spectator: 404, ...UNREGISTERED }),
  },
  {
    route: `POST ${BULK_APPROVALS_ROUTE}`,
    name: "approve Summit's request to Acme (demo request 3); the spectator may not approve",
    url: bulkApprovalsUrl(ACME),
    payload: { approvals: [{ id: '3', decision: 'APPROVE', note: 'Matrix' }] },
    forbiddenCodes: { spectator: ERROR_CODES.forbidden },
    expect: statuses(401, 403, { admin: 200, ...NOT_ACMES_ADMINS, spectator: 403, ...UNREGISTERED }),
  },
  {
    route: `POST ${BULK_APPROVALS_ROUTE}`,
    name: "reject Acme's own request to Blue Ridge (demo request 1) through Acme's tenant",
    url: bulkApprovalsUrl(ACME),
    payload: { approvals: [{ id: '1', decision: 'REJECT' }] },
    forbiddenCodes: { spectator: ERROR_CODES.forbidden },
    expect: statuses(401, 403, { admin: 404, ...NOT_ACMES_ADMINS, spectator: 403, ...UNREGISTERED }),
  },
  // The e-mail outbox (internal staff, outside production); message 1 is written before the walk.
  {
    route: 'GET /api/outbox/messages',
    name: 'the e-mail outbox',
    url: '/api/outbox/messages?status=queued&search=example',
    expect: statuses(401, 403, { ...OUTBOX_READERS, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/outbox/messages/:messageId',
    name: 'an e-mail in the outbox',
    url: '/api/outbox/messages/1',
    expect: statuses(401, 403, { ...OUTBOX_READERS, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/outbox/messages/:messageId',
    name: 'an unknown e-mail',
    url: '/api/outbox/messages/999999',
    expect: statuses(401, 403, { superadmin: 404, ...UNREGISTERED }),
  },
  // Global user management (LIST GLOBAL_USER: super admin and spectator; EXPORT and BLOCK: the super admin alone).
  {
    route: 'POST /api/users',
    name: 'a page of the external users, searched and filtered',
    url: '/api/users',
    payload: { userType: 'EXTERNAL', pageNo: 0, pageSize: 10, search: 'acme', filters: { markets: ['US'] } },
    expect: statuses(401, 403, { ...COMPANY_LISTERS, ...UNREGISTERED }),
  },
  {
    route: 'POST /api/users',
    name: 'a sort column of another tab: refused',
    url: '/api/users',
    payload: { userType: 'INTERNAL', sortBy: 'companyName' },
    expect: statuses(401, 403, { superadmin: 400, spectator: 400, ...UNREGISTERED }),
  },
  ...(['roles', 'attributes', 'sbu'] as const).map((kind) => ({
    route: `GET /api/users/filters/${kind}`,
    name: `the ${kind} filter's codes`,
    url: `/api/users/filters/${kind}`,
    expect: statuses(401, 403, { ...COMPANY_LISTERS, ...UNREGISTERED }),
  })),
  {
    route: 'POST /api/users/export',
    name: 'the internal users as a spreadsheet',
    url: '/api/users/export',
    payload: { userType: 'INTERNAL', search: 'zz' },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, { superadmin: 200, ...UNREGISTERED }),
  },
  {
    route: 'POST /api/users/block',
    name: 'block oneself (global): refused',
    url: '/api/users/block',
    payload: { loginIds: ['superadmin'], reason: 'matrix' },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, { superadmin: 409, ...UNREGISTERED }),
  },
  {
    route: 'POST /api/users/unblock',
    name: 'unblock an active user (global): refused',
    url: '/api/users/unblock',
    payload: { loginIds: ['user'] },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, { superadmin: 409, ...UNREGISTERED }),
  },
  // The activity log (issue 26): LIST ACTIVITY_LOG, company admins on their own company's entries, super admins and
  // the view-only spectator (without a context here) on every company's or one company's. Reads sent as a POST.
  {
    route: `POST ${ACTIVITY_LOG_PATHS.list}`,
    name: "the caller's company's entries; a super admin's without a context: every company's",
    url: `${ACTIVITY_LOG_PATHS.list}?pageSize=25&sortBy=event&sortOrder=asc`,
    payload: LOG_RANGE,
    expect: statuses(401, 403, { ...LOG_READERS(200), ...UNREGISTERED }),
  },
  {
    route: `POST ${ACTIVITY_LOG_PATHS.list}`,
    name: "Del Valle's entries: its admin's and super admins'; another company's admin gets 404",
    url: ACTIVITY_LOG_PATHS.list,
    payload: { ...LOG_RANGE, companyId: demoCompanyId('delvalle') },
    expect: statuses(401, 403, { ...LOG_READERS(404), 'admin.mx': 200, ...COMPANY_LISTERS, ...UNREGISTERED }),
  },
  {
    route: `POST ${ACTIVITY_LOG_PATHS.list}`,
    name: 'a range of 31 days: refused',
    url: ACTIVITY_LOG_PATHS.list,
    payload: { from: '2026-10-01', to: '2026-10-31' },
    expect: statuses(401, 403, { ...LOG_READERS(400), ...UNREGISTERED }),
  },
  ...([ACTIVITY_LOG_PATHS.events, ACTIVITY_LOG_PATHS.applications] as const).map((path) => ({
    route: `POST ${path}`,
    name: "the codes of the caller's entries",
    url: path,
    payload: {},
    expect: statuses(401, 403, { ...LOG_READERS(200), ...UNREGISTERED }),
  })),
  {
    route: `POST ${ACTIVITY_LOG_PATHS.days}`,
    name: "the caller's filtered entries counted per day",
    url: ACTIVITY_LOG_PATHS.days,
    payload: { ...LOG_RANGE, companyId: demoCompanyId('delvalle') },
    expect: statuses(401, 403, { ...LOG_READERS(404), 'admin.mx': 200, ...COMPANY_LISTERS, ...UNREGISTERED }),
  },
  {
    route: `POST ${ACTIVITY_LOG_PATHS.download}`,
    name: "the caller's filtered entries as a spreadsheet",
    url: `${ACTIVITY_LOG_PATHS.download}?sortBy=actor`,
    payload: { ...LOG_RANGE, events: ['SIGN_IN'] },
    expect: statuses(401, 403, { ...LOG_READERS(200), ...UNREGISTERED }),
  },
  // The super admin's company list and filters (LIST COMPANY: super admin and spectator), and the acting context
  // (super admins, the view-only spectator included). Taking a context gets a session of its own, so the shared
  // sessions of the rows around stay without one.
  {
    route: 'GET /api/companies',
    name: "the market's companies",
    url: '/api/companies?search=a&sortBy=adminEmail&sortOrder=desc&showProducts=true',
    expect: statuses(401, 403, { ...COMPANY_LISTERS, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/companies',
    name: 'an unknown sort column',
    url: '/api/companies?sortBy=nope',
    expect: statuses(401, 403, { superadmin: 400, spectator: 400, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/companies/types',
    name: 'company types filter',
    url: '/api/companies/types',
    expect: statuses(401, 403, { ...COMPANY_LISTERS, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/companies/statuses',
    name: 'company statuses filter',
    url: '/api/companies/statuses?companyTypes=SUPPLIER,THIRD_PARTY_AGENCY',
    expect: statuses(401, 403, { ...COMPANY_LISTERS, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/users/set-context',
    name: 'act for Acme, with a reason',
    url: `/api/users/set-context?companyId=${demoCompanyId('acme')}&reason=INC-1`,
    freshSession: true,
    expect: statuses(401, 403, { ...COMPANY_LISTERS, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/users/set-context',
    name: "act for another market's company",
    url: `/api/users/set-context?companyId=${demoCompanyId('lasierra')}`,
    freshSession: true,
    expect: statuses(401, 403, { superadmin: 404, spectator: 404, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/users/switch-context',
    name: 'switch without a context set first',
    url: `/api/users/switch-context?companyId=${demoCompanyId('summit')}`,
    freshSession: true,
    expect: statuses(401, 403, { superadmin: 409, spectator: 409, ...UNREGISTERED }),
  },
  {
    route: 'GET /api/users/reset-context',
    name: 'stop acting for a company',
    url: '/api/users/reset-context',
    freshSession: true,
    expect: statuses(401, 403, { ...COMPANY_LISTERS, ...UNREGISTERED }),
  },
  // Announcements (decision 018). The walk's beforeAll writes three: 1 (US, every company type), 2 (US, retired by the
  // superadmin's call below) and 3 (MX). The banner and dismissing are every signed-in user's, registered or not; the
  // spectator may not dismiss (their own view state, as with preferences). The admin calls: LIST ANNOUNCEMENT
  // (superadmin, spectator), UPDATE ANNOUNCEMENT (superadmin), each on its own market's announcements only.
  {
    route: 'GET /api/banner',
    name: "the caller's banner",
    url: '/api/banner?locale=fr-CA',
    expect: statuses(401, 200),
  },
  {
    route: 'POST /api/banner/:announcementId/dismiss',
    name: "dismiss the market's announcement for every company type",
    url: '/api/banner/1/dismiss',
    expect: statuses(401, 200, { ...VIEW_ONLY, 'admin.mx': 404, 'admin.ca': 404 }),
  },
  {
    route: 'POST /api/banner/:announcementId/dismiss',
    name: "dismiss another market's announcement",
    url: '/api/banner/3/dismiss',
    expect: statuses(401, 404, { ...VIEW_ONLY, 'admin.mx': 200 }),
  },
  {
    route: 'GET /api/announcements',
    name: "the market's announcements",
    url: '/api/announcements?sortBy=endsAt&sortOrder=asc&status=active',
    expect: statuses(401, 403, { superadmin: 200, spectator: 200, ...UNREGISTERED }),
  },
  {
    route: 'POST /api/announcements',
    name: 'create an announcement',
    url: '/api/announcements',
    payload: ANNOUNCEMENT,
    forbiddenCodes: { spectator: ERROR_CODES.forbidden },
    expect: statuses(401, 403, { superadmin: 201, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'PUT /api/announcements/:announcementId',
    name: "change the market's announcement",
    url: '/api/announcements/1',
    payload: ANNOUNCEMENT,
    forbiddenCodes: { spectator: ERROR_CODES.forbidden },
    expect: statuses(401, 403, { superadmin: 200, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'PUT /api/announcements/:announcementId',
    name: "change another market's announcement",
    url: '/api/announcements/3',
    payload: ANNOUNCEMENT,
    forbiddenCodes: { spectator: ERROR_CODES.forbidden },
    expect: statuses(401, 403, { superadmin: 404, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'POST /api/announcements/:announcementId/retire',
    name: "retire the market's announcement",
    url: '/api/announcements/2/retire',
    forbiddenCodes: { spectator: ERROR_CODES.forbidden },
    expect: statuses(401, 403, { superadmin: 200, ...UNREGISTERED, ...VIEW_ONLY }),
  },
  {
    route: 'GET /api/companies/:companyId/users',
    name: "Acme's users",
    url: companyUsers(demoCompanyId('acme'), 'users?search=a&sortBy=email'),
    expect: statuses(401, 403, { admin: 200, ...USER_LISTERS_ELSEWHERE }),
  },
  {
    route: 'GET /api/companies/:companyId/users',
    name: "own company's blocked users",
    url: (p) => companyUsers(ownCompanyId(p), 'users?tab=blocked&sortBy=uiBlockedOn&sortOrder=asc'),
    expect: statuses(401, 403, OWN_COMPANY_ADMINS),
  },
  {
    route: 'GET /api/companies/:companyId/users',
    name: "a sort column of another tab (Acme's)",
    url: companyUsers(demoCompanyId('acme'), 'users?sortBy=uiBlockedOn'),
    expect: statuses(401, 403, { admin: 400, ...USER_LISTERS_ELSEWHERE }),
  },
  {
    route: 'GET /api/companies/:companyId/personas',
    name: "Acme's personas",
    url: companyUsers(demoCompanyId('acme'), 'personas'),
    expect: statuses(401, 403, { admin: 200, ...USER_LISTERS_ELSEWHERE }),
  },
  {
    route: 'GET /api/companies/:companyId/users/export/:tabName',
    name: "Acme's users, searched",
    url: companyUsers(demoCompanyId('acme'), 'users/export/users?search=zz'),
    expect: statuses(401, 403, { admin: 200, ...USER_LISTERS_ELSEWHERE }),
  },
  {
    route: 'GET /api/companies/:companyId/users/export/:tabName',
    name: "own company's pending users, searched and sorted",
    url: (p) => companyUsers(ownCompanyId(p), 'users/export/pending?search=zz&sortBy=stage&sortOrder=asc'),
    expect: statuses(401, 403, OWN_COMPANY_ADMINS),
  },
  {
    route: 'GET /api/companies/:companyId/users/export/:tabName',
    name: "own company's access requests, searched and sorted",
    url: (p) => companyUsers(ownCompanyId(p), 'users/export/requests?search=zz&sortBy=create_time&sortOrder=asc'),
    expect: statuses(401, 403, OWN_COMPANY_ADMINS),
  },
  {
    route: 'GET /api/companies/:companyId/users/export/:tabName',
    name: "Acme's access requests",
    url: companyUsers(demoCompanyId('acme'), 'users/export/requests'),
    expect: statuses(401, 403, { admin: 200, ...USER_LISTERS_ELSEWHERE }),
  },
  {
    route: 'GET /api/companies/:companyId/users/export/:tabName',
    name: "a tab that has no export (Acme's)",
    url: companyUsers(demoCompanyId('acme'), 'users/export/invitations'),
    expect: statuses(401, 403, { admin: 400, ...USER_LISTERS_ELSEWHERE }),
  },
  {
    route: 'POST /api/companies/:companyId/users/block',
    name: "block oneself (Acme's admin): refused",
    url: companyUsers(demoCompanyId('acme'), 'users/block'),
    payload: { loginIds: ['admin'], reason: 'matrix' },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, { ...DEL_VALLE_CHANGERS, admin: 409, 'admin.mx': 404 }),
  },
  {
    route: 'POST /api/companies/:companyId/users/block',
    name: "block Del Valle's user.mx",
    url: companyUsers(demoCompanyId('delvalle'), 'users/block'),
    payload: { loginIds: ['user.mx'], reason: 'matrix' },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, DEL_VALLE_CHANGERS),
  },
  {
    route: 'POST /api/companies/:companyId/users/unblock',
    name: "unblock Del Valle's user.mx",
    url: companyUsers(demoCompanyId('delvalle'), 'users/unblock'),
    payload: { loginIds: ['user.mx'], reason: 'matrix' },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, DEL_VALLE_CHANGERS),
  },
  {
    route: 'PUT /api/companies/:companyId/users/profile',
    name: "Del Valle's user.mx, renamed as seeded",
    url: companyUsers(demoCompanyId('delvalle'), 'users/profile'),
    payload: { loginId: 'user.mx', firstName: 'Diego', lastName: 'Hernández' },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, DEL_VALLE_CHANGERS),
  },
  // A company's authorised e-mail domains (LIST and UPDATE EMAIL_DOMAIN: company admins, on their own company; the
  // super admins act on none here, holding no context). The spectator's group holds LIST only: its changes are refused
  // by permission. Each admin adds and removes a 'matrix-<persona>.example' of their own on their own company.
  {
    route: `GET ${EMAIL_DOMAINS_ROUTE}`,
    name: "own company's domains",
    url: (p) => `${emailDomainsUrl(ownCompanyId(p))}?sortBy=is3pDomain&search=example`,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(200), ...NO_CONTEXT, ...UNREGISTERED }),
  },
  {
    route: `GET ${EMAIL_DOMAINS_ROUTE}`,
    name: "Acme's domains",
    url: emailDomainsUrl(demoCompanyId('acme')),
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(404), admin: 200, ...NO_CONTEXT, ...UNREGISTERED }),
  },
  {
    route: `POST ${EMAIL_DOMAINS_ROUTE}/validate`,
    name: 'validate a domain for own company',
    url: (p) => `${emailDomainsUrl(ownCompanyId(p))}/validate`,
    payload: { domains: [{ domainName: 'matrix.example' }, { domainName: 'https://matrix.example' }] },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(200), superadmin: 404, ...UNREGISTERED }),
  },
  // An exception to the claim rules (APPROVE EMAIL_DOMAIN: Super Admin only, for the company it acts for; decision
  // 055): without a context here, the super admin answers 404; the activity walk test approves one.
  {
    route: `POST ${EMAIL_DOMAIN_PATHS.exceptions}`,
    name: 'approve an exception for own company',
    url: (p) => `${emailDomainsUrl(ownCompanyId(p))}/exceptions`,
    payload: { domainName: 'gmail.com' },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { superadmin: 404 }),
  },
  {
    route: `POST ${EMAIL_DOMAIN_PATHS.exceptions}`,
    name: 'approve an exception for Acme',
    url: `${emailDomainsUrl(demoCompanyId('acme'))}/exceptions`,
    payload: { domainName: 'retailer.example' },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { superadmin: 404 }),
  },
  {
    route: `POST ${EMAIL_DOMAINS_ROUTE}`,
    name: 'add a domain to own company',
    url: (p) => emailDomainsUrl(ownCompanyId(p)),
    payload: (p) => ({ domainName: matrixDomain(p), allowSubDomains: true }),
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(201), superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `POST ${EMAIL_DOMAINS_ROUTE}`,
    name: 'add the same domain again',
    url: (p) => emailDomainsUrl(ownCompanyId(p)),
    payload: (p) => ({ domainName: matrixDomain(p).toUpperCase() }),
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(409), superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `POST ${EMAIL_DOMAINS_ROUTE}`,
    name: "add a domain to Acme's",
    url: emailDomainsUrl(demoCompanyId('acme')),
    payload: { domainName: 'not-a-domain' },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(404), admin: 400, superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `PUT ${EMAIL_DOMAINS_ROUTE}/:domain`,
    name: 'change an unknown domain of own company',
    url: (p) => `${emailDomainsUrl(ownCompanyId(p))}/999999`,
    payload: { domainName: 'matrix.example' },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(404), superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `PUT ${EMAIL_DOMAINS_ROUTE}/:domain`,
    name: 'change a domain to a scheme',
    url: (p) => `${emailDomainsUrl(ownCompanyId(p))}/1`,
    payload: { domainName: 'https://matrix.example' },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(400), superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `DELETE ${EMAIL_DOMAINS_ROUTE}/:domain`,
    name: "remove own company's 'matrix-<persona>.example'",
    url: (p) => `${emailDomainsUrl(ownCompanyId(p))}/${matrixDomain(p)}`,
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(204), superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `DELETE ${EMAIL_DOMAINS_ROUTE}/:domain`,
    name: "remove Acme's own domain",
    url: `${emailDomainsUrl(demoCompanyId('acme'))}/nowhere.example`,
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(404), superadmin: 404, ...UNREGISTERED }),
  },
  // A supplier's 3P partners and an agency's sponsored suppliers (LIST and UPDATE COMPANY_PARTNER_ASSOCIATION: company
  // admins, on their own company; decision 056). The spectator's group holds LIST only. Only a supplier takes on
  // partners (Brightside's agencyadmin: 409); Tidewater (3P-20094) is a US agency, unknown to the MX and CA admins.
  // Acme's admin adds Tidewater and ends it again, so the demo's associations stay as seeded.
  {
    route: `GET ${PARTNER_PATHS.list}`,
    name: "own company's 3P partners",
    url: (p) => `${partnerAssociationsUrl(ownCompanyId(p))}?sortBy=businessCode&sortOrder=desc`,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(200), ...NO_CONTEXT, ...UNREGISTERED }),
  },
  {
    route: `GET ${PARTNER_PATHS.list}`,
    name: "Acme's 3P partners",
    url: partnerAssociationsUrl(demoCompanyId('acme')),
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(404), admin: 200, ...NO_CONTEXT, ...UNREGISTERED }),
  },
  {
    route: `GET ${PARTNER_PATHS.validate}`,
    name: "check Tidewater's business code for own company",
    url: (p) => `${partnerAssociationsUrl(ownCompanyId(p))}/validate?businessCode=3p-20094`,
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, {
      ...DOMAIN_ADMINS(404),
      admin: 200,
      agencyadmin: 409,
      superadmin: 404,
      ...UNREGISTERED,
    }),
  },
  {
    route: `POST ${PARTNER_PATHS.list}`,
    name: 'add Tidewater to own company',
    url: (p) => partnerAssociationsUrl(ownCompanyId(p)),
    payload: { businessCode: '3P-20094' },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, {
      ...DOMAIN_ADMINS(404),
      admin: 201,
      agencyadmin: 409,
      superadmin: 404,
      ...UNREGISTERED,
    }),
  },
  {
    route: `DELETE ${PARTNER_PATHS.end}`,
    name: "end own company's association with Tidewater",
    url: (p) => `${partnerAssociationsUrl(ownCompanyId(p))}/${demoCompanyId('tidewater')}`,
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(404), admin: 204, superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `DELETE ${PARTNER_PATHS.end}`,
    name: "end Summit's association with Brightside",
    url: `${partnerAssociationsUrl(demoCompanyId('summit'))}/${demoCompanyId('brightside')}`,
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(404), superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `GET ${PARTNER_PATHS.suppliers}`,
    name: "own company's sponsored suppliers",
    url: (p) => `${sponsoredSuppliersUrl(ownCompanyId(p))}?sortBy=businessCode`,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(200), ...NO_CONTEXT, ...UNREGISTERED }),
  },
  {
    route: `GET ${PARTNER_PATHS.suppliers}`,
    name: "Brightside's sponsored suppliers",
    url: sponsoredSuppliersUrl(demoCompanyId('brightside')),
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(404), agencyadmin: 200, ...NO_CONTEXT, ...UNREGISTERED }),
  },
  // The user access audit (decision record 057): LIST USER reads, UPDATE USER decides and confirms, super admins set
  // the due date. Each admin confirms their own company's audit (nothing removed: no decision is REMOVE).
  {
    route: `GET ${ACCESS_AUDIT_PATHS.audit}`,
    name: "own company's access audit",
    url: (p) => accessAuditUrl(ownCompanyId(p)),
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(200), ...NO_CONTEXT, ...UNREGISTERED }),
  },
  {
    route: `GET ${ACCESS_AUDIT_PATHS.audit}`,
    name: "Acme's access audit",
    url: accessAuditUrl(demoCompanyId('acme')),
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(404), admin: 200, ...NO_CONTEXT, ...UNREGISTERED }),
  },
  {
    route: `GET ${ACCESS_AUDIT_PATHS.users}`,
    name: "own company's users in the access audit",
    url: (p) => `${accessAuditUrl(ownCompanyId(p), 'users')}?sortBy=lastSignIn&sortOrder=desc`,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(200), ...NO_CONTEXT, ...UNREGISTERED }),
  },
  {
    route: `GET ${ACCESS_AUDIT_PATHS.preview}`,
    name: "own company's access audit preview",
    url: (p) => accessAuditUrl(ownCompanyId(p), 'preview'),
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(200), ...NO_CONTEXT, ...UNREGISTERED }),
  },
  {
    route: `GET ${ACCESS_AUDIT_PATHS.export}`,
    name: "own company's access audit evidence",
    url: (p) => accessAuditUrl(ownCompanyId(p), 'export'),
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(200), ...NO_CONTEXT, ...UNREGISTERED }),
  },
  {
    route: `PUT ${ACCESS_AUDIT_PATHS.decision}`,
    name: 'keep oneself in own company’s access audit',
    url: (p) => accessAuditUrl(ownCompanyId(p), `users/${self(p)}`),
    payload: { decision: 'KEEP' },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(200), superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `PUT ${ACCESS_AUDIT_PATHS.decision}`,
    name: "keep Acme's user in Acme's access audit",
    url: accessAuditUrl(demoCompanyId('acme'), 'users/user'),
    payload: { decision: 'KEEP' },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(404), admin: 200, superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `POST ${ACCESS_AUDIT_PATHS.confirm}`,
    name: "confirm own company's access audit",
    url: (p) => accessAuditUrl(ownCompanyId(p), 'confirm'),
    payload: { acknowledgements: { reviewedUserList: true, madeModifications: true, verifiedAllUsers: true } },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...DOMAIN_ADMINS(200), superadmin: 404, ...UNREGISTERED }),
  },
  {
    route: `PUT ${ACCESS_AUDIT_PATHS.dueDate}`,
    name: "set Acme's access audit due date (a super admin without context: 404)",
    url: accessAuditUrl(demoCompanyId('acme'), 'due-date'),
    payload: { dueDate: '2027-06-30' },
    expect: statuses(401, 403, { superadmin: 404 }),
  },
  // The knowledge base and release notes (issue 29, decision record 058).
  {
    route: `GET ${KB_PATHS.workspaces}`,
    name: 'the knowledge-base workspaces the caller reads',
    url: KB_PATHS.workspaces,
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: `GET ${KB_PATHS.topArticles}`,
    name: "the charter workspace's top articles",
    url: `${KB_PATHS.topArticles}?workspace=charter`,
    forbiddenCodes: BASIC_NO_ACCESS,
    expect: statuses(401, 200, { ...BASIC_READERS, ...UNREGISTERED }),
  },
  {
    route: `GET ${KB_PATHS.hierarchy}`,
    name: "the basic workspace's topics",
    url: '/api/kb/workspaces/basic/hierarchy',
    forbiddenCodes: {
      admin: KB_ERROR_CODES.noAccess,
      user: KB_ERROR_CODES.noAccess,
      noaccess: KB_ERROR_CODES.noAccess,
      partner: KB_ERROR_CODES.noAccess,
      agencyadmin: KB_ERROR_CODES.noAccess,
      'admin.mx': KB_ERROR_CODES.noAccess,
      'admin.ca': KB_ERROR_CODES.noAccess,
    },
    expect: statuses(401, 200, {
      admin: 403,
      user: 403,
      noaccess: 403,
      partner: 403,
      agencyadmin: 403,
      'admin.mx': 403,
      'admin.ca': 403,
      ...UNREGISTERED,
    }),
  },
  {
    route: `GET ${KB_PATHS.article}`,
    name: 'a published charter article',
    url: kbArticleUrl('charter', FIRST_ARTICLE.slug),
    forbiddenCodes: BASIC_NO_ACCESS,
    expect: statuses(401, 200, { ...BASIC_READERS, ...UNREGISTERED }),
  },
  {
    route: `GET ${KB_PATHS.search}`,
    name: 'search the charter workspace',
    url: `${kbSearchUrl('charter')}?q=password`,
    forbiddenCodes: BASIC_NO_ACCESS,
    expect: statuses(401, 200, { ...BASIC_READERS, ...UNREGISTERED }),
  },
  {
    route: `POST ${KB_PATHS.feedback}`,
    name: "'Was this helpful?' on a charter article",
    url: `${kbArticleUrl('charter', FIRST_ARTICLE.slug).replace(/\/content$/, '')}/feedback`,
    payload: { helpful: true },
    forbiddenCodes: BASIC_NO_ACCESS,
    expect: statuses(401, 200, { ...BASIC_READERS, ...VIEW_ONLY, ...UNREGISTERED }),
  },
  {
    route: `GET ${KB_PATHS.suggestions}`,
    name: "articles suggested for an incident's description",
    url: `${KB_PATHS.suggestions}?text=${encodeURIComponent('I cannot reset my password')}`,
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: `POST ${KB_PATHS.suggestionClicks}`,
    name: 'a suggested charter article opened (basic users have none by that path)',
    url: KB_PATHS.suggestionClicks,
    payload: { contentId: 'data-dictionary' },
    expect: statuses(401, 204, { basic: 404, basic3p: 404, ...VIEW_ONLY, ...UNREGISTERED }),
  },
  {
    route: `GET ${KB_PATHS.articleByPath}`,
    name: "the data dictionary's article by its path",
    url: '/api/v1/content-management/articles/data-dictionary',
    expect: statuses(401, 200, { basic: 404, basic3p: 404, ...UNREGISTERED }),
  },
  {
    route: `GET ${KB_PATHS.contentByPath}`,
    name: 'a content fragment by path (both workspaces have it)',
    url: `/api/content-management/${FIRST_ARTICLE.slug}`,
    expect: statuses(401, 200, { ...UNREGISTERED }),
  },
  {
    route: `GET ${KB_PATHS.image}`,
    name: 'an article image that does not exist',
    url: '/api/kb/images/00000000-0000-4000-8000-000000000000',
    expect: statuses(401, 404, { ...UNREGISTERED }),
  },
  {
    route: `GET ${KB_PATHS.authoringArticles}`,
    name: 'authoring: the draft articles',
    url: `${KB_PATHS.authoringArticles}?state=DRAFT`,
    expect: statuses(401, 403, { ...KB_AUTHORS }),
  },
  {
    route: `POST ${KB_PATHS.authoringArticles}`,
    name: 'authoring: a new draft',
    url: KB_PATHS.authoringArticles,
    payload: {
      ...FIRST_SETTINGS,
      slug: 'matrix-draft',
      translation: { title: 'Matrix draft', summary: 'Written by the matrix', body: 'Body' },
    },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { superadmin: 201 }),
  },
  {
    route: `GET ${KB_PATHS.authoringArticle}`,
    name: 'authoring: the first article with its translations',
    url: kbAuthoringArticleUrl(1),
    expect: statuses(401, 403, { ...KB_AUTHORS }),
  },
  {
    route: `PUT ${KB_PATHS.authoringArticle}`,
    name: "authoring: the first article's settings, as they are",
    url: kbAuthoringArticleUrl(1),
    payload: FIRST_SETTINGS,
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...KB_AUTHORS }),
  },
  {
    route: `PUT ${KB_PATHS.authoringTranslation}`,
    name: "authoring: the first article's English, as it is",
    url: kbAuthoringArticleUrl(1, 'translations/en-US'),
    payload: FIRST_ARTICLE.translations['en-US'],
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...KB_AUTHORS }),
  },
  {
    route: `POST ${KB_PATHS.authoringPreview}`,
    name: 'authoring: preview a body',
    url: KB_PATHS.authoringPreview,
    payload: { markdown: '**Preview**' },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...KB_AUTHORS }),
  },
  {
    route: `POST ${KB_PATHS.authoringSchedule}`,
    name: 'authoring: schedule the first article (published again below)',
    url: kbAuthoringArticleUrl(1, 'schedule'),
    payload: { publishAt: '2027-06-01T10:00:00.000Z' },
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...KB_AUTHORS }),
  },
  {
    route: `POST ${KB_PATHS.authoringArchive}`,
    name: 'authoring: archive the first article (published again below)',
    url: kbAuthoringArticleUrl(1, 'archive'),
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...KB_AUTHORS }),
  },
  {
    route: `POST ${KB_PATHS.authoringPublish}`,
    name: 'authoring: publish the first article',
    url: kbAuthoringArticleUrl(1, 'publish'),
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { ...KB_AUTHORS }),
  },
  {
    route: `GET ${KB_PATHS.authoringTopics}`,
    name: "authoring: the release notes' topics",
    url: `${KB_PATHS.authoringTopics}?folder=release-notes`,
    expect: statuses(401, 403, { ...KB_AUTHORS }),
  },
  // JSON instead of multipart: the author is told the media type (the module's tests send images).
  {
    route: `POST ${KB_PATHS.authoringImages}`,
    name: 'authoring: an image (not multipart)',
    url: KB_PATHS.authoringImages,
    payload: {},
    forbiddenCodes: SPECTATOR_LACKS_UPDATE,
    expect: statuses(401, 403, { superadmin: 415 }),
  },
  {
    route: `GET ${RELEASE_NOTES_PATHS.tags}`,
    name: "the release notes' tags",
    url: `${RELEASE_NOTES_PATHS.tags}?parentAssetFolder=release-notes`,
    forbiddenCodes: BASIC_NO_ACCESS,
    expect: statuses(401, 200, { ...BASIC_READERS, ...NOT_US, ...UNREGISTERED }),
  },
  {
    route: `GET ${RELEASE_NOTES_PATHS.fragments}`,
    name: 'the release notes, newest first',
    url: `${RELEASE_NOTES_PATHS.fragments}?parentAssetFolder=release-notes&tag=product:REPORT_BUILDER`,
    forbiddenCodes: BASIC_NO_ACCESS,
    expect: statuses(401, 200, { ...BASIC_READERS, ...NOT_US, ...UNREGISTERED }),
  },
  {
    route: `GET ${RELEASE_NOTES_PATHS.details}`,
    name: 'one release note',
    url: `${RELEASE_NOTES_PATHS.details}?path=${RELEASE_NOTE}`,
    forbiddenCodes: BASIC_NO_ACCESS,
    expect: statuses(401, 200, { ...BASIC_READERS, ...NOT_US, ...UNREGISTERED }),
  },
  {
    route: 'POST /api/companies/:companyId/users/validate',
    name: 'check a new user for Acme (nothing is created)',
    url: companyUsers(demoCompanyId('acme'), 'users/validate'),
    payload: { users: [MATRIX_INVITEE] },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, { admin: 200, ...USER_LISTERS_ELSEWHERE, spectator: 403 }),
  },
  {
    route: 'GET /api/companies/:companyId/users/download-bulk-create-template',
    name: "Acme's bulk upload template",
    url: companyUsers(demoCompanyId('acme'), 'users/download-bulk-create-template'),
    expect: statuses(401, 403, { admin: 200, ...USER_LISTERS_ELSEWHERE, spectator: 403 }),
  },
  // JSON instead of multipart: the company's admin is told the media type (the bulk upload's tests send files).
  {
    route: 'POST /api/companies/:companyId/users/bulk-upload/validate-create',
    name: 'a bulk upload for Acme (not multipart)',
    url: companyUsers(demoCompanyId('acme'), 'users/bulk-upload/validate-create'),
    payload: {},
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, { admin: 415, ...USER_LISTERS_ELSEWHERE, spectator: 403 }),
  },
  {
    route: 'GET /api/v1/identity/companies/:companyId/download-bulk-edit-template',
    name: "Acme's bulk edit template, its users pre-filled",
    url: `/api/v1/identity/companies/${demoCompanyId('acme')}/download-bulk-edit-template`,
    expect: statuses(401, 403, { admin: 200, ...USER_LISTERS_ELSEWHERE, spectator: 403 }),
  },
  // Without the tenant_id header: the company's admin is told (400; the bulk edit's tests send it, and files).
  {
    route: 'POST /api/v1/identity/companies/:companyId/users/bulk-edit',
    name: 'a bulk edit for Acme (no tenant_id header)',
    url: `/api/v1/identity/companies/${demoCompanyId('acme')}/users/bulk-edit`,
    payload: {},
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, { admin: 400, ...USER_LISTERS_ELSEWHERE, spectator: 403 }),
  },
  {
    route: 'POST /api/companies/:companyId/users',
    name: 'invite a user into Del Valle',
    url: companyUsers(demoCompanyId('delvalle'), 'users'),
    payload: { users: [MATRIX_INVITEE] },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, DEL_VALLE_CHANGERS),
  },
  {
    route: 'GET /api/companies/:companyId/users/non-provisioned',
    name: "Acme's pending users",
    url: companyUsers(demoCompanyId('acme'), 'users/non-provisioned?sortBy=stage&search=a'),
    expect: statuses(401, 403, { admin: 200, ...USER_LISTERS_ELSEWHERE }),
  },
  {
    route: 'GET /api/companies/:companyId/batch-tasks/:taskId/RESEND_INVITE',
    name: 'resend the invitation into Del Valle (the task the row above made)',
    url: companyUsers(demoCompanyId('delvalle'), 'batch-tasks/1/RESEND_INVITE'),
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, DEL_VALLE_CHANGERS),
  },
  {
    route: 'POST /api/companies/:companyId/users/delete',
    name: "delete oneself (Del Valle's admin): refused, nothing starts",
    url: companyUsers(demoCompanyId('delvalle'), 'users/delete'),
    payload: { loginIds: ['admin.mx'] },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, { ...DEL_VALLE_CHANGERS, 'admin.mx': 409 }),
  },
  {
    route: 'POST /api/companies/:companyId/users/access',
    name: "grant Del Valle's user.mx Report Builder",
    url: companyUsers(demoCompanyId('delvalle'), 'users/access'),
    payload: { loginIds: ['user.mx'], products: ['REPORT_BUILDER'] },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, DEL_VALLE_CHANGERS),
  },
  {
    route: 'PUT /api/companies/:companyId/users/access',
    name: "Del Valle's user.mx: Shopper Behavior only",
    url: companyUsers(demoCompanyId('delvalle'), 'users/access'),
    payload: { loginIds: ['user.mx'], products: ['SHOPPER_BEHAVIOR'] },
    forbiddenCodes: NOT_A_BLOCKER,
    expect: statuses(401, 403, DEL_VALLE_CHANGERS),
  },
  {
    route: 'GET /api/companies/:companyId/users/jobs/:jobId',
    name: "a job id that is not one of Acme's user changes",
    url: companyUsers(demoCompanyId('acme'), 'users/jobs/999999'),
    expect: statuses(401, 403, { admin: 404, ...USER_LISTERS_ELSEWHERE }),
  },
  {
    route: 'GET /api/companies/:companyId/users/jobs/:jobId/result',
    name: "the result file of a job that is not one of Acme's bulk jobs",
    url: companyUsers(demoCompanyId('acme'), 'users/jobs/999999/result'),
    expect: statuses(401, 403, { admin: 404, ...USER_LISTERS_ELSEWHERE }),
  },
  {
    route: 'GET /api/companies/:companyId/users/jobs',
    name: "Acme's user changes running and its bulk jobs ended lately",
    url: companyUsers(demoCompanyId('acme'), 'users/jobs'),
    expect: statuses(401, 403, { admin: 200, ...USER_LISTERS_ELSEWHERE }),
  },
  {
    route: 'GET /api/invitations/accept',
    name: 'an invitation link that is not one: to the expired-link page',
    url: '/api/invitations/accept?token=not-a-token',
    expect: statuses(303, 303),
  },
  { route: 'GET /api/docs', name: 'OpenAPI document', url: '/api/docs', expect: statuses(200, 200) },
  { route: 'GET /*', name: 'unknown API path', url: '/api/nope', expect: statuses(404, 404) },
  {
    route: 'GET /assets/*',
    name: 'a script the web app does not have',
    url: '/assets/none.js',
    expect: statuses(404, 404),
  },
  // The landing: the server's page for a visitor; for a user the web app, which this test app has not built (503).
  { route: 'GET /', name: 'the landing', url: '/', expect: statuses(200, 503) },
  // Last, since newuser is registered from here on. Internal users have no company of their own: they name Acme's
  // and are not let in.
  {
    route: `PUT ${REGISTER_ROUTE}`,
    name: 'own company: newuser completes, the registered are refused, basic companies use /basic',
    url: (p) => registerUrl(ownCompanyId(p)),
    payload: REGISTRATION,
    expect: statuses(401, 409, { newuser: 200, basic: 400, basic3p: 400, ...INTERNAL_404, ...VIEW_ONLY }),
  },
];

/**
 * Every route a signed-in user who has not completed registration may call: what registration needs (the user
 * context, their company, completing it), usage events, and the public routes that do not act as the caller.
 * A new route lands here only by a conscious choice.
 */
export const ALLOWED_BEFORE_REGISTRATION = [
  'GET /',
  'GET /*',
  'GET /assets/*',
  'GET /api/analyticsReports',
  'GET /api/auth-status',
  'GET /api/banner',
  'GET /api/ccm',
  'GET /api/content/documents',
  'GET /api/content/documents/pdf',
  'GET /api/docs',
  'GET /api/healthz',
  'GET /api/invitations/accept',
  'GET /api/lcs/contact-info',
  'GET /api/login',
  'GET /api/market',
  'GET /api/page-assets/human-check.js',
  'GET /api/page-assets/password-toggle.js',
  'GET /api/page-assets/styles.css',
  'GET /api/password-reset',
  'GET /api/password-reset/request',
  'GET /api/readyz',
  'GET /api/users/companies',
  'GET /api/v1/feature-flags',
  'GET /api/v1/identity/sites/:site',
  'GET /api/v1/identity/user-context',
  'POST /api/analytics/events',
  'POST /api/banner/:announcementId/dismiss',
  'POST /api/human-check/challenges',
  'POST /api/human-check/proofs',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/password-reset',
  'POST /api/password-reset/request',
  'PUT /api/companies/:companyId/users/complete-registration',
  'PUT /api/companies/:companyId/users/complete-registration/basic',
];

/**
 * Every change (a route other than a GET, or a GET that changes the session: SESSION_CHANGING_READS) that the
 * view-only spectator may call: signing in, resetting a password and the human check (public, they do not act as
 * the caller), usage events, reads sent as a POST (dictionary search and export, an agency's apps, the activity log), and taking or leaving a company's context, which changes the session only (which company the spectator
 * views as), nothing of a company; the spectator needs it to view the portal as a company (issue 12).
 */
export const VIEW_ONLY_ALLOWED_CHANGES = [
  'GET /api/users/reset-context',
  'GET /api/users/set-context',
  'GET /api/users/switch-context',
  'POST /api/activity-logs',
  'POST /api/activity-logs/applicationlist',
  'POST /api/activity-logs/days',
  'POST /api/activity-logs/download',
  'POST /api/activity-logs/eventlist',
  'POST /api/analytics/events',
  'POST /api/human-check/challenges',
  'POST /api/human-check/proofs',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/password-reset',
  'POST /api/password-reset/request',
  'POST /api/users',
  'POST /api/users/export',
  'POST /api/v1/customer-support/export-glossaries',
  'POST /api/v1/customer-support/search-glossaries',
  'POST /api/v2/identity/tenants/:tenantId/fetch-active-partner-access-apps',
];

/** GET routes that change something without declaring it (csrf 'header'), refused to the spectator all the same. */
export const VIEW_ONLY_REFUSED_READS: string[] = [];

/** GET routes that change the session, and so take the anti-forgery header like a change. */
export const SESSION_CHANGING_READS = [
  // Not the session, but state all the same (a new invitation link, the old one void): the spec names it a GET.
  'GET /api/companies/:companyId/batch-tasks/:taskId/RESEND_INVITE',
  'GET /api/users/reset-context',
  'GET /api/users/set-context',
  'GET /api/users/switch-context',
];

/** A change: any method but GET, and a GET that changes the session. */
function isChange(routeKey: string): boolean {
  return !routeKey.startsWith('GET ') || SESSION_CHANGING_READS.includes(routeKey);
}

function refusedAsViewOnly(routeKey: string): boolean {
  if (!isChange(routeKey)) return VIEW_ONLY_REFUSED_READS.includes(routeKey);
  return !VIEW_ONLY_ALLOWED_CHANGES.includes(routeKey);
}

function expectedForbiddenCode(row: MatrixRow, persona: MatrixPersona): string {
  const own = row.forbiddenCodes?.[persona];
  if (own) return own;
  if (persona === 'newuser' && !ALLOWED_BEFORE_REGISTRATION.includes(row.route))
    return REGISTRATION_ERROR_CODES.required;
  if (persona === 'spectator' && refusedAsViewOnly(row.route)) return ERROR_CODES.viewOnly;
  return row.forbiddenCode ?? ERROR_CODES.forbidden;
}

/** Turns a route pattern into a regular expression over the path. */
function patternOf(routeUrl: string): RegExp {
  const escaped = routeUrl
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\\\*|\*/g, '.*')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe(`authorization (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<MatrixPersona, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const now = new Date().toISOString();
    await insertOutboxMail(t.ctx.db, {
      to: 'dana@example.com',
      subject: 'Hello',
      text: 'Hi',
      template: 'test',
      locale: 'en-US',
      companyId: null,
      now,
    });
    const announcement = {
      severity: 'info',
      text_en_us: 'Walk',
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: '2027-12-31T00:00:00.000Z',
      company_types: '',
      created_by: 'superadmin',
      created_at: now,
      updated_at: now,
    } as const;
    await t.ctx.db
      .insertInto('announcements')
      .values([
        { ...announcement, market: 'US' },
        { ...announcement, market: 'US' },
        { ...announcement, market: 'MX' },
      ])
      .execute();
    for (const persona of MATRIX_PERSONAS) {
      if (persona !== 'signed-out') cookies.set(persona, await t.signIn(persona));
    }
  });
  afterAll(() => t.close());

  const hostOf = (persona: MatrixPersona) => (persona === 'signed-out' ? HOSTS.US : hostOfLogin(persona));

  describe('route walk', () => {
    it('every registered route declares a policy', () => {
      expect(t.app.registeredRoutes.length).toBeGreaterThan(15);
      const missing = t.app.registeredRoutes.filter((r) => !r.policy).map(routeKey);
      expect(missing, `routes without a policy: ${missing.join(', ')}`).toEqual([]);
      const malformed = t.app.registeredRoutes
        .filter(
          (r) =>
            !['public', 'signedIn', 'permission', 'superAdmin'].includes(r.policy?.access ?? '') || !r.policy?.company,
        )
        .map(routeKey);
      expect(malformed, `routes with a malformed policy: ${malformed.join(', ')}`).toEqual([]);
    });

    it('the form routes (checked by Origin) are exactly the server-rendered forms', () => {
      const forms = t.app.registeredRoutes
        .filter((r) => r.csrf === 'form')
        .map(routeKey)
        .sort();
      expect(forms).toEqual(['POST /api/login', 'POST /api/password-reset', 'POST /api/password-reset/request']);
    });

    it('refuses every other mutating route without the anti-forgery header, even with a session', async () => {
      const mutating = t.app.registeredRoutes.filter((r) => r.method !== 'GET' && r.csrf !== 'form');
      expect(mutating.length).toBeGreaterThan(0);
      const checkedReads = t.app.registeredRoutes.filter((r) => r.method === 'GET' && r.csrf === 'header');
      expect(checkedReads.map(routeKey).sort()).toEqual(SESSION_CHANGING_READS);
      mutating.push(...checkedReads);
      const wrong: string[] = [];
      for (const route of mutating) {
        const url = route.url.replace(/:\w+/g, 'user').replace('*', 'x');
        // Signing out ends the session it is sent with: that one gets a session of its own.
        const cookie = url === '/api/logout' ? await t.signIn('user') : cookies.get('user')!;
        const headers = { cookie, host: HOSTS.US, 'content-type': 'application/json' };
        const body = route.method === 'GET' ? {} : { payload: '{}' };
        const without = await t.app.inject({ method: route.method as 'POST', url, headers, ...body });
        if (without.statusCode !== 403 || without.json().code !== ERROR_CODES.csrfMissing)
          wrong.push(`${routeKey(route)} without header: ${without.statusCode}`);
        const withHeader = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...headers, [CSRF_HEADER]: CSRF_HEADER_VALUE },
          ...body,
        });
        if (withHeader.statusCode === 403 && withHeader.json().code === ERROR_CODES.csrfMissing)
          wrong.push(`${routeKey(route)} with header still refused`);
      }
      expect(wrong).toEqual([]);
    });

    it('a wrong anti-forgery header value is refused too', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: prefs('user'),
        headers: { cookie: cookies.get('user')!, host: HOSTS.US, [CSRF_HEADER]: 'XMLHttpRequest' },
        payload: PREFS_CHANGE,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ERROR_CODES.csrfMissing);
    });

    it('form routes are checked by Origin: same-origin passes without the header, cross-site is refused', async () => {
      const forms = t.app.registeredRoutes.filter((r) => r.csrf === 'form');
      for (const route of forms) {
        const base = {
          method: 'POST' as const,
          url: route.url,
          headers: { host: HOSTS.US, 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        };
        const same = await t.app.inject({ ...base, headers: { ...base.headers, origin: 'http://localhost' } });
        expect(same.statusCode, routeKey(route)).not.toBe(403);
        const noOrigin = await t.app.inject(base);
        expect(noOrigin.statusCode, routeKey(route)).not.toBe(403);
        const cross = await t.app.inject({ ...base, headers: { ...base.headers, origin: 'https://evil.example' } });
        expect(cross.statusCode, routeKey(route)).toBe(403);
        expect(cross.json().code).toBe(ERROR_CODES.csrfMissing);
        const fetchSite = await t.app.inject({ ...base, headers: { ...base.headers, 'sec-fetch-site': 'cross-site' } });
        expect(fetchSite.statusCode, routeKey(route)).toBe(403);
      }
    });
  });

  /** A URL that reaches the route, with the caller's own ids where the route names a user or a company. */
  const sampleUrl = (route: { url: string }, persona: SignedInPersona) =>
    route.url
      .replace(':companyId', String(ownCompanyId(persona)))
      .replace(':tenantId', String(ownTenant(persona)))
      .replace(/:loginId|:userId/, persona)
      .replace(':code', 'SHOPPER_BEHAVIOR')
      .replace(/:\w+/g, 'x')
      .replace('*', 'x');

  /** Calls a registered route as a persona (a fresh session where the call ends it); non-GET calls send `{}`. */
  const callRoute = async (route: { method: string; url: string }, persona: SignedInPersona) => {
    const endsSession = route.url.includes('logout');
    const session = endsSession ? await t.signIn(persona) : cookies.get(persona)!;
    const headers = { ...asUser(session, hostOf(persona)), 'content-type': 'application/json' };
    const body = route.method === 'GET' ? {} : { payload: '{}' };
    return t.app.inject({ method: route.method as 'GET', url: sampleUrl(route, persona), headers, ...body });
  };

  describe('registration gate (issue 10, finding 3)', () => {
    it('refuses every route to newuser (not registered) with registration.required, but those registration needs', async () => {
      const state = await t.ctx.db
        .selectFrom('users')
        .select('registration_completed')
        .where('login_id', '=', 'newuser')
        .executeTakeFirstOrThrow();
      expect(state.registration_completed, 'newuser must not be registered yet: keep this walk before the matrix').toBe(
        0,
      );
      const registered = t.app.registeredRoutes.map(routeKey);
      expect(
        ALLOWED_BEFORE_REGISTRATION.filter((key) => !registered.includes(key)),
        'listed routes that do not exist',
      ).toEqual([]);
      const wrong: string[] = [];
      for (const route of t.app.registeredRoutes) {
        const res = await callRoute(route, 'newuser');
        const refused = res.statusCode === 403 && res.json().code === REGISTRATION_ERROR_CODES.required;
        const allowed = ALLOWED_BEFORE_REGISTRATION.includes(routeKey(route));
        if (refused === allowed) wrong.push(`${routeKey(route)}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
      expect(wrong, 'routes refused although allowed before registration, or not refused although not allowed').toEqual(
        [],
      );
    });

    it('lets the same user in once registered, and never gates a super admin', async () => {
      const [route] = t.app.registeredRoutes.filter((r) => routeKey(r) === 'GET /api/v1/products');
      await t.ctx.db
        .updateTable('users')
        .set({ registration_completed: 0 })
        .where('login_id', '=', 'superadmin')
        .execute();
      try {
        expect((await callRoute(route!, 'superadmin')).statusCode).toBe(200);
      } finally {
        await t.ctx.db
          .updateTable('users')
          .set({ registration_completed: 1 })
          .where('login_id', '=', 'superadmin')
          .execute();
      }
      await t.ctx.db.updateTable('users').set({ registration_completed: 0 }).where('login_id', '=', 'user').execute();
      try {
        const refused = await callRoute(route!, 'user');
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ status: 403, code: REGISTRATION_ERROR_CODES.required });
      } finally {
        await t.ctx.db.updateTable('users').set({ registration_completed: 1 }).where('login_id', '=', 'user').execute();
      }
      expect((await callRoute(route!, 'user')).statusCode).toBe(200);
    });
  });

  describe('view-only spectator (issue 10, finding 9)', () => {
    it('refuses every change (each route but a GET, and GETs that change the session) to the spectator, but sign-in, usage events, reads sent as a POST and taking a context', async () => {
      const context = await t.app.inject({
        url: '/api/v1/identity/user-context?permissions=true',
        headers: asUser(cookies.get('spectator')!),
      });
      const permissions = context.json().authz.permissions;
      const registered = t.app.registeredRoutes.map(routeKey);
      const listed = [...VIEW_ONLY_ALLOWED_CHANGES, ...VIEW_ONLY_REFUSED_READS];
      expect(
        listed.filter((key) => !registered.includes(key)),
        'listed routes that do not exist',
      ).toEqual([]);
      // What counts as a change comes from the registered routes themselves: a GET declaring csrf 'header'.
      const sessionChanging = t.app.registeredRoutes.filter((r) => r.method === 'GET' && r.csrf === 'header');
      expect(sessionChanging.map(routeKey).sort(), 'GETs that change the session').toEqual(SESSION_CHANGING_READS);
      expect(
        VIEW_ONLY_REFUSED_READS.filter((key) => isChange(key)),
        'refused reads that are changes',
      ).toEqual([]);
      // An allowed change is declared so on the route, not left to a default that lets the spectator in.
      const undeclared = t.app.registeredRoutes.filter(
        (r) =>
          VIEW_ONLY_ALLOWED_CHANGES.includes(routeKey(r)) &&
          r.policy?.viewOnly !== 'allowed' &&
          !(r.policy?.access === 'public' && r.policy.company.scope === 'none'),
      );
      expect(undeclared.map(routeKey), 'allowed changes without viewOnly: allowed').toEqual([]);
      const wrong: string[] = [];
      for (const route of t.app.registeredRoutes) {
        const res = await callRoute(route, 'spectator');
        const code = res.statusCode === 403 ? res.json().code : null;
        const groupRefuses =
          route.policy?.access === 'permission' && !hasPermission(permissions, route.policy.permission);
        const expected = groupRefuses ? ERROR_CODES.forbidden : ERROR_CODES.viewOnly;
        if (refusedAsViewOnly(routeKey(route))) {
          if (code !== expected)
            wrong.push(`${routeKey(route)} not refused: ${res.statusCode} ${res.body.slice(0, 80)}`);
        } else if (code === ERROR_CODES.viewOnly) {
          wrong.push(`${routeKey(route)} refused although allowed`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('changes nothing of its own: names, preferences, reset tokens', async () => {
      const before = await t.ctx.db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('login_id', '=', 'spectator')
        .executeTakeFirstOrThrow();
      const headers = asUser(cookies.get('spectator')!);
      const info = await t.app.inject({
        method: 'PUT',
        url: '/api/users/spectator/info',
        headers,
        payload: { first_name: 'Changed', last_name: 'Name' },
      });
      const prefsChange = await t.app.inject({
        method: 'POST',
        url: prefs('spectator'),
        headers,
        payload: { language_code: 'es-MX' },
      });
      const link = await t.app.inject({
        method: 'POST',
        url: '/api/pwd-reset-link',
        headers,
        payload: { password: DEMO_PASSWORD },
      });
      for (const res of [info, prefsChange, link])
        expect(res.json()).toMatchObject({ status: 403, code: ERROR_CODES.viewOnly });
      expect(
        await t.ctx.db
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('login_id', '=', 'spectator')
          .executeTakeFirstOrThrow(),
      ).toEqual(before);
      const own = await t.app.inject({ url: prefs('spectator'), headers });
      expect(own.json().preferences.language_code).toBe('en-US');
    });
  });

  describe('agency admins administer their own company only (issue 10, finding 5)', () => {
    const get = (url: string, persona: SignedInPersona) =>
      t.app.inject({ url, headers: asUser(cookies.get(persona)!) });
    const administering = (loginId: string) => [
      { method: 'GET', url: prefs(loginId) },
      { method: 'POST', url: prefs(loginId), payload: PREFS_CHANGE },
      { method: 'GET', url: `/api/users/companies?loginId=${loginId}` },
      { method: 'GET', url: `/api/users/${loginId}/acceptances` },
    ];

    it('answers 404 for the users of the suppliers the agency works for, on every route that administers users', async () => {
      const summitUser = await t.ctx.db
        .selectFrom('users')
        .select('login_id')
        .where('company_id', '=', demoCompanyId('summit'))
        .orderBy('id')
        .executeTakeFirstOrThrow();
      for (const persona of ['agencyadmin', 'partner'] as const) {
        for (const loginId of ['user', 'admin', summitUser.login_id]) {
          for (const call of administering(loginId)) {
            const res = await t.app.inject({
              method: call.method as 'GET',
              url: call.url,
              headers: asUser(cookies.get(persona)!),
              ...(call.payload ? { payload: call.payload } : {}),
            });
            expect(res.statusCode, `${persona} ${call.method} ${call.url}`).toBe(404);
            expect(res.json().code).toBe(ERROR_CODES.notFound);
          }
        }
        for (const company of ['acme', 'summit']) {
          const res = await t.app.inject({
            method: 'PUT',
            url: registerUrl(demoCompanyId(company)),
            headers: asUser(cookies.get(persona)!),
            payload: REGISTRATION,
          });
          expect(res.statusCode, `${persona} registers for ${company}`).toBe(404);
        }
      }
    });

    it("administers the agency's own users, and still acts for the suppliers in their products", async () => {
      for (const call of administering('partner')) {
        const res = await t.app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: asUser(cookies.get('agencyadmin')!),
          ...(call.payload ? { payload: call.payload } : {}),
        });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(200);
      }
      expect((await get(tenantProducts(ACME), 'agencyadmin')).statusCode).toBe(200);
      expect((await get(tenantProducts(BRIGHTSIDE, TENANT.get('summit')), 'agencyadmin')).statusCode).toBe(200);
    });
  });

  describe('matrix', () => {
    it('covers every registered route, and each row calls the route it names', () => {
      const registered = new Set(t.app.registeredRoutes.map(routeKey));
      const covered = new Set(AUTHORIZATION_MATRIX.map((row) => row.route));
      const uncovered = [...registered].filter((key) => !covered.has(key));
      expect(uncovered, `routes missing from AUTHORIZATION_MATRIX: ${uncovered.join(', ')}`).toEqual([]);
      const unknown = [...covered].filter((key) => !registered.has(key));
      expect(unknown, `matrix rows naming no registered route: ${unknown.join(', ')}`).toEqual([]);
      for (const row of AUTHORIZATION_MATRIX) {
        const [, pattern] = row.route.split(' ');
        for (const persona of MATRIX_PERSONAS) {
          const url = typeof row.url === 'function' ? row.url(persona) : row.url;
          expect(url.split('?')[0], `${row.route} (${row.name})`).toMatch(patternOf(pattern!));
        }
      }
    });

    const call = async (row: MatrixRow, persona: MatrixPersona) => {
      const [method] = row.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
      const host = hostOf(persona);
      let session: string | undefined;
      if (persona !== 'signed-out') session = row.freshSession ? await t.signIn(persona) : cookies.get(persona);
      const headers: Record<string, string> = session
        ? asUser(session, host)
        : { host, [CSRF_HEADER]: CSRF_HEADER_VALUE };
      const url = typeof row.url === 'function' ? row.url(persona) : row.url;
      const before = await lastEntryId(t.ctx.db);
      const payload = typeof row.payload === 'function' ? row.payload(persona) : row.payload;
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      // A change a job makes (a product change, say) writes its entries when the job runs.
      await t.ctx.worker.drain();
      return { url, res, written: (await lastEntryId(t.ctx.db)) - before };
    };

    /** The changing routes a successful call of the matrix has checked for its activity-log entry (issue 26). */
    const walked = new Set<string>();
    const checkEntryWritten = (row: MatrixRow, persona: MatrixPersona, status: number, written: number) => {
      if (status >= 300 || !isChange(row.route) || changesNothingLogged(row.route, persona === 'signed-out')) return;
      expect(
        written,
        `${row.route} (${row.name}) as ${persona}: a change that wrote no activity-log entry`,
      ).toBeGreaterThan(0);
      walked.add(row.route);
    };

    for (const row of AUTHORIZATION_MATRIX) {
      describe(`${row.route} — ${row.name}`, () => {
        it.each(MATRIX_PERSONAS.map((persona) => [persona, row.expect[persona]] as const))(
          '%s -> %i',
          async (persona, status) => {
            const { url, res, written } = await call(row, persona);
            expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
            checkEntryWritten(row, persona, status, written);
            if (status === 401)
              expect(res.json()).toMatchObject({ status: 401, message: UNAUTHORIZED_MESSAGES.missingToken });
            if (status === 403) expect(res.json().code).toBe(expectedForbiddenCode(row, persona));
            if (status === 404 && url.startsWith('/api/v2/identity/tenants/')) {
              expect(res.json().code).toBe(ERROR_CODES.notFound);
              expect(res.body).not.toContain('accessStatus');
            }
            if (status === 404 && url.startsWith('/api/users/')) {
              expect(res.json().code).toBe(ERROR_CODES.notFound);
              expect(res.body).not.toContain('language_code');
            }
          },
        );
      });
    }

    it('has seen the entry of every changing route, but those the activity walk test calls and those exempt', () => {
      const registered = t.app.registeredRoutes.map(routeKey);
      const listed = [...Object.keys(CHANGES_WITHOUT_ENTRY), ...WALKED_BY_ACTIVITY_TEST];
      expect(listed.filter((key) => !registered.includes(key) || !isChange(key))).toEqual([]);
      const exempt = (key: string) => CHANGES_WITHOUT_ENTRY[key] && !CHANGES_WITHOUT_ENTRY[key].signedOutOnly;
      const unseen = registered.filter(
        (key) =>
          isChange(key) &&
          !walked.has(key) &&
          !exempt(key) &&
          !(WALKED_BY_ACTIVITY_TEST as readonly string[]).includes(key),
      );
      expect(unseen, 'changing routes no successful call checked for an activity-log entry').toEqual([]);
    });
  });

  describe('policy enforcement on a bare app', () => {
    let bare: FastifyInstance;
    let companyIds: Map<string, number>;

    beforeAll(async () => {
      const rows = await t.ctx.db.selectFrom('companies').select(['id', 'name']).execute();
      companyIds = new Map(rows.map((r) => [r.name, r.id]));
      bare = Fastify();
      await bare.register(cookie);
      registerErrorHandling(bare);
      trackRoutes(bare);
      await registerMarkets(bare, t.ctx.db, t.ctx.config);
      registerSessions(bare, t.ctx);
      enforcePolicies(bare, t.ctx.db);
      bare.get('/unguarded', async () => ({ secret: 'leaked' }));
      bare.get('/open', { config: { policy: policy.public() } }, async () => ({ ok: true }));
      bare.get('/super', { config: { policy: policy.superAdmin() } }, async () => ({ ok: true }));
      bare.get(
        '/users-list',
        { config: { policy: policy.permission(PERMISSIONS.listUsers, { scope: 'caller' }) } },
        async () => ({ ok: true }),
      );
      bare.get(
        '/companies/:companyId/things',
        { config: { policy: policy.signedIn({ scope: 'param', companyParam: 'companyId' }) } },
        async () => ({ ok: true }),
      );
      bare.get(
        '/companies/:companyId/users',
        { config: { policy: policy.signedIn({ scope: 'param', companyParam: 'companyId', administer: true }) } },
        async () => ({ ok: true }),
      );
      bare.get('/read', { config: { policy: policy.signedIn() } }, async () => ({ ok: true }));
      bare.get(
        '/read-early',
        { config: { policy: policy.signedIn(undefined, { beforeRegistration: 'allowed' }) } },
        async () => ({ ok: true }),
      );
      bare.post('/change', { config: { policy: policy.signedIn() } }, async () => ({ ok: true }));
      bare.post('/look', { config: { policy: policy.signedIn(undefined, { viewOnly: 'allowed' }) } }, async () => ({
        ok: true,
      }));
      bare.get('/mint', { config: { policy: policy.signedIn(undefined, { viewOnly: 'refused' }) } }, async () => ({
        ok: true,
      }));
      bare.get('/session-change', { config: { policy: policy.signedIn(), csrf: 'header' } }, async () => ({
        ok: true,
      }));
      bare.get(
        '/session-look',
        { config: { policy: policy.signedIn(undefined, { viewOnly: 'allowed' }), csrf: 'header' } },
        async () => ({ ok: true }),
      );
      bare.post('/anyone', { config: { policy: policy.public() } }, async () => ({ ok: true }));
      bare.post('/as-caller', { config: { policy: policy.public({ scope: 'caller' }) } }, async () => ({ ok: true }));
      bare.get('/who-signed-in', { config: { policy: policy.signedIn() } }, async (request) => ({
        loginId: requireAuth(request).loginId,
      }));
      bare.get('/who-open', { config: { policy: policy.public() } }, async (request) => ({
        loginId: requireAuth(request).loginId,
      }));
      await bare.ready();
    });
    afterAll(() => bare.close());

    const call = (url: string, persona?: SignedInPersona, method: 'GET' | 'POST' = 'GET') =>
      bare.inject({
        method,
        url,
        headers: persona ? { cookie: cookies.get(persona)!, host: hostOfLogin(persona) } : {},
      });
    const codeOf = async (url: string, persona?: SignedInPersona, method: 'GET' | 'POST' = 'GET') => {
      const res = await call(url, persona, method);
      return res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().code}`;
    };

    it('gates an unregistered caller by the route: signed-in routes and public ones acting as the caller refuse them', async () => {
      const required = `403 ${REGISTRATION_ERROR_CODES.required}`;
      const setRegistered = (done: number) =>
        t.ctx.db.updateTable('users').set({ registration_completed: done }).where('login_id', '=', 'newuser').execute();
      // The matrix registers newuser; unregister them again for this test.
      await setRegistered(0);
      try {
        expect(await codeOf('/read', 'newuser')).toBe(required);
        expect(await codeOf('/read-early', 'newuser')).toBe(200);
        expect(await codeOf('/anyone', 'newuser', 'POST')).toBe(200);
        expect(await codeOf('/as-caller', 'newuser', 'POST')).toBe(required);
        expect(await codeOf('/super', 'newuser')).toBe(required);
      } finally {
        await setRegistered(1);
      }
      expect(await codeOf('/read', 'newuser')).toBe(200);
      expect(await codeOf('/as-caller', undefined, 'POST')).toBe(200);
      expect(await codeOf('/as-caller', 'user', 'POST')).toBe(200);
    });

    it('refuses every change to a view-only caller unless the route allows it; reads pass unless declared refused', async () => {
      const viewOnly = `403 ${ERROR_CODES.viewOnly}`;
      expect(await codeOf('/read', 'spectator')).toBe(200);
      expect(await codeOf('/change', 'spectator', 'POST')).toBe(viewOnly);
      expect(await codeOf('/look', 'spectator', 'POST')).toBe(200);
      expect(await codeOf('/mint', 'spectator')).toBe(viewOnly);
      expect(await codeOf('/anyone', 'spectator', 'POST')).toBe(200);
      expect(await codeOf('/as-caller', 'spectator', 'POST')).toBe(viewOnly);
      // A GET that changes the session (csrf 'header') is a change: refused unless the route allows it.
      expect(await codeOf('/session-change', 'spectator')).toBe(viewOnly);
      expect(await codeOf('/session-look', 'spectator')).toBe(200);
      for (const url of ['/change', '/mint'])
        expect(await codeOf(url, 'superadmin', url === '/change' ? 'POST' : 'GET')).toBe(200);
    });

    it("requireAuth answers the caller, and refuses a signed-out one with the policy hook's own 401", async () => {
      expect((await call('/who-signed-in', 'user')).json()).toEqual({ loginId: 'user' });
      expect((await call('/who-open', 'user')).json()).toEqual({ loginId: 'user' });
      const bogusSession = { cookie: `${SESSION_COOKIE}=not-a-session` };
      for (const headers of [{}, bogusSession]) {
        const fromHook = await bare.inject({ url: '/who-signed-in', headers });
        const fromHelper = await bare.inject({ url: '/who-open', headers });
        expect(fromHook.statusCode).toBe(401);
        expect(fromHelper.statusCode).toBe(401);
        expect(fromHelper.json()).toEqual(fromHook.json());
      }
      expect((await bare.inject({ url: '/who-open', headers: bogusSession })).json()).toMatchObject({
        code: ERROR_CODES.unauthenticated,
        message: UNAUTHORIZED_MESSAGES.invalidToken,
      });
    });

    it('records a route without a policy and refuses it at request time', async () => {
      expect(bare.registeredRoutes.find((r) => r.url === '/unguarded')?.policy).toBeUndefined();
      const res = await call('/unguarded', 'superadmin');
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe(ERROR_CODES.internal);
      expect(res.body).not.toContain('leaked');
      expect((await call('/open')).statusCode).toBe(200);
    });

    it('enforces super admin and permission policies', async () => {
      expect((await call('/super')).statusCode).toBe(401);
      expect((await call('/super', 'admin')).statusCode).toBe(403);
      expect((await call('/super', 'superadmin')).statusCode).toBe(200);
      expect((await call('/super', 'spectator')).statusCode).toBe(200);
      expect((await call('/users-list', 'user')).statusCode).toBe(403);
      expect((await call('/users-list', 'merchant')).statusCode).toBe(403);
      expect((await call('/users-list', 'admin')).statusCode).toBe(200);
    });

    it('answers 404 for a company the caller may not act for', async () => {
      const acme = companyIds.get('Acme Fresh Foods')!;
      const summit = companyIds.get('Summit Household Goods')!;
      const blueRidge = companyIds.get('Blue Ridge Beverage Co.')!;
      const brightside = companyIds.get('Brightside Media Partners')!;
      const delValle = companyIds.get('Alimentos del Valle S.A. de C.V.')!;
      const things = (id: number | string) => `/companies/${id}/things`;
      expect((await call(things(acme))).statusCode).toBe(401);
      expect((await call(things(acme), 'admin')).statusCode).toBe(200);
      expect((await call(things(delValle), 'admin')).statusCode).toBe(404);
      expect((await call(things('not-a-number'), 'admin')).statusCode).toBe(404);
      expect((await call(things(acme), 'admin.mx')).statusCode).toBe(404);
      // A third-party user acts for their agency and the suppliers it is associated with.
      expect((await call(things(brightside), 'partner')).statusCode).toBe(200);
      expect((await call(things(acme), 'partner')).statusCode).toBe(200);
      expect((await call(things(summit), 'partner')).statusCode).toBe(200);
      expect((await call(things(blueRidge), 'partner')).statusCode).toBe(404);
      // Administering users is for the own company only: the agency administers none of its suppliers.
      const users = (id: number) => `/companies/${id}/users`;
      expect((await call(users(brightside), 'agencyadmin')).statusCode).toBe(200);
      expect((await call(users(acme), 'agencyadmin')).statusCode).toBe(404);
      expect((await call(users(summit), 'partner')).statusCode).toBe(404);
      expect((await call(users(acme), 'admin')).statusCode).toBe(200);
      expect((await call(users(acme), 'superadmin')).statusCode).toBe(404);
      // A super admin acts only for the company chosen as context.
      expect((await call(things(acme), 'superadmin')).statusCode).toBe(404);
      const token = cookies.get('superadmin')!.slice(SESSION_COOKIE.length + 1);
      await setActingCompany(t.ctx.db, hashToken(token), acme);
      try {
        expect((await call(things(acme), 'superadmin')).statusCode).toBe(200);
        expect((await call(things(summit), 'superadmin')).statusCode).toBe(404);
        expect((await call(`/companies/${acme}/users`, 'superadmin')).statusCode).toBe(200);
      } finally {
        await setActingCompany(t.ctx.db, hashToken(token), null);
      }
    });
  });
});
