import type {
  PartnerAssociation,
  PartnerAssociationPage,
  PartnerCandidate,
  partnerListQuerySchema,
  SponsoredSupplierPage,
  sponsoredSupplierListQuerySchema,
} from '@portal/contract/partners';
import {
  PARTNER_PATHS,
  partnerAssociationPageSchema,
  partnerAssociationSchema,
  partnerAssociationsUrl,
  partnerCandidateSchema,
  sponsoredSupplierPageSchema,
  sponsoredSuppliersUrl,
} from '@portal/contract/partners';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, pathWithParams } from '@/lib/api-client';

export type PartnerQuery = z.output<typeof partnerListQuerySchema>;
export type SponsoredSupplierQuery = z.output<typeof sponsoredSupplierListQuerySchema>;

/** Every partner query: a change of the associations makes them all stale (and the partner switch's list too). */
const partnersKeyRoot = ['partners'] as const;

/** GET /api/companies/{id}/partner-associations: a page of the agencies working for the company. */
export function usePartnerAssociations(companyId: number, query: PartnerQuery) {
  return useQuery({
    queryKey: [...partnersKeyRoot, 'associations', companyId, query] as const,
    queryFn: ({ signal }): Promise<PartnerAssociationPage> =>
      apiClient.get(partnerAssociationsUrl(companyId), { params: query, schema: partnerAssociationPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/companies/{id}/sponsored-suppliers: a page of the suppliers the agency works for. */
export function useSponsoredSuppliers(companyId: number, query: SponsoredSupplierQuery) {
  return useQuery({
    queryKey: [...partnersKeyRoot, 'suppliers', companyId, query] as const,
    queryFn: ({ signal }): Promise<SponsoredSupplierPage> =>
      apiClient.get(sponsoredSuppliersUrl(companyId), { params: query, schema: sponsoredSupplierPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/partner-associations/validate: the agency a business code names (an error says why it cannot be added). */
export function validatePartner(companyId: number, businessCode: string): Promise<PartnerCandidate> {
  return apiClient.get(`${partnerAssociationsUrl(companyId)}/validate`, {
    params: { businessCode },
    schema: partnerCandidateSchema,
  });
}

function addPartner({ companyId, businessCode }: { companyId: number; businessCode: string }) {
  return apiClient.post<PartnerAssociation>(
    partnerAssociationsUrl(companyId),
    { businessCode },
    { schema: partnerAssociationSchema },
  );
}

function endPartner({ companyId, partnerCompanyId }: { companyId: number; partnerCompanyId: number }) {
  return apiClient.delete(pathWithParams(PARTNER_PATHS.end, { companyId, partnerCompanyId }));
}

function usePartnersChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersKeyRoot }),
  });
}

export const useAddPartner = () => usePartnersChange(addPartner);
export const useEndPartner = () => usePartnersChange(endPartner);
