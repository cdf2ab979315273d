import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ProductTile } from '@portal/contract/products';
import { useTranslation } from 'react-i18next';

const TITLE_ID = 'access-pending-dialog-title';
const DESCRIPTION_ID = 'access-pending-dialog-description';

type AccessPendingDialogProps = {
  /** The tile last asked about; kept while the dialog closes so its text does not vanish mid-animation. */
  tile: ProductTile | null;
  open: boolean;
  onClose: () => void;
};

/** 'We are working on your access' with the product's own text on how long setting up access takes. */
export function AccessPendingDialog({ tile, open, onClose }: AccessPendingDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open && tile !== null}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={TITLE_ID}>{t('apps.pendingDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={DESCRIPTION_ID}>{tile?.accessPendingDescription}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('apps.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
