import { useTranslation } from '@/i18n/use-translation';
import { UnblockUserDialog } from '@/components/unblock-user-dialog';
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
  return (
    <UnblockUserDialog
      user={user}
      unblock={unblock}
      onUnblocked={onUnblocked}
      onClose={onClose}
      texts={(name, values) => t(`globalUsers.unblockDialog.${name}`, values)}
    />
  );
}
