import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** A record that does not exist or is not the reader's to see: a titled notice where the record would be. */
export function NotFoundNotice({
  title,
  text,
  headingLevel = 'h2',
}: {
  title: string;
  text: string;
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <Alert severity="info">
      <Typography component={headingLevel} variant="h6">
        {title}
      </Typography>
      {text}
    </Alert>
  );
}
