import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { CompanyRow } from '@portal/contract/companies';
import { COMPANY_LIMITS, setContextQuerySchema } from '@portal/contract/companies';
import { ROUTES } from '@portal/contract/routes';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from '@/lib/router/router';
import { errorText } from '@/lib/form-errors';
import { useTakeContext } from '@/lib/change-context';

type TakeContextDialogProps = {
  /** The company chosen; null keeps the dialog closed. */
  company: CompanyRow | null;
  onClose: () => void;
  /** A company is acted for already: the call switches instead of setting. */
  switching: boolean;
  /** The spectator views the portal as the company instead of acting for it. */
  viewOnly: boolean;
};

const REASON_MAX = COMPANY_LIMITS.reasonMax;

/**
 * Takes a company's context: names the company, asks for an optional reason (free text or a support reference
 * number, kept on the activity entry), then sets or switches the context and opens the company's apps. A failure
 * is shown in the dialog, the reason kept for another try.
 */
export function TakeContextDialog({ company, onClose, switching, viewOnly }: TakeContextDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const take = useTakeContext();
  // The name stays while the dialog fades out after closing.
  const [named, setNamed] = useState(company);
  if (company && company !== named) setNamed(company);
  const name = named?.companyName ?? '';

  const close = () => {
    if (take.isPending) return;
    take.reset();
    setReason('');
    setReasonError(false);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!company) return;
    const parsed = setContextQuerySchema.safeParse({ companyId: company.companyId, reason });
    if (!parsed.success) {
      setReasonError(true);
      return;
    }
    const query = { ...parsed.data, reason: parsed.data.reason || undefined };
    take.mutate({ query, switching }, { onSuccess: () => void navigate(ROUTES.apps) });
  };

  return (
    <Dialog
      open={company !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t(viewOnly ? 'companies.dialog.viewTitle' : 'companies.dialog.actTitle', { company: name })}
      </DialogTitle>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t(viewOnly ? 'companies.dialog.viewText' : 'companies.dialog.actText', { company: name })}
          </DialogContentText>
          {take.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(t, take.error)}
            </Alert>
          ) : null}
          <TextField
            id="context-reason"
            label={t('companies.dialog.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(false);
            }}
            fullWidth
            multiline
            minRows={2}
            error={reasonError}
            helperText={t(reasonError ? 'companies.dialog.reasonTooLong' : 'companies.dialog.reasonHelp', {
              max: REASON_MAX,
            })}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={take.isPending}>
            {t('companies.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={take.isPending}>
            {t('companies.dialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
