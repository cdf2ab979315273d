import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type HeadedSectionProps = {
  title: ReactNode;
  children: ReactNode;
  /** An outlined panel (side boxes) instead of a plain section. */
  panel?: boolean;
  variant?: 'h5' | 'h6';
};

/** A page section named by its h2, so screen readers list it as a region with that name. */
export function HeadedSection({ title, children, panel = false, variant = 'h5' }: HeadedSectionProps) {
  const id = useId();
  const heading = (
    <Typography id={id} variant={variant} component="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
  );
  if (panel) {
    return (
      <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 3 }}>
        {heading}
        {children}
      </Paper>
    );
  }
  return (
    <section aria-labelledby={id}>
      {heading}
      {children}
    </section>
  );
}
