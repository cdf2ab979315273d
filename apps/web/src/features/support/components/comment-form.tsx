import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deskReplyBodySchema, INCIDENT_LIMITS } from '@portal/contract/support';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { formatCount } from '@/lib/format-count';
import { FormTextField } from '@/components/form-text-field';
import { errorText, useFocusFirstError } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useViewOnly } from '@/lib/use-view-only';

type CommentValues = { text: string; internal: boolean };

/** The amber of the internal notes in the thread (thread-list.tsx). */
const NOTE_BACKGROUND = '#fff8e1';
type Output = { text: string; internal: boolean };

type CommentFormProps = {
  label: string;
  submitLabel: string;
  /** Agents may mark the reply as an internal note, which the requester never sees. */
  allowInternal?: boolean;
  onSubmit: (body: Output) => Promise<unknown>;
};

/**
 * A comment or reply: required, at most INCIDENT_LIMITS.commentMax characters; cleared once sent. Where agents may
 * write an internal note, the note mode is unmistakable (amber, its own label and button) and each send returns
 * to a public reply.
 */
export function CommentForm({ label, submitLabel, allowInternal = false, onSubmit }: CommentFormProps) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const viewOnly = useViewOnly();
  const { control, handleSubmit, reset, formState } = useForm<CommentValues, unknown, Output>({
    resolver: zodFormResolver<CommentValues, Output>(deskReplyBodySchema),
    // useFocusFirstError focuses the first error in page order.
    shouldFocusError: false,
    defaultValues: { text: '', internal: false },
    disabled: viewOnly,
  });

  const internal = useWatch({ control, name: 'internal' }) && allowInternal;
  const { formRef, focusError } = useFocusFirstError();
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(allowInternal ? body : { text: body.text, internal: false });
      // Back to a public reply after every send: an answer meant for the requester never becomes a note unnoticed.
      reset({ text: '', internal: false });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  }, focusError);

  return (
    <Box
      ref={formRef}
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-mode={internal ? 'internal' : 'public'}
      sx={
        internal
          ? // An internal note looks like the notes in the thread: amber, with a thick edge.
            {
              p: 2,
              border: 1,
              borderLeftWidth: 4,
              borderColor: 'warning.main',
              borderRadius: 1,
              bgcolor: NOTE_BACKGROUND,
            }
          : undefined
      }
    >
      <Stack spacing={2}>
        {allowInternal ? (
          <Controller
            name="internal"
            control={control}
            render={({ field }) => (
              <FormControl disabled={field.disabled}>
                <FormLabel id="reply-mode-label">{t('support.desk.replyAs')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="reply-mode-label"
                  name={field.name}
                  value={field.value ? 'internal' : 'public'}
                  onChange={(event) => field.onChange(event.target.value === 'internal')}
                >
                  <FormControlLabel value="public" control={<Radio />} label={t('support.desk.replyPublic')} />
                  <FormControlLabel value="internal" control={<Radio />} label={t('support.desk.internalNote')} />
                </RadioGroup>
              </FormControl>
            )}
          />
        ) : null}
        {internal ? (
          <Typography
            id="reply-mode-note"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', fontWeight: 700, color: 'warning.main' }}
          >
            <LockOutlined fontSize="small" aria-hidden="true" />
            {t('support.desk.noteMode')}
          </Typography>
        ) : allowInternal ? (
          <Typography variant="body2" color="text.secondary">
            {t('support.desk.publicHint')}
          </Typography>
        ) : null}
        <FormTextField
          control={control}
          name="text"
          id="incident-comment"
          label={internal ? t('support.desk.noteLabel') : label}
          options={{
            max: INCIDENT_LIMITS.commentMax,
            multiline: true,
            helperText: t('support.thread.limit', { max: formatCount(INCIDENT_LIMITS.commentMax, i18n.language) }),
            errorFallbackKey: 'support.thread.errors.required',
          }}
        />
        {failure ? (
          <Typography role="alert" color="error">
            {failure}
          </Typography>
        ) : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            color={internal ? 'warning' : 'primary'}
            startIcon={internal ? <LockOutlined aria-hidden="true" /> : undefined}
            loading={formState.isSubmitting}
            disabled={viewOnly}
          >
            {internal ? t('support.desk.sendNote') : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
