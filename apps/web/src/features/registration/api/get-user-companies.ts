import type { UserCompanies } from '@portal/contract/registration';
import { REGISTRATION_PATHS, userCompaniesResponseSchema } from '@portal/contract/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/users/companies?loginId=: the companies the user belongs to, with what each asks them to accept. */
export function getUserCompanies(loginId: string, { signal }: { signal?: AbortSignal } = {}): Promise<UserCompanies> {
  return apiClient.get(REGISTRATION_PATHS.userCompanies, {
    params: { loginId },
    schema: userCompaniesResponseSchema,
    signal,
  });
}

export const userCompaniesQueryKey = (loginId: string) => ['registration', 'companies', loginId] as const;

export function getUserCompaniesQueryOptions(loginId: string) {
  return queryOptions({
    queryKey: userCompaniesQueryKey(loginId),
    queryFn: ({ signal }) => getUserCompanies(loginId, { signal }),
  });
}

export function useUserCompanies(loginId: string) {
  return useQuery(getUserCompaniesQueryOptions(loginId));
}
