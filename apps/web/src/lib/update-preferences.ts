import type { Locale } from '@portal/contract/locale';
import type { PreferencesResponse, PreferencesUpdate, UserDetails } from '@portal/contract/identity';
import { IDENTITY_PATHS } from '@portal/contract/identity-core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { userContextQueryKey } from './get-user-context';

export type UpdatePreferencesInput = { loginId: string; data: PreferencesUpdate };

/** POST /api/users/:loginId/preferences. */
export function updatePreferences({ loginId, data }: UpdatePreferencesInput): Promise<PreferencesResponse> {
  return apiClient.post<PreferencesResponse>(pathWithParams(IDENTITY_PATHS.preferences, { loginId }), data, {});
}

function withLanguage(
  user: UserDetails | null | undefined,
  language: Locale | undefined,
): UserDetails | null | undefined {
  if (!user || !language) return user;
  return { ...user, user_preferences: { ...user.user_preferences, language_code: language } };
}

/**
 * Saves preferences and keeps the cached user context in step, so the interface follows the new language
 * at once (before the answer arrives) and stays on what the server stored afterwards.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: ({ data }) => {
      queryClient.setQueryData<UserDetails | null>(userContextQueryKey, (user) =>
        withLanguage(user, data.language_code),
      );
    },
    onSuccess: (response) => {
      queryClient.setQueryData<UserDetails | null>(userContextQueryKey, (user) =>
        user ? { ...user, user_preferences: response.preferences } : user,
      );
    },
    onError: (error) => {
      console.warn('Could not save the preferences', error);
    },
  });
}
