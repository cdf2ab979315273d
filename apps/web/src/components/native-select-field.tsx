import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
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

/**
 * An outlined, labelled native `<select>`: what `<TextField select slotProps={{ select: { native: true } }}>` shows,
 * without TextField, whose import brings MUI's whole menu select (Menu, Popover, Modal) into the chunk. The header's
 * controls use it, so the landing page does not load that.
 */
export function NativeSelectField({
  id,
  label,
  value,
  onChange,
  children,
  size,
  disabled,
  fullWidth,
  sx,
}: NativeSelectFieldProps) {
  return (
    <FormControl size={size} disabled={disabled} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect id={id} value={value} onChange={onChange} input={<OutlinedInput label={label} />}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}
