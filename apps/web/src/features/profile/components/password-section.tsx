import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resolveLocale } from '@portal/contract/locale';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { useDisplayTimeZone } from '@/lib/display-time-zone';
import { usePwdResetLink } from '../api/get-pwd-reset-link';
import { errorText } from '@/lib/form-errors';
import { ProfileSection } from './profile-section';

/** 'Reset password': asks for a fresh link (GET pwd-reset-link) and offers it, with when it expires. */
export function PasswordSection() {
  const { t, i18n } = useTranslation();
  useDisplayTimeZone();
  const link = usePwdResetLink();
  const locale = resolveLocale(i18n.language);

  return (
    <ProfileSection id="profile-password" title={t('profile.password.heading')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{t('profile.password.intro')}</Typography>
        <Button variant="outlined" loading={link.isPending} onClick={() => link.mutate()}>
          {t('profile.password.reset')}
        </Button>
        {link.isSuccess ? (
          <Alert severity="success" role="status" sx={{ width: '100%' }}>
            <Typography sx={{ mb: 1 }}>
              {t('profile.password.ready', { expires: formatDateTime(link.data.expires_at, locale) })}
            </Typography>
            <Link href={link.data.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {t('profile.password.open')}
              <OpenInNew fontSize="small" aria-hidden="true" />
            </Link>
          </Alert>
        ) : null}
        {link.isError ? (
          <Alert severity="error" role="alert" sx={{ width: '100%' }}>
            {errorText(t, link.error)}
          </Alert>
        ) : null}
      </Stack>
    </ProfileSection>
  );
}
