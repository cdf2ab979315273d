import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { Locale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/language-select';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { translateKey } from '@/lib/form-errors';

export type RegistrationDetails = { first_name: string; last_name: string; timezone: string; language_code: Locale };
export type DetailsErrors = Partial<Record<keyof RegistrationDetails, string>>;

type DetailsStepProps = {
  market: Market;
  email: string;
  details: RegistrationDetails;
  errors: DetailsErrors;
  onChange: (details: Partial<RegistrationDetails>) => void;
};

/** Confirm your details: names, time zone and language (the interface switches to it at once). */
export function DetailsStep({ market, email, details, errors, onChange }: DetailsStepProps) {
  const { t } = useTranslation();
  const error = (field: 'first_name' | 'last_name') =>
    errors[field] ? translateKey(t, errors[field], 'errors.request.invalid') : undefined;

  return (
    <Grid container spacing={3} sx={{ maxWidth: 720 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="registration-first-name"
          label={t('profile.details.firstName')}
          value={details.first_name}
          onChange={(event) => onChange({ first_name: event.target.value })}
          error={Boolean(errors.first_name)}
          helperText={error('first_name')}
          autoComplete="given-name"
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="registration-last-name"
          label={t('profile.details.lastName')}
          value={details.last_name}
          onChange={(event) => onChange({ last_name: event.target.value })}
          error={Boolean(errors.last_name)}
          helperText={error('last_name')}
          autoComplete="family-name"
          required
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <TextField
          id="registration-email"
          label={t('profile.details.email')}
          value={email}
          helperText={t('profile.details.emailHelp')}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <LanguageSelect
          id="registration-language"
          market={market}
          value={details.language_code}
          onChange={(language_code) => onChange({ language_code })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TimeZoneSelect
          id="registration-time-zone"
          market={market}
          value={details.timezone}
          onChange={(timezone) => onChange({ timezone })}
          helperText={t('profile.preferences.timeZoneHelp')}
        />
      </Grid>
    </Grid>
  );
}
