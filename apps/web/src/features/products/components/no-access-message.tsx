import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProductTile } from '@portal/contract/products';
import { ACCESS_REQUEST_TICKET_PATH, type NoAccessMessageKind } from '@portal/contract/products-core';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { useCompanyAdministrators } from '../api/get-company-administrators';

type NoAccessMessageProps = {
  /** What the user is told to do (noAccessMessageKind): manage access, request it, or ask an administrator. */
  kind: NoAccessMessageKind;
  /** 'pending': access to some products is on its way; 'noAccess': the user has access to none. */
  notice: 'pending' | 'noAccess';
  /** The products whose access is pending, named in the notice. */
  pendingTiles: Pick<ProductTile, 'code' | 'title'>[];
  /** The company the user looks at and whose administrators grant access; null for internal users (no company). */
  tenantId: number | null;
  loginId: string;
};

/**
 * Whom an external user asks: their company's administrators by name, with an e-mail link, and the spec's footer
 * 'Speak to your administrator to get access.'; or support when there are none.
 */
function Administrators({ tenantId, loginId }: { tenantId: number; loginId: string }) {
  const { t } = useTranslation();
  const administrators = useCompanyAdministrators({ tenantId, loginId });
  if (administrators.isPending) {
    return <Typography variant="body2">{t('apps.noAccess.loadingAdministrators')}</Typography>;
  }
  const list = administrators.data?.administrators ?? [];
  if (list.length === 0) {
    return (
      <Typography variant="body2">
        {t('apps.noAccess.noAdministrators')}{' '}
        <Link component={RouterLink} to={ROUTES.ticketCreation} sx={{ fontWeight: 600 }}>
          {t('apps.noAccess.contactSupport')}
        </Link>
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" id="apps-administrators-heading">
        {t('apps.noAccess.askAdministrators', { count: list.length })}
      </Typography>
      <Box component="ul" aria-labelledby="apps-administrators-heading" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {list.map((admin) => (
          <Box component="li" key={admin.email} sx={{ overflowWrap: 'anywhere' }}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {t('apps.noAccess.administratorName', { first: admin.first_name, last: admin.last_name })}
            </Typography>
            {' · '}
            <Link href={`mailto:${admin.email}`} variant="body2">
              {admin.email}
            </Link>
          </Box>
        ))}
      </Box>
      {/* The spec's footer, beside the administrators it points to (not when there are none to speak to). */}
      <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
        {t('apps.footer')}
      </Typography>
    </>
  );
}

/**
 * The one explanation above the tiles for a user who can launch nothing (spec sections 2, 6 and 8): access on its
 * way when some is pending (never 'no access' beside an 'Access pending' tile), else no access yet; then what to do:
 * whoever manages the company's users (its admins, and a super admin or the spectator viewing the company as its
 * admin does) goes to user management; internal users request access (the access-request ticket); external users
 * contact their Retail Link administrator, named with their e-mail, under the spec's footer.
 */
export function NoAccessMessage({ kind, notice, pendingTiles, tenantId, loginId }: NoAccessMessageProps) {
  const { t } = useTranslation();
  const products = pendingTiles.map((tile) => tile.title).join(', ');
  const pending = notice === 'pending';
  return (
    <Alert
      severity="info"
      role="region"
      aria-labelledby="apps-notice-title"
      sx={{ mb: 4, '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}
    >
      <AlertTitle id="apps-notice-title" component="h2" sx={{ typography: 'h6' }}>
        {pending ? t('apps.noAccess.pendingTitle') : t('apps.noAccess.title')}
      </AlertTitle>
      {pending ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('apps.noAccess.pendingText', { products, count: pendingTiles.length })}
        </Typography>
      ) : null}
      {kind === 'manageUsers' ? (
        <>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {pending ? t('apps.noAccess.manageUsersOthers') : t('apps.noAccess.manageUsers')}
          </Typography>
          <Button variant="contained" component={RouterLink} to={ROUTES.adminUserList}>
            {t('apps.noAccess.goToUserManagement')}
          </Button>
        </>
      ) : kind === 'internal' || tenantId === null ? (
        <>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {pending ? t('apps.noAccess.internalOthers') : t('apps.noAccess.internal')}
          </Typography>
          <Button variant="contained" component={RouterLink} to={ACCESS_REQUEST_TICKET_PATH}>
            {t('apps.noAccess.requestAccess')}
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {pending ? t('apps.noAccess.externalOthers') : t('apps.noAccess.external')}
          </Typography>
          <Administrators tenantId={tenantId} loginId={loginId} />
        </>
      )}
    </Alert>
  );
}
