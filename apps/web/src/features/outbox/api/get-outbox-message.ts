import type { OutboxMessage } from '@portal/contract/outbox';
import { OUTBOX_PATHS, outboxMessageSchema } from '@portal/contract/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { outboxQueryKeyRoot } from './get-outbox-messages';

/** GET /api/outbox/messages/{messageId}: one message with its plain-text body. */
export function getOutboxMessage(messageId: string, { signal }: { signal?: AbortSignal } = {}): Promise<OutboxMessage> {
  return apiClient.get(pathWithParams(OUTBOX_PATHS.message, { messageId }), { schema: outboxMessageSchema, signal });
}

export const outboxMessageQueryKey = (messageId: string) => [...outboxQueryKeyRoot, 'detail', messageId] as const;

export function getOutboxMessageQueryOptions(messageId: string) {
  return queryOptions({
    queryKey: outboxMessageQueryKey(messageId),
    queryFn: ({ signal }) => getOutboxMessage(messageId, { signal }),
  });
}

export function useOutboxMessage(messageId: string) {
  return useQuery(getOutboxMessageQueryOptions(messageId));
}
