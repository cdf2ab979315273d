import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { UserDetails } from '@portal/contract/identity';
import type { UserInfoUpdate } from '@portal/contract/profile';
import { userInfoUpdateSchema } from '@portal/contract/profile';
import { effectiveTenant, userTypeLabelKey } from '@portal/contract/user-type';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { useUpdateUserInfo } from '../api/update-user-info';
import { FormTextField } from '@/components/form-text-field';
import { errorText, useFocusFirstError } from '@/lib/form-errors';
import { useViewOnly } from '@/lib/use-view-only';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import type { Notice } from './notice-snackbar';
import { ProfileSection } from './profile-section';

/**
 * A value the user cannot change, shown as plain text under its label (no box or underline, so it does not look
 * editable); still a labelled read-only text box, so the keyboard reaches it and a screen reader reads its label,
 * value, 'read only' and the helper text.
 */
function readOnlyField(id: string, label: string, value: string, helperText?: string) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      helperText={helperText}
      fullWidth
      variant="standard"
      slotProps={{
        inputLabel: { shrink: true },
        input: { readOnly: true, disableUnderline: true },
        htmlInput: { readOnly: true },
      }}
      sx={{ '& .MuiInputBase-input': { textOverflow: 'ellipsis' } }}
    />
  );
}

/** Name (editable); Login ID (the sign-in), e-mail, company and user type, read-only. */
export function DetailsSection({ user, onNotice }: { user: UserDetails; onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation();
  const viewOnly = useViewOnly();
  const { control, handleSubmit } = useForm<UserInfoUpdate>({
    resolver: zodFormResolver<UserInfoUpdate, UserInfoUpdate>(userInfoUpdateSchema),
    // useFocusFirstError focuses the first error in page order.
    shouldFocusError: false,
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
    disabled: viewOnly,
  });
  const saving = useUpdateUserInfo();
  const { formRef, focusError } = useFocusFirstError();
  const company = effectiveTenant(user);
  const userType = userTypeLabelKey(user.tenant.type, user.third_party_user);

  const save = handleSubmit(
    (data) =>
      saving.mutate(
        { loginId: user.login_id, data },
        {
          onSuccess: () => onNotice({ severity: 'success', message: t('profile.details.saved') }),
          onError: (error) => onNotice({ severity: 'error', message: errorText(t, error) }),
        },
      ),
    focusError,
  );

  const nameField = (name: keyof UserInfoUpdate, id: string, label: string, autoComplete: string) => (
    <FormTextField control={control} name={name} id={id} label={label} options={{ autoComplete }} />
  );

  return (
    <ProfileSection id="profile-details" title={t('profile.details.heading')}>
      <Grid ref={formRef} container spacing={3} component="form" noValidate onSubmit={(event) => void save(event)}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {nameField('first_name', 'profile-first-name', t('profile.details.firstName'), 'given-name')}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {nameField('last_name', 'profile-last-name', t('profile.details.lastName'), 'family-name')}
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" loading={saving.isPending} disabled={viewOnly}>
            {t('profile.details.save')}
          </Button>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {readOnlyField(
            'profile-login-id',
            t('profile.details.loginId'),
            user.login_id,
            t('profile.details.loginIdHelp'),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {readOnlyField(
            'profile-email',
            t('profile.details.email'),
            user.email_address,
            t('profile.details.emailHelp'),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {readOnlyField('profile-company', t('profile.details.company'), company.name)}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {readOnlyField('profile-user-type', t('profile.details.userType'), t(`profile.userTypes.${userType}`))}
        </Grid>
      </Grid>
    </ProfileSection>
  );
}
