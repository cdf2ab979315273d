import type { IncidentDetailResponse } from '@portal/contract/support';
import { incidentDetailResponseSchema, SUPPORT_PATHS } from '@portal/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { incidentsQueryKeyRoot } from './get-incidents';

/** GET /api/osc/user/incidents/{incidentId}: one incident with its thread, as its requester sees it. */
export function getIncident(
  incidentId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<IncidentDetailResponse> {
  return apiClient.get(pathWithParams(SUPPORT_PATHS.incident, { incidentId }), {
    schema: incidentDetailResponseSchema,
    signal,
  });
}

export const incidentQueryKey = (incidentId: string) => [...incidentsQueryKeyRoot, 'detail', incidentId] as const;

export function getIncidentQueryOptions(incidentId: string) {
  return queryOptions({
    queryKey: incidentQueryKey(incidentId),
    queryFn: ({ signal }) => getIncident(incidentId, { signal }),
  });
}

export function useIncident(incidentId: string) {
  return useQuery(getIncidentQueryOptions(incidentId));
}
