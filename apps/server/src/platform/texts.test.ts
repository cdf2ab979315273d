import { describe, expect, it } from 'vitest';
import { html } from './html.js';
import { defineTexts, type Catalogue } from './texts.js';

const CATALOGUE: Catalogue<'greeting' | 'draft'> = {
  'en-US': { greeting: 'Hello {name}, you have {count} messages & {unknown}.', draft: 'Draft' },
  'es-MX': { greeting: 'Hola {name}: tienes {count} mensajes y {unknown}.', draft: '' },
  'fr-CA': { greeting: 'Bonjour {name}, vous avez {count} messages et {unknown}.', draft: 'Brouillon' },
};
const texts = defineTexts(CATALOGUE);

describe('server texts', () => {
  it('fills placeholders in the locale asked for, leaving a placeholder without a value as written', () => {
    expect(texts.text('es-MX', 'greeting', { name: 'Ana', count: 3 })).toBe('Hola Ana: tienes 3 mensajes y {unknown}.');
    expect(texts.text('fr-CA', 'greeting', { name: 'Luc', count: 0 })).toBe(
      'Bonjour Luc, vous avez 0 messages et {unknown}.',
    );
  });

  it('reads English for a locale that is not allowed, and for an entry not yet translated', () => {
    expect(texts.text('de-DE', 'draft')).toBe('Draft');
    expect(texts.text(null, 'draft')).toBe('Draft');
    expect(texts.text('es-mx', 'draft')).toBe('Draft');
    expect(texts.text('fr-CA', 'draft')).toBe('Brouillon');
  });

  it('gives a text, values included, that a page escapes as a whole', () => {
    expect(html`<p>${texts.text('en-US', 'greeting', { name: '<b>"Jo\'s"</b>', count: 2 })}</p>`.toString()).toBe(
      '<p>Hello &lt;b&gt;&quot;Jo&#39;s&quot;&lt;/b&gt;, you have 2 messages &amp; {unknown}.</p>',
    );
  });
});
