import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AccessDecision, BulkAccessApprovalResponse } from '@portal/contract/access-approvals';
import { ACCESS_APPROVAL_LIMITS } from '@portal/contract/access-approvals-core';
import type { AccessRequest } from '@portal/contract/access-requests';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { errorText } from '@/lib/form-errors';
import { useDecideAccessRequests } from '../api/decide-access-requests';

/** What the admin chose to decide: the requests and approve or reject; null keeps the dialog closed. */
export type PendingDecision = { decision: AccessDecision; requests: readonly AccessRequest[] };

type DecisionDialogProps = {
  tenantId: number;
  pending: PendingDecision | null;
  onClose: () => void;
  onDecided: (result: BulkAccessApprovalResponse) => void;
};

const NOTE_MAX = ACCESS_APPROVAL_LIMITS.noteMax;
/** Dialogs go full-screen on phones (ARCHITECTURE section 6). */
const PHONE_QUERY = '(max-width:599.95px)';

/**
 * Confirms a decision on one or several requests, naming the requesters, with an optional note that goes to each of
 * them by e-mail. A failure is shown in the dialog, the note kept for another try. Full-screen on phones.
 */
export function DecisionDialog({ tenantId, pending, onClose, onDecided }: DecisionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [note, setNote] = useState('');
  const decide = useDecideAccessRequests(tenantId);
  // The requests stay named while the dialog fades out after closing.
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  const approve = shown?.decision !== 'REJECT';
  const requests = shown?.requests ?? [];
  const tooLong = note.trim().length > NOTE_MAX;

  const close = () => {
    if (decide.isPending) return;
    decide.reset();
    setNote('');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending || tooLong) return;
    const input = { ids: pending.requests.map((r) => r.id), decision: pending.decision, note: note.trim() };
    decide.mutate(input, {
      onSuccess: (result) => {
        decide.reset();
        setNote('');
        onDecided(result);
      },
    });
  };

  return (
    <Dialog
      open={pending !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t(approve ? 'accessApprovals.dialog.approveTitle' : 'accessApprovals.dialog.rejectTitle', {
          count: requests.length,
        })}
      </DialogTitle>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 1 }}>
            {t(approve ? 'accessApprovals.dialog.approveText' : 'accessApprovals.dialog.rejectText')}
          </DialogContentText>
          <Box
            component="ul"
            aria-label={t('accessApprovals.dialog.requesters')}
            sx={{ mt: 0, pl: 3, maxHeight: 160, overflowY: 'auto', overflowWrap: 'anywhere' }}
          >
            {requests.map((r) => (
              <li key={r.id}>{`${r.first_name} ${r.last_name} (${r.email}): ${r.product_text}`}</li>
            ))}
          </Box>
          {decide.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(t, decide.error)}
            </Alert>
          ) : null}
          <TextField
            id="decision-note"
            label={t('accessApprovals.dialog.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            fullWidth
            multiline
            minRows={2}
            error={tooLong}
            helperText={t(tooLong ? 'accessApprovals.dialog.noteTooLong' : 'accessApprovals.dialog.noteHelp', {
              max: NOTE_MAX,
            })}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={decide.isPending}>
            {t('accessApprovals.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={approve ? 'primary' : 'error'}
            loading={decide.isPending}
            disabled={tooLong}
          >
            {t(approve ? 'accessApprovals.dialog.confirmApprove' : 'accessApprovals.dialog.confirmReject')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
