import type { Locale } from '@portal/contract/locale';
import type { PortalDocument } from '@portal/contract/registration';
import { documentSchema, REGISTRATION_PATHS } from '@portal/contract/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type DocumentInput = { assetPath: string; locale: Locale };

/** GET /api/content/documents?assetPath=&locale=: a versioned document in the interface language. */
export function getDocument(
  { assetPath, locale }: DocumentInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PortalDocument> {
  return apiClient.get(REGISTRATION_PATHS.document, {
    params: { assetPath, locale },
    schema: documentSchema,
    // Public pages show documents to signed-out visitors: a 401 is not a reason to leave.
    redirectOnUnauthorized: false,
    signal,
  });
}

export const documentQueryKey = ({ assetPath, locale }: DocumentInput) => ['documents', assetPath, locale] as const;

export function getDocumentQueryOptions(input: DocumentInput) {
  return queryOptions({
    queryKey: documentQueryKey(input),
    queryFn: ({ signal }) => getDocument(input, { signal }),
  });
}

/** A document; `null` asks nothing yet. */
export function useDocument(input: DocumentInput | null) {
  return useQuery({
    ...getDocumentQueryOptions(input ?? { assetPath: '', locale: 'en-US' }),
    enabled: input !== null,
  });
}
