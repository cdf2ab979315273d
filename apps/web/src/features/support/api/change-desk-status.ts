import type { IncidentStatus } from '@portal/contract/support';
import { SUPPORT_PATHS } from '@portal/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { deskQueryKeyRoot } from './get-desk-incidents';

export type ChangeDeskStatusInput = { incidentId: string; status: IncidentStatus };

/** POST /api/support/desk/incidents/{incidentId}/status ({status}): an agent moves the incident. */
export function changeDeskStatus({ incidentId, status }: ChangeDeskStatusInput): Promise<unknown> {
  return apiClient.post(pathWithParams(SUPPORT_PATHS.deskStatus, { incidentId }), { status });
}

export function useChangeDeskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDeskStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskQueryKeyRoot }),
  });
}
