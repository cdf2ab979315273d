import TextField from '@mui/material/TextField';
import type { Locale } from '@portal/contract/locale';
import { resolveLocale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { profileLanguages } from '@portal/contract/profile';
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';

type LanguageSelectProps = {
  id: string;
  market: Market;
  value: Locale;
  onChange: (locale: Locale) => void;
  disabled?: boolean;
};

/** English and Español, plus Français where the market speaks it; each named in its own language. */
export function LanguageSelect({ id, market, value, onChange, disabled }: LanguageSelectProps) {
  const { t } = useTranslation();
  const offered = profileLanguages(market);
  const options = offered.includes(value) ? offered : [...offered, value];
  return (
    <TextField
      select
      id={id}
      label={t('profile.preferences.language')}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(resolveLocale(event.target.value))
      }
      disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {options.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {t(`languages.${locale}`)}
        </option>
      ))}
    </TextField>
  );
}
