import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { Locale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { FormTextField } from '@/components/form-text-field';
import { LanguageSelect } from '@/components/language-select';
import { TimeZoneSelect } from '@/components/time-zone-select';

export type RegistrationDetails = { first_name: string; last_name: string; timezone: string; language_code: Locale };
/** What the details step checks: the names (the selects offer only valid choices). */
export type RegistrationNames = Pick<RegistrationDetails, 'first_name' | 'last_name'>;

type DetailsStepProps = {
  market: Market;
  email: string;
  control: Control<RegistrationDetails, unknown, RegistrationNames>;
  /** Called with a newly chosen language, which the interface switches to at once. */
  onLanguageChange: (locale: Locale) => void;
};

/** Confirm your details: names, time zone and language (the interface switches to it at once). */
export function DetailsStep({ market, email, control, onLanguageChange }: DetailsStepProps) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3} sx={{ maxWidth: 720 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="first_name"
          id="registration-first-name"
          label={t('profile.details.firstName')}
          options={{ autoComplete: 'given-name' }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="last_name"
          id="registration-last-name"
          label={t('profile.details.lastName')}
          options={{ autoComplete: 'family-name' }}
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
        <Controller
          name="language_code"
          control={control}
          render={({ field }) => (
            <LanguageSelect
              id="registration-language"
              market={market}
              value={field.value}
              disabled={field.disabled}
              onChange={(locale) => {
                field.onChange(locale);
                onLanguageChange(locale);
              }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="timezone"
          control={control}
          render={({ field }) => (
            <TimeZoneSelect
              id="registration-time-zone"
              market={market}
              value={field.value}
              disabled={field.disabled}
              onChange={field.onChange}
              helperText={t('profile.preferences.timeZoneHelp')}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
