import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@/lib/router/router';

/** Back to the list a detail page was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBack aria-hidden="true" />} sx={{ mb: 2 }}>
      {label}
    </Button>
  );
}
