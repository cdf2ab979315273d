import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { EmailDomainExceptionRule } from '@portal/contract/email-domains';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { errorText } from '@/lib/form-errors';
import { useApproveException } from '../api/email-domains';

type ApproveExceptionDialogProps = {
  companyId: number;
  /** The company acted for, as the confirmation names it (none known: 'This company'). */
  companyName: string | undefined;
  domainName: string;
  rule: EmailDomainExceptionRule;
  onClose: () => void;
  onApproved: () => void;
};

/**
 * A super admin's confirmation of an exception to a claim rule (decision 055): says who may then add the domain, who
 * could then be invited, that the approval is logged, and that the domain is added only by saving it.
 */
export function ApproveExceptionDialog({
  companyId,
  companyName,
  domainName,
  rule,
  onClose,
  onApproved,
}: ApproveExceptionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const approve = useApproveException();
  const confirm = () => approve.mutate({ companyId, domainName }, { onSuccess: onApproved });
  return (
    <Dialog
      open
      onClose={approve.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('emailDomains.exception.title')}</DialogTitle>
      <DialogContent>
        {approve.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(t, approve.error)}
          </Alert>
        ) : null}
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          {t('emailDomains.exception.text', {
            company: companyName ?? t('emailDomains.exception.thisCompany'),
            domain: domainName,
            reason: t(`emailDomains.exception.reasons.${rule}`),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={approve.isPending}>
          {t('emailDomains.exception.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} loading={approve.isPending}>
          {t('emailDomains.exception.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
