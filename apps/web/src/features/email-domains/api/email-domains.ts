import type {
  EmailDomain,
  EmailDomainException,
  EmailDomainPage,
  EmailDomainValidateRequest,
  EmailDomainValidation,
  emailDomainInputSchema,
  emailDomainListQuerySchema,
} from '@portal/contract/email-domains';
import {
  EMAIL_DOMAIN_PATHS,
  emailDomainExceptionSchema,
  emailDomainPageSchema,
  emailDomainSchema,
  emailDomainsUrl,
  emailDomainValidationSchema,
} from '@portal/contract/email-domains';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, pathWithParams } from '@/lib/api-client';

export type EmailDomainQuery = z.output<typeof emailDomainListQuerySchema>;
export type DomainFields = z.output<typeof emailDomainInputSchema>;

/** Every e-mail-domain query: a change of the list makes them all stale. */
const domainsKeyRoot = ['email-domains'] as const;

/** GET /api/companies/{id}/email-domains: a page of the company's domains, searched and sorted by the server. */
export function useEmailDomains(companyId: number | undefined, query: EmailDomainQuery) {
  return useQuery({
    queryKey: [...domainsKeyRoot, companyId, query] as const,
    queryFn: ({ signal }): Promise<EmailDomainPage> =>
      apiClient.get(emailDomainsUrl(companyId!), { params: query, schema: emailDomainPageSchema, signal }),
    enabled: companyId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** POST …/email-domains/validate: per row, what would refuse it. */
export function validateDomains(companyId: number, body: EmailDomainValidateRequest): Promise<EmailDomainValidation> {
  return apiClient.post(`${emailDomainsUrl(companyId)}/validate`, body, { schema: emailDomainValidationSchema });
}

/** What the dialog saves: a new domain (no id) or the changes of one. */
export type DomainSave = { companyId: number; id?: number; fields: DomainFields };

function saveDomain({ companyId, id, fields }: DomainSave): Promise<EmailDomain> {
  if (id === undefined) return apiClient.post(emailDomainsUrl(companyId), fields, { schema: emailDomainSchema });
  const path = pathWithParams(EMAIL_DOMAIN_PATHS.update, { companyId, domain: id });
  return apiClient.put(path, fields, { schema: emailDomainSchema });
}

function deleteDomain({ companyId, domainName }: { companyId: number; domainName: string }): Promise<unknown> {
  return apiClient.delete(pathWithParams(EMAIL_DOMAIN_PATHS.remove, { companyId, domain: domainName }));
}

function useDomainsChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsKeyRoot }),
  });
}

/** POST …/email-domains/exceptions (a super admin acting for the company): the company may add a refused domain. */
function approveException({ companyId, domainName }: { companyId: number; domainName: string }) {
  return apiClient.post<EmailDomainException>(
    pathWithParams(EMAIL_DOMAIN_PATHS.exceptions, { companyId }),
    { domainName },
    { schema: emailDomainExceptionSchema },
  );
}

export const useSaveDomain = () => useDomainsChange(saveDomain);
export const useApproveException = () => useDomainsChange(approveException);
export const useDeleteDomain = () => useDomainsChange(deleteDomain);
