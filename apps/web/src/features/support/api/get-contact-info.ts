import type { Locale } from '@portal/contract/locale';
import type { ContactInfo } from '@portal/contract/support';
import { contactInfoResponseSchema, SUPPORT_PATHS } from '@portal/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/lcs/contact-info?locale=: the support phone, e-mail, opening hours and contact reasons. */
export function getContactInfo(locale: Locale, { signal }: { signal?: AbortSignal } = {}): Promise<ContactInfo> {
  return apiClient.get(SUPPORT_PATHS.contactInfo, {
    params: { locale },
    schema: contactInfoResponseSchema,
    redirectOnUnauthorized: false,
    signal,
  });
}

export const contactInfoQueryKey = (locale: Locale) => ['support', 'contact-info', locale] as const;

export function getContactInfoQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: contactInfoQueryKey(locale),
    queryFn: ({ signal }) => getContactInfo(locale, { signal }),
  });
}

export function useContactInfo(locale: Locale) {
  return useQuery(getContactInfoQueryOptions(locale));
}
