import type { DeskPage, deskListQuerySchema } from '@portal/contract/support';
import type { z } from 'zod';

export type DeskQuery = z.output<typeof deskListQuerySchema>;
import { deskPageSchema, SUPPORT_PATHS } from '@portal/contract/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/support/desk/incidents: the support team's queue, filtered, paged and sorted by the server. */
export function getDeskIncidents(query: DeskQuery, { signal }: { signal?: AbortSignal } = {}): Promise<DeskPage> {
  return apiClient.get(SUPPORT_PATHS.deskIncidents, { params: query, schema: deskPageSchema, signal });
}

export const deskQueryKeyRoot = ['support', 'desk'] as const;
export const deskIncidentsQueryKey = (query: DeskQuery) => [...deskQueryKeyRoot, 'list', query] as const;

export function getDeskIncidentsQueryOptions(query: DeskQuery) {
  return queryOptions({
    queryKey: deskIncidentsQueryKey(query),
    queryFn: ({ signal }) => getDeskIncidents(query, { signal }),
  });
}

export function useDeskIncidents(query: DeskQuery) {
  return useQuery({ ...getDeskIncidentsQueryOptions(query), placeholderData: keepPreviousData });
}
