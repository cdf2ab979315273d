import type { AccessRequest, NewAccessRequest } from '@portal/contract/access-requests';
import { ACCESS_REQUEST_PATHS, accessRequestSchema } from '@portal/contract/access-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { accessRequestsQueryKey } from './get-access-requests';
import { requestableCompaniesQueryKeyRoot } from './get-requestable-companies';

export type CreateAccessRequestInput = { userId: string; data: NewAccessRequest };

/** POST /api/v1/identity/users/{userId}/access-requests: asks for access to another company's data. */
export function createAccessRequest({ userId, data }: CreateAccessRequestInput): Promise<AccessRequest> {
  return apiClient.post(pathWithParams(ACCESS_REQUEST_PATHS.requests, { userId }), data, {
    schema: accessRequestSchema,
  });
}

/** Sends the request, then refreshes the user's list and the companies (which now show it pending). */
export function useCreateAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessRequest,
    onSuccess: (_, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accessRequestsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: requestableCompaniesQueryKeyRoot }),
      ]),
  });
}
