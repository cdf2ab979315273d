import TextField from '@mui/material/TextField';
import type { Market } from '@portal/contract/markets';
import { DEFAULT_TIME_ZONE, isOfferedTimeZone, timeZoneOptionsFor } from '@portal/contract/profile';
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** A stored zone the profile does not offer shows as the default, as the contract says. */
export function offeredZoneOrDefault(zone: string | null | undefined): string {
  return zone && isOfferedTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

type TimeZoneSelectProps = {
  id: string;
  market: Market;
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
  helperText?: string;
};

/** The time-zone list: the market's zones first as a group, then every other zone, west to east. */
export function TimeZoneSelect({ id, market, value, onChange, disabled, helperText }: TimeZoneSelectProps) {
  const { t } = useTranslation();
  const { suggested, others } = timeZoneOptionsFor(market);
  return (
    <TextField
      select
      id={id}
      label={t('profile.preferences.timeZone')}
      value={offeredZoneOrDefault(value)}
      onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value)}
      disabled={disabled}
      helperText={helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <optgroup label={t('profile.preferences.suggestedZones')}>
        {suggested.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('profile.preferences.allZones')}>
        {others.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </optgroup>
    </TextField>
  );
}
