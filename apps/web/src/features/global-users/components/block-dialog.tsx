import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BlockWithReasonDialog } from '@/components/block-with-reason-dialog';
import { useBlockGlobalUsers } from '../api/change-global-users';

/** The user a status dialog is about: who they are, as the row names them. */
export type StatusTarget = { loginId: string; name: string; email: string };

type BlockDialogProps = {
  /** The user to block; null keeps the dialog closed. */
  user: StatusTarget | null;
  onClose: () => void;
  onBlocked: (user: StatusTarget) => void;
};

/**
 * Blocks a user of any company with a required reason, saying that their sessions end at once. A refusal (oneself,
 * already blocked, …) is shown translated in the dialog, the reason kept for another try.
 */
export function BlockDialog({ user, onClose, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation();
  const block = useBlockGlobalUsers();
  // The user stays named while the dialog fades out after closing.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  return (
    <BlockWithReasonDialog
      loginIds={user && [user.loginId]}
      block={block}
      onBlocked={() => user && onBlocked(user)}
      onClose={onClose}
      title={t('globalUsers.blockDialog.title', { name: shown?.name ?? '' })}
      reasonId="global-block-reason"
      texts={(name, values) => t(`globalUsers.blockDialog.${name}`, values)}
    >
      <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('globalUsers.blockDialog.text', { email: shown?.email ?? '' })}
      </DialogContentText>
    </BlockWithReasonDialog>
  );
}
