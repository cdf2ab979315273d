import TipsAndUpdates from '@mui/icons-material/TipsAndUpdates';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/use-translation';

const TIPS = ['names', 'minLength', 'typos', 'filters'] as const;
const HEADING_ID = 'data-dictionary-tips-heading';

/** 'Searching tips': what the search looks at and how forgiving it is. */
export function SearchingTips() {
  const { t } = useTranslation();
  return (
    <Paper component="aside" variant="outlined" aria-labelledby={HEADING_ID} sx={{ p: 2, height: '100%' }}>
      <Typography
        id={HEADING_ID}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <TipsAndUpdates aria-hidden="true" color="primary" fontSize="small" />
        {t('dataDictionary.tips.heading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {TIPS.map((tip) => (
          <Typography key={tip} component="li" variant="body2" sx={{ mb: 0.5 }}>
            {t(`dataDictionary.tips.${tip}`)}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
