import ContentCopy from '@mui/icons-material/ContentCopy';
import Done from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/**
 * The button's name shown above it on hover (where the device has one) and keyboard focus, drawn by CSS: MUI's
 * Tooltip rendered every one of the page's 40 buttons a second time after mounting (it keeps its child's node in
 * state), a task of its own in the data dictionary's first load (decision 059). Out of the layout until shown, so it
 * never widens the page; it starts at the button's left edge, toward the row's free space. The accessible name is
 * the aria-label.
 */
const NAME_HINT_SX = {
  position: 'relative',
  '&::after': {
    content: 'attr(data-hint)',
    display: 'none',
    position: 'absolute',
    bottom: '100%',
    left: 0,
    mb: 0.5,
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'grey.800',
    color: 'common.white',
    fontSize: '0.75rem',
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    zIndex: 1,
  },
  '@media (hover: hover)': { '&:hover::after': { display: 'block' } },
  '&:focus-visible::after': { display: 'block' },
} as const;

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
      <IconButton
        size="small"
        aria-label={label}
        data-hint={label}
        onClick={(event) => {
          // A row's click selects it: copying does not.
          event.stopPropagation();
          void copy();
        }}
        sx={{ ml: 0.5, p: 0.75, ...NAME_HINT_SX }}
      >
        {state === 'copied' ? <Done fontSize="inherit" color="success" /> : <ContentCopy fontSize="inherit" />}
      </IconButton>
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
