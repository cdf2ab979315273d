import TextField from '@mui/material/TextField';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-app';
import { FilterSection } from './filter-section';

type Filters = { name: string };
const NONE: Filters = { name: '' };

function setUp(initial: Filters, { focusPanel = false } = {}) {
  const onApply = vi.fn<(filters: Filters) => void>();
  const onPanelFocused = vi.fn();
  function Harness() {
    const [applied, setApplied] = useState(initial);
    const [open, setOpen] = useState(focusPanel);
    const count = applied.name ? 1 : 0;
    return (
      <FilterSection
        applied={applied}
        none={NONE}
        appliedCount={count}
        open={open}
        onOpenChange={setOpen}
        onApply={(next) => {
          setApplied(next);
          onApply(next);
        }}
        texts={{ toggle: count ? 'Filters (1 applied)' : 'Filters', title: 'Filters', apply: 'Apply', reset: 'Reset' }}
        focusPanel={focusPanel}
        onPanelFocused={onPanelFocused}
      >
        {(draft, change) => (
          <TextField label="Name" value={draft.name} onChange={(event) => change({ name: event.target.value })} />
        )}
      </FilterSection>
    );
  }
  const view = renderRoutes('/list', { routes: [{ path: '/list', element: <Harness /> }] });
  return { ...view, onApply, onPanelFocused };
}

describe('the filter section', () => {
  it('keeps the choices in a draft until Apply, then closes and gives the focus back to its toggle', async () => {
    const { user, onApply } = setUp(NONE);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme');
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ name: 'Acme' });
    const applied = screen.getByRole('button', { name: 'Filters (1 applied)' });
    expect(applied).toHaveFocus();
    expect(applied).toHaveAttribute('aria-expanded', 'false');
  });

  it('resets the draft, and the applied filters only when some apply', async () => {
    const { user, onApply } = setUp({ name: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Filters (1 applied)' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(NONE);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Zed');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('moves the focus into the panel when asked to as it opens', async () => {
    const { onPanelFocused } = setUp(NONE, { focusPanel: true });
    await waitFor(() => expect(screen.getByRole('form', { name: 'Filters' })).toHaveFocus());
    expect(onPanelFocused).toHaveBeenCalledOnce();
  });
});
