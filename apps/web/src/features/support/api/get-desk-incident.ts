import type { DeskIncident } from '@portal/contract/support';
import { deskIncidentSchema, SUPPORT_PATHS } from '@portal/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { deskQueryKeyRoot } from './get-desk-incidents';

/** GET /api/support/desk/incidents/{incidentId}: the whole incident, internal notes and routing included. */
export function getDeskIncident(incidentId: string, { signal }: { signal?: AbortSignal } = {}): Promise<DeskIncident> {
  return apiClient.get(pathWithParams(SUPPORT_PATHS.deskIncident, { incidentId }), {
    schema: deskIncidentSchema,
    signal,
  });
}

export const deskIncidentQueryKey = (incidentId: string) => [...deskQueryKeyRoot, 'detail', incidentId] as const;

export function getDeskIncidentQueryOptions(incidentId: string) {
  return queryOptions({
    queryKey: deskIncidentQueryKey(incidentId),
    queryFn: ({ signal }) => getDeskIncident(incidentId, { signal }),
  });
}

export function useDeskIncident(incidentId: string) {
  return useQuery(getDeskIncidentQueryOptions(incidentId));
}
