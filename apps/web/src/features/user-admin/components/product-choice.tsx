import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { ProductCode } from '@portal/contract/products';
import { PRODUCT_CODES, PRODUCT_NAMES } from '@portal/contract/products';

type ProductChoiceProps = {
  legend: string;
  chosen: readonly string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
};

/** The catalogue's products as checkboxes, by code, in catalogue order; two columns from 600 px. */
export function ProductChoice({ legend, chosen, onChange, disabled = false }: ProductChoiceProps) {
  const toggle = (code: ProductCode, checked: boolean) =>
    onChange(PRODUCT_CODES.filter((c) => (c === code ? checked : chosen.includes(c))));
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {PRODUCT_CODES.map((code) => (
          <FormControlLabel
            key={code}
            control={
              <Checkbox checked={chosen.includes(code)} onChange={(event) => toggle(code, event.target.checked)} />
            }
            label={PRODUCT_NAMES[code]}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** The codes of products named as a user row names them ('Report Builder' → REPORT_BUILDER). */
export function productCodesOf(names: readonly string[]): ProductCode[] {
  return PRODUCT_CODES.filter((code) => names.includes(PRODUCT_NAMES[code]));
}
