import { describe, expect, it } from 'vitest';
import { MARKETS } from './markets.js';
import type { Market } from './markets.js';
import {
  BASIC_USER_ALLOWED_ROUTES,
  findRoute,
  isRouteVisibleInMarket,
  matchesRoute,
  PRIVATE_ROUTES,
  PUBLIC_ROUTES,
  ROUTES,
  safeReturnPath,
} from './routes.js';

/** Spec section 2, public routes. */
const SPEC_PUBLIC = [
  '/',
  '/articles/insights',
  '/contactUs',
  '/support/ticketCreation',
  '/support',
  '/pendingAccess',
  '/privacyPolicy',
  '/terms',
  '/noAccess',
  '/error',
  '/login',
  '/logout',
];

/** Spec section 2, private routes (including the two that need a query and the two constants-only routes). */
const SPEC_PRIVATE = [
  '/apps',
  '/support/trackTicket',
  '/support/trackTicket/:ticketId',
  '/knowledgeBase/home',
  '/knowledgeBase/search',
  '/knowledgeBase/basic',
  '/knowledgeBase/basic/article',
  '/knowledgeBase/articles',
  '/knowledgeBase/article/content',
  '/profile',
  '/profile/requestAccess',
  '/userRegistration',
  '/companyList',
  '/admin',
  '/admin/userList',
  '/admin/domainsList',
  '/admin/thirdParty',
  '/admin/activityLog',
  '/releaseNotes',
  '/releaseNotes/article',
  '/globalUserManagement',
  '/accessDenied',
  '/dataSharingAddendum',
  '/dataDictionary',
  '/reportbuilder',
  '/dataDictionaryV2',
];

/** Spec section 2, the private routes a basic user may open. */
const SPEC_BASIC_ALLOWED = [
  '/support/trackTicket/:ticketId',
  '/support/trackTicket',
  '/reportbuilder',
  '/dataDictionary',
  '/apps',
  '/admin',
  '/admin/userList',
  '/profile',
  '/knowledgeBase/basic',
  '/knowledgeBase/basic/article',
  '/knowledgeBase/search',
  '/accessDenied',
  '/userRegistration',
  '/dataSharingAddendum',
  '/companyList',
];

describe('route tables (spec section 2)', () => {
  it('public routes are exactly the spec list', () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual([...SPEC_PUBLIC].sort());
  });

  it('private routes are exactly the spec list plus the support desk (issue 5), the outbox and announcements (issue 12) access requests (issue 13), the user access audit (issue 28) and the knowledge-base authoring (issue 29)', () => {
    const added = [
      '/support/desk',
      '/support/desk/:incidentId',
      '/outbox',
      '/outbox/:messageId',
      '/announcements',
      '/admin/accessRequests',
      '/admin/accessAudit',
      '/knowledgeBase/authoring',
      '/knowledgeBase/authoring/:articleId',
    ];
    expect([...PRIVATE_ROUTES].sort()).toEqual([...SPEC_PRIVATE, ...added].sort());
  });

  it('no route is both public and private', () => {
    expect(PUBLIC_ROUTES.filter((route) => PRIVATE_ROUTES.includes(route))).toEqual([]);
  });

  it('every named route is public or private', () => {
    for (const route of Object.values(ROUTES)) {
      expect(PUBLIC_ROUTES.includes(route) || PRIVATE_ROUTES.includes(route)).toBe(true);
    }
  });

  it("the basic allow-list is exactly the spec list and the user access audit (a basic company's admins complete it)", () => {
    expect([...BASIC_USER_ALLOWED_ROUTES].sort()).toEqual([...SPEC_BASIC_ALLOWED, '/admin/accessAudit'].sort());
  });

  it('the basic allow-list holds only private routes', () => {
    for (const route of BASIC_USER_ALLOWED_ROUTES) {
      expect(PRIVATE_ROUTES).toContain(route);
    }
  });

  it.each<[keyof typeof ROUTES, string]>([
    ['landing', '/'],
    ['ticketCreation', '/support/ticketCreation'],
    ['supportHome', '/support'],
    ['login', '/login'],
    ['logout', '/logout'],
    ['noAccess', '/noAccess'],
    ['apps', '/apps'],
    ['companyList', '/companyList'],
    ['ticketDetail', '/support/trackTicket/:ticketId'],
    ['reportBuilder', '/reportbuilder'],
    ['releaseNotes', '/releaseNotes'],
    ['releaseNotesArticle', '/releaseNotes/article'],
  ])('ROUTES.%s is %s', (name, path) => {
    expect(ROUTES[name]).toBe(path);
  });
});

