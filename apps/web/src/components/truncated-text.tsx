import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { TRUNCATE } from '@portal/contract/constants';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** The first `max` characters of a text (spec section 9: 50 by default), with 'see more' / 'see less' when it is longer. */
export function TruncatedText({ text, max = TRUNCATE.default }: { text: string; max?: number }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  // Code points, so an emoji or accented letter is never cut in half.
  const chars = [...text];
  if (chars.length <= max) return <>{text}</>;
  return (
    <>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {expanded ? text : `${chars.slice(0, max).join('').trimEnd()}…`}
      </Box>{' '}
      <Link
        component="button"
        type="button"
        variant="body2"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? t('common.seeLess') : t('common.seeMore')}
      </Link>
    </>
  );
}
