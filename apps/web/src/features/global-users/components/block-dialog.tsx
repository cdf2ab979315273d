import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { globalBlockSchema } from '@portal/contract/global-users';
import { USER_ADMIN_LIMITS } from '@portal/contract/user-admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/i18n/use-translation';
import { DialogFrame } from '@/components/dialog-frame';
import { FormTextField } from '@/components/form-text-field';
import { errorText } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useBlockGlobalUsers } from '../api/change-global-users';

const reasonSchema = globalBlockSchema.pick({ reason: true });
type ReasonForm = z.input<typeof reasonSchema>;

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
    if (!user) return;
    block.mutate(
      { loginIds: [user.loginId], reason },
      {
        onSuccess: () => {
          block.reset();
          reset({ reason: '' });
          onBlocked(user);
        },
      },
    );
  });

  return (
    <DialogFrame
      open={user !== null}
      title={t('globalUsers.blockDialog.title', { name: shown?.name ?? '' })}
      onClose={close}
      onSubmit={(event) => void submit(event)}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('globalUsers.blockDialog.text', { email: shown?.email ?? '' })}
        </DialogContentText>
        {block.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(t, block.error)}
          </Alert>
        ) : null}
        <Box sx={{ mt: 1 }}>
          <FormTextField
            control={control}
            name="reason"
            id="global-block-reason"
            label={t('globalUsers.blockDialog.reason')}
            options={{
              multiline: true,
              max: USER_ADMIN_LIMITS.reasonMax,
              helperText: t('globalUsers.blockDialog.reasonHelp', { max: USER_ADMIN_LIMITS.reasonMax }),
              errorFallbackKey: 'errors.user_admin.reason_required',
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={block.isPending}>
          {t('globalUsers.blockDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" loading={block.isPending}>
          {t('globalUsers.blockDialog.confirm')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
