import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { blockUsersSchema, USER_ADMIN_LIMITS } from '@portal/contract/user-admin';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TranslateOptions } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import { DialogFrame } from '@/components/dialog-frame';
import { FormTextField } from '@/components/form-text-field';
import { errorText } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';

/** What a block or unblock call answers: the users whose status changed (others were already so, or unknown). */
export type StatusChanged = { loginIds: string[] };

/** A block or unblock call, as useMutation gives it: its pending state and refusal show in the dialog. */
export type StatusChange<Variables> = Pick<
  UseMutationResult<StatusChanged, Error, Variables>,
  'mutate' | 'reset' | 'isPending' | 'isError' | 'error'
>;

// Every block (a company's users, or users of any company) takes the same reason.
const reasonSchema = blockUsersSchema.pick({ reason: true });
type ReasonForm = z.input<typeof reasonSchema>;

/** The texts every block dialog has, each named by its key in the feature's group (`userAdmin.blockDialog`). */
type BlockText = 'reason' | 'reasonHelp' | 'cancel' | 'confirm';

type BlockWithReasonDialogProps = {
  /** The users to block; null keeps the dialog closed. */
  loginIds: readonly string[] | null;
  block: StatusChange<{ loginIds: string[]; reason: string }>;
  onBlocked: (blocked: StatusChanged) => void;
  onClose: () => void;
  title: string;
  /** The reason field's id. */
  reasonId: string;
  /** The feature's text of a name; reasonHelp is given the reason's length limit, {{max}}. */
  texts: (name: BlockText, values?: TranslateOptions) => string;
  /** Above the reason: what blocking does, and to whom. */
  children: ReactNode;
};

/**
 * Blocks users with a required reason. A refusal is shown translated in the dialog, the reason kept for another
 * try; the reason is cleared once the users are blocked or the dialog is cancelled.
 */
export function BlockWithReasonDialog(props: BlockWithReasonDialogProps) {
  const { loginIds, block, onBlocked, onClose, title, reasonId, texts, children } = props;
  const { t } = useTranslation();
  const { control, handleSubmit, reset } = useForm<ReasonForm, unknown, z.output<typeof reasonSchema>>({
    resolver: zodFormResolver<ReasonForm, z.output<typeof reasonSchema>>(reasonSchema),
    defaultValues: { reason: '' },
  });

  const clear = () => {
    block.reset();
    reset({ reason: '' });
  };
  const close = () => {
    if (block.isPending) return;
    clear();
    onClose();
  };
  const submit = handleSubmit(({ reason }) => {
    if (!loginIds) return;
    block.mutate(
      { loginIds: [...loginIds], reason },
      {
        onSuccess: (blocked) => {
          clear();
          onBlocked(blocked);
        },
      },
    );
  });

  return (
    <DialogFrame open={loginIds !== null} title={title} onClose={close} onSubmit={(event) => void submit(event)}>
      <DialogContent>
        {children}
        {block.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(t, block.error)}
          </Alert>
        ) : null}
        <Box sx={{ mt: 1 }}>
          <FormTextField
            control={control}
            name="reason"
            id={reasonId}
            label={texts('reason')}
            options={{
              multiline: true,
              max: USER_ADMIN_LIMITS.reasonMax,
              helperText: texts('reasonHelp', { max: USER_ADMIN_LIMITS.reasonMax }),
              errorFallbackKey: 'errors.user_admin.reason_required',
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={block.isPending}>
          {texts('cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" loading={block.isPending}>
          {texts('confirm')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
