import type { Locale } from '@portal/contract/locale';

/**
 * Every tenant-products query, whoever and whatever language it is for. Shared because product names come in the
 * interface language: whatever changes the language (header switch, profile preferences) refetches them.
 */
export const tenantProductsQueryKeyRoot = ['products', 'tenant-products'] as const;

/** Whose tiles, for which company and supplier, in which language: what a tenant-products query is keyed by. */
export type TenantProductsKey = {
  /** effectiveTenant(user).id: the company whose products the user is looking at (0 without one). */
  tenantId: number;
  /** The supplier a MULTIPLE_TENANTS partner works for (tenant id); absent for the caller's own products. */
  associatedTenantId?: number;
  /** Keys the cache per user, so another user signing in never sees these tiles. */
  loginId: string;
  /** The interface language the tiles' texts should be in. */
  locale: Locale;
};

export const tenantProductsQueryKey = ({ tenantId, associatedTenantId, loginId, locale }: TenantProductsKey) =>
  [
    ...tenantProductsQueryKeyRoot,
    { tenantId, associatedTenantId: associatedTenantId ?? null, loginId, locale },
  ] as const;
