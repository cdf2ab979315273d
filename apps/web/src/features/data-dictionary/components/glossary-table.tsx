import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DATA_DICTIONARY } from '@portal/contract/constants';
import type { GlossaryItem, GlossaryMatch, GlossaryTagName, MatchField } from '@portal/contract/glossary';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerPagination } from '@/components/data-table';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@/components/visually-hidden';
import { HighlightedText } from './highlighted-text';

const [NAME_WIDTH, TYPE_WIDTH, DESCRIPTION_WIDTH, AVAILABLE_WIDTH] = DATA_DICTIONARY.columnWidths;
/** The spec's widths (section 9) when there is room: 240 + 200 + 950 + 200. */
const TABLE_WIDTH = NAME_WIDTH + TYPE_WIDTH + DESCRIPTION_WIDTH + AVAILABLE_WIDTH;
/** On narrower screens the description gives way first, down to this; below it the table scrolls sideways. */
const MIN_DESCRIPTION_WIDTH = 360;
const MIN_TABLE_WIDTH = NAME_WIDTH + TYPE_WIDTH + MIN_DESCRIPTION_WIDTH + AVAILABLE_WIDTH;
/** The page is as wide as the table at its full width, plus the page's side padding. */
export const DICTIONARY_PAGE_MAX_WIDTH = TABLE_WIDTH + 48;

/** The value of one of the element's tags (data type, field type), or null. */
export function tagValue(item: Pick<GlossaryItem, 'glossary_tags'>, name: GlossaryTagName): string | null {
  return item.glossary_tags.find((tag) => tag.tag_name === name)?.tag_value ?? null;
}

/** The matched text, when the search matched this field. */
function markIn(item: GlossaryMatch, field: MatchField): string | null {
  return item.match?.field === field ? item.match.text : null;
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

function SkeletonRows() {
  return Array.from({ length: DATA_DICTIONARY.skeletonRows }, (_, row) => (
    <TableRow key={row} data-testid="glossary-skeleton-row" aria-hidden="true">
      {DATA_DICTIONARY.columnWidths.map((_, cell) => (
        <TableCell key={cell}>
          <Skeleton variant="text" />
          {cell === 0 ? <Skeleton variant="text" width="60%" /> : null}
        </TableCell>
      ))}
    </TableRow>
  ));
}

type GlossaryTableProps = {
  /** null while the page loads: 7 skeleton rows. */
  items: GlossaryMatch[] | null;
  selectedId: string | null;
  /** The link that selects an element (the current view with `selected`). */
  linkTo: (id: string) => string;
  onSelect: (id: string) => void;
};

/**
 * The results (spec section 2): name (business name, with technical and DSS names beneath, the matched text
 * marked), data and field type, description, and who gets the element. A row is chosen by its name link
 * (Enter) or a click anywhere on it.
 */
export function GlossaryTable({ items, selectedId, linkTo, onSelect }: GlossaryTableProps) {
  const { t } = useTranslation();
  const selectRow = (event: MouseEvent<HTMLTableRowElement>, id: string) => {
    // The name link navigates by itself.
    if ((event.target as Element).closest('a, button')) return;
    onSelect(id);
  };

  return (
    // A region that scrolls sideways on narrow screens, so it takes focus to be scrolled by keyboard.
    <TableContainer
      role="region"
      aria-label={t('dataDictionary.table.caption')}
      tabIndex={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
      }}
    >
      <Table
        sx={{ tableLayout: 'fixed', width: '100%', maxWidth: TABLE_WIDTH, minWidth: MIN_TABLE_WIDTH }}
        aria-busy={items === null}
      >
        <Box component="caption" sx={visuallyHidden}>
          {t('dataDictionary.table.caption')}
        </Box>
        <colgroup>
          <col style={{ width: NAME_WIDTH }} />
          <col style={{ width: TYPE_WIDTH }} />
          {/* The rest, up to DESCRIPTION_WIDTH (the table is at most TABLE_WIDTH wide). */}
          <col />
          <col style={{ width: AVAILABLE_WIDTH }} />
        </colgroup>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('dataDictionary.table.name')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('dataDictionary.table.type')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('dataDictionary.table.description')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('dataDictionary.table.availableTo')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items === null ? (
            <SkeletonRows />
          ) : (
            items.map((item) => {
              const selected = item.id === selectedId;
              const dataType = tagValue(item, 'datatype');
              const fieldType = tagValue(item, 'field_type');
              return (
                <TableRow
                  key={item.id}
                  hover
                  selected={selected}
                  onClick={(event) => selectRow(event, item.id)}
                  sx={{ cursor: 'pointer', '& > td, & > th': { verticalAlign: 'top' } }}
                >
                  <TableCell component="th" scope="row">
                    <Link
                      component={RouterLink}
                      to={linkTo(item.id)}
                      aria-current={selected ? 'true' : undefined}
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      <HighlightedText text={item.business_name} highlight={markIn(item, 'business_name')} />
                    </Link>
                    <SecondaryLine label={t('dataDictionary.table.technicalName')}>
                      <HighlightedText text={item.technical_name} highlight={markIn(item, 'technical_name')} />
                    </SecondaryLine>
                    {item.dss_business_name ? (
                      <SecondaryLine label={t('dataDictionary.table.dssName')}>
                        <HighlightedText text={item.dss_business_name} highlight={markIn(item, 'dss_business_name')} />
                      </SecondaryLine>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {dataType ? (
                      <SecondaryLine label={t('dataDictionary.table.dataType')}>{dataType}</SecondaryLine>
                    ) : null}
                    {fieldType ? (
                      <SecondaryLine label={t('dataDictionary.table.fieldType')}>{fieldType}</SecondaryLine>
                    ) : null}
                  </TableCell>
                  <TableCell>{item.business_definition}</TableCell>
                  <TableCell>{t(`dataDictionary.availability.${item.availability}`)}</TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type GlossaryPaginationProps = {
  /** Zero-based. */
  page: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** Server-side paging, 20 elements a page (spec section 9). */
export function GlossaryPagination({ page, total, onPageChange }: GlossaryPaginationProps) {
  return (
    <ServerPagination
      page={page}
      pageSize={DATA_DICTIONARY.pageSize}
      total={total}
      onChange={(changes) => changes.page !== undefined && onPageChange(changes.page)}
    />
  );
}
