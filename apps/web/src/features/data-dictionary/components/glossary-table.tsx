import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DATA_DICTIONARY } from '@portal/contract/constants';
import type { GlossaryItem, GlossaryMatch, GlossaryTagName, MatchField } from '@portal/contract/glossary';
import { resolveLocale, type Locale } from '@portal/contract/locale';
import type { MouseEvent, ReactNode } from 'react';
import { memo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import type { ServerTableProps } from '@/components/data-table';
import { ServerTable, SkeletonRows } from '@/components/data-table';
import type { RowCell } from '@/components/responsive-rows';
import {
  ExpandableRow,
  useDetailsHeadColumn,
  useResponsiveColumns,
  WRAPPING_TABLE_SX,
} from '@/components/responsive-rows';
import { useFieldTypeLabel } from '../field-types';
import { CopyButton } from './copy-button';
import { HighlightedText } from './highlighted-text';
import { ProductChips } from './product-chips';

const [NAME_WIDTH, TYPE_WIDTH, DESCRIPTION_WIDTH, AVAILABLE_WIDTH] = DATA_DICTIONARY.columnWidths;
/** The spec's widths (section 9) when there is room: 240 + 200 + 950 + 200. */
const TABLE_WIDTH = NAME_WIDTH + TYPE_WIDTH + DESCRIPTION_WIDTH + AVAILABLE_WIDTH;
/** Narrower than that the description gives way first, down to this: the four columns still fit a 1024 px screen. */
const MIN_DESCRIPTION_WIDTH = 320;
const MIN_TABLE_WIDTH = NAME_WIDTH + TYPE_WIDTH + MIN_DESCRIPTION_WIDTH + AVAILABLE_WIDTH;
/** The page is as wide as the table at its full width, plus the page's side padding. */
export const DICTIONARY_PAGE_MAX_WIDTH = TABLE_WIDTH + 48;

/** The value of one of the element's tags (data type, field type), or null. */
export function tagValue(item: Pick<GlossaryItem, 'glossary_tags'>, name: GlossaryTagName): string | null {
  return item.glossary_tags.find((tag) => tag.tag_name === name)?.tag_value ?? null;
}

/** The HTML language of a text in `locale`, when it is not the page's (a name or definition shown in English). */
export function langOf(locale: Locale, pageLocale: Locale): string | undefined {
  return locale === pageLocale ? undefined : locale.slice(0, 2);
}

/** The matched text, when the search matched this field. */
function markIn(item: GlossaryMatch, field: MatchField): string | null {
  return item.match?.field === field ? item.match.text : null;
}

/**
 * The whole synonym that matched: the match's text is only the matched stretch ("Vente" of "Ventes numériques"),
 * which alone would read as the synonym.
 */
function matchedSynonym(item: GlossaryMatch, text: string): string {
  const wanted = text.toLocaleLowerCase();
  return item.synonyms.find((synonym) => synonym.toLocaleLowerCase().includes(wanted)) ?? text;
}

function SecondaryLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      {label}{' '}
      <Box component="span" sx={{ color: 'text.primary' }}>
        {children}
      </Box>
    </Typography>
  );
}

type GlossaryTableProps = {
  /** undefined while the page loads: 7 skeleton rows. */
  items: GlossaryMatch[] | undefined;
  total: number | undefined;
  /** `items` are an earlier answer than the current one (see ServerTable). */
  stale: boolean;
  /** Zero-based. */
  page: number;
  /** Rows per page, one of `pageSizes`. */
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  error: ServerTableProps<never, GlossaryMatch>['error'];
  empty: ReactNode;
  /** The summary above the table. */
  header: ReactNode;
  selectedId: string | null;
  /** The link that selects an element (the current view with `selected`). */
  linkTo: (id: string) => string;
  onSelect: (id: string) => void;
};

