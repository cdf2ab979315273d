import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { UserAccessResult } from '@portal/contract/invitations';
import type { UserRow } from '@portal/contract/user-admin';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { errorText } from '@/lib/form-errors';
import { useChangeUserProducts } from '../api/invitations';
import { DialogFrame } from '@/components/dialog-frame';
import { ProductChoice, productCodesOf } from './product-choice';

type ProductsDialogProps = {
  companyId: number;
  /** The user whose products change; null keeps the dialog closed. */
  user: UserRow | null;
  onClose: () => void;
  /** The change started: a job changes the products (the message says so; the list shows it once the job is over). */
  onSaved: (started: UserAccessResult) => void;
};

/** Mounted per user, so that the choice starts from that user's products. */
function ProductsForm({ companyId, user, onClose, onSaved }: ProductsDialogProps & { user: UserRow }) {
  const { t } = useTranslation();
  const save = useChangeUserProducts(companyId);
  const [products, setProducts] = useState<string[]>(() => productCodesOf(user.products));
  const close = () => {
    if (!save.isPending) onClose();
  };
  return (
    <DialogFrame
      open
      title={t('userAdmin.productsDialog.title', { email: user.email })}
      onClose={close}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ loginIds: [user.loginId], products }, { onSuccess: onSaved });
      }}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('userAdmin.productsDialog.text')}</DialogContentText>
        {save.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(t, save.error)}
          </Alert>
        ) : null}
        <ProductChoice
          legend={t('userAdmin.productsDialog.products')}
          chosen={products}
          onChange={setProducts}
          disabled={save.isPending}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={save.isPending}>
          {t('userAdmin.productsDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('userAdmin.productsDialog.save')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

/**
 * Changes a user's products to exactly those ticked (PUT users/access): what is not ticked is taken away, by a job
 * that the server starts at once.
 */
export function ProductsDialog(props: ProductsDialogProps) {
  return props.user ? <ProductsForm {...props} user={props.user} /> : null;
}
