import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { RequestableCompany } from '@portal/contract/access-requests';
import { useTranslation } from '@/i18n/use-translation';
import { FIELD_ERROR_MARK, translateKey } from '@/lib/form-errors';

type ProductsPickerProps = {
  company: RequestableCompany | null;
  chosen: readonly string[];
  onChange: (products: string[]) => void;
  error: string | undefined;
  disabled?: boolean;
};

/** The chosen company's products as checkboxes. */
export function ProductsPicker({ company, chosen, onChange, error, disabled = false }: ProductsPickerProps) {
  const { t } = useTranslation();
  const helpId = 'request-access-products-help';
  const toggle = (productId: string, checked: boolean) =>
    onChange(checked ? [...chosen, productId] : chosen.filter((id) => id !== productId));

  const help = error
    ? translateKey(t, error, 'errors.request.invalid')
    : !company
      ? t('profile.requestAccess.chooseCompanyFirst')
      : company.products.length === 0
        ? t('profile.requestAccess.noProducts')
        : t('profile.requestAccess.productsHelp');

  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      aria-describedby={helpId}
      {...{ [FIELD_ERROR_MARK]: Boolean(error) }}
    >
      <FormLabel component="legend">
        {company
          ? t('profile.requestAccess.productsLegendFor', { company: company.company_name })
          : t('profile.requestAccess.productsLegend')}
      </FormLabel>
      <FormGroup>
        {(company?.products ?? []).map((product) => (
          <FormControlLabel
            key={product.product_id}
            control={
              <Checkbox
                checked={chosen.includes(product.product_id)}
                disabled={disabled}
                onChange={(event) => toggle(product.product_id, event.target.checked)}
              />
            }
            label={product.name}
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId}>{help}</FormHelperText>
    </FormControl>
  );
}
