import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PERMISSIONS } from '@portal/contract/permissions-core';
import { useTranslation } from '@/i18n/use-translation';
import { RequirePermission } from '@/components/require-permission';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccessRequestList } from '../components/access-request-list';

/**
 * /admin/accessRequests (LIST USER): the company's pending requests for access, searched and sorted by the server;
 * its admins approve or reject one or many (APPROVE ACCESS_REQUEST), the spectator looks only.
 */
export function AccessRequestsPage() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  useDocumentTitle(t('accessApprovals.page.pageTitle'));
  return (
    <RequirePermission permission={PERMISSIONS.listUsers}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('accessApprovals.page.heading')}
        </Typography>
        {user ? <AccessRequestList user={user} /> : null}
      </Container>
    </RequirePermission>
  );
}
