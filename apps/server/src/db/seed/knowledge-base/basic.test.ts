import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { describe, expect, it } from 'vitest';
import { BASIC_KB } from './basic.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const REQUIRED = [
  'reset-your-password',
  'sign-in-problems',
  'complete-your-registration',
  'basic-vs-charter',
  'report-builder-first-report',
  'data-dictionary-basic-fields',
  'file-a-support-incident',
  'track-your-tickets',
];
const TOPICS = ['getting-started', 'your-account', 'report-builder', 'data-dictionary', 'support'];

describe('the basic knowledge base', () => {
  const { topics, articles } = BASIC_KB;

  it('is the basic folder with the five topics, each titled and described in every language', () => {
    expect(BASIC_KB.folder).toBe('basic');
    expect(topics.map((t) => t.slug)).toEqual(TOPICS);
    for (const topic of topics) {
      for (const locale of ALLOWED_LOCALES) {
        expect(topic.titles[locale].trim()).not.toBe('');
        expect(topic.descriptions[locale].trim()).not.toBe('');
      }
    }
  });

  it('has unique, well-formed slugs in existing topics', () => {
    const slugs = articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const article of articles) {
      expect(article.slug).toMatch(SLUG);
      expect(TOPICS).toContain(article.topic);
    }
  });

  it('has three non-empty translations per article', () => {
    for (const article of articles) {
      expect(Object.keys(article.translations).sort()).toEqual([...ALLOWED_LOCALES].sort());
      for (const locale of ALLOWED_LOCALES) {
        const t = article.translations[locale];
        expect(t.title.trim(), `${article.slug} ${locale}`).not.toBe('');
        expect(t.title.length).toBeLessThan(100);
        expect(t.summary.trim()).not.toBe('');
        expect(t.body.trim()).not.toBe('');
        expect(t.body).not.toMatch(/<[a-z][^>]*>|!\[/i);
      }
    }
  });

  it('marks at most six top articles and publishes on distinct dates in range', () => {
    expect(articles.filter((a) => a.top).length).toBeLessThanOrEqual(6);
    const dates = articles.map((a) => a.publishedAt);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00\.000Z$/);
      expect(date >= '2025-03-01' && date <= '2026-11-20T23').toBe(true);
    }
  });

  it('includes the required articles', () => {
    const slugs = articles.map((a) => a.slug);
    for (const slug of REQUIRED) expect(slugs).toContain(slug);
  });

  it('links only to portal paths and to articles that exist', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const article of articles) {
      for (const locale of ALLOWED_LOCALES) {
        for (const [, target = ''] of article.translations[locale].body.matchAll(/\]\(([^)]*)\)/g)) {
          expect(target, `${article.slug} ${locale}`).toMatch(/^\/[A-Za-z]/);
          const contentId = /contentId=([a-z0-9-]+)/.exec(target)?.[1];
          if (contentId) expect(slugs.has(contentId), `${article.slug} -> ${contentId}`).toBe(true);
        }
      }
    }
  });

  it('keeps the English bodies between 100 and 250 words', () => {
    for (const article of articles) {
      const words = article.translations['en-US'].body.split(/\s+/).filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(100);
      expect(words, article.slug).toBeLessThanOrEqual(250);
    }
  });
});
