import type { ContactUsBody } from '@portal/contract/support';
import { contactUsResponseSchema, SUPPORT_PATHS } from '@portal/contract/support';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/lcs/contact-us (bot prevention): e-mails the support team. A 412 opens the press-and-hold check. */
export function sendContactUs(body: ContactUsBody): Promise<unknown> {
  return apiClient.post(SUPPORT_PATHS.contactUs, body, {
    schema: contactUsResponseSchema,
    redirectOnUnauthorized: false,
  });
}

export function useSendContactUs() {
  return useMutation({ mutationFn: sendContactUs });
}
