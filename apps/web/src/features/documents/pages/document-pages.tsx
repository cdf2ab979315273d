import Container from '@mui/material/Container';
import type { CompanyType, UserDetails } from '@portal/contract/identity';
import { COMPANY_TYPES } from '@portal/contract/identity';
import { resolveLocale } from '@portal/contract/locale';
import { dataSharingAddendumAssetPath, PRIVACY_POLICY_ASSET, termsAssetPath } from '@portal/contract/registration';
import { effectiveTenant } from '@portal/contract/user-type';
import { useTranslation } from '@/i18n/use-translation';
import { PageLoader } from '@/components/page-loader';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DocumentView } from '@/components/document/document-view';
import type { DocumentKind } from '@/lib/document-kind';

/** The company type whose documents a visitor reads: their company's (or the one a super admin acts for), else none. */
function companyTypeOf(user: UserDetails | null | undefined): CompanyType | null {
  if (!user) return null;
  const type = effectiveTenant(user).type;
  return (COMPANY_TYPES as readonly string[]).includes(type) ? (type as CompanyType) : null;
}

function DocumentPage({ kind, assetPath }: { kind: DocumentKind; assetPath: string }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t(`documents.pageTitles.${kind}`));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <DocumentView assetPath={assetPath} locale={resolveLocale(i18n.language)} level={1} />
    </Container>
  );
}

/** Asks who is signed in before choosing the document (signed-out visitors are an answer, not a wait). */
function useVisitor() {
  const userContext = useUserContext();
  return { pending: userContext.isPending, user: userContext.isError ? null : userContext.data };
}

/** /terms (US only): the terms of the visitor's company type; signed out, the suppliers' terms. */
export function TermsPage() {
  const { pending, user } = useVisitor();
  if (pending) return <PageLoader />;
  return <DocumentPage kind="terms" assetPath={termsAssetPath(companyTypeOf(user) ?? 'SUPPLIER')} />;
}

/** /privacyPolicy (hidden on MX). */
export function PrivacyPolicyPage() {
  return <DocumentPage kind="privacyPolicy" assetPath={PRIVACY_POLICY_ASSET} />;
}

/** /dataSharingAddendum: the third-party variant for users of third-party companies. */
export function DataSharingAddendumPage() {
  const { pending, user } = useVisitor();
  if (pending) return <PageLoader />;
  return <DocumentPage kind="dataSharingAddendum" assetPath={dataSharingAddendumAssetPath(companyTypeOf(user))} />;
}
