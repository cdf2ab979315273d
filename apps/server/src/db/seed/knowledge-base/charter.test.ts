import { describe, expect, it } from 'vitest';
import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { PRODUCT_CODES } from '@portal/contract/products-core';
import { CHARTER_KB } from './charter.js';

const REQUIRED_SLUGS = [
  'data-dictionary',
  'product-shopper-behavior',
  'product-report-builder',
  'product-channel-insights',
  'product-customer-perception',
  'product-insights-activation',
  'product-digital-landscapes',
  'product-modular-intelligence',
  'product-customer-pulse',
  'reset-your-password',
  'sign-in-problems',
  'complete-your-registration',
  'change-language-and-time-zone',
  'request-access-to-another-company',
  'add-users',
  'bulk-upload-users',
  'bulk-edit-users',
  'authorised-email-domains',
  'manage-3p-partners',
  'user-access-audit',
  'activity-log',
  'file-a-support-incident',
  'track-your-tickets',
  'attachments-and-file-limits',
];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('the charter knowledge base demo content', () => {
  const { topics, articles } = CHARTER_KB;

  it('has the six topics, each titled and described in every language', () => {
    expect(topics.map((t) => t.slug)).toEqual([
      'getting-started',
      'account-and-profile',
      'users-and-access',
      'products',
      'data-dictionary',
      'support',
    ]);
    for (const topic of topics) {
      for (const locale of ALLOWED_LOCALES) {
        expect(topic.titles[locale], `${topic.slug} ${locale}`).toBeTruthy();
        expect(topic.descriptions[locale], `${topic.slug} ${locale}`).toBeTruthy();
      }
    }
  });

  it('gives every article three translations with a title, a summary and a body', () => {
    for (const article of articles) {
      expect(Object.keys(article.translations).sort(), article.slug).toEqual([...ALLOWED_LOCALES].sort());
      for (const locale of ALLOWED_LOCALES) {
        const t = article.translations[locale];
        expect(t.title.trim(), `${article.slug} ${locale}`).not.toBe('');
        expect(t.title.length, `${article.slug} ${locale}`).toBeLessThan(100);
        expect(t.summary.trim(), `${article.slug} ${locale}`).not.toBe('');
        expect(t.body.trim(), `${article.slug} ${locale}`).not.toBe('');
      }
    }
  });

  it('uses unique, well-formed slugs and known topics', () => {
    const slugs = articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    const topicSlugs = new Set(topics.map((t) => t.slug));
    for (const article of articles) expect(topicSlugs.has(article.topic), article.slug).toBe(true);
  });

  it('marks at most six articles as top', () => {
    expect(articles.filter((a) => a.top).length).toBeLessThanOrEqual(6);
  });

  it('publishes each article on its own date in the allowed range', () => {
    const dates = articles.map((a) => a.publishedAt);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00\.000Z$/);
      expect(date >= '2025-03-01' && date <= '2026-11-20T23', date).toBe(true);
    }
  });

  it('has the required articles, one per product', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const slug of REQUIRED_SLUGS) expect(slugs.has(slug), slug).toBe(true);
    for (const code of PRODUCT_CODES) {
      const slug = `product-${code.toLowerCase().replace(/_/g, '-')}`;
      const article = articles.find((a) => a.slug === slug);
      expect(article?.topic, slug).toBe('products');
      expect(article?.products, slug).toEqual([code]);
    }
    expect(articles.length).toBeGreaterThanOrEqual(32);
  });

  it('names the password in each language of the reset article', () => {
    const reset = articles.find((a) => a.slug === 'reset-your-password');
    expect(reset?.translations['en-US'].title.toLowerCase()).toContain('password');
    expect(reset?.translations['es-MX'].title.toLowerCase()).toContain('contraseña');
    expect(reset?.translations['fr-CA'].title.toLowerCase()).toContain('mot de passe');
  });
});
