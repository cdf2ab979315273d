import { describe, expect, it } from 'vitest';
import type { Market } from './markets.js';
import { GROUPS, PERMISSIONS, type PermissionName } from './permissions-core.js';
import {
  ADMINISTRATORS_SHOWN_MAX,
  cardList,
  companyAdministratorsResponseSchema,
  groupTiles,
  isTileHidden,
  launcherNotice,
  noAccessMessageKind,
  PRODUCT_CODES,
  PRODUCT_GROUPS,
  productArticlePath,
  productTileSchema,
  tileHoverAction,
  tileState,
  type ProductTile,
} from './products.js';

const US_PRODUCTION = [
  'SHOPPER_BEHAVIOR',
  'REPORT_BUILDER',
  'CHANNEL_INSIGHTS',
  'CUSTOMER_PERCEPTION',
  'INSIGHTS_ACTIVATION',
  'DIGITAL_LANDSCAPES',
  'MODULAR_INTELLIGENCE',
];

const learnMore = {
  analyticsID: 'learn_more_x',
  title: 'T',
  description: 'D',
  keyNotes: ['a'],
  image: null,
  contactUsUrl: '/contactUs',
};

function tile(overrides: Partial<ProductTile> = {}): ProductTile {
  return {
    code: 'MODULAR_INTELLIGENCE',
    group: 'knowYourStore',
    title: 'Modular Intelligence',
    description: 'd',
    footer: null,
    redirectUrl: null,
    isNewTab: false,
    restricted_launch_flag: null,
    accessStatus: null,
    hideWhenNoAccess: ['localhost', 'us.localhost'],
    learnMoreContent: learnMore,
    accessPendingDescription: 'p',
    ...overrides,
  };
}

describe('cardList (spec section 2, card lists)', () => {
  it('production US shows the seven products in order', () => {
    expect(cardList({ market: 'US', production: true, insightsActivation: true })).toEqual(US_PRODUCTION);
  });

  it('non-production US adds Customer Pulse', () => {
    expect(cardList({ market: 'US', production: false, insightsActivation: true })).toEqual([
      ...US_PRODUCTION,
      'CUSTOMER_PULSE',
    ]);
  });

  it.each<Market>(['MX', 'CA'])('%s shows Shopper Behavior and Report Builder in either environment', (market) => {
    for (const production of [true, false]) {
      for (const insightsActivation of [true, false]) {
        expect(cardList({ market, production, insightsActivation })).toEqual(['SHOPPER_BEHAVIOR', 'REPORT_BUILDER']);
      }
    }
  });

  it('Insights Activation follows the insights-activation-rollout flag', () => {
    expect(cardList({ market: 'US', production: true, insightsActivation: false })).toEqual(
      US_PRODUCTION.filter((c) => c !== 'INSIGHTS_ACTIVATION'),
    );
    expect(cardList({ market: 'US', production: false, insightsActivation: false })).not.toContain(
      'INSIGHTS_ACTIVATION',
    );
    expect(cardList({ market: 'US', production: false, insightsActivation: false })).toContain('CUSTOMER_PULSE');
  });

  it('never names a code twice and only known codes', () => {
    for (const market of ['US', 'MX', 'CA'] as const) {
      const list = cardList({ market, production: false, insightsActivation: true });
      expect(new Set(list).size).toBe(list.length);
      for (const code of list) expect(PRODUCT_CODES).toContain(code);
    }
  });

  it('puts every product in exactly one group', () => {
    const grouped = [...PRODUCT_GROUPS.knowYourCustomer, ...PRODUCT_GROUPS.knowYourStore];
    expect([...grouped].sort()).toEqual([...PRODUCT_CODES].sort());
  });
});

describe('isTileHidden (spec section 4, product access)', () => {
  it('hides a tile without access where its list holds the current host', () => {
    expect(isTileHidden(tile(), 'localhost')).toBe(true);
    expect(isTileHidden(tile(), 'US.LOCALHOST')).toBe(true);
  });

  it('shows it on a host its list does not hold', () => {
    expect(isTileHidden(tile(), 'mx.localhost')).toBe(false);
    expect(isTileHidden(tile({ hideWhenNoAccess: [] }), 'localhost')).toBe(false);
  });

  it('never hides a tile with access, complete or pending', () => {
    expect(isTileHidden(tile({ accessStatus: 'ACCESS_COMPLETE' }), 'localhost')).toBe(false);
    expect(isTileHidden(tile({ accessStatus: 'ACCESS_PENDING' }), 'localhost')).toBe(false);
  });
});

describe('productArticlePath (issue 29: the learn-more dialog links to its article)', () => {
  it("names the charter workspace's product article, and none for a basic user", () => {
    expect(productArticlePath('SHOPPER_BEHAVIOR', 'charter')).toBe(
      '/knowledgeBase/article/content?contentId=product-shopper-behavior',
    );
    expect(productArticlePath('SHOPPER_BEHAVIOR', 'superAdmin')).toBe(
      '/knowledgeBase/article/content?contentId=product-shopper-behavior',
    );
    expect(productArticlePath('SHOPPER_BEHAVIOR', 'basic')).toBeNull();
  });
});

describe('tileState', () => {
  it.each([
    ['ACCESS_COMPLETE', 'launch'],
    ['ACCESS_PENDING', 'pending'],
    [null, 'noAccess'],
  ] as const)('%s -> %s', (status, state) => {
    expect(tileState(status)).toBe(state);
  });
});

