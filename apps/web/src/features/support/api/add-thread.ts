import type { AddThreadBody } from '@portal/contract/support';
import { SUPPORT_PATHS } from '@portal/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { incidentsQueryKeyRoot } from './get-incidents';
import { incidentQueryKey } from './get-incident';

export type AddThreadInput = { incidentId: string; body: AddThreadBody };

/** POST /api/osc/user/incident/{incidentId}/addThread ({text}): the requester's comment. */
export function addThread({ incidentId, body }: AddThreadInput): Promise<unknown> {
  return apiClient.post(pathWithParams(SUPPORT_PATHS.addThread, { incidentId }), body);
}

export function useAddThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addThread,
    // The answer's shape is the server's business: the incident and the list are read again.
    onSuccess: (_, { incidentId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: incidentQueryKey(incidentId) }),
        queryClient.invalidateQueries({ queryKey: [...incidentsQueryKeyRoot, 'list'] }),
      ]),
  });
}
