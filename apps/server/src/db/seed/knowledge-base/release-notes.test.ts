import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { PRODUCT_CODES } from '@portal/contract/products-core';
import { describe, expect, it } from 'vitest';
import { RELEASE_NOTES_KB } from './release-notes.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HEADINGS = {
  'en-US': ["## What's new", '## Improvements', '## Fixes'],
  'es-MX': ['## Novedades', '## Mejoras', '## Correcciones'],
  'fr-CA': ['## Nouveautés', '## Améliorations', '## Corrections'],
} as const;

describe('the release notes', () => {
  const { topics, articles } = RELEASE_NOTES_KB;

  it('is the release-notes folder with one topic titled and described in every language', () => {
    expect(RELEASE_NOTES_KB.folder).toBe('release-notes');
    expect(topics.map((t) => t.slug)).toEqual(['product-updates']);
    for (const locale of ALLOWED_LOCALES) {
      expect(topics[0]?.titles[locale].trim()).not.toBe('');
      expect(topics[0]?.descriptions[locale].trim()).not.toBe('');
    }
  });

  it('has unique, well-formed slugs in the topic', () => {
    const slugs = articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const article of articles) {
      expect(article.slug).toMatch(SLUG);
      expect(article.topic).toBe('product-updates');
    }
  });

  it('tags each note with one product and a release between 2025.09 and 2026.11, named after both', () => {
    for (const article of articles) {
      expect(article.products, article.slug).toHaveLength(1);
      const product = article.products?.[0];
      expect(PRODUCT_CODES).toContain(product);
      expect(article.release).toMatch(/^\d{4}\.(0[1-9]|1[0-2])$/);
      const release = article.release ?? '';
      expect(release >= '2025.09' && release <= '2026.11', article.slug).toBe(true);
      expect(article.slug).toBe(`${(product ?? '').toLowerCase().replace(/_/g, '-')}-${release.replace('.', '-')}`);
      expect(article.publishedAt.slice(0, 7)).toBe(release.replace('.', '-'));
      expect(article.top).toBeFalsy();
    }
  });

  it('has three non-empty translations per note, each with its sections', () => {
    for (const article of articles) {
      expect(Object.keys(article.translations).sort()).toEqual([...ALLOWED_LOCALES].sort());
      for (const locale of ALLOWED_LOCALES) {
        const t = article.translations[locale];
        expect(t.title.trim(), `${article.slug} ${locale}`).not.toBe('');
        expect(t.title.length).toBeLessThan(100);
        expect(t.summary.trim()).not.toBe('');
        for (const heading of HEADINGS[locale]) expect(t.body, `${article.slug} ${locale}`).toContain(heading);
      }
      const words = article.translations['en-US'].body.split(/\s+/).filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(80);
      expect(words, article.slug).toBeLessThanOrEqual(200);
    }
  });

  it('covers every product with at least two notes', () => {
    for (const code of PRODUCT_CODES) {
      expect(articles.filter((a) => a.products?.includes(code)).length, code).toBeGreaterThanOrEqual(2);
    }
  });
});
