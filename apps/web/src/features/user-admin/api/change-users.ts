import type {
  BlockUsers,
  UnblockUsers,
  UserProfile,
  UserProfileUpdate,
  UserStatusChange,
} from '@portal/contract/user-admin';
import { USER_ADMIN_PATHS } from '@portal/contract/user-admin-core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { companyUsersQueryKey } from './get-users';

/** POST /api/companies/{companyId}/users/block: the users' sessions end at once. */
export function blockUsers(companyId: number, body: BlockUsers): Promise<UserStatusChange> {
  return apiClient.post(pathWithParams(USER_ADMIN_PATHS.block, { companyId }), body);
}

/** POST /api/companies/{companyId}/users/unblock. */
export function unblockUsers(companyId: number, body: UnblockUsers): Promise<UserStatusChange> {
  return apiClient.post(pathWithParams(USER_ADMIN_PATHS.unblock, { companyId }), body);
}

/** PUT /api/companies/{companyId}/users/profile: a user's first and last name. */
export function updateUserProfile(companyId: number, body: UserProfileUpdate): Promise<UserProfile> {
  return apiClient.put(pathWithParams(USER_ADMIN_PATHS.profile, { companyId }), body);
}

/** A change to the company's users, after which every tab is read again (a block moves a row between tabs). */
function useUserChange<Input, Result>(companyId: number, change: (companyId: number, input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(companyId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId) }),
  });
}

export const useBlockUsers = (companyId: number) => useUserChange(companyId, blockUsers);
export const useUnblockUsers = (companyId: number) => useUserChange(companyId, unblockUsers);
export const useUpdateUserProfile = (companyId: number) => useUserChange(companyId, updateUserProfile);
