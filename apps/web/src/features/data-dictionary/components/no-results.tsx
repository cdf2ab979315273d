import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The no-results state of spec section 8: 'No results found for "<term>"' and 'Try another search term'. */
export function NoResults({ term }: { term: string }) {
  const { t } = useTranslation();
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
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {term ? t('dataDictionary.noResults.headingFor', { term }) : t('dataDictionary.noResults.heading')}
      </Typography>
      <Typography color="text.secondary">
        {term ? t('dataDictionary.noResults.searchHint') : t('dataDictionary.noResults.filterHint')}
      </Typography>
    </Box>
  );
}
