import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { EmailDomain } from '@portal/contract/email-domains';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { errorText } from '@/lib/form-errors';
import { useDeleteDomain } from '../api/email-domains';

/** Asks before a domain is removed: its people's addresses stop being authorised for new users. */
export function DeleteDomainDialog({
  domain,
  onClose,
  onDeleted,
}: {
  domain: EmailDomain;
  onClose: () => void;
  onDeleted: (domainName: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const remove = useDeleteDomain();
  const confirm = () =>
    remove.mutate(
      { companyId: domain.companyId, domainName: domain.domainName },
      { onSuccess: () => onDeleted(domain.domainName) },
    );
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('emailDomains.delete.title')}</DialogTitle>
      <DialogContent>
        {remove.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(t, remove.error)}
          </Alert>
        ) : null}
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          {t('emailDomains.delete.text', { domain: domain.domainName })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t('emailDomains.delete.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
          {t('emailDomains.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
