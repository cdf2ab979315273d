import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/use-translation';
import { formatCount } from '@/lib/format-count';

type NoResultsProps = {
  term: string;
  /**
   * How many elements the term (or the whole tab) finds without the product filter: when some, the filter
   * emptied the list, not the term, and the message says so with a way to clear it.
   */
  withoutFilters: number;
  onClearFilters: () => void;
};

/**
 * The no-results state of spec section 8: 'No results found for "<term>"' and 'Try another search term';
 * or, when the product filter (not the term) emptied the list, how many it hides and 'Clear filters'.
 */
export function NoResults({ term, withoutFilters, onClearFilters }: NoResultsProps) {
  const { t, i18n } = useTranslation();
  const filtered = withoutFilters > 0;
  const count = formatCount(withoutFilters, i18n.language);
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <SearchOff aria-hidden="true" color="action" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {filtered
          ? t('dataDictionary.noResults.filteredHeading')
          : term
            ? t('dataDictionary.noResults.headingFor', { term })
            : t('dataDictionary.noResults.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {filtered
          ? term
            ? t('dataDictionary.noResults.filteredHintFor', { total: count, term })
            : t('dataDictionary.noResults.filteredHint', { total: count })
          : term
            ? t('dataDictionary.noResults.searchHint')
            : t('dataDictionary.noResults.filterHint')}
      </Typography>
      {filtered ? (
        <Button variant="outlined" onClick={onClearFilters} sx={{ mt: 2 }}>
          {t('dataDictionary.noResults.clearFilters')}
        </Button>
      ) : null}
    </Box>
  );
}
