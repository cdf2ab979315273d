import type { CompanyType } from '@portal/contract/identity';
import type { CompleteRegistrationBody } from '@portal/contract/registration';
import {
  completeRegistrationResponseSchema,
  REGISTRATION_PATHS,
  registrationVariant,
} from '@portal/contract/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { userContextQueryKey } from '@/lib/get-user-context';
import { apiClient, pathWithParams } from '@/lib/api-client';

export type CompleteRegistrationResponse = z.infer<typeof completeRegistrationResponseSchema>;

export type CompleteRegistrationInput = {
  companyId: number;
  companyType: CompanyType;
  body: CompleteRegistrationBody;
};

/** PUT /api/companies/{companyId}/users/complete-registration, or its /basic variant for basic companies. */
export function completeRegistration({
  companyId,
  companyType,
  body,
}: CompleteRegistrationInput): Promise<CompleteRegistrationResponse> {
  const path =
    registrationVariant(companyType) === 'basic'
      ? REGISTRATION_PATHS.completeRegistrationBasic
      : REGISTRATION_PATHS.completeRegistration;
  return apiClient.put(pathWithParams(path, { companyId }), body, { schema: completeRegistrationResponseSchema });
}

/** Finishes registration, then asks who the user is again, so the guard lets them through. */
export function useCompleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userContextQueryKey }),
  });
}
