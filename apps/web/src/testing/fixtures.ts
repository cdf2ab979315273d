import type { UserDetails } from '@portal/contract/identity';
import type { UserJob } from '@portal/contract/invitations';
import type { Market, MarketInfo } from '@portal/contract/markets';
import { MARKET_DEFAULT_LOCALE, MARKET_LOCALES } from '@portal/contract/markets';
import type { ProductCode, ProductTile, TenantProductsResponse } from '@portal/contract/products';
import type { UserPage, UserRow } from '@portal/contract/user-admin';
import { PRODUCT_GROUPS, PRODUCT_NAMES } from '@portal/contract/products';

export function marketInfo(market: Market = 'US', overrides: Partial<MarketInfo> = {}): MarketInfo {
  return {
    market,
    production: false,
    default_locale: MARKET_DEFAULT_LOCALE[market],
    locales: [...MARKET_LOCALES[market]],
    ...overrides,
  };
}

/** A regular user of a charter supplier in the US. */
export function userDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    first_name: 'Dana',
    last_name: 'Whitfield',
    login_id: 'user',
    email_address: 'dana.whitfield@example.com',
    user_type: 'EXTERNAL',
    third_party_user: false,
    tenant: { id: 1001, name: 'Northwind Foods', type: 'SUPPLIER' },
    site_id: 1,
    user_preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'en-US' },
    authz: { group: 'Regular User', permissions: [] },
    persona_access_codes: [],
    products: [{ product_id: 'SHOPPER_BEHAVIOR' }],
    accessClass: 'UI',
    market: 'US',
    registration_completed: true,
    acting_tenant: null,
    company_id: 1,
    acting_company_id: null,
    ...overrides,
  };
}

export function superAdmin(overrides: Partial<UserDetails> = {}): UserDetails {
  return userDetails({
    first_name: 'Sam',
    last_name: 'Okafor',
    login_id: 'superadmin',
    user_type: 'INTERNAL',
    tenant: { id: 1, name: 'Portal Operations', type: 'UNKNOWN' },
    authz: {
      group: 'Super Admin',
      permissions: [
        { action: 'SWITCH', resource: 'COMPANY' },
        { action: 'SWITCH', resource: 'PERSONA' },
      ],
    },
    ...overrides,
  });
}

/** A sponsored third-party supplier of an agency, working for several suppliers (demo 'partner'). */
export function partnerUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return userDetails({
    first_name: 'Owen',
    last_name: 'Price',
    login_id: 'partner',
    third_party_user: true,
    tenant: { id: 3001, name: 'Brightside Media Partners', type: 'THIRD_PARTY_AGENCY' },
    accessClass: 'MULTIPLE_TENANTS',
    ...overrides,
  });
}

/** An internal user of the Merchant persona: persona switch alone (demo 'merchant'). */
export function merchant(overrides: Partial<UserDetails> = {}): UserDetails {
  return userDetails({
    first_name: 'Renee',
    last_name: 'Kowalski',
    login_id: 'merchant',
    user_type: 'INTERNAL',
    tenant: { id: 0, name: '', type: 'UNKNOWN' },
    authz: { group: 'Merchant', permissions: [{ action: 'SWITCH', resource: 'PERSONA' }] },
    persona_access_codes: [1000],
    products: [],
    ...overrides,
  });
}

/** The view-only Super Admin Spectator, viewing Northwind Foods (the company of userDetails). */
export function spectator(overrides: Partial<UserDetails> = {}): UserDetails {
  return superAdmin({
    first_name: 'Priya',
    last_name: 'Natarajan',
    login_id: 'spectator',
    authz: { group: 'Super Admin Spectator', permissions: [] },
    acting_tenant: userDetails().tenant,
    acting_company_id: userDetails().company_id,
    ...overrides,
  });
}

export function basicUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return userDetails({
    first_name: 'Lee',
    last_name: 'Moreno',
    login_id: 'basic',
    tenant: { id: 2001, name: 'Corner Goods', type: 'BASIC_VENDOR' },
    ...overrides,
  });
}

/** A tile as the server answers it: by default, one the user may launch in the same tab. */
export function productTile(code: ProductCode, overrides: Partial<ProductTile> = {}): ProductTile {
  const name = PRODUCT_NAMES[code];
  const kebab = code.toLowerCase().replaceAll('_', '-');
  const group = (PRODUCT_GROUPS.knowYourCustomer as readonly ProductCode[]).includes(code)
    ? 'knowYourCustomer'
    : 'knowYourStore';
  const accessStatus = overrides.accessStatus === undefined ? 'ACCESS_COMPLETE' : overrides.accessStatus;
  return {
    code,
    group,
    title: name,
    description: `What ${name} does.`,
    footer: null,
    redirectUrl: accessStatus === 'ACCESS_COMPLETE' ? `https://${kebab}.example.com/start` : null,
    isNewTab: false,
    restricted_launch_flag: null,
    accessStatus,
    hideWhenNoAccess: [],
    learnMoreContent: {
      analyticsID: `learn-more-${kebab}`,
      title: `Get to know ${name}`,
      description: `${name} helps suppliers decide faster.`,
      keyNotes: [`${name} note one`, `${name} note two`],
      image: { src: `/products/${kebab}.svg`, alt: `An illustration of ${name}` },
      contactUsUrl: `/contactUs?product=${kebab}`,
    },
    accessPendingDescription: `Setting up access to ${name} can take up to 2 days.`,
    ...overrides,
  };
}

export function tenantProducts(products: ProductTile[], tenant = userDetails().tenant): TenantProductsResponse {
  return { tenant, products };
}

/** A first page of the users tab holding these rows, its total exact. */
export const usersPage = (items: UserRow[]): UserPage => ({
  tab: 'users',
  items,
  total: items.length,
  page: 0,
  size: 10,
  totalIsCapped: false,
});

/** A user change's job as GET …/users/jobs lists it: running, half done, unless told otherwise. */
export function userJob(jobId: number, overrides: Partial<UserJob> = {}): UserJob {
  const job: UserJob = {
    jobId,
    kind: 'BULK_CREATE',
    state: 'RUNNING',
    progress: 50,
    total: 2,
    processed: 1,
    succeeded: 1,
    failed: 0,
    createdBy: 'admin',
    createdAt: '2026-11-29T10:00:00.000Z',
    endedAt: null,
    hasResult: false,
    ...overrides,
  };
  return job;
}
