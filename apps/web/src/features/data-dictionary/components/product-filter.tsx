import TextField from '@mui/material/TextField';
import type { GlossaryProductTag } from '@portal/contract/glossary';
import { useTranslation } from '@/i18n/use-translation';
import { isProductTag } from '../api/get-product-tags';
import { useProductLabels } from '../product-labels';

type ProductFilterProps = {
  /** The product tag values the server offers. */
  tags: readonly GlossaryProductTag[];
  value: GlossaryProductTag | null;
  onChange: (value: GlossaryProductTag | null) => void;
};

/** 'Products': All Products, or one product's elements. */
export function ProductFilter({ tags, value, onChange }: ProductFilterProps) {
  const { t } = useTranslation();
  const { label } = useProductLabels();
  // The product of a shared link is offered even before (or without) the server's list.
  const offered = value && !tags.includes(value) ? [...tags, value] : tags;
  return (
    <TextField
      select
      id="data-dictionary-product"
      label={t('dataDictionary.filters.products')}
      value={value ?? ''}
      onChange={(event) => onChange(isProductTag(event.target.value) ? event.target.value : null)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240 }}
    >
      <option value="">{t('dataDictionary.filters.allProducts')}</option>
      {offered.map((tag) => (
        <option key={tag} value={tag}>
          {label(tag)}
        </option>
      ))}
    </TextField>
  );
}
