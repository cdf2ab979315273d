import type { AccessDecision, BulkAccessApprovalResponse } from '@portal/contract/access-approvals';
import { ACCESS_APPROVAL_PATHS } from '@portal/contract/access-approvals-core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { accessRequestsQueryKey } from './get-access-requests';

export type DecisionInput = { ids: readonly string[]; decision: AccessDecision; note: string };

/** POST /api/v1/identity/accounts/{tenantId}/bulk-access-requests: one decision for every request named. */
export function decideAccessRequests(tenantId: number, input: DecisionInput): Promise<BulkAccessApprovalResponse> {
  const approvals = input.ids.map((id) => ({ id, decision: input.decision, note: input.note }));
  return apiClient.post(pathWithParams(ACCESS_APPROVAL_PATHS.decide, { tenantId }), { approvals });
}

/** Decides, then reads the list again: decided requests leave it, whatever each item's outcome. */
export function useDecideAccessRequests(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) => decideAccessRequests(tenantId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessRequestsQueryKey(tenantId) }),
  });
}
