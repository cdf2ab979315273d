import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export type Choice<Value> = { value: Value; label: string };

/** Why the choices are missing, and how to read them again. */
export type ChoicesLoadError = { message: string; retryLabel: string; onRetry: () => void };

type CheckboxGroupProps<Value> = {
  legend: string;
  /** Undefined while the choices load. */
  choices: readonly Choice<Value>[] | undefined;
  chosen: readonly Value[];
  onToggle: (value: Value, on: boolean) => void;
  /** Set when the choices could not be loaded: it stands in their place. */
  loadError?: ChoicesLoadError;
};

/** A list filter as a group of checkboxes (a fieldset named by its legend), or its loading or failure. */
export function CheckboxGroup<Value>({ legend, choices, chosen, onToggle, loadError }: CheckboxGroupProps<Value>) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      {loadError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={loadError.onRetry}>
              {loadError.retryLabel}
            </Button>
          }
        >
          {loadError.message}
        </Alert>
      ) : choices === undefined ? (
        <Skeleton variant="rounded" height={40} />
      ) : (
        <FormGroup row>
          {choices.map((choice) => (
            <FormControlLabel
              key={String(choice.value)}
              label={choice.label}
              control={
                <Checkbox
                  checked={chosen.includes(choice.value)}
                  onChange={(event) => onToggle(choice.value, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}
