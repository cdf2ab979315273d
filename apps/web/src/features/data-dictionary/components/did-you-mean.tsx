import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/use-translation';

const LABEL_ID = 'data-dictionary-did-you-mean';

/** 'Did you mean:' and the dictionary's own terms close to the search; choosing one searches for it. */
export function DidYouMean({ terms, onChoose }: { terms: readonly string[]; onChoose: (term: string) => void }) {
  const { t } = useTranslation();
  if (terms.length === 0) return null;
  return (
    <Box
      role="group"
      aria-labelledby={LABEL_ID}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      <Typography id={LABEL_ID} component="span" sx={{ fontWeight: 600 }}>
        {t('dataDictionary.didYouMean')}
      </Typography>
      {terms.map((term) => (
        <Button key={term} variant="outlined" size="small" onClick={() => onChoose(term)}>
          {term}
        </Button>
      ))}
    </Box>
  );
}
