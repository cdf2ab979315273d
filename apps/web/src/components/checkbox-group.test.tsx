import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Choice } from './checkbox-group';
import { CheckboxGroup } from './checkbox-group';

const COLOURS: Choice<string>[] = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
];

describe('CheckboxGroup', () => {
  it('names its checkboxes by the legend, ticks the chosen and says which one changed', async () => {
    const onToggle = vi.fn();
    render(<CheckboxGroup legend="Colours" choices={COLOURS} chosen={['blue']} onToggle={onToggle} />);
    const group = screen.getByRole('group', { name: 'Colours' });
    expect(group).toContainElement(screen.getByRole('checkbox', { name: 'Red' }));
    expect(screen.getByRole('checkbox', { name: 'Red' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Blue' })).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Red' }));
    expect(onToggle).toHaveBeenLastCalledWith('red', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Blue' }));
    expect(onToggle).toHaveBeenLastCalledWith('blue', false);
  });

  it('shows no checkbox while the choices load', () => {
    render(<CheckboxGroup legend="Colours" choices={undefined} chosen={[]} onToggle={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Colours' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows a load error in place of the choices, with a retry', async () => {
    const onRetry = vi.fn();
    render(
      <CheckboxGroup
        legend="Colours"
        choices={COLOURS}
        chosen={[]}
        onToggle={vi.fn()}
        loadError={{ message: 'Could not load the colours.', retryLabel: 'Load again', onRetry }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the colours.');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
