import type { OutboxPage, outboxListQuerySchema } from '@portal/contract/outbox';
import { OUTBOX_PATHS, outboxPageSchema } from '@portal/contract/outbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type OutboxQuery = z.output<typeof outboxListQuerySchema>;

/** GET /api/outbox/messages: the e-mail the portal wrote, newest first, filtered and paged by the server. */
export function getOutboxMessages(query: OutboxQuery, { signal }: { signal?: AbortSignal } = {}): Promise<OutboxPage> {
  return apiClient.get(OUTBOX_PATHS.messages, { params: query, schema: outboxPageSchema, signal });
}

export const outboxQueryKeyRoot = ['outbox'] as const;
export const outboxMessagesQueryKey = (query: OutboxQuery) => [...outboxQueryKeyRoot, 'list', query] as const;

export function getOutboxMessagesQueryOptions(query: OutboxQuery) {
  return queryOptions({
    queryKey: outboxMessagesQueryKey(query),
    queryFn: ({ signal }) => getOutboxMessages(query, { signal }),
  });
}

export function useOutboxMessages(query: OutboxQuery) {
  return useQuery({ ...getOutboxMessagesQueryOptions(query), placeholderData: keepPreviousData });
}
