import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** The field types the dictionary's elements carry (a tag value the server sends in English). */
const FIELD_TYPES = ['attribute', 'dimension', 'key', 'metric'] as const;
type FieldType = (typeof FIELD_TYPES)[number];

const isKnown = (value: string): value is FieldType => (FIELD_TYPES as readonly string[]).includes(value);

/**
 * A field type in the interface language ('Métrica' for 'Metric'); one without a translation is shown as the
 * server sent it, in English, rather than as a key.
 */
export function useFieldTypeLabel(): (value: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (value: string) => {
      const key = value.toLowerCase();
      return isKnown(key) ? t(`dataDictionary.fieldTypes.${key}`) : value;
    },
    [t],
  );
}
