import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATTACHMENT_MAX_BYTES } from '@portal/contract/constants';
import { ATTACHMENT_ACCEPT, ATTACHMENT_EXTENSIONS, attachmentProblem } from '@portal/contract/support';
import type { ChangeEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FIELD_ERROR_MARK, translateKey } from '@/lib/form-errors';

const INPUT_ID = 'incident-attachment';
const LABEL_ID = 'incident-attachment-label';
const HELP_ID = 'incident-attachment-help';
const ERROR_ID = 'incident-attachment-error';

export function formatFileSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

type AttachmentFieldProps = {
  file: File | null;
  /** A catalogue key: the chosen file is too large or of a type the portal refuses. */
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
  disabled?: boolean;
};

/** The optional attachment: checked as soon as it is chosen (10 MB, the accepted types), with a way to remove it. */
export function AttachmentField({ file, error, onChange, disabled = false }: AttachmentFieldProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file can be chosen again after a removal or a refusal.
    event.target.value = '';
    if (!chosen) return;
    const problem = attachmentProblem(chosen);
    onChange(problem ? null : chosen, problem);
  };

  return (
    <Box role="group" aria-labelledby={LABEL_ID} {...{ [FIELD_ERROR_MARK]: Boolean(error) }}>
      <Typography id={LABEL_ID} sx={{ fontWeight: 600, mb: 1 }}>
        {t('support.form.attachment.label')}
      </Typography>
      {/* The visible button is the control; the file input itself stays out of sight and out of the tab order. */}
      <input
        ref={input}
        id={INPUT_ID}
        type="file"
        hidden
        accept={ATTACHMENT_ACCEPT}
        disabled={disabled}
        aria-label={t('support.form.attachment.label')}
        onChange={choose}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<AttachFile aria-hidden="true" />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={error ? `${ERROR_ID} ${HELP_ID}` : HELP_ID}
          sx={{ alignSelf: 'flex-start' }}
        >
          {file ? t('support.form.attachment.replace') : t('support.form.attachment.choose')}
        </Button>
        {file ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography data-testid="attachment-name">
              {file.name} ({formatFileSize(file.size, i18n.language)})
            </Typography>
            <Button
              size="small"
              color="error"
              onClick={() => onChange(null, null)}
              disabled={disabled}
              aria-label={t('support.form.attachment.removeNamed', { name: file.name })}
            >
              {t('support.form.attachment.remove')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {error ? (
        <FormHelperText id={ERROR_ID} error role="alert">
          {translateKey(t, error, 'support.form.errors.attachment_type')}
        </FormHelperText>
      ) : null}
      <FormHelperText id={HELP_ID}>
        {t('support.form.attachment.help', {
          max: formatFileSize(ATTACHMENT_MAX_BYTES, i18n.language),
          types: ATTACHMENT_EXTENSIONS.join(', '),
        })}
      </FormHelperText>
    </Box>
  );
}
