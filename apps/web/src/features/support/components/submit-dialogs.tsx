import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { generatePath, Link as RouterLink } from '@/lib/router/router';

type SuccessDialogProps = {
  /** The reference number; the dialog is open while there is one. */
  incidentId: string | null;
  /** Signed-in requesters can follow the incident on the track page. */
  canTrack: boolean;
  onClose: () => void;
};

/** 'Thank you for your request' with the incident's reference number (spec section 8). */
export function IncidentSuccessDialog({ incidentId, canTrack, onClose }: SuccessDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={incidentId !== null}
      onClose={onClose}
      aria-labelledby="incident-success-title"
      aria-describedby="incident-success-text"
    >
      <DialogTitle id="incident-success-title">{t('support.form.success.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="incident-success-text">{t('support.form.success.text')}</DialogContentText>
        <Typography sx={{ mt: 2 }}>
          {t('support.form.success.reference')}{' '}
          <Typography component="strong" data-testid="incident-reference" sx={{ fontWeight: 700 }}>
            {incidentId}
          </Typography>
        </Typography>
      </DialogContent>
      <DialogActions>
        {canTrack && incidentId ? (
          <Button component={RouterLink} to={generatePath(ROUTES.ticketDetail, { ticketId: incidentId })}>
            {t('support.form.success.track')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('support.form.success.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type FailureDialogProps = {
  open: boolean;
  retrying: boolean;
  onRetry: () => void;
  onClose: () => void;
};

/** Titled 'Error': 'Something went wrong submitting the form...' and 'Try again!', which sends everything again. */
export function IncidentFailureDialog({ open, retrying, onRetry, onClose }: FailureDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="incident-failure-title"
      aria-describedby="incident-failure-text"
    >
      <DialogTitle id="incident-failure-title">{t('support.form.failure.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="incident-failure-text">{t('support.form.failure.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('support.form.failure.close')}</Button>
        <Button variant="contained" onClick={onRetry} loading={retrying}>
          {t('support.form.failure.retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
