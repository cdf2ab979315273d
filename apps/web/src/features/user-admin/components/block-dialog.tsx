import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import type { UserRow } from '@portal/contract/user-admin';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BlockWithReasonDialog } from '@/components/block-with-reason-dialog';
import { useBlockUsers } from '../api/change-users';

type BlockDialogProps = {
  companyId: number;
  /** The users to block; null keeps the dialog closed. */
  users: readonly UserRow[] | null;
  onClose: () => void;
  onBlocked: (count: number) => void;
};

/**
 * Blocks one user or the selected many with a required reason, naming them. A refusal (self block, the last
 * admin, …) is shown translated in the dialog, the reason kept for another try.
 */
export function BlockDialog({ companyId, users, onClose, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation();
  const block = useBlockUsers(companyId);
  // The users stay named while the dialog fades out after closing.
  const [shown, setShown] = useState(users);
  if (users && users !== shown) setShown(users);
  const named = shown ?? [];

  return (
    <BlockWithReasonDialog
      loginIds={users?.map((u) => u.loginId) ?? null}
      block={block}
      onBlocked={(blocked) => onBlocked(blocked.loginIds.length)}
      onClose={onClose}
      title={t('userAdmin.blockDialog.title', { count: named.length })}
      reasonId="block-reason"
      texts={(name, values) => t(`userAdmin.blockDialog.${name}`, values)}
    >
      <DialogContentText sx={{ mb: 1 }}>{t('userAdmin.blockDialog.text')}</DialogContentText>
      <Box
        component="ul"
        aria-label={t('userAdmin.blockDialog.users')}
        sx={{ mt: 0, pl: 3, maxHeight: 160, overflowY: 'auto', overflowWrap: 'anywhere' }}
      >
        {named.map((u) => (
          <li key={u.loginId}>{`${u.firstName} ${u.lastName} (${u.email})`}</li>
        ))}
      </Box>
    </BlockWithReasonDialog>
  );
}
