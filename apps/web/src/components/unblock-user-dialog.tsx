import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { TranslateOptions } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import type { StatusChange, StatusChanged } from '@/components/block-with-reason-dialog';
import { DialogFrame } from '@/components/dialog-frame';
import { errorText } from '@/lib/form-errors';

/** The blocked user, as the row names them. */
type BlockedUser = { loginId: string; name: string; email: string };

/** The dialog's texts, each named by its key in the feature's group (`userAdmin.unblockDialog`). */
type UnblockText = 'title' | 'text' | 'cancel' | 'confirm';

type UnblockUserDialogProps<User extends BlockedUser> = {
  /** The blocked user to let back in; null keeps the dialog closed. */
  user: User | null;
  unblock: StatusChange<{ loginIds: string[] }>;
  onUnblocked: (user: User, unblocked: StatusChanged) => void;
  onClose: () => void;
  /** The feature's text of a name; the title is given the user's {{name}}, the text their {{email}}. */
  texts: (name: UnblockText, values?: TranslateOptions) => string;
};

/** Confirms unblocking a user; a refusal is shown translated in the dialog. */
export function UnblockUserDialog<User extends BlockedUser>(props: UnblockUserDialogProps<User>) {
  const { user, unblock, onUnblocked, onClose, texts } = props;
  const { t } = useTranslation();
  // The user stays named while the dialog fades out after closing.
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
        onSuccess: (unblocked) => {
          unblock.reset();
          onUnblocked(user, unblocked);
        },
      },
    );
  };

  return (
    <DialogFrame
      open={user !== null}
      title={texts('title', { name: shown?.name ?? '' })}
      onClose={close}
      onSubmit={submit}
    >
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {texts('text', { email: shown?.email ?? '' })}
        </DialogContentText>
        {unblock.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(t, unblock.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={unblock.isPending}>
          {texts('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={unblock.isPending}>
          {texts('confirm')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
