import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { KB_LIMITS } from '@portal/contract/knowledge-base';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from '@/lib/router/router';
import { searchHref } from '../kb-routing';

/** The knowledge base's search form: Enter or the button opens the search page with the term in the URL. */
export function KbSearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState(initial);
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('knowledgeBase.search.label')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        const q = term.trim();
        if (q) void navigate(searchHref(q));
      }}
    >
      <TextField
        id="kb-search"
        type="search"
        fullWidth
        size="small"
        label={t('knowledgeBase.search.label')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        slotProps={{ htmlInput: { maxLength: KB_LIMITS.searchMax } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden="true" />}>
        {t('knowledgeBase.search.submit')}
      </Button>
    </Stack>
  );
}
