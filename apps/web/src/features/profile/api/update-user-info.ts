import type { UserInfo, UserInfoUpdate } from '@portal/contract/profile';
import { PROFILE_PATHS, userInfoSchema } from '@portal/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userContextQueryKey } from '@/lib/get-user-context';
import { apiClient, pathWithParams } from '@/lib/api-client';

export type UpdateUserInfoInput = { loginId: string; data: UserInfoUpdate };

/** PUT /api/users/{loginId}/info: the user's own first and last name. */
export function updateUserInfo({ loginId, data }: UpdateUserInfoInput): Promise<UserInfo> {
  return apiClient.put(pathWithParams(PROFILE_PATHS.userInfo, { loginId }), data, { schema: userInfoSchema });
}

/** Saves the names and refreshes the user context, so the header's menu shows them too. */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userContextQueryKey }),
  });
}
