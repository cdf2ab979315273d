import ContentCopy from '@mui/icons-material/ContentCopy';
import Done from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** How long the "Copied" confirmation stays. */
const CONFIRMATION_MS = 2000;

type CopyButtonProps = {
  /** The text copied. */
  value: string;
  /** The button's accessible name, e.g. "Copy technical name". */
  label: string;
};

/**
 * Copies a name to the clipboard: a button (Enter and Space work as for any button) whose icon turns to a
 * tick, and a "Copied" (or "Couldn't copy") confirmation in a polite live region, in the page's language.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', verticalAlign: 'middle' }}>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(event) => {
            // A row's click selects it: copying does not.
            event.stopPropagation();
            void copy();
          }}
          sx={{ ml: 0.5, p: 0.75 }}
        >
          {state === 'copied' ? <Done fontSize="inherit" color="success" /> : <ContentCopy fontSize="inherit" />}
        </IconButton>
      </Tooltip>
      {/* Inserted when there is something to say (a status region per row would crowd the page's own). */}
      {state === 'idle' ? null : (
        <Box
          component="span"
          role="status"
          sx={{ fontSize: '0.75rem', color: state === 'failed' ? 'error.main' : 'success.dark', ml: 0.5 }}
        >
          {state === 'copied' ? t('dataDictionary.copy.copied') : t('dataDictionary.copy.failed')}
        </Box>
      )}
    </Box>
  );
}