type GlossaryRowsProps = Pick<GlossaryTableProps, 'selectedId' | 'linkTo' | 'onSelect'> & {
  items: GlossaryMatch[];
  /** The configured columns the screen shows (spec section 2); the rest are behind each row's toggle. */
  shownCount: number;
  /** The table's column count. */
  width: number;
};

/** "(in English)" after a text shown in English because it is not translated into the page's language. */
export function InEnglish({ locale, pageLocale }: { locale: Locale; pageLocale: Locale }) {
  const { t } = useTranslation();
  if (locale === pageLocale || locale !== 'en-US') return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5, fontStyle: 'italic' }}>
      {t('dataDictionary.inEnglish')}
    </Typography>
  );
}

/**
 * The page's rows. Memoized: the page renders again as its other answers arrive and with each key typed in the
 * search box, and 20 rows of names, copy buttons and chips are the costliest part of it.
 */
const GlossaryRows = memo(function GlossaryRows({
  items,
  selectedId,
  linkTo,
  onSelect,
  shownCount,
  width,
}: GlossaryRowsProps) {
  const { t, i18n } = useTranslation();
  const fieldTypeLabel = useFieldTypeLabel();
  const pageLocale = resolveLocale(i18n.language);
  const selectRow = (event: MouseEvent<HTMLTableRowElement>, id: string) => {
    // The name link navigates by itself.
    if ((event.target as Element).closest('a, button')) return;
    onSelect(id);
  };
  return items.map((item) => {
    const selected = item.id === selectedId;
    const dataType = tagValue(item, 'datatype');
    const fieldType = tagValue(item, 'field_type');
    const cells: RowCell[] = [
      {
        id: 'name',
        label: t('dataDictionary.table.name'),
        rowHeader: true,
        content: (
          <>
            <Link
              component={RouterLink}
              to={linkTo(item.id)}
              aria-current={selected ? 'true' : undefined}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              <span lang={langOf(item.name_locale, pageLocale)}>
                <HighlightedText text={item.business_name} highlight={markIn(item, 'business_name')} />
              </span>
            </Link>
            <InEnglish locale={item.name_locale} pageLocale={pageLocale} />
            {item.english_business_name !== item.business_name ? (
              <SecondaryLine label={t('dataDictionary.table.englishName')}>
                <span lang="en">
                  <HighlightedText
                    text={item.english_business_name}
                    highlight={markIn(item, 'english_business_name')}
                  />
                </span>
              </SecondaryLine>
            ) : null}
            {item.match?.field === 'synonym' ? (
              <SecondaryLine label={t('dataDictionary.table.synonym')}>
                <HighlightedText text={matchedSynonym(item, item.match.text)} highlight={item.match.text} />
              </SecondaryLine>
            ) : null}
            <SecondaryLine label={t('dataDictionary.table.technicalName')}>
              <HighlightedText text={item.technical_name} highlight={markIn(item, 'technical_name')} />
              <CopyButton
                value={item.technical_name}
                label={t('dataDictionary.copy.technicalName', { name: item.technical_name })}
              />
            </SecondaryLine>
            {item.dss_business_name ? (
              <SecondaryLine label={t('dataDictionary.table.dssName')}>
                <HighlightedText text={item.dss_business_name} highlight={markIn(item, 'dss_business_name')} />
                <CopyButton
                  value={item.dss_business_name}
                  label={t('dataDictionary.copy.dssName', { name: item.dss_business_name })}
                />
              </SecondaryLine>
            ) : null}
          </>
        ),
      },
      {
        id: 'type',
        label: t('dataDictionary.table.type'),
        content: (
          <>
            {dataType ? <SecondaryLine label={t('dataDictionary.table.dataType')}>{dataType}</SecondaryLine> : null}
            {fieldType ? (
              <SecondaryLine label={t('dataDictionary.table.fieldType')}>{fieldTypeLabel(fieldType)}</SecondaryLine>
            ) : null}
          </>
        ),
      },
      {
        id: 'description',
        label: t('dataDictionary.table.description'),
        content: (
          <>
            <span lang={langOf(item.definition_locale, pageLocale)}>
              <HighlightedText text={item.business_definition} highlight={markIn(item, 'business_definition')} />
            </span>
            <InEnglish locale={item.definition_locale} pageLocale={pageLocale} />
          </>
        ),
      },
      {
        id: 'availableTo',
        label: t('dataDictionary.table.availableTo'),
        content: (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t(`dataDictionary.availability.${item.availability}`)}
            </Typography>
            <ProductChips
              products={item.available_products}
              label={t('dataDictionary.table.productsOf', { name: item.business_name })}
            />
          </>
        ),
      },
    ];
    return (
      <ExpandableRow
        key={item.id}
        label={item.business_name}
        cells={cells}
        shownCount={shownCount}
        width={width}
        rowProps={{
          hover: true,
          selected,
          onClick: (event) => selectRow(event, item.id),
          sx: { cursor: 'pointer', '& > td, & > th': { verticalAlign: 'top' } },
        }}
      />
    );
  });
});

