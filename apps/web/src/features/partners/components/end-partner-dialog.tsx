import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PartnerAssociation } from '@portal/contract/partners';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useEndPartner } from '../api/partners';
import { partnerErrorText } from '../partner-errors';

/** Asks before an association ends, saying what ending does: the agency's users lose the company at once. */
export function EndPartnerDialog({
  companyId,
  association,
  onClose,
  onEnded,
}: {
  companyId: number;
  association: PartnerAssociation;
  onClose: () => void;
  onEnded: (partner: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const end = useEndPartner();
  const partner = association.partnerCompany.companyName;
  const confirm = () =>
    end.mutate({ companyId, partnerCompanyId: association.partnerCompany.id }, { onSuccess: () => onEnded(partner) });
  return (
    <Dialog
      open
      onClose={end.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('partners.end.title', { partner })}
      </DialogTitle>
      <DialogContent>
        {end.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {partnerErrorText(t, end.error)}
          </Alert>
        ) : null}
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          {t('partners.end.text', { partner })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={end.isPending}>
          {t('partners.end.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={end.isPending}>
          {t('partners.end.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
