import type {
  AdditionStarted,
  DeleteUsers,
  DeletionStarted,
  NewUserList,
  PendingSortColumn,
  PendingUserPage,
  ResendResult,
  UserAccess,
  UserAccessResult,
  ValidationResult,
} from '@portal/contract/invitations';
import { INVITATION_PATHS } from '@portal/contract/invitations-core';
import type { SortOrder } from '@portal/contract/paging';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { companyUsersQueryKey } from './get-users';

/** The pending users tab's table state as the call takes it: page zero-based, the size under `size`. */
export type PendingListQuery = {
  page: number;
  pageSize: number;
  sortBy: PendingSortColumn;
  sortOrder: SortOrder;
  search: string | undefined;
};

/** GET /api/companies/{companyId}/users/non-provisioned: a page of the company's pending (invited) users. */
export function getPendingUsers(
  companyId: number,
  query: PendingListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PendingUserPage> {
  return apiClient.get(pathWithParams(INVITATION_PATHS.pending, { companyId }), {
    params: {
      page: query.page,
      size: query.pageSize,
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      search: query.search,
    },
    signal,
  });
}

/** Under the company's user lists: an addition, a deletion or a change makes the pending tab stale too. */
export function pendingUsersQueryOptions(companyId: number, query: PendingListQuery) {
  return queryOptions({
    queryKey: [...companyUsersQueryKey(companyId), 'pending', query] as const,
    queryFn: ({ signal }) => getPendingUsers(companyId, query, { signal }),
  });
}

export function usePendingUsers(companyId: number, query: PendingListQuery) {
  return useQuery({ ...pendingUsersQueryOptions(companyId, query), placeholderData: keepPreviousData });
}

/** POST /api/companies/{companyId}/users/validate: each row's reasons it cannot be added; nothing is created. */
export function validateNewUsers(companyId: number, body: NewUserList): Promise<ValidationResult> {
  return apiClient.post(pathWithParams(INVITATION_PATHS.validate, { companyId }), body);
}

/** POST /api/companies/{companyId}/users: the addition starts (a job sends the invitations). */
export function addUsers(companyId: number, body: NewUserList): Promise<AdditionStarted> {
  return apiClient.post(pathWithParams(INVITATION_PATHS.add, { companyId }), body);
}

/**
 * GET /api/companies/{companyId}/batch-tasks/{taskId}/RESEND_INVITE: a fresh link, the earlier ones void. A GET that
 * changes state: it carries the anti-forgery header.
 */
export function resendInvitation(companyId: number, taskId: number): Promise<ResendResult> {
  return apiClient.get(pathWithParams(INVITATION_PATHS.resend, { companyId, taskId }), { antiForgery: true });
}

/** POST /api/companies/{companyId}/users/delete: checked at once, removed by a job. */
export function deleteUsers(companyId: number, body: DeleteUsers): Promise<DeletionStarted> {
  return apiClient.post(pathWithParams(INVITATION_PATHS.remove, { companyId }), body);
}

/** PUT /api/companies/{companyId}/users/access: each user's products become exactly these, by a job (answers started). */
export function changeUserProducts(companyId: number, body: UserAccess): Promise<UserAccessResult> {
  return apiClient.put(pathWithParams(INVITATION_PATHS.access, { companyId }), body);
}

/** A change to the company's users, after which every tab (pending included) is read again. */
function useChange<Input, Result>(companyId: number, change: (companyId: number, input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(companyId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId) }),
  });
}

export const useAddUsers = (companyId: number) => useChange(companyId, addUsers);
export const useResendInvitation = (companyId: number) => useChange(companyId, resendInvitation);
export const useDeleteUsers = (companyId: number) => useChange(companyId, deleteUsers);
export const useChangeUserProducts = (companyId: number) => useChange(companyId, changeUserProducts);
export const useValidateNewUsers = (companyId: number) =>
  useMutation({ mutationFn: (body: NewUserList) => validateNewUsers(companyId, body) });
