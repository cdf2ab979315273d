import type { REQUESTER_STATUS_ACTIONS } from '@portal/contract/support';
import { SUPPORT_PATHS } from '@portal/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { incidentsQueryKeyRoot } from './get-incidents';
import { incidentQueryKey } from './get-incident';

export type RequesterStatusAction = (typeof REQUESTER_STATUS_ACTIONS)[number];
export type ChangeIncidentStatusInput = { incidentId: string; action: RequesterStatusAction };

/** POST /api/osc/user/incident/{incidentId}/status ({action}): the requester closes or reopens their incident. */
export function changeIncidentStatus({ incidentId, action }: ChangeIncidentStatusInput): Promise<unknown> {
  return apiClient.post(pathWithParams(SUPPORT_PATHS.requesterStatus, { incidentId }), { action });
}

export function useChangeIncidentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeIncidentStatus,
    // The answer's shape is the server's business: the incident and the list are read again.
    onSuccess: (_, { incidentId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: incidentQueryKey(incidentId) }),
        queryClient.invalidateQueries({ queryKey: [...incidentsQueryKeyRoot, 'list'] }),
      ]),
  });
}
