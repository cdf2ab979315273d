import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { BlockedUserRow } from '@portal/contract/user-admin';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { errorText } from '@/lib/form-errors';
import { useUnblockUsers } from '../api/change-users';
import { DialogFrame } from '@/components/dialog-frame';

type UnblockDialogProps = {
  companyId: number;
  /** The blocked user to let back in; null keeps the dialog closed. */
  user: BlockedUserRow | null;
  onClose: () => void;
  onUnblocked: (count: number) => void;
};

/** Confirms unblocking a user; a refusal is shown translated in the dialog. */
export function UnblockDialog({ companyId, user, onClose, onUnblocked }: UnblockDialogProps) {
  const { t } = useTranslation();
  const unblock = useUnblockUsers(companyId);
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
        onSuccess: (result) => {
          unblock.reset();
          onUnblocked(result.loginIds.length);
        },
      },
    );
  };

  return (
    <DialogFrame
      open={user !== null}
      title={t('userAdmin.unblockDialog.title', { name: shown?.name ?? '' })}
      onClose={close}
      onSubmit={submit}
    >
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {t('userAdmin.unblockDialog.text', { email: shown?.email ?? '' })}
        </DialogContentText>
        {unblock.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(t, unblock.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={unblock.isPending}>
          {t('userAdmin.unblockDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={unblock.isPending}>
          {t('userAdmin.unblockDialog.confirm')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
