import type { ActingContext, setContextQuerySchema } from '@portal/contract/companies';
import { COMPANY_PATHS } from '@portal/contract/companies-core';
import type { UserDetails } from '@portal/contract/identity';
import type { QueryClient } from '@tanstack/react-query';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { userContextQueryKey } from '@/lib/get-user-context';

export type ContextQuery = z.output<typeof setContextQuerySchema>;

/** The context calls are GETs that change the session: they carry the anti-forgery header. */
const CONTEXT_CALL = { antiForgery: true } as const;

/** GET /api/users/set-context, or switch-context when a company is acted for already; with the optional reason. */
export function takeContext(query: ContextQuery, switching: boolean): Promise<ActingContext> {
  const path = switching ? COMPANY_PATHS.switchContext : COMPANY_PATHS.setContext;
  return apiClient.get<ActingContext>(path, {
    ...CONTEXT_CALL,
    params: { companyId: query.companyId, reason: query.reason },
  });
}

/** GET /api/users/reset-context: back to no company. */
export function resetContext(): Promise<ActingContext> {
  return apiClient.get<ActingContext>(COMPANY_PATHS.resetContext, CONTEXT_CALL);
}

/**
 * After a change of company: the user context takes the new acting company at once (the route guard reads it), and
 * everything else read so far was read as the previous company, so it is all refetched.
 */
async function actAs(queryClient: QueryClient, context: ActingContext): Promise<void> {
  queryClient.setQueryData<UserDetails | null>(userContextQueryKey, (user) => (user ? { ...user, ...context } : user));
  const userContextHash = hashKey(userContextQueryKey);
  void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== userContextHash });
  await queryClient.invalidateQueries({ queryKey: userContextQueryKey, exact: true });
}

export type TakeContextInput = { query: ContextQuery; switching: boolean };

export function useTakeContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, switching }: TakeContextInput) => takeContext(query, switching),
    onSuccess: (context) => actAs(queryClient, context),
  });
}

export function useResetContext() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetContext, onSuccess: (context) => actAs(queryClient, context) });
}