describe('tileHoverAction', () => {
  it("offers 'Learn more' only without access and with learn-more content", () => {
    expect(tileHoverAction(tile(), 'US')).toBe('learnMore');
    expect(tileHoverAction(tile({ learnMoreContent: null }), 'US')).toBe('none');
    expect(tileHoverAction(tile({ accessStatus: 'ACCESS_COMPLETE' }), 'US')).toBe('none');
    expect(tileHoverAction(tile({ accessStatus: 'ACCESS_PENDING' }), 'US')).toBe('none');
  });

  it("shows 'Coming soon' for Report Builder without access on MX only", () => {
    const rb = tile({ code: 'REPORT_BUILDER' });
    expect(tileHoverAction(rb, 'MX')).toBe('comingSoon');
    expect(tileHoverAction({ ...rb, learnMoreContent: null }, 'MX')).toBe('comingSoon');
    expect(tileHoverAction(rb, 'US')).toBe('learnMore');
    expect(tileHoverAction(rb, 'CA')).toBe('learnMore');
    expect(tileHoverAction({ ...rb, accessStatus: 'ACCESS_COMPLETE' }, 'MX')).toBe('none');
    expect(tileHoverAction(tile({ code: 'SHOPPER_BEHAVIOR' }), 'MX')).toBe('learnMore');
  });
});

describe('groupTiles', () => {
  it('keeps the group order and the tile order within a group', () => {
    const tiles = [
      tile({ code: 'REPORT_BUILDER', group: 'knowYourStore' }),
      tile({ code: 'SHOPPER_BEHAVIOR', group: 'knowYourCustomer' }),
      tile({ code: 'CHANNEL_INSIGHTS', group: 'knowYourStore' }),
      tile({ code: 'CUSTOMER_PERCEPTION', group: 'knowYourCustomer' }),
    ];
    expect(groupTiles(tiles).map((g) => [g.group, g.tiles.map((t) => t.code)])).toEqual([
      ['knowYourCustomer', ['SHOPPER_BEHAVIOR', 'CUSTOMER_PERCEPTION']],
      ['knowYourStore', ['REPORT_BUILDER', 'CHANNEL_INSIGHTS']],
    ]);
  });

  it('leaves out a group without tiles', () => {
    expect(groupTiles([tile({ group: 'knowYourStore' })]).map((g) => g.group)).toEqual(['knowYourStore']);
    expect(groupTiles([])).toEqual([]);
  });
});

describe('productTileSchema', () => {
  it('accepts a tile and refuses an unknown code or restricted launch flag', () => {
    expect(productTileSchema.safeParse(tile()).success).toBe(true);
    expect(productTileSchema.safeParse({ ...tile(), code: 'SOMETHING_ELSE' }).success).toBe(false);
    expect(productTileSchema.safeParse({ ...tile(), restricted_launch_flag: 'gamma' }).success).toBe(false);
  });
});

describe('noAccessMessageKind', () => {
  const user = (user_type: 'EXTERNAL' | 'INTERNAL', group: string, permissions: PermissionName[] = []) => ({
    user_type,
    authz: { group, permissions: permissions.map((name) => PERMISSIONS[name]) },
  });
  it('tells internal users to request access and external users to ask their administrator', () => {
    expect(noAccessMessageKind(user('INTERNAL', GROUPS.regularUser))).toBe('internal');
    expect(noAccessMessageKind(user('EXTERNAL', GROUPS.regularUser))).toBe('external');
    expect(noAccessMessageKind(user('EXTERNAL', GROUPS.regularUser, ['listEmailDomains']))).toBe('external');
  });
  it('sends whoever manages the users (LIST USER) to user management, never to an administrator', () => {
    expect(noAccessMessageKind(user('EXTERNAL', GROUPS.admin, ['listUsers']))).toBe('manageUsers');
    expect(noAccessMessageKind(user('EXTERNAL', GROUPS.regularUser, ['listUsers']))).toBe('manageUsers');
    expect(noAccessMessageKind(user('INTERNAL', GROUPS.regularUser, ['listUsers']))).toBe('manageUsers');
  });
  it("gives a super admin and the spectator the company's view, its administrator's, even without LIST USER", () => {
    expect(noAccessMessageKind(user('INTERNAL', GROUPS.superAdmin))).toBe('manageUsers');
    expect(noAccessMessageKind(user('INTERNAL', GROUPS.superAdminSpectator))).toBe('manageUsers');
  });
});

describe('launcherNotice', () => {
  const of = (...statuses: ProductTile['accessStatus'][]) => statuses.map((accessStatus) => ({ accessStatus }));
  it('says nothing when something launches, pending when access is on its way, no access otherwise', () => {
    expect(launcherNotice(of('ACCESS_COMPLETE', 'ACCESS_PENDING', null))).toBe('none');
    expect(launcherNotice(of(null, 'ACCESS_PENDING'))).toBe('pending');
    expect(launcherNotice(of(null, null))).toBe('noAccess');
    expect(launcherNotice([])).toBe('noAccess');
  });
});

describe('companyAdministratorsResponseSchema', () => {
  it(`names at most ${ADMINISTRATORS_SHOWN_MAX} administrators, with name and e-mail`, () => {
    const admin = { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com' };
    expect(companyAdministratorsResponseSchema.safeParse({ administrators: [admin] }).success).toBe(true);
    const many = Array.from({ length: ADMINISTRATORS_SHOWN_MAX + 1 }, () => admin);
    expect(companyAdministratorsResponseSchema.safeParse({ administrators: many }).success).toBe(false);
    expect(
      companyAdministratorsResponseSchema.safeParse({ administrators: [{ ...admin, email: undefined }] }).success,
    ).toBe(false);
  });
});
