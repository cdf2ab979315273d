import type { CategoryOption, IncidentDetail } from '@portal/contract/support';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { fieldErrorText } from '@/lib/form-errors';
import type { CategoryLevel, IncidentFormValues } from './incident-form-values';
import { levelsBelow } from './incident-form-values';
import { OptionSelect } from './option-select';

type CascadingSelectProps = {
  control: Control<IncidentFormValues, unknown, IncidentDetail>;
  setValue: UseFormSetValue<IncidentFormValues>;
  level: CategoryLevel;
  /** This level's options, which depend on the choices above it. */
  options: readonly CategoryOption[];
  required?: boolean;
  disabled?: boolean;
};

/** One level of the incident form's category cascade: a new choice clears every level below it. */
export function CascadingSelect({ control, setValue, level, options, required, disabled }: CascadingSelectProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: level });
  return (
    <OptionSelect
      id={`incident-${level}`}
      label={t(`support.form.${level}`)}
      options={options}
      value={field.value}
      required={required}
      disabled={disabled || field.disabled}
      error={fieldErrorText(t, fieldState.error?.message)}
      onBlur={field.onBlur}
      onChange={(value) => {
        field.onChange(value);
        for (const below of levelsBelow(level)) setValue(below, null);
      }}
    />
  );
}
