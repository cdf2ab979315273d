import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncidentDetail } from '@portal/contract/support';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT } from '../contact-prefill';
import { categories } from '../pages/support.fixtures';
import { CascadingSelect } from './cascading-select';
import type { IncidentFormValues } from './incident-form-values';
import { CATEGORY_LEVELS, cascadeOptions, initialIncidentValues } from './incident-form-values';

/** The four levels as the incident form lays them out: a level below the first shows once it has options. */
function Cascade() {
  const { control, setValue } = useForm<IncidentFormValues, unknown, IncidentDetail>({
    defaultValues: initialIncidentValues('GENERAL', categories(), EMPTY_CONTACT),
  });
  const [supportType, issue, issueType, subIssueType] = useWatch({ control, name: [...CATEGORY_LEVELS] });
  const options = cascadeOptions(categories().supportTypes, { supportType, issue, issueType, subIssueType });
  return (
    <>
      {CATEGORY_LEVELS.map((level, index) =>
        index === 0 || options[level].length > 0 ? (
          <CascadingSelect
            key={level}
            control={control}
            setValue={setValue}
            level={level}
            options={options[level]}
            required={index === 0}
          />
        ) : null,
      )}
    </>
  );
}

const select = (name: RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const query = (name: RegExp) => screen.queryByRole('combobox', { name });
const optionTexts = (element: HTMLSelectElement) => [...element.options].map((option) => option.textContent);

describe('CascadingSelect', () => {
  it('is labelled, and a level shows only the options below the choice above it', async () => {
    const user = userEvent.setup();
    render(<Cascade />);
    expect(select(/^Support type$/)).toBeRequired();
    expect(query(/^Issue$/)).toBeNull();
    await user.selectOptions(select(/^Support type/), 'Shopper Behavior');
    expect(optionTexts(select(/^Issue$/))).toEqual(['Select…', 'Report does not load', 'Numbers look wrong']);
    await user.selectOptions(select(/^Issue$/), 'Report does not load');
    expect(optionTexts(select(/^Issue type$/))).toEqual(['Select…', 'Timeout', 'Blank page']);
  });

  it('clears and hides the levels below when a parent changes', async () => {
    const user = userEvent.setup();
    render(<Cascade />);
    await user.selectOptions(select(/^Support type/), 'Shopper Behavior');
    await user.selectOptions(select(/^Issue$/), 'Report does not load');
    await user.selectOptions(select(/^Issue type$/), 'Timeout');
    await user.selectOptions(select(/^Sub-issue type$/), 'Every report');

    await user.selectOptions(select(/^Issue type$/), 'Blank page');
    expect(query(/^Sub-issue type$/)).toBeNull();
    await user.selectOptions(select(/^Issue type$/), 'Timeout');
    expect(select(/^Sub-issue type$/)).toHaveValue('');

    await user.selectOptions(select(/^Support type/), 'Basic vendor support');
    expect(optionTexts(select(/^Issue$/))).toEqual(['Select…', 'Basic vendor question']);
    expect(select(/^Issue$/)).toHaveValue('');
    expect(query(/^Issue type$/)).toBeNull();
  });

  it('is gone through in order with the keyboard, and keeps the focus where a choice cleared the levels below', async () => {
    const user = userEvent.setup();
    render(<Cascade />);
    await user.tab();
    expect(select(/^Support type/)).toHaveFocus();
    await user.selectOptions(select(/^Support type/), 'Shopper Behavior');
    await user.tab();
    expect(select(/^Issue$/)).toHaveFocus();
    await user.selectOptions(select(/^Issue$/), 'Report does not load');
    await user.tab();
    expect(select(/^Issue type$/)).toHaveFocus();
    await user.tab({ shift: true });
    await user.selectOptions(select(/^Issue$/), 'Numbers look wrong');
    expect(select(/^Issue$/)).toHaveFocus();
    expect(query(/^Issue type$/)).toBeNull();
  });
});
