import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { deskReplyBodySchema, INCIDENT_LIMITS } from '@portal/contract/support';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { errorText, useFocusFirstError } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useViewOnly } from '@/lib/use-view-only';

type CommentValues = { text: string; internal: boolean };
type Output = { text: string; internal: boolean };

type CommentFormProps = {
  label: string;
  submitLabel: string;
  /** Agents may mark the reply as an internal note, which the requester never sees. */
  allowInternal?: boolean;
  onSubmit: (body: Output) => Promise<unknown>;
};

/** A comment or reply: required, at most INCIDENT_LIMITS.commentMax characters; cleared once sent. */
export function CommentForm({ label, submitLabel, allowInternal = false, onSubmit }: CommentFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const viewOnly = useViewOnly();
  const { control, handleSubmit, reset, formState } = useForm<CommentValues, unknown, Output>({
    resolver: zodFormResolver<CommentValues, Output>(deskReplyBodySchema),
    // useFocusFirstError focuses the first error in page order.
    shouldFocusError: false,
    defaultValues: { text: '', internal: false },
    disabled: viewOnly,
  });

  const { formRef, focusError } = useFocusFirstError();
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(allowInternal ? body : { text: body.text, internal: false });
      reset({ text: '', internal: body.internal });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  }, focusError);

  return (
    <Box ref={formRef} component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="text"
          id="incident-comment"
          label={label}
          options={{
            max: INCIDENT_LIMITS.commentMax,
            multiline: true,
            helperText: t('support.thread.limit', { max: INCIDENT_LIMITS.commentMax.toLocaleString() }),
            errorFallbackKey: 'support.thread.errors.required',
          }}
        />
        {allowInternal ? (
          <Controller
            name="internal"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    disabled={field.disabled}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('support.desk.internalNote')}
              />
            )}
          />
        ) : null}
        {failure ? (
          <Typography role="alert" color="error">
            {failure}
          </Typography>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" loading={formState.isSubmitting} disabled={viewOnly}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
