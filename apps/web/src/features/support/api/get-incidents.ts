import type { IncidentPage } from '@portal/contract/support';
import type { incidentListQuerySchema } from '@portal/contract/support';
import type { z } from 'zod';
import { incidentPageSchema, SUPPORT_PATHS } from '@portal/contract/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The query as the server reads it, every field given. */
export type IncidentsInput = z.output<typeof incidentListQuerySchema>;

/** GET /api/osc/user/incidents: one page of the caller's incidents (or, for a company admin, the company's). */
export function getIncidents(query: IncidentsInput, { signal }: { signal?: AbortSignal } = {}): Promise<IncidentPage> {
  return apiClient.get(SUPPORT_PATHS.incidents, { params: query, schema: incidentPageSchema, signal });
}

export const incidentsQueryKeyRoot = ['support', 'incidents'] as const;
export const incidentsQueryKey = (query: IncidentsInput) => [...incidentsQueryKeyRoot, 'list', query] as const;

export function getIncidentsQueryOptions(query: IncidentsInput) {
  return queryOptions({ queryKey: incidentsQueryKey(query), queryFn: ({ signal }) => getIncidents(query, { signal }) });
}

/** The page asked for; the previous page stays up while the next arrives. */
export function useIncidents(query: IncidentsInput) {
  return useQuery({ ...getIncidentsQueryOptions(query), placeholderData: keepPreviousData });
}
