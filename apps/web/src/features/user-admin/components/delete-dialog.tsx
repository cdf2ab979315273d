import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { type DeletionStarted, INVITATION_ERROR_CODES } from '@portal/contract/invitations';
import type { UserRow } from '@portal/contract/user-admin';
import type { TFunction } from '@/i18n/translate';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { isApiClientError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';
import { useDeleteUsers } from '../api/invitations';
import { DialogFrame } from '@/components/dialog-frame';

type DeleteDialogProps = {
  companyId: number;
  /** The users to delete; null keeps the dialog closed. */
  users: readonly UserRow[] | null;
  onClose: () => void;
  /** The deletion started: a job removes the users. */
  onDeleted: (started: DeletionStarted) => void;
};

/** Why the deletion did not start: the last admin said for a deletion (the shared text speaks of blocking). */
function refusalText(t: TFunction, error: unknown): string {
  if (isApiClientError(error) && error.code === INVITATION_ERROR_CODES.lastAdmin)
    return t('userAdmin.deleteDialog.lastAdmin');
  return errorText(t, error);
}

/**
 * Deletes one user or the selected many after a confirmation naming them. A refusal (oneself, the company's last
 * admin, …) is said in the dialog under 'User(s) deletion is unsuccessful!', nothing deleted.
 */
export function DeleteDialog({ companyId, users, onClose, onDeleted }: DeleteDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteUsers(companyId);
  // The users stay named while the dialog fades out after closing.
  const [shown, setShown] = useState(users);
  if (users && users !== shown) setShown(users);
  const named = shown ?? [];

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const submit = () => {
    if (!users) return;
    remove.mutate(
      { loginIds: users.map((u) => u.loginId) },
      {
        onSuccess: (result) => {
          remove.reset();
          onDeleted(result);
        },
      },
    );
  };

  return (
    <DialogFrame
      open={users !== null}
      title={t('userAdmin.deleteDialog.title', { count: named.length })}
      onClose={close}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('userAdmin.deleteDialog.text')}</DialogContentText>
        <Box
          component="ul"
          aria-label={t('userAdmin.deleteDialog.users')}
          sx={{ mt: 0, pl: 3, maxHeight: 160, overflowY: 'auto', overflowWrap: 'anywhere' }}
        >
          {named.map((u) => (
            <li key={u.loginId}>{`${u.firstName} ${u.lastName} (${u.email})`}</li>
          ))}
        </Box>
        {remove.isError ? (
          <Alert severity="error">{`${t('userAdmin.result.deleteFailed')} ${refusalText(t, remove.error)}`}</Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={remove.isPending}>
          {t('userAdmin.deleteDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" loading={remove.isPending}>
          {t('userAdmin.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