/** All four columns (1024 px and wider): the spec's widths, the description giving way first. */
const LAYOUT = {
  scrollRegion: true,
  tableSx: { tableLayout: 'fixed', width: '100%', maxWidth: TABLE_WIDTH, minWidth: MIN_TABLE_WIDTH },
  colgroup: (
    <colgroup>
      <col style={{ width: NAME_WIDTH }} />
      <col style={{ width: TYPE_WIDTH }} />
      {/* The rest, up to DESCRIPTION_WIDTH (the table is at most TABLE_WIDTH wide). */}
      <col />
      <col style={{ width: AVAILABLE_WIDTH }} />
    </colgroup>
  ),
} as const;

/** Fewer columns (below 1024 px): they share the screen's width and their text wraps rather than widen the table. */
const NARROW_LAYOUT = { tableSx: { ...WRAPPING_TABLE_SX, width: '100%' } } as const;

/**
 * The results (spec section 2): name (business name, with technical and DSS names beneath, the matched text
 * marked), data and field type, description, and who gets the element, 20 a page (spec section 9). A row is
 * chosen by its name link (Enter) or a click anywhere on it. Below 1024 px the columns are the spec's responsive
 * ones, as in the admin tables: the first two (three from 768 px), the rest behind each row's details toggle.
 */
export function GlossaryTable({
  items,
  total,
  stale,
  page,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  error,
  empty,
  header,
  ...rows
}: GlossaryTableProps) {
  const { t } = useTranslation();
  const configured = [
    { id: 'name', label: t('dataDictionary.table.name') },
    { id: 'type', label: t('dataDictionary.table.type') },
    { id: 'description', label: t('dataDictionary.table.description') },
    { id: 'availableTo', label: t('dataDictionary.table.availableTo') },
  ];
  const { shown, hidden } = useResponsiveColumns(configured);
  const columns = [...useDetailsHeadColumn<never>(hidden), ...shown];
  return (
    <ServerTable
      caption={t('dataDictionary.table.caption')}
      columns={columns}
      table={{ page, pageSize }}
      pageSizes={pageSizes}
      onChange={(changes) => {
        if (typeof changes.pageSize === 'number' && changes.pageSize !== pageSize) onPageSizeChange(changes.pageSize);
        else if (typeof changes.page === 'number') onPageChange(changes.page);
      }}
      items={items}
      total={total}
      stale={stale}
      renderRows={(list) => <GlossaryRows items={list} shownCount={shown.length} width={columns.length} {...rows} />}
      error={error}
      empty={empty}
      header={header}
      skeleton={<SkeletonRows columns={columns.length} rows={DATA_DICTIONARY.skeletonRows} leadLines={2} />}
      layout={hidden.length > 0 ? NARROW_LAYOUT : LAYOUT}
    />
  );
}