describe('matchesRoute', () => {
  it.each<[string, string, boolean]>([
    ['/', '/', true],
    ['/', '', true],
    ['/', '/apps', false],
    ['/apps', '/apps', true],
    ['/apps', '/apps/', true],
    ['/apps', '/apps//', true],
    ['/apps', '/Apps', false],
    ['/apps', '/apps/x', false],
    ['/apps', '/app', false],
    ['/apps', '/', false],
    ['/admin/userList', '/admin/userList', true],
    ['/admin/userList', '/admin/userList/', true],
    ['/admin/userList', '/admin', false],
    ['/admin', '/admin/userList', false],
    ['/support/trackTicket/:ticketId', '/support/trackTicket/12345', true],
    ['/support/trackTicket/:ticketId', '/support/trackTicket/INC-0042', true],
    ['/support/trackTicket/:ticketId', '/support/trackTicket/12345/', true],
    ['/support/trackTicket/:ticketId', '/support/trackTicket', false],
    ['/support/trackTicket/:ticketId', '/support/trackTicket/', false],
    ['/support/trackTicket/:ticketId', '/support/trackTicket/1/2', false],
    ['/support/trackTicket/:ticketId', '/support/trackTicket//', false],
    ['/support/trackTicket', '/support/trackTicket/12345', false],
  ])('pattern %s vs %j -> %s', (pattern, pathname, expected) => {
    expect(matchesRoute(pattern, pathname)).toBe(expected);
  });
});

describe('findRoute', () => {
  it.each<[string, string | undefined]>([
    ['/apps', '/apps'],
    ['/apps/', '/apps'],
    ['/support/trackTicket/9', '/support/trackTicket/:ticketId'],
    ['/support/trackTicket', '/support/trackTicket'],
    ['/knowledgeBase/basic/article', '/knowledgeBase/basic/article'],
    ['/nowhere', undefined],
    ['/support/ticketCreation', undefined],
  ])('finds the private pattern of %s -> %s', (pathname, expected) => {
    expect(findRoute(PRIVATE_ROUTES, pathname)).toBe(expected);
  });

  it('finds nothing in an empty list', () => {
    expect(findRoute([], '/apps')).toBeUndefined();
  });
});

describe('isRouteVisibleInMarket (spec section 2)', () => {
  const hidden: Array<[string, Market[]]> = [
    ['/privacyPolicy', ['MX']],
    ['/terms', ['MX', 'CA']],
    ['/releaseNotes', ['MX', 'CA']],
    ['/releaseNotes/article', ['MX', 'CA']],
  ];

  const cases: Array<[string, Market, boolean]> = [];
  for (const [path, hiddenIn] of hidden) {
    for (const market of MARKETS) {
      const visible = !hiddenIn.includes(market);
      cases.push([path, market, visible], [`${path}/`, market, visible]);
    }
  }

  it.each(cases)('%s on %s -> visible %s', (path, market, expected) => {
    expect(isRouteVisibleInMarket(path, market)).toBe(expected);
  });

  it('privacy policy is visible on US and CA only', () => {
    expect(MARKETS.filter((m) => isRouteVisibleInMarket('/privacyPolicy', m))).toEqual(['US', 'CA']);
  });

  it('terms are visible on US only', () => {
    expect(MARKETS.filter((m) => isRouteVisibleInMarket('/terms', m))).toEqual(['US']);
  });

  it('release notes and release-notes article are visible on US only', () => {
    expect(MARKETS.filter((m) => isRouteVisibleInMarket('/releaseNotes', m))).toEqual(['US']);
    expect(MARKETS.filter((m) => isRouteVisibleInMarket('/releaseNotes/article', m))).toEqual(['US']);
  });

  const marketRoutes = ['/privacyPolicy', '/terms', '/releaseNotes', '/releaseNotes/article'];
  const everywhere = [...SPEC_PUBLIC, ...SPEC_PRIVATE]
    .filter((path) => !marketRoutes.includes(path))
    .map((path) => path.replace(':ticketId', '12345'))
    .concat(['/not/a/route', '/privacyPolicy/extra', '/releaseNotes/article/extra', '/termsAndConditions']);
  const everywhereCases = everywhere.flatMap((path) => MARKETS.map((market): [string, Market] => [path, market]));

  it.each(everywhereCases)('%s is visible on %s', (path, market) => {
    expect(isRouteVisibleInMarket(path, market)).toBe(true);
  });
});

