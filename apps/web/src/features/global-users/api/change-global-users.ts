import type { GlobalBlock, GlobalUnblock } from '@portal/contract/global-users';
import { GLOBAL_USER_PATHS, globalStatusChangeSchema } from '@portal/contract/global-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { globalUsersQueryKeyRoot } from './get-global-users';

/** POST /api/users/block: users of any company, with a reason; their sessions end at once, on every market. */
export function blockGlobalUsers(body: GlobalBlock) {
  return apiClient.post(GLOBAL_USER_PATHS.block, body, { schema: globalStatusChangeSchema });
}

/** POST /api/users/unblock: blocked users of any company may sign in again. */
export function unblockGlobalUsers(body: GlobalUnblock) {
  return apiClient.post(GLOBAL_USER_PATHS.unblock, body, { schema: globalStatusChangeSchema });
}

/** A change of users' status, after which every page of every tab is read again (a row's status and menu change). */
function useStatusChange<Input>(change: (input: Input) => ReturnType<typeof blockGlobalUsers>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...globalUsersQueryKeyRoot, 'list'] }),
  });
}

export const useBlockGlobalUsers = () => useStatusChange(blockGlobalUsers);
export const useUnblockGlobalUsers = () => useStatusChange(unblockGlobalUsers);
