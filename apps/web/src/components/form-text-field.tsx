import TextField from '@mui/material/TextField';
import { MULTILINE_ROWS } from '@portal/contract/constants';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { fieldErrorText } from '@/lib/form-errors';

export type FormTextFieldOptions = {
  /** The most characters the input takes; none lets the schema's own message say a text is too long. */
  max?: number;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  /** The catalogue key shown when the error's message is not one (a zod default message). */
  errorFallbackKey?: string;
};

/**
 * A text field of a react-hook-form form: its error (a contract message key) shown translated under it, in place
 * of its helper text; MUI ties both to the input (aria-invalid, aria-describedby).
 */
export function FormTextField<T extends FieldValues, TOutput = T>({
  control,
  name,
  id,
  label,
  options = {},
}: {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  id: string;
  label: string;
  options?: FormTextFieldOptions;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          // The input itself, so focusing the field (react-hook-form's setFocus, its focus on an error) reaches it.
          inputRef={ref}
          id={id}
          label={label}
          fullWidth
          required={options.required ?? true}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          multiline={options.multiline}
          rows={options.multiline ? MULTILINE_ROWS : undefined}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error
              ? fieldErrorText(t, fieldState.error.message ?? '', options.errorFallbackKey)
              : options.helperText
          }
          slotProps={{ htmlInput: { maxLength: options.max } }}
        />
      )}
    />
  );
}
