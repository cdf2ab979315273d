import { describe, expect, it } from 'vitest';
import type { Tenant, TenantType } from './identity.js';
import { MARKETS } from './markets.js';
import type { Market } from './markets.js';
import type { Permission } from './permissions.js';
import { decideRoute } from './route-guard.js';
import type { GuardDecision, GuardUser } from './route-guard.js';
import { PRIVATE_ROUTES } from './routes.js';

type UserFacts = GuardUser;

const SWITCH_COMPANY: Permission = { action: 'SWITCH', resource: 'COMPANY' };

function tenant(type: TenantType, id = 100): Tenant {
  return { id, name: `${type} company`, type };
}

function user(type: TenantType, group = 'Regular User', extra: Partial<UserFacts> = {}): UserFacts {
  return {
    user_type: 'EXTERNAL',
    third_party_user: false,
    tenant: tenant(type),
    authz: { group, permissions: [] },
    persona_access_codes: [],
    acting_tenant: null,
    registration_completed: true,
    ...extra,
  };
}

const ACTING = tenant('SUPPLIER', 4242);

/** Public routes of spec section 2, with whether each is visible per market. */
const PUBLIC_PATHS = [
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

/** Private routes of spec section 2 as concrete paths (ticket detail with a concrete id). */
const BASIC_ALLOWED_PATHS = [
  '/support/trackTicket/12345',
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
  // Beyond the spec's list: a basic company's admins complete its user access audit.
  '/admin/accessAudit',
];
const BASIC_DENIED_PATHS = [
  '/knowledgeBase/home',
  '/knowledgeBase/articles',
  '/knowledgeBase/article/content',
  '/profile/requestAccess',
  '/admin/domainsList',
  '/admin/thirdParty',
  '/admin/activityLog',
  '/admin/accessRequests',
  '/releaseNotes',
  '/releaseNotes/article',
  '/globalUserManagement',
  '/dataDictionaryV2',
  '/support/desk',
  '/support/desk/261122-000001',
  '/outbox',
  '/outbox/42',
  '/announcements',
  '/knowledgeBase/authoring',
  '/knowledgeBase/authoring/7',
];
const PRIVATE_PATHS = [...BASIC_ALLOWED_PATHS, ...BASIC_DENIED_PATHS];
const SUPPORT_PRIVATE_PATHS = PRIVATE_PATHS.filter((path) => path.startsWith('/support/'));
const NON_SUPPORT_PRIVATE_PATHS = PRIVATE_PATHS.filter((path) => !path.startsWith('/support/'));
const UNKNOWN_PATHS = [
  '/doesNotExist',
  '/apps/extra',
  '/admin/userList/5',
  '/support/ticketCreation/extra',
  '/APPS',
  '/support/trackTicket/1/2',
];

const HIDDEN: Record<string, readonly Market[]> = {
  '/privacyPolicy': ['MX'],
  '/terms': ['MX', 'CA'],
  '/releaseNotes': ['MX', 'CA'],
  '/releaseNotes/article': ['MX', 'CA'],
};
function visible(path: string, market: Market): boolean {
  return !(HIDDEN[path] ?? []).includes(market);
}

const ALLOW: GuardDecision = { kind: 'allow' };
const NOT_FOUND: GuardDecision = { kind: 'notFound' };
const TO_COMPANY_LIST: GuardDecision = { kind: 'redirect', to: '/companyList' };
const TO_NO_ACCESS: GuardDecision = { kind: 'redirect', to: '/noAccess' };
const TO_TICKET_CREATION: GuardDecision = { kind: 'redirect', to: '/support/ticketCreation' };

const SIGNED_IN: Record<string, UserFacts> = {
  'super admin with acting tenant': user('UNKNOWN', 'Super Admin', { acting_tenant: ACTING }),
  'super admin without acting tenant': user('UNKNOWN', 'Super Admin'),
  'basic vendor': user('BASIC_VENDOR'),
  'basic third-party agency': user('BASIC_THIRD_PARTY_AGENCY'),
  supplier: user('SUPPLIER'),
  'third-party agency': user('THIRD_PARTY_AGENCY', 'Regular User', { third_party_user: true }),
};

function pick(users: Record<string, UserFacts>, label: string): UserFacts {
  const found = users[label];
  if (!found) throw new Error(`no test user ${label}`);
  return found;
}

function cross<A, B>(as: readonly A[], bs: readonly B[]): Array<[A, B]> {
  return as.flatMap((a) => bs.map((b): [A, B] => [a, b]));
}

describe('the concrete private paths of this test', () => {
  it('cover every private route pattern exactly once', () => {
    const patterns = PRIVATE_PATHS.map((path) =>
      path
        .replace('/12345', '/:ticketId')
        .replace('/261122-000001', '/:incidentId')
        .replace('/outbox/42', '/outbox/:messageId')
        .replace('/knowledgeBase/authoring/7', '/knowledgeBase/authoring/:articleId'),
    );
    expect([...patterns].sort()).toEqual([...PRIVATE_ROUTES].sort());
  });
});

describe('signed-out visitors', () => {
  it.each(cross(PUBLIC_PATHS, MARKETS))(
    'may open the public route %s on %s (or get notFound where hidden)',
    (path, market) => {
      expect(decideRoute({ pathname: path, search: '', market, user: null })).toEqual(
        visible(path, market) ? ALLOW : NOT_FOUND,
      );
    },
  );

  it.each(PUBLIC_PATHS)('may open the public route %s with a query on US', (path) => {
    expect(decideRoute({ pathname: path, search: '?request=access', market: 'US', user: null })).toEqual(ALLOW);
  });

  it.each(cross(NON_SUPPORT_PRIVATE_PATHS, ['', '?page=2&size=25#x', '?search=net%20sales']))(
    'are sent to login from %s with search %j, keeping the query in lastUrl',
    (path, search) => {
      expect(decideRoute({ pathname: path, search, market: 'US', user: null })).toEqual({
        kind: 'login',
        lastUrl: path + search,
      });
    },
  );

  it.each(cross(SUPPORT_PRIVATE_PATHS, ['', '?tab=comments']))(
    'are redirected from the support route %s (search %j) to ticket creation',
    (path, search) => {
      expect(decideRoute({ pathname: path, search, market: 'US', user: null })).toEqual(TO_TICKET_CREATION);
    },
  );

  it.each(UNKNOWN_PATHS)('reach the catch-all for the unknown path %s', (path) => {
    expect(decideRoute({ pathname: path, search: '', market: 'US', user: null })).toEqual(ALLOW);
  });

  it.each<[string, string]>([
    ['/apps/', ''],
    ['/admin/userList/', '?page=3'],
    ['/knowledgeBase/articles/', '?id=7'],
  ])('are sent to login from %s with a trailing slash', (path, search) => {
    expect(decideRoute({ pathname: path, search, market: 'US', user: null })).toEqual({
      kind: 'login',
      lastUrl: path + search,
    });
  });

  it.each(['/support/trackTicket/', '/support/trackTicket/987/'])(
    'are redirected from %s to ticket creation',
    (path) => {
      expect(decideRoute({ pathname: path, search: '', market: 'US', user: null })).toEqual(TO_TICKET_CREATION);
    },
  );
});

describe('super admins (spec sections 2 and 6)', () => {
  const superAdmins: Record<string, UserFacts> = {
    'Super Admin group': user('UNKNOWN', 'Super Admin'),
    'Super Admin Spectator group': user('UNKNOWN', 'Super Admin Spectator'),
    'SWITCH COMPANY on an UNKNOWN tenant': user('UNKNOWN', 'Regular User', {
      authz: { group: 'Regular User', permissions: [SWITCH_COMPANY] },
    }),
    'Super Admin group on a basic tenant': user('BASIC_VENDOR', 'Super Admin'),
  };
  const admins = Object.keys(superAdmins);
  const COMPANY_FREE_PATHS = [
    '/companyList',
    '/companyList/',
    '/outbox',
    '/outbox/42',
    '/announcements',
    '/admin/activityLog',
    '/knowledgeBase/authoring',
    '/knowledgeBase/authoring/7',
  ];
  const withoutCompanyList = PRIVATE_PATHS.filter((path) => !COMPANY_FREE_PATHS.includes(path));

  it.each(cross(admins, withoutCompanyList))('%s without acting tenant goes from %s to /companyList', (label, path) => {
    const admin = pick(superAdmins, label);
    expect(decideRoute({ pathname: path, search: '?x=1', market: 'US', user: admin })).toEqual(TO_COMPANY_LIST);
  });

  it.each(cross(admins, COMPANY_FREE_PATHS))('%s without acting tenant may open %s', (label, path) => {
    const admin = pick(superAdmins, label);
    expect(decideRoute({ pathname: path, search: '', market: 'US', user: admin })).toEqual(ALLOW);
  });

  it.each(cross(admins, PRIVATE_PATHS))('%s with acting tenant passes %s', (label, path) => {
    const admin = pick(superAdmins, label);
    const acting = { ...admin, acting_tenant: ACTING };
    expect(decideRoute({ pathname: path, search: '', market: 'US', user: acting })).toEqual(ALLOW);
  });

  it.each(cross(admins, [...PUBLIC_PATHS.filter((p) => visible(p, 'US')), ...UNKNOWN_PATHS]))(
    '%s without acting tenant may open the public or unknown path %s',
    (label, path) => {
      const admin = pick(superAdmins, label);
      expect(decideRoute({ pathname: path, search: '', market: 'US', user: admin })).toEqual(ALLOW);
    },
  );

  it('a user with SWITCH COMPANY on a known supplier company is not a super admin', () => {
    const switcher = user('SUPPLIER', 'Admin', { authz: { group: 'Admin', permissions: [SWITCH_COMPANY] } });
    expect(decideRoute({ pathname: '/apps', search: '', market: 'US', user: switcher })).toEqual(ALLOW);
  });
});

describe('basic users (spec section 2)', () => {
  const basics: Record<string, UserFacts> = {
    BASIC_VENDOR: user('BASIC_VENDOR'),
    BASIC_THIRD_PARTY_AGENCY: user('BASIC_THIRD_PARTY_AGENCY'),
    'BASIC_VENDOR admin': user('BASIC_VENDOR', 'Admin'),
  };
  const basicLabels = Object.keys(basics);

  it.each(cross(basicLabels, BASIC_DENIED_PATHS))('%s is sent to /noAccess from %s', (label, path) => {
    const basic = pick(basics, label);
    expect(decideRoute({ pathname: path, search: '', market: 'US', user: basic })).toEqual(TO_NO_ACCESS);
  });

  it.each(
    cross(
      basicLabels,
      BASIC_ALLOWED_PATHS.filter((path) => path !== '/userRegistration'),
    ),
  )('%s may open %s', (label, path) => {
    const basic = pick(basics, label);
    expect(decideRoute({ pathname: path, search: '', market: 'US', user: basic })).toEqual(ALLOW);
  });

  it.each(cross(basicLabels, [...PUBLIC_PATHS.filter((p) => visible(p, 'US')), ...UNKNOWN_PATHS]))(
    '%s may open the public or unknown path %s',
    (label, path) => {
      const basic = pick(basics, label);
      expect(decideRoute({ pathname: path, search: '', market: 'US', user: basic })).toEqual(ALLOW);
    },
  );

  it.each(cross(basicLabels, ['/apps/', '/support/trackTicket/55/', '/knowledgeBase/basic/article/']))(
    '%s may open %s with a trailing slash',
    (label, path) => {
      const basic = pick(basics, label);
      expect(decideRoute({ pathname: path, search: '', market: 'US', user: basic })).toEqual(ALLOW);
    },
  );

  it.each(cross(basicLabels, ['/admin/domainsList/', '/knowledgeBase/home/', '/globalUserManagement/']))(
    '%s is sent to /noAccess from %s with a trailing slash',
    (label, path) => {
      const basic = pick(basics, label);
      expect(decideRoute({ pathname: path, search: '', market: 'US', user: basic })).toEqual(TO_NO_ACCESS);
    },
  );

  it('a basic user with an acting tenant is still limited', () => {
    const basic = user('BASIC_VENDOR', 'Regular User', { acting_tenant: ACTING });
    expect(decideRoute({ pathname: '/admin/thirdParty', search: '', market: 'US', user: basic })).toEqual(TO_NO_ACCESS);
  });
});

describe('charter users', () => {
  const charters: Record<string, UserFacts> = {
    supplier: user('SUPPLIER'),
    'supplier admin': user('SUPPLIER', 'Admin'),
    'third-party agency': user('THIRD_PARTY_AGENCY', 'Regular User', { third_party_user: true }),
  };
  const charterLabels = Object.keys(charters);

  it.each(
    cross(
      charterLabels,
      PRIVATE_PATHS.filter((path) => path !== '/userRegistration'),
    ),
  )('%s passes %s', (label, path) => {
    const charter = pick(charters, label);
    expect(decideRoute({ pathname: path, search: '?q=1', market: 'US', user: charter })).toEqual(ALLOW);
  });

  it.each(cross(charterLabels, [...PUBLIC_PATHS.filter((p) => visible(p, 'US')), ...UNKNOWN_PATHS]))(
    '%s may open the public or unknown path %s',
    (label, path) => {
      const charter = pick(charters, label);
      expect(decideRoute({ pathname: path, search: '', market: 'US', user: charter })).toEqual(ALLOW);
    },
  );
});

describe('market-hidden routes yield notFound', () => {
  const hiddenCases: Array<[string, Market]> = [
    ['/privacyPolicy', 'MX'],
    ['/terms', 'MX'],
    ['/terms', 'CA'],
    ['/releaseNotes', 'MX'],
    ['/releaseNotes', 'CA'],
    ['/releaseNotes/article', 'MX'],
    ['/releaseNotes/article', 'CA'],
    ['/privacyPolicy/', 'MX'],
    ['/terms/', 'CA'],
    ['/releaseNotes/', 'MX'],
    ['/releaseNotes/article/', 'CA'],
  ];
  const who = ['signed out', ...Object.keys(SIGNED_IN)];
  const rows = cross(hiddenCases, who).map(([[path, market], label]): [string, Market, string] => [
    path,
    market,
    label,
  ]);

  it.each(rows)('%s on %s for %s', (path, market, label) => {
    const someone = label === 'signed out' ? null : pick(SIGNED_IN, label);
    expect(decideRoute({ pathname: path, search: '', market, user: someone })).toEqual(NOT_FOUND);
  });

  it.each<[string, Market]>([
    ['/privacyPolicy', 'US'],
    ['/privacyPolicy', 'CA'],
    ['/terms', 'US'],
  ])('%s stays open on %s', (path, market) => {
    expect(decideRoute({ pathname: path, search: '', market, user: null })).toEqual(ALLOW);
  });

  it.each<[Market, UserFacts | null, GuardDecision]>([
    ['US', null, { kind: 'login', lastUrl: '/releaseNotes' }],
    ['US', user('SUPPLIER'), ALLOW],
    ['US', user('BASIC_VENDOR'), TO_NO_ACCESS],
  ])('release notes on %s are guarded normally', (market, someone, expected) => {
    expect(decideRoute({ pathname: '/releaseNotes', search: '', market, user: someone })).toEqual(expected);
  });
});

describe('other markets apply the same guard', () => {
  const nonHiddenPrivate = PRIVATE_PATHS.filter((path) => !path.startsWith('/releaseNotes'));

  it.each(
    cross(
      ['MX', 'CA'] as const,
      nonHiddenPrivate.filter((p) => !p.startsWith('/support/')),
    ),
  )('on %s a signed-out visitor is sent to login from %s', (market, path) => {
    expect(decideRoute({ pathname: path, search: '?a=b', market, user: null })).toEqual({
      kind: 'login',
      lastUrl: `${path}?a=b`,
    });
  });

  it.each(
    cross(
      ['MX', 'CA'] as const,
      BASIC_DENIED_PATHS.filter((p) => !p.startsWith('/releaseNotes')),
    ),
  )('on %s a basic user is sent to /noAccess from %s', (market, path) => {
    expect(decideRoute({ pathname: path, search: '', market, user: user('BASIC_VENDOR') })).toEqual(TO_NO_ACCESS);
  });
});

describe('registration comes first (issue 6)', () => {
  const unfinished: Record<string, UserFacts> = {
    supplier: user('SUPPLIER', 'Regular User', { registration_completed: false }),
    'supplier admin': user('SUPPLIER', 'Admin', { registration_completed: false }),
    'third-party agency': user('THIRD_PARTY_AGENCY', 'Regular User', {
      third_party_user: true,
      registration_completed: false,
    }),
    'basic vendor': user('BASIC_VENDOR', 'Regular User', { registration_completed: false }),
    'basic third-party agency': user('BASIC_THIRD_PARTY_AGENCY', 'Regular User', { registration_completed: false }),
  };
  const finished: Record<string, UserFacts> = {
    supplier: user('SUPPLIER'),
    'third-party agency': user('THIRD_PARTY_AGENCY', 'Regular User', { third_party_user: true }),
    'basic vendor': user('BASIC_VENDOR'),
    'basic third-party agency': user('BASIC_THIRD_PARTY_AGENCY'),
  };
  const unfinishedLabels = Object.keys(unfinished);
  const finishedLabels = Object.keys(finished);
  const TO_REGISTRATION: GuardDecision = { kind: 'redirect', to: '/userRegistration' };
  const TO_APPS: GuardDecision = { kind: 'redirect', to: '/apps' };
  const OPEN_WHILE_UNFINISHED = ['/userRegistration', '/dataSharingAddendum'];
  const sentToRegistration = PRIVATE_PATHS.filter((path) => !OPEN_WHILE_UNFINISHED.includes(path));

  it.each(cross(unfinishedLabels, sentToRegistration))(
    'an unfinished %s is sent from %s to /userRegistration',
    (label, path) => {
      const someone = pick(unfinished, label);
      expect(decideRoute({ pathname: path, search: '?page=2', market: 'US', user: someone })).toEqual(TO_REGISTRATION);
    },
  );

  it.each(
    cross(unfinishedLabels, ['/apps/', '/admin/userList/', '/profile/requestAccess/', '/support/trackTicket/9/']),
  )('an unfinished %s is sent from %s (trailing slash) to /userRegistration', (label, path) => {
    const someone = pick(unfinished, label);
    expect(decideRoute({ pathname: path, search: '', market: 'US', user: someone })).toEqual(TO_REGISTRATION);
  });

  it.each(cross(unfinishedLabels, [...OPEN_WHILE_UNFINISHED, '/userRegistration/', '/dataSharingAddendum/']))(
    'an unfinished %s may open %s',
    (label, path) => {
      const someone = pick(unfinished, label);
      expect(decideRoute({ pathname: path, search: '?step=2', market: 'US', user: someone })).toEqual(ALLOW);
    },
  );

  it.each(cross(unfinishedLabels, [...PUBLIC_PATHS.filter((p) => visible(p, 'US')), ...UNKNOWN_PATHS]))(
    'an unfinished %s may still open the public or unknown path %s (the documents and /logout among them)',
    (label, path) => {
      const someone = pick(unfinished, label);
      expect(decideRoute({ pathname: path, search: '', market: 'US', user: someone })).toEqual(ALLOW);
    },
  );

  it.each(cross(['MX', 'CA'] as const, unfinishedLabels))(
    'on %s an unfinished %s is sent to registration too',
    (market, label) => {
      const someone = pick(unfinished, label);
      expect(decideRoute({ pathname: '/apps', search: '', market, user: someone })).toEqual(TO_REGISTRATION);
      expect(decideRoute({ pathname: '/userRegistration', search: '', market, user: someone })).toEqual(ALLOW);
      expect(decideRoute({ pathname: '/terms', search: '', market, user: someone })).toEqual(NOT_FOUND);
    },
  );

  it('sends an unfinished basic user to registration before /noAccess', () => {
    const basic = pick(unfinished, 'basic vendor');
    expect(decideRoute({ pathname: '/admin/domainsList', search: '', market: 'US', user: basic })).toEqual(
      TO_REGISTRATION,
    );
  });

  it.each(cross(finishedLabels, ['/userRegistration', '/userRegistration/']))(
    'a finished %s is sent from %s to /apps',
    (label, path) => {
      const someone = pick(finished, label);
      expect(decideRoute({ pathname: path, search: '?x=1', market: 'US', user: someone })).toEqual(TO_APPS);
    },
  );

  it.each(cross(['MX', 'CA'] as const, finishedLabels))(
    'on %s a finished %s is sent from /userRegistration to /apps',
    (market, label) => {
      const someone = pick(finished, label);
      expect(decideRoute({ pathname: '/userRegistration', search: '', market, user: someone })).toEqual(TO_APPS);
    },
  );

  it('sends a signed-out visitor of /userRegistration to sign in', () => {
    expect(decideRoute({ pathname: '/userRegistration', search: '', market: 'US', user: null })).toEqual({
      kind: 'login',
      lastUrl: '/userRegistration',
    });
  });

  describe('super admins never register', () => {
    const admins: Record<string, UserFacts> = {
      'Super Admin': user('UNKNOWN', 'Super Admin', { registration_completed: false }),
      'Super Admin Spectator': user('UNKNOWN', 'Super Admin Spectator', { registration_completed: false }),
      'SWITCH COMPANY on an UNKNOWN tenant': user('UNKNOWN', 'Regular User', {
        authz: { group: 'Regular User', permissions: [SWITCH_COMPANY] },
        registration_completed: false,
      }),
    };
    const adminLabels = Object.keys(admins);

    it.each(cross(adminLabels, PRIVATE_PATHS))(
      '%s with an acting tenant and no registration passes %s',
      (label, path) => {
        const admin = { ...pick(admins, label), acting_tenant: ACTING };
        expect(decideRoute({ pathname: path, search: '', market: 'US', user: admin })).toEqual(ALLOW);
      },
    );

    it.each(adminLabels)(
      '%s without an acting tenant and no registration goes to /companyList, not registration',
      (label) => {
        const admin = pick(admins, label);
        expect(decideRoute({ pathname: '/apps', search: '', market: 'US', user: admin })).toEqual(TO_COMPANY_LIST);
        expect(decideRoute({ pathname: '/companyList', search: '', market: 'US', user: admin })).toEqual(ALLOW);
      },
    );
  });
});
