import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { DATA_DICTIONARY } from '@portal/contract/constants';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_SEARCH_LENGTH } from '../use-dictionary-view';

export const SEARCH_INPUT_ID = 'data-dictionary-search';

type GlossarySearchBoxProps = {
  value: string;
  suggestions: readonly string[];
  /** Shows 'Please enter at least 3 characters' instead of the helper text (which goes once 3 are typed). */
  tooShort: boolean;
  /** Typing (the page debounces it). */
  onType: (value: string) => void;
  /** Enter, a chosen suggestion, or clearing: search at once. */
  onSubmit: (value: string) => void;
};

/**
 * The search box (spec sections 2 and 5): a combobox that lists suggestions as you type; Enter or a chosen
 * suggestion searches at once, typing searches after a pause.
 */
export function GlossarySearchBox({ value, suggestions, tooShort, onType, onSubmit }: GlossarySearchBoxProps) {
  const { t } = useTranslation();
  // The hint asks for 3 characters until there are 3 (issue 24): then there is nothing left to say.
  const helperText = tooShort
    ? t('dataDictionary.search.tooShort')
    : value.trim().length < DATA_DICTIONARY.minSearchLength
      ? t('dataDictionary.search.helper')
      : undefined;
  return (
    <Autocomplete
      freeSolo
      // The list stays inside the search landmark.
      disablePortal
      id={SEARCH_INPUT_ID}
      options={suggestions}
      // The server already picked and ordered the suggestions.
      filterOptions={(options) => options}
      value={null}
      inputValue={value}
      clearText={t('dataDictionary.search.clear')}
      onInputChange={(_, next, reason) => {
        if (reason === 'input') onType(next);
        // The clear button empties the box without a change of value (the value is always null here).
        if (reason === 'clear') onSubmit('');
      }}
      onChange={(_, next) => onSubmit(typeof next === 'string' ? next : '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('dataDictionary.search.label')}
          placeholder={t('dataDictionary.search.placeholder')}
          error={tooShort}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden="true" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, maxLength: MAX_SEARCH_LENGTH, enterKeyHint: 'search' },
            formHelperText: { 'aria-live': 'polite' },
          }}
        />
      )}
    />
  );
}
