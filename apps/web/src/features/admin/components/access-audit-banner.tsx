import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { administeredCompanyId } from '@portal/contract/identity';
import { resolveLocale } from '@portal/contract/locale';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/lib/dates';
import { useUserContext } from '@/lib/get-user-context';
import { Link as RouterLink } from '@/lib/router/router';
import { useAccessAudit } from '../api/access-audit';

/**
 * The user access audit's banner for the company's admins (decision record 057): from 30 days before the due date,
 * with the date (DD-MM-YYYY) and a link to the audit; while the users are locked out, a stronger one saying so.
 */
export function AccessAuditBanner({ linked = true }: { linked?: boolean }) {
  const { t, i18n } = useTranslation();
  const { data: user } = useUserContext();
  const allowed = user ? hasPermission(user.authz.permissions, PERMISSIONS.listUsers) : false;
  const companyId = user && allowed ? administeredCompanyId(user) : null;
  const audit = useAccessAudit(companyId, allowed);
  if (!audit.data?.bannerShown) return null;
  const locked = audit.data.state === 'LOCKED';
  const date = formatDate(audit.data.dueAt, resolveLocale(i18n.language), 'admin', 'UTC');
  return (
    <Alert severity={locked ? 'error' : 'warning'} sx={{ mb: 3 }} data-testid="access-audit-banner">
      {t(locked ? 'admin.auditBanner.locked' : 'admin.auditBanner.due', { date })}{' '}
      {linked ? (
        <Link component={RouterLink} to={ROUTES.adminAccessAudit} color="inherit" sx={{ fontWeight: 600 }}>
          {t('admin.auditBanner.open')}
        </Link>
      ) : null}
    </Alert>
  );
}
