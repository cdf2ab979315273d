import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import type { Locale } from '@portal/contract/locale';
import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useDocument } from '@/components/document/api/get-document';
import { DocumentBody, DocumentError, DocumentLoading } from '@/components/document/document-view';

type DocumentStepProps = {
  assetPath: string;
  locale: Locale;
  /** The version the user accepted, or null. */
  accepted: string | null;
  onAcceptedChange: (version: string | null) => void;
  showRequired: boolean;
  disabled?: boolean;
};

/** One document to read, with its PDF, and 'I accept' (Space checks it, and Enter toggles it too, spec section 5). */
export function DocumentStep({
  assetPath,
  locale,
  accepted,
  onAcceptedChange,
  showRequired,
  disabled = false,
}: DocumentStepProps) {
  const { t } = useTranslation();
  const answer = useDocument({ assetPath, locale });
  if (answer.isPending) return <DocumentLoading />;
  if (answer.isError) return <DocumentError onRetry={() => void answer.refetch()} />;
  const document = answer.data;
  const checkboxId = `accept-${assetPath}`;
  const errorId = `${checkboxId}-error`;
  const toggle = () => onAcceptedChange(accepted ? null : document.version);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    toggle();
  };

  return (
    <Box>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, mb: 2, maxHeight: 480, overflowY: 'auto' }}
        tabIndex={0}
        aria-label={document.title}
      >
        <DocumentBody document={document} level={3} locale={locale} />
      </Paper>
      <FormControlLabel
        control={
          <Checkbox
            id={checkboxId}
            checked={accepted !== null}
            disabled={disabled}
            onChange={toggle}
            slotProps={{
              input: {
                onKeyDown,
                'aria-invalid': showRequired && accepted === null ? 'true' : undefined,
                'aria-describedby': showRequired && accepted === null ? errorId : undefined,
              } as InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
        label={t('registration.accept', { document: document.title, version: document.version })}
      />
      {showRequired && accepted === null ? (
        <FormHelperText id={errorId} error>
          {t('registration.acceptRequired')}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
