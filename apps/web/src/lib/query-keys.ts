/**
 * Every tenant-products query, whoever and whatever language it is for. Shared because product names come in the
 * interface language: whatever changes the language (header switch, profile preferences) refetches them.
 */
export const tenantProductsQueryKeyRoot = ['products', 'tenant-products'] as const;
