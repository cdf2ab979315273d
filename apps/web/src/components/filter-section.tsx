import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';

/** What the section says, in the feature's words: the toggle (with the count applied, if any) and the buttons. */
export type FilterSectionTexts = { toggle: string; title: string; apply: string; reset: string };

type FilterSectionProps<Filters> = {
  /** The filters of the URL, applied to the list. */
  applied: Filters;
  /** No filter: what Reset applies. */
  none: Filters;
  /** How many filters apply; Reset changes the URL only when some do. */
  appliedCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (filters: Filters) => void;
  texts: FilterSectionTexts;
  /** The fields, over the draft: `change` replaces it. */
  children: (draft: Filters, change: (draft: Filters) => void) => ReactNode;
  /** Moves the focus into the section once it is open (opened from elsewhere, a prompt), then says so. */
  focusPanel?: boolean;
  onPanelFocused?: () => void;
};

/**
 * A list's filter section: a toggle saying how many filters apply, and, open, the feature's fields with Apply and
 * Reset. Choices wait in a draft until Apply puts them in the URL (the section closes and the focus goes back to the
 * toggle); Reset clears them there at once. The draft starts again from what applies whenever that changes (a link,
 * Reset).
 */
export function FilterSection<Filters>(props: FilterSectionProps<Filters>) {
  const { applied, none, appliedCount, open, onOpenChange, onApply, texts, focusPanel, onPanelFocused } = props;
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(applied);
  const appliedKey = JSON.stringify(applied);
  const [from, setFrom] = useState(appliedKey);
  if (appliedKey !== from) {
    setFrom(appliedKey);
    setDraft(applied);
  }
  useEffect(() => {
    if (!open || !focusPanel) return;
    panelRef.current?.focus();
    onPanelFocused?.();
  }, [open, focusPanel, onPanelFocused]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    onOpenChange(false);
    toggleRef.current?.focus();
  };
  const reset = () => {
    setDraft(none);
    if (appliedCount > 0) onApply(none);
  };

  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography component="h2" variant="h6" sx={{ m: 0 }}>
        <Button
          ref={toggleRef}
          variant="outlined"
          aria-expanded={open}
          aria-controls={panelId}
          startIcon={<FilterListIcon aria-hidden="true" />}
          endIcon={open ? <ExpandLessIcon aria-hidden="true" /> : <ExpandMoreIcon aria-hidden="true" />}
          onClick={() => onOpenChange(!open)}
        >
          {texts.toggle}
        </Button>
      </Typography>
      <Box
        ref={panelRef}
        id={panelId}
        component="form"
        tabIndex={-1}
        noValidate
        onSubmit={apply}
        hidden={!open}
        aria-label={texts.title}
        sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {open ? (
          <>
            {props.children(draft, setDraft)}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button type="submit" variant="contained">
                {texts.apply}
              </Button>
              <Button onClick={reset}>{texts.reset}</Button>
            </Box>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
