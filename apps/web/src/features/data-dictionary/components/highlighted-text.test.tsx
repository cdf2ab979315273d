import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText, splitForHighlight } from './highlighted-text';

describe('highlighted text', () => {
  it('marks every occurrence of the matched text, ignoring case', () => {
    expect(splitForHighlight('Sales and net sales', 'SALES')).toEqual([
      { text: 'Sales', marked: true },
      { text: ' and net ', marked: false },
      { text: 'sales', marked: true },
    ]);
    const { container } = render(<HighlightedText text="Net Sales Amount" highlight="sales" />);
    expect(container.textContent).toBe('Net Sales Amount');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Sales']);
  });

  it('marks nothing without a match', () => {
    expect(splitForHighlight('Store Number', null)).toEqual([{ text: 'Store Number', marked: false }]);
    expect(splitForHighlight('Store Number', 'units')).toEqual([{ text: 'Store Number', marked: false }]);
    expect(splitForHighlight('Store Number', '  ')).toEqual([{ text: 'Store Number', marked: false }]);
  });
});
