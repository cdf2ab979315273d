import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { UserRow } from '@portal/contract/user-admin';
import { USER_ADMIN_LIMITS, userProfileUpdateSchema } from '@portal/contract/user-admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import type { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { errorText } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useUpdateUserProfile } from '../api/change-users';
import { DialogFrame } from '@/components/dialog-frame';

const nameSchema = userProfileUpdateSchema.pick({ firstName: true, lastName: true });
type NameForm = z.input<typeof nameSchema>;

type EditNameDialogProps = {
  companyId: number;
  /** The user whose name is edited; null keeps the dialog closed. */
  user: UserRow | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Mounted per user, so that the form starts from that user's name. */
function EditNameForm({ companyId, user, onClose, onSaved }: EditNameDialogProps & { user: UserRow }) {
  const { t } = useTranslation();
  const save = useUpdateUserProfile(companyId);
  const { control, handleSubmit } = useForm<NameForm, unknown, z.output<typeof nameSchema>>({
    resolver: zodFormResolver<NameForm, z.output<typeof nameSchema>>(nameSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const close = () => {
    if (!save.isPending) onClose();
  };
  const submit = handleSubmit((names) => save.mutate({ loginId: user.loginId, ...names }, { onSuccess: onSaved }));
  const field = { max: USER_ADMIN_LIMITS.nameMax, errorFallbackKey: 'errors.user_admin.name_required' };

  return (
    <DialogFrame
      open
      title={t('userAdmin.editDialog.title', { email: user.email })}
      onClose={close}
      onSubmit={(event) => void submit(event)}
    >
      <DialogContent>
        {save.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(t, save.error)}
          </Alert>
        ) : null}
        <Stack spacing={2} sx={{ mt: 1 }}>
          <FormTextField
            control={control}
            name="firstName"
            id="edit-first-name"
            label={t('userAdmin.editDialog.firstName')}
            options={{ ...field, autoComplete: 'off' }}
          />
          <FormTextField
            control={control}
            name="lastName"
            id="edit-last-name"
            label={t('userAdmin.editDialog.lastName')}
            options={{ ...field, autoComplete: 'off' }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={save.isPending}>
          {t('userAdmin.editDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('userAdmin.editDialog.save')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

/** Edits a user's first and last name (PUT users/profile); a refusal is shown translated in the dialog. */
export function EditNameDialog(props: EditNameDialogProps) {
  const [shown, setShown] = useState<UserRow | null>(null);
  if (props.user && props.user !== shown) setShown(props.user);
  if (!props.user || !shown) return null;
  return <EditNameForm key={shown.loginId} {...props} user={shown} />;
}
