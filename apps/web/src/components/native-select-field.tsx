import type { SxProps, Theme } from '@mui/material/styles';
import { styled } from '@mui/material/styles';
import type { ChangeEvent, ReactNode } from 'react';

type NativeSelectFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The `<option>`s. */
  children: ReactNode;
  size?: 'small' | 'medium';
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'fullWidth' })<{ fullWidth: boolean }>(
  ({ fullWidth }) => ({
    position: 'relative',
    display: 'inline-flex',
    flexDirection: 'column',
    minWidth: 0,
    verticalAlign: 'top',
    width: fullWidth ? '100%' : undefined,
  }),
);

/** The label sits on the outline, as MUI's outlined field shows it once it holds a value (a select always does). */
const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  maxWidth: 'calc(133% - 32px)',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  lineHeight: '1.4375em',
  color: theme.palette.text.secondary,
  pointerEvents: 'none',
  transform: 'translate(14px, -9px) scale(0.75)',
  transformOrigin: 'top left',
  '*:focus-within > &': { color: theme.palette.primary.main },
}));

const Select = styled('select', { shouldForwardProp: (prop) => prop !== 'small' })<{ small: boolean }>(
  ({ theme, small }) => ({
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.primary,
    boxSizing: 'content-box',
    height: '1.4375em',
    padding: small ? '8.5px 32px 8.5px 14px' : '16.5px 32px 16.5px 14px',
    margin: 0,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    appearance: 'none',
    cursor: 'pointer',
    minWidth: 16,
    outline: 0,
    '&:disabled': { color: theme.palette.text.disabled, cursor: 'default' },
  }),
);

/** The border with a gap for the label, drawn as MUI's OutlinedInput draws it (a fieldset whose legend is the gap). */
const Outline = styled('fieldset')(({ theme }) => ({
  position: 'absolute',
  inset: '-5px 0 0',
  margin: 0,
  padding: '0 8px',
  border: `1px solid rgba(0, 0, 0, 0.23)`,
  borderRadius: theme.shape.borderRadius,
  pointerEvents: 'none',
  overflow: 'hidden',
  minWidth: 0,
  textAlign: 'left',
  'select:hover:not(:disabled) ~ &': { borderColor: theme.palette.text.primary },
  'select:focus ~ &': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  'select:disabled ~ &': { borderColor: theme.palette.action.disabled },
  '& > legend': {
    float: 'unset',
    width: 'auto',
    maxWidth: '100%',
    height: 11,
    padding: 0,
    overflow: 'hidden',
    visibility: 'hidden',
    whiteSpace: 'nowrap',
    fontSize: '0.75em',
  },
  '& > legend > span': { display: 'inline-block', paddingLeft: 5, paddingRight: 5, opacity: 0 },
}));

const Arrow = styled('svg')(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - 0.5em)',
  width: '1em',
  height: '1em',
  fontSize: '1.5rem',
  fill: 'currentColor',
  color: theme.palette.action.active,
  pointerEvents: 'none',
  'select:disabled ~ &': { color: theme.palette.action.disabled },
}));

/**
 * An outlined, labelled native `<select>` that looks like `<TextField select slotProps={{ select: { native: true } }}>`,
 * drawn with a few styled elements: MUI's FormControl, InputLabel, NativeSelect and OutlinedInput (InputBase with its
 * textarea support) were about 7 KiB of gzip on every page for the header's language switch and the partner picker.
 */
export function NativeSelectField({
  id,
  label,
  value,
  onChange,
  children,
  size,
  disabled = false,
  fullWidth = false,
  sx,
}: NativeSelectFieldProps) {
  return (
    <Root fullWidth={fullWidth} sx={sx}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={onChange} disabled={disabled} small={size === 'small'}>
        {children}
      </Select>
      <Outline aria-hidden="true">
        <legend>
          <span>{label}</span>
        </legend>
      </Outline>
      <Arrow focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </Arrow>
    </Root>
  );
}
