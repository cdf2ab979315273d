import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DialogFrame } from '@/components/dialog-frame';
import { errorText } from '@/lib/form-errors';
import { useUnblockGlobalUsers } from '../api/change-global-users';
import type { StatusTarget } from './block-dialog';

type UnblockDialogProps = {
  /** The blocked user to let back in; null keeps the dialog closed. */
  user: StatusTarget | null;
  onClose: () => void;
  onUnblocked: (user: StatusTarget) => void;
};

/** Confirms unblocking a user of any company; a refusal is shown translated in the dialog. */
export function UnblockDialog({ user, onClose, onUnblocked }: UnblockDialogProps) {
  const { t } = useTranslation();
  const unblock = useUnblockGlobalUsers();
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  const close = () => {
    if (unblock.isPending) return;
    unblock.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    unblock.mutate(
      { loginIds: [user.loginId] },
      {
        onSuccess: () => {
          unblock.reset();
          onUnblocked(user);
        },
      },
    );
  };

  return (
    <DialogFrame
      open={user !== null}
      title={t('globalUsers.unblockDialog.title', { name: shown?.name ?? '' })}
      onClose={close}
      onSubmit={submit}
    >
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {t('globalUsers.unblockDialog.text', { email: shown?.email ?? '' })}
        </DialogContentText>
        {unblock.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(t, unblock.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={unblock.isPending}>
          {t('globalUsers.unblockDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={unblock.isPending}>
          {t('globalUsers.unblockDialog.confirm')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
