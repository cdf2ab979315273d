import type { DeskReplyBody } from '@portal/contract/support';
import { SUPPORT_PATHS } from '@portal/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { deskQueryKeyRoot } from './get-desk-incidents';

export type AddDeskReplyInput = { incidentId: string; body: DeskReplyBody };

/** POST /api/support/desk/incidents/{incidentId}/replies ({text, internal}): a reply to the requester or an internal note. */
export function addDeskReply({ incidentId, body }: AddDeskReplyInput): Promise<unknown> {
  return apiClient.post(pathWithParams(SUPPORT_PATHS.deskReplies, { incidentId }), body);
}

export function useAddDeskReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDeskReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskQueryKeyRoot }),
  });
}
