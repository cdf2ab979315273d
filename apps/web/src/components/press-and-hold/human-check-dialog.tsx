import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChallengeResponse } from '@portal/contract/human-check';
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { createChallenge } from './api/create-challenge';
import { createProof } from './api/create-proof';
import { PressAndHoldButton } from './press-and-hold-button';

const TITLE_ID = 'human-check-title';
const TEXT_ID = 'human-check-text';

/** How long 'Done' stays up before the dialog closes and the request goes again. */
export const DONE_PAUSE_MS = 600;

type CheckState = 'ready' | 'holding' | 'verifying' | 'done' | 'failed';

type HumanCheckDialogProps = {
  open: boolean;
  /** The hold is proven: the proof for HUMAN_PROOF_HEADER. */
  onVerified: (proof: string) => void;
  /** The person closed the dialog without completing the check. */
  onCancel: () => void;
};

/**
 * The press-and-hold check of spec sections 4 and 8. The challenge is asked for when the press starts (the server
 * times the hold from it) and redeemed when the hold completes; an early release, or the server finding the hold
 * too short, asks the person to try again.
 */
export function HumanCheckDialog({ open, onVerified, onCancel }: HumanCheckDialogProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CheckState>('ready');
  const challenge = useRef<Promise<ChallengeResponse> | null>(null);

  const onHoldStart = () => {
    setState('holding');
    const asked = createChallenge();
    // A failure is reported when the hold ends; until then it must not count as unhandled.
    asked.catch(() => undefined);
    challenge.current = asked;
  };

  const redeem = async (pending: Promise<ChallengeResponse>) => {
    setState('verifying');
    try {
      const { proof } = await createProof((await pending).challenge);
      setState('done');
      setTimeout(() => onVerified(proof), DONE_PAUSE_MS);
    } catch {
      setState('failed');
    }
  };

  const onHoldEnd = (completed: boolean) => {
    const pending = challenge.current;
    challenge.current = null;
    if (!completed || !pending) {
      setState('failed');
      return;
    }
    void redeem(pending);
  };

  const busy = state === 'verifying' || state === 'done';
  const result =
    state === 'done' ? t('support.humanCheck.done') : state === 'failed' ? t('support.humanCheck.tryAgain') : '';
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        // A press that slips off the button must not dismiss the check.
        if (reason !== 'backdropClick' && !busy) onCancel();
      }}
      aria-labelledby={TITLE_ID}
      aria-describedby={TEXT_ID}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {t('support.humanCheck.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('support.humanCheck.close')}
        onClick={onCancel}
        disabled={busy}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography id={TEXT_ID}>{t('support.humanCheck.instructions')}</Typography>
          <PressAndHoldButton
            label={state === 'done' ? t('support.humanCheck.done') : t('support.humanCheck.button')}
            done={state === 'done'}
            disabled={state === 'verifying'}
            describedBy={TEXT_ID}
            onHoldStart={onHoldStart}
            onHoldEnd={onHoldEnd}
          />
          <Typography
            role="status"
            aria-live="polite"
            sx={{ minHeight: '1.5em', fontWeight: 600, color: state === 'failed' ? 'error.main' : 'success.dark' }}
          >
            {result}
          </Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
