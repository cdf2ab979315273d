import type { AccessRequest, RequestableCompany } from '@portal/contract/access-requests';
import type { CompanyType } from '@portal/contract/identity';
import type { Acceptance, PortalDocument, UserCompanies } from '@portal/contract/registration';
import { requiredDocuments } from '@portal/contract/registration';

/** A versioned document as GET /api/content/documents answers it. */
export function portalDocument(assetPath: string, overrides: Partial<PortalDocument> = {}): PortalDocument {
  return {
    assetPath,
    version: '2026.1',
    locale: 'en-US',
    title: `Title of ${assetPath}`,
    effectiveDate: '2026-01-15',
    sections: [
      { heading: '1. Scope', body: `What ${assetPath} covers.\n\nA second paragraph.` },
      { heading: '2. Your obligations', body: 'Keep the data safe.' },
    ],
    ...overrides,
  };
}

/** GET /api/users/companies for a user of one company still waiting for registration. */
export function userCompanies(
  companyType: CompanyType = 'SUPPLIER',
  overrides: Partial<UserCompanies['companies'][number]> = {},
  loginId = 'newuser',
): UserCompanies {
  return {
    loginId,
    companies: [
      {
        companyId: 1001,
        companyName: 'Northwind Foods',
        companyType,
        accountType: companyType.startsWith('BASIC') ? 'basic' : 'charter',
        registrationCompleted: false,
        requiredDocuments: requiredDocuments(companyType),
        ...overrides,
      },
    ],
  };
}

export function acceptance(overrides: Partial<Acceptance> = {}): Acceptance {
  return {
    assetPath: 'supplier-terms-and-conditions',
    version: '2026.1',
    locale: 'en-US',
    acceptedAt: '2026-03-02T03:30:00.000Z',
    ...overrides,
  };
}

export function requestableCompany(overrides: Partial<RequestableCompany> = {}): RequestableCompany {
  return {
    tenant_id: 3001,
    company_name: 'Summit Snacks',
    company_type: 'SUPPLIER',
    market: 'US',
    products: [
      { product_id: 'SHOPPER_BEHAVIOR', name: 'Shopper Behavior' },
      { product_id: 'REPORT_BUILDER', name: 'Report Builder' },
    ],
    pending: false,
    ...overrides,
  };
}

export function accessRequest(overrides: Partial<AccessRequest> = {}): AccessRequest {
  return {
    id: 'ar-1',
    tenant_id: 3001,
    company_name: 'Summit Snacks',
    first_name: 'Dana',
    last_name: 'Whitfield',
    email: 'dana.whitfield@example.com',
    products: ['SHOPPER_BEHAVIOR'],
    product_text: 'Shopper Behavior',
    requestor_note: '',
    create_time: '2026-03-02T03:30:00.000Z',
    state: 'PENDING',
    ...overrides,
  };
}
