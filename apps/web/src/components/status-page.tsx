import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type StatusPageProps = {
  /** The page's one h1. */
  heading: string;
  /** A decorative icon shown above the heading. */
  icon?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The layout of the message pages: not found, errors, no access, redirects. */
export function StatusPage({ heading, icon, actions, children }: StatusPageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      {icon ? (
        <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 56 } }}>
          {icon}
        </Box>
      ) : null}
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {children}
      {actions ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
          {actions}
        </Stack>
      ) : null}
    </Container>
  );
}
