import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { useTranslation } from './use-translation';

function Heading({ onT }: { onT?: (t: unknown) => void }) {
  const { t, i18n: translations } = useTranslation();
  useEffect(() => onT?.(t), [t, onT]);
  return <h1 lang={translations.language}>{t('errors.http.unknown')}</h1>;
}

describe('useTranslation', () => {
  it('renders in the current language and again in each language it changes to', async () => {
    render(<Heading />);
    expect(screen.getByRole('heading')).toHaveTextContent('An unknown http error occurred!');

    await act(() => i18n.changeLanguage('es-MX'));
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'es-MX');
    expect(screen.getByRole('heading')).toHaveTextContent(i18n.getFixedT('es-MX')('errors.http.unknown'));
    expect(screen.getByRole('heading')).not.toHaveTextContent('An unknown http error occurred!');

    await act(() => i18n.changeLanguage('fr-CA'));
    expect(screen.getByRole('heading')).toHaveTextContent(i18n.getFixedT('fr-CA')('errors.http.unknown'));
  });

  it('gives a new t on a language change, so effects that list it run again', async () => {
    const onT = vi.fn();
    render(<Heading onT={onT} />);
    expect(onT).toHaveBeenCalledTimes(1);
    await act(() => i18n.changeLanguage('es-MX'));
    expect(onT).toHaveBeenCalledTimes(2);
    expect(onT.mock.calls[1]?.[0]).not.toBe(onT.mock.calls[0]?.[0]);
  });

  it('keeps the page’s <html lang> on the interface language', async () => {
    await i18n.changeLanguage('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
    await i18n.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
