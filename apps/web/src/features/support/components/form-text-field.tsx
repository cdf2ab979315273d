import TextField from '@mui/material/TextField';
import { MULTILINE_ROWS } from '@portal/contract/constants';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateKey } from '@/lib/form-errors';

export type FormTextFieldOptions = {
  max: number;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
};

/** A text field of a react-hook-form form: its error (a contract message key) shown translated under it. */
export function FormTextField<T extends FieldValues, TOutput = T>({
  control,
  name,
  id,
  label,
  options,
}: {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  id: string;
  label: string;
  options: FormTextFieldOptions;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={id}
          label={label}
          fullWidth
          required={options.required ?? true}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          multiline={options.multiline}
          rows={options.multiline ? MULTILINE_ROWS : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? translateKey(t, fieldState.error.message, 'errors.request.invalid') : undefined}
          slotProps={{ htmlInput: { maxLength: options.max } }}
        />
      )}
    />
  );
}
