import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextTabIndex, TabBar } from './tab-bar';

const TABS = [
  { value: 'users', id: 'tab-users', label: 'Users' },
  { value: 'pending', id: 'tab-pending', label: 'Pending users' },
  { value: 'blocked', id: 'tab-blocked', label: 'Blocked users' },
] as const;

function renderTabs(value: (typeof TABS)[number]['value'] = 'users') {
  const onChange = vi.fn();
  render(<TabBar label="User lists" value={value} tabs={TABS} panelId="panel" onChange={onChange} />);
  return onChange;
}

describe('TabBar', () => {
  it('scrolls a chosen tab other than the first into view once the page is painted, not while it is drawn', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderTabs('blocked');
    expect(scrolled).not.toHaveBeenCalled();
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('tab', { name: 'Blocked users' }));
    scrolled.mockRestore();
  });

  it('names its list, marks the chosen tab and reaches only it by Tab', async () => {
    renderTabs('pending');
    expect(screen.getByRole('tablist', { name: 'User lists' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending users', selected: true })).toHaveAttribute(
      'aria-controls',
      'panel',
    );
    expect(screen.getByRole('tab', { name: 'Users', selected: false })).toHaveAttribute('id', 'tab-users');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Pending users' })).toHaveFocus();
  });

  it('says which tab was chosen by click or key, and nothing when the chosen one is clicked again', async () => {
    const onChange = renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'Blocked users' }));
    expect(onChange).toHaveBeenLastCalledWith('blocked');
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('pending');
  });

  it('moves the focus with the arrows (round the ends), Home and End', async () => {
    renderTabs();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Blocked users' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Blocked users' })).toHaveFocus();
    expect(nextTabIndex('a', 0, 3)).toBeNull();
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
  });
});
