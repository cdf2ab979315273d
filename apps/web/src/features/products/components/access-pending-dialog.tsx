import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { ProductTile } from '@portal/contract/products';
import { useTranslation } from '@/i18n/use-translation';
import { InfoDialog } from '@/components/info-dialog';

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
    <InfoDialog
      open={open && tile !== null}
      onClose={onClose}
      titleId={TITLE_ID}
      descriptionId={DESCRIPTION_ID}
      title={t('apps.pendingDialog.title')}
    >
      <DialogContent>
        <DialogContentText id={DESCRIPTION_ID}>{tile?.accessPendingDescription}</DialogContentText>
      </DialogContent>
    </InfoDialog>
  );
}
