import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

/** How long typing must pause before a list searches. */
export const SEARCH_DEBOUNCE_MS = 400;

type SearchFieldProps = {
  id: string;
  label: string;
  /** The search applied (from the URL) when the page opens. */
  value: string;
  /** Called once typing pauses, with the trimmed text ('' for none). */
  onSearch: (value: string) => void;
  maxLength: number;
};

/** A list's search box: shows each keystroke at once and searches once typing pauses. */
export function SearchField({ id, label, value, onSearch, maxLength }: SearchFieldProps) {
  const [input, setInput] = useState(value);
  const apply = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextField
      id={id}
      type="search"
      fullWidth
      label={label}
      value={input}
      onChange={(event) => {
        setInput(event.target.value);
        apply.run(event.target.value);
      }}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