describe('safeReturnPath', () => {
  it.each<[string, string]>([
    ['/apps', '/apps'],
    ['/', '/'],
    ['/admin/userList', '/admin/userList'],
    ['/admin/userList?page=2&size=25', '/admin/userList?page=2&size=25'],
    ['/knowledgeBase/articles?id=abc#section-2', '/knowledgeBase/articles?id=abc#section-2'],
    ['/support/trackTicket/42#comments', '/support/trackTicket/42#comments'],
    ['/support/ticketCreation?request=access', '/support/ticketCreation?request=access'],
    [
      '/dataDictionary?search=sales&page=1&selected=x&product=shopper_behavior',
      '/dataDictionary?search=sales&page=1&selected=x&product=shopper_behavior',
    ],
    ['/a/../profile', '/profile'],
    ['/a%2Fb', '/a%2Fb'],
    ['/./apps', '/apps'],
    ['/%2e/apps', '/apps'],
    ['/./http://evil.example', '/http://evil.example'],
    ['/dataDictionary?search=a%5Cb', '/dataDictionary?search=a%5Cb'],
    ['/apps?next=https://evil.example', '/apps?next=https://evil.example'],
  ])('keeps the same-origin path %j as %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['absolute https URL', 'https://evil.example/apps'],
    ['absolute http URL', 'http://evil.example'],
    ['absolute URL of the portal itself', 'http://portal.invalid/apps'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/apps?x=1'],
    ['triple slash', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash backslash', '\\\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['backslash later in the path', '/apps\\..\\evil'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme in upper case', 'JAVASCRIPT:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'apps'],
    ['dot relative path', './apps'],
    ['tab inside a protocol-relative trick', '/\t/evil.example'],
    ['newline', '/apps\nSet-Cookie: x=1'],
    ['carriage return', '/apps\r\nLocation: //evil'],
    ['NUL byte', '/apps\u0000'],
    ['escape byte', '/apps\u001b[31m'],
    ['leading space', ' /apps'],
    // What is returned is what is checked: these normalise or decode to a path that leaves the site.
    ['dot segment before a double slash', '/.//evil.example'],
    ['dot dot segment before a double slash', '/..//evil.example'],
    ['dot segments deeper down', '/apps/../..//evil.example/x'],
    ['encoded dot segment', '/%2e//evil.example'],
    ['encoded dot dot segment', '/%2e%2e//evil.example'],
    ['upper-case encoded dots', '/%2E%2E//evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['lower-case encoded slashes', '/%2f%2fevil.example'],
    ['dot segment then an encoded slash', '/./%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['lower-case encoded backslash', '/%5cevil.example'],
    ['encoded backslash after a dot segment', '/.%5C/evil.example'],
    ['encoded newline in the path', '/apps%0a'],
    ['encoded NUL in the path', '/apps%00'],
    ['malformed escape', '/apps%zz%'],
    ['tab after the slash', '/\t/evil.example'],
    ['newline after the slash', '/\n/evil.example'],
    ['DEL byte', '/apps\u007f'],
    ['http scheme with dot segments', 'http://evil.example/.//x'],
    ['javascript scheme behind dot segments', 'javascript:/.//alert(1)'],
    ['http scheme without slashes', 'http:evil.example'],
  ])('falls back to /apps for %s', (_label, input) => {
    expect(safeReturnPath(input)).toBe('/apps');
  });

  it('uses a supplied fallback', () => {
    expect(safeReturnPath('//evil.example', '/profile')).toBe('/profile');
    expect(safeReturnPath(null, '/')).toBe('/');
    expect(safeReturnPath('/admin', '/profile')).toBe('/admin');
  });
});
