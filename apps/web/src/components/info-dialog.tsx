import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

type InfoDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Element ids that name and describe the dialog for assistive technology. */
  titleId: string;
  descriptionId: string;
  title: ReactNode;
  children: ReactNode;
};

/** A dialog that only informs: a title, its content and one 'Close' button; Escape closes it too. */
export function InfoDialog({ open, onClose, titleId, descriptionId, title, children }: InfoDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('apps.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
