import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';

/** Dialogs go full-screen on phones (ARCHITECTURE section 6). */
const PHONE_QUERY = '(max-width:599.95px)';

type DialogFrameProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** DialogContent and DialogActions. */
  children: ReactNode;
};

/** The frame of the admin pages' form dialogs: a titled form, full-screen on phones, closed by Escape. */
export function DialogFrame({ open, title, onClose, onSubmit, children }: DialogFrameProps) {
  const titleId = useId();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <Box component="form" onSubmit={onSubmit} noValidate>
        {children}
      </Box>
    </Dialog>
  );
}
