import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { UserRow } from '@portal/contract/user-admin';
import { blockUsersSchema, USER_ADMIN_LIMITS } from '@portal/contract/user-admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import type { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { errorText } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useBlockUsers } from '../api/change-users';
import { DialogFrame } from '@/components/dialog-frame';

const reasonSchema = blockUsersSchema.pick({ reason: true });
type ReasonForm = z.input<typeof reasonSchema>;

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
  const { control, handleSubmit, reset } = useForm<ReasonForm, unknown, z.output<typeof reasonSchema>>({
    resolver: zodFormResolver<ReasonForm, z.output<typeof reasonSchema>>(reasonSchema),
    defaultValues: { reason: '' },
  });

  const close = () => {
    if (block.isPending) return;
    block.reset();
    reset({ reason: '' });
    onClose();
  };
  const submit = handleSubmit(({ reason }) => {
    if (!users) return;
    block.mutate(
      { loginIds: users.map((u) => u.loginId), reason },
      {
        onSuccess: (result) => {
          block.reset();
          reset({ reason: '' });
          onBlocked(result.loginIds.length);
        },
      },
    );
  });

  return (
    <DialogFrame
      open={users !== null}
      title={t('userAdmin.blockDialog.title', { count: named.length })}
      onClose={close}
      onSubmit={(event) => void submit(event)}
    >
      <DialogContent>
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
        {block.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(t, block.error)}
          </Alert>
        ) : null}
        <Box sx={{ mt: 1 }}>
          <FormTextField
            control={control}
            name="reason"
            id="block-reason"
            label={t('userAdmin.blockDialog.reason')}
            options={{
              multiline: true,
              max: USER_ADMIN_LIMITS.reasonMax,
              helperText: t('userAdmin.blockDialog.reasonHelp', { max: USER_ADMIN_LIMITS.reasonMax }),
              errorFallbackKey: 'errors.user_admin.reason_required',
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={block.isPending}>
          {t('userAdmin.blockDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" loading={block.isPending}>
          {t('userAdmin.blockDialog.confirm')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
