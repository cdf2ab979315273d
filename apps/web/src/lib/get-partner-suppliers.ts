import type { PartnerAccessResponse } from '@portal/contract/products';
import { PRODUCT_PATHS } from '@portal/contract/products-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';

export type PartnerSuppliersInput = {
  /** The caller's own (agency) tenant id. */
  tenantId: number;
  /** Keys the cache per user, so another user signing in never sees these suppliers. */
  loginId: string;
};

/**
 * POST /api/v2/identity/tenants/{tenantId}/fetch-active-partner-access-apps: the suppliers the caller's agency
 * works for, each with the caller's apps there. A read sent as a POST (the spec's call).
 */
export function getPartnerSuppliers(
  { tenantId }: Pick<PartnerSuppliersInput, 'tenantId'>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PartnerAccessResponse> {
  return apiClient.post<PartnerAccessResponse>(
    pathWithParams(PRODUCT_PATHS.partnerAccess, { tenantId }),
    {},
    { signal },
  );
}

export const partnerSuppliersQueryKey = ({ tenantId, loginId }: PartnerSuppliersInput) =>
  ['products', 'partner-suppliers', { tenantId, loginId }] as const;

export function getPartnerSuppliersQueryOptions(input: PartnerSuppliersInput) {
  return queryOptions({
    queryKey: partnerSuppliersQueryKey(input),
    queryFn: ({ signal }) => getPartnerSuppliers(input, { signal }),
  });
}

/** The associated suppliers; asked only when input is given (a MULTIPLE_TENANTS partner). */
export function usePartnerSuppliers(input: PartnerSuppliersInput | null) {
  return useQuery({
    ...getPartnerSuppliersQueryOptions(input ?? { tenantId: 0, loginId: '' }),
    enabled: input !== null,
  });
}
