import TextField from '@mui/material/TextField';
import type { CategoryOption } from '@portal/contract/support';
import { useTranslation } from '@/i18n/use-translation';

type OptionSelectProps = {
  id: string;
  label: string;
  options: readonly CategoryOption[];
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The text of the empty choice ('Select…' by default). */
  emptyLabel?: string;
};

/** A native select of category options (id and title): keyboard and screen readers handle it as they know it. */
export function OptionSelect({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  emptyLabel,
}: OptionSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={label}
      required={required}
      disabled={disabled}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{emptyLabel ?? t('support.form.select')}</option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.title}
        </option>
      ))}
    </TextField>
  );
}
