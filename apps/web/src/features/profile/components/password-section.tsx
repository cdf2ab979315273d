import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resolveLocale } from '@portal/contract/locale';
import type { PwdResetLinkRequest } from '@portal/contract/identity';
import { pwdResetLinkRequestSchema } from '@portal/contract/identity';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/lib/dates';
import { useDisplayTimeZone } from '@/lib/display-time-zone';
import { usePwdResetLink } from '../api/get-pwd-reset-link';
import { FormTextField } from '@/components/form-text-field';
import { errorText, useFocusFirstError } from '@/lib/form-errors';
import { useViewOnly } from '@/lib/use-view-only';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { ProfileSection } from './profile-section';

/**
 * 'Reset password': with the current password (re-authentication, decision record 004) asks for a fresh link
 * (POST pwd-reset-link) and offers it, with when it expires.
 */
export function PasswordSection() {
  const { t, i18n } = useTranslation();
  useDisplayTimeZone();
  const link = usePwdResetLink();
  const viewOnly = useViewOnly();
  const locale = resolveLocale(i18n.language);
  const { control, handleSubmit, reset } = useForm<PwdResetLinkRequest>({
    resolver: zodFormResolver<PwdResetLinkRequest, PwdResetLinkRequest>(pwdResetLinkRequestSchema),
    // useFocusFirstError focuses the first error in page order.
    shouldFocusError: false,
    defaultValues: { password: '' },
    disabled: viewOnly,
  });

  const { formRef, focusError } = useFocusFirstError();
  const submit = handleSubmit((body) => link.mutate(body, { onSettled: () => reset({ password: '' }) }), focusError);

  return (
    <ProfileSection id="profile-password" title={t('profile.password.heading')}>
      <Stack
        ref={formRef}
        component="form"
        noValidate
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event) => void submit(event)}
      >
        <Typography color="text.secondary">{t('profile.password.intro')}</Typography>
        <Box sx={{ minWidth: 280 }}>
          <FormTextField
            control={control}
            name="password"
            id="profile-current-password"
            label={t('profile.password.currentPassword')}
            options={{
              type: 'password',
              autoComplete: 'current-password',
              // The schema's own messages are not catalogue keys; the input cannot exceed its length.
              max: pwdResetLinkRequestSchema.shape.password.maxLength ?? undefined,
              errorFallbackKey: 'profile.password.currentPasswordRequired',
            }}
          />
        </Box>
        <Button type="submit" variant="outlined" loading={link.isPending} disabled={viewOnly}>
          {t('profile.password.reset')}
        </Button>
        {link.isSuccess ? (
          <Alert severity="success" role="status" sx={{ width: '100%' }}>
            <Typography sx={{ mb: 1 }}>
              {t('profile.password.ready', { expires: formatDate(link.data.expires_at, locale, 'moment') })}
            </Typography>
            <Link
              href={link.data.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
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
