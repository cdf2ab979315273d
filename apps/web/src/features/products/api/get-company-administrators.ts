import type { CompanyAdministratorsResponse } from '@portal/contract/products';
import { PRODUCT_PATHS } from '@portal/contract/products-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';

export type CompanyAdministratorsInput = {
  /** The company whose products the user looks at (effectiveTenant(user).id, or the supplier a partner works for). */
  tenantId: number;
  /** Keys the cache per user, so another user signing in never sees this list. */
  loginId: string;
};

/** GET /api/v2/identity/tenants/{tenantId}/administrators: whom a user without access asks for it. */
export function getCompanyAdministrators(
  { tenantId }: Pick<CompanyAdministratorsInput, 'tenantId'>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CompanyAdministratorsResponse> {
  return apiClient.get<CompanyAdministratorsResponse>(pathWithParams(PRODUCT_PATHS.administrators, { tenantId }), {
    signal,
  });
}

export const companyAdministratorsQueryKey = ({ tenantId, loginId }: CompanyAdministratorsInput) =>
  ['company-administrators', { tenantId, loginId }] as const;

export function getCompanyAdministratorsQueryOptions(input: CompanyAdministratorsInput) {
  return queryOptions({
    queryKey: companyAdministratorsQueryKey(input),
    queryFn: ({ signal }) => getCompanyAdministrators(input, { signal }),
  });
}

/** The administrators, fetched only when `input` is given (a user who has access needs none). */
export function useCompanyAdministrators(input: CompanyAdministratorsInput | null) {
  return useQuery({
    ...getCompanyAdministratorsQueryOptions(input ?? { tenantId: 0, loginId: '' }),
    enabled: input !== null,
  });
}
