import type { BlockedUserRow } from '@portal/contract/user-admin';
import { useTranslation } from '@/i18n/use-translation';
import { UnblockUserDialog } from '@/components/unblock-user-dialog';
import { useUnblockUsers } from '../api/change-users';

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
  return (
    <UnblockUserDialog
      user={user}
      unblock={unblock}
      onUnblocked={(_, unblocked) => onUnblocked(unblocked.loginIds.length)}
      onClose={onClose}
      texts={(name, values) => t(`userAdmin.unblockDialog.${name}`, values)}
    />
  );
}
