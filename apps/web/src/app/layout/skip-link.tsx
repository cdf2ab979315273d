import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: hidden until focused, it moves focus to the main landmark. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 16 },
      }}
    >
      {t('common.skipToContent')}
    </Box>
  );
}
