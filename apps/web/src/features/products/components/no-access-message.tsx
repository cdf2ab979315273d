import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { UserKind } from '@portal/contract/identity';
import { ACCESS_REQUEST_TICKET_PATH, noAccessMessageKind } from '@portal/contract/products';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * For a user who can launch nothing (spec sections 2 and 6): internal users are told to request access, with a
 * link to the access-request ticket; external users to contact their Retail Link administrator.
 */
export function NoAccessMessage({ userType }: { userType: UserKind }) {
  const { t } = useTranslation();
  const internal = noAccessMessageKind(userType) === 'internal';
  return (
    <Alert severity="info" role="status" sx={{ mb: 4 }}>
      {internal ? (
        <>
          {t('apps.noAccess.internal')}{' '}
          <Link component={RouterLink} to={ACCESS_REQUEST_TICKET_PATH} sx={{ fontWeight: 600 }}>
            {t('apps.noAccess.requestAccess')}
          </Link>
        </>
      ) : (
        t('apps.noAccess.external')
      )}
    </Alert>
  );
}
