import type { EXPORT_COLUMNS } from '@portal/contract/glossary';
import type { Locale } from '@portal/contract/locale';
import { defineTexts } from '../../platform/texts.js';

/** The data dictionary export's sheet name, header row, availability and field type values. */
const enUS = {
  sheet: 'Data dictionary',
  header_business_name: 'Business name',
  header_technical_name: 'Technical name',
  header_dss_business_name: 'DSS name',
  header_business_definition: 'Description',
  header_datatype: 'Data type',
  header_field_type: 'Field type',
  header_available_products: 'Products',
  header_availability: 'Available to',
  allUsers: 'All users',
  charterOnly: 'Charter users only',
  field_type_attribute: 'Attribute',
  field_type_dimension: 'Dimension',
  field_type_key: 'Key',
  field_type_metric: 'Metric',
};

export type GlossaryTextKey = keyof typeof enUS;

const { text: glossaryText } = defineTexts<GlossaryTextKey>({
  'en-US': enUS,
  'es-MX': {
    sheet: 'Diccionario de datos',
    header_business_name: 'Nombre de negocio',
    header_technical_name: 'Nombre técnico',
    header_dss_business_name: 'Nombre en DSS',
    header_business_definition: 'Descripción',
    header_datatype: 'Tipo de dato',
    header_field_type: 'Tipo de campo',
    header_available_products: 'Productos',
    header_availability: 'Disponible para',
    allUsers: 'Todos los usuarios',
    charterOnly: 'Solo usuarios con contrato',
    field_type_attribute: 'Atributo',
    field_type_dimension: 'Dimensión',
    field_type_key: 'Clave',
    field_type_metric: 'Métrica',
  },
  'fr-CA': {
    sheet: 'Dictionnaire de données',
    header_business_name: 'Nom d’affaires',
    header_technical_name: 'Nom technique',
    header_dss_business_name: 'Nom DSS',
    header_business_definition: 'Description',
    header_datatype: 'Type de données',
    header_field_type: 'Type de champ',
    header_available_products: 'Produits',
    header_availability: 'Offert à',
    allUsers: 'Tous les utilisateurs',
    charterOnly: 'Utilisateurs sous contrat seulement',
    field_type_attribute: 'Attribut',
    field_type_dimension: 'Dimension',
    field_type_key: 'Clé',
    field_type_metric: 'Mesure',
  },
});

const FIELD_TYPES = ['attribute', 'dimension', 'key', 'metric'] as const;

/** The export's texts in one language, read once per export rather than once per row. */
export function exportTexts(locale: Locale) {
  const fieldTypes = new Map<string, string>(
    FIELD_TYPES.map((type) => [type, glossaryText(locale, `field_type_${type}`)]),
  );
  return {
    /** A field type in the language; one without a translation as it is stored (English). */
    fieldType: (value: string) => fieldTypes.get(value.toLowerCase()) ?? value,
    sheet: glossaryText(locale, 'sheet'),
    header: (column: (typeof EXPORT_COLUMNS)[number]) => glossaryText(locale, `header_${column}`),
    allUsers: glossaryText(locale, 'allUsers'),
    charterOnly: glossaryText(locale, 'charterOnly'),
  };
}
