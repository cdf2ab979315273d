import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { UserDetails } from '@portal/contract/identity';
import { userInfoUpdateSchema } from '@portal/contract/profile';
import { effectiveTenant, userTypeLabelKey } from '@portal/contract/user-type';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateUserInfo } from '../api/update-user-info';
import { errorText, fieldMessages, translateKey } from '@/lib/form-errors';
import type { Notice } from './notice-snackbar';
import { ProfileSection } from './profile-section';

type Names = { first_name: string; last_name: string };

function readOnlyField(id: string, label: string, value: string, helperText?: string) {
  return (
    <TextField id={id} label={label} value={value} helperText={helperText} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
  );
}

/** Name (editable), e-mail (the sign-in, read-only), company and user type. */
export function DetailsSection({ user, onNotice }: { user: UserDetails; onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Names>({ first_name: user.first_name, last_name: user.last_name });
  const [errors, setErrors] = useState<Partial<Record<keyof Names, string>>>({});
  const saving = useUpdateUserInfo();
  const company = effectiveTenant(user);
  const userType = userTypeLabelKey(user.tenant.type, user.third_party_user);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = userInfoUpdateSchema.safeParse(names);
    if (!checked.success) {
      setErrors(fieldMessages(checked.error.issues));
      return;
    }
    setErrors({});
    saving.mutate(
      { loginId: user.login_id, data: checked.data },
      {
        onSuccess: () => onNotice({ severity: 'success', message: t('profile.details.saved') }),
        onError: (error) => onNotice({ severity: 'error', message: errorText(t, error) }),
      },
    );
  };

  const nameField = (field: keyof Names, id: string, label: string, autoComplete: string) => (
    <TextField
      id={id}
      label={label}
      value={names[field]}
      onChange={(event) => setNames((current) => ({ ...current, [field]: event.target.value }))}
      error={Boolean(errors[field])}
      helperText={errors[field] ? translateKey(t, errors[field], 'errors.request.invalid') : undefined}
      autoComplete={autoComplete}
      required
      fullWidth
    />
  );

  return (
    <ProfileSection id="profile-details" title={t('profile.details.heading')}>
      <Grid container spacing={3} component="form" noValidate onSubmit={save}>
        <Grid size={{ xs: 12, sm: 6 }}>{nameField('first_name', 'profile-first-name', t('profile.details.firstName'), 'given-name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{nameField('last_name', 'profile-last-name', t('profile.details.lastName'), 'family-name')}</Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" loading={saving.isPending}>
            {t('profile.details.save')}
          </Button>
        </Grid>
        <Grid size={12}>
          {readOnlyField('profile-email', t('profile.details.email'), user.email_address, t('profile.details.emailHelp'))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{readOnlyField('profile-company', t('profile.details.company'), company.name)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {readOnlyField('profile-user-type', t('profile.details.userType'), t(`profile.userTypes.${userType}`))}
        </Grid>
      </Grid>
    </ProfileSection>
  );
}
