import type { ArticlesResponse } from '@portal/contract/articles';
import { PRODUCT_CODES } from '@portal/contract/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { articlesLocale } from './articles.service.js';

describe(`insights articles: GET /api/analyticsReports (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const articles = async (headers: Record<string, string> = {}, host: string = HOSTS.US) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/analyticsReports', headers: { host, ...headers } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ArticlesResponse>();
  };

  it('answers the articles newest first, without a session, each with 3-5 paragraphs and an image', async () => {
    const body = await articles({ locale: 'en-US' });
    expect(body.locale).toBe('en-US');
    expect(body.articles).toHaveLength(8);
    const dates = body.articles.map((a) => a.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => /^2026-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(body.articles[0]).toMatchObject({
      id: 'holiday-planning-2026',
      title: 'Holiday planning: five lessons from last season’s data',
      product: 'REPORT_BUILDER',
      published_on: '2026-11-10',
      read_minutes: 8,
      image: { src: '/articles/holiday-planning-2026.svg', alt: expect.stringContaining('weekly holiday sales') },
    });
    for (const article of body.articles) {
      expect(article.body.length, article.id).toBeGreaterThanOrEqual(3);
      expect(article.body.length).toBeLessThanOrEqual(5);
      expect(PRODUCT_CODES).toContain(article.product);
      expect(article.summary.length).toBeGreaterThan(40);
      expect(article.image?.src, article.id).toMatch(/^\/articles\/[a-z0-9-]+\.svg$/);
      expect(article.image?.alt.length).toBeGreaterThan(10);
    }
  });

  it('answers in the language of the locale header, in any letter case', async () => {
    const en = await articles({ locale: 'en-US' });
    const es = await articles({ locale: 'es-MX' });
    const fr = await articles({ locale: 'fr-ca' });
    expect([es.locale, fr.locale]).toEqual(['es-MX', 'fr-CA']);
    expect(es.articles[1]!.title).toBe('Qué hay en la canasta: cuatro tendencias de compra de 2026');
    expect(fr.articles[1]!.title).toBe('Ce qu’il y a dans le panier : quatre tendances d’achat en 2026');
    for (let i = 0; i < en.articles.length; i += 1) {
      expect(
        new Set([en.articles[i]!.title, es.articles[i]!.title, fr.articles[i]!.title]).size,
        en.articles[i]!.id,
      ).toBe(3);
      expect(es.articles[i]!.id).toBe(en.articles[i]!.id);
      expect(es.articles[i]!.body).toHaveLength(en.articles[i]!.body.length);
    }
  });

  it('answers en-US for a locale outside the three, whatever Accept-Language and the market say', async () => {
    for (const locale of ['de-DE', 'en-CA', 'es', 'xx']) {
      const body = await articles({ locale, 'accept-language': 'fr-CA' }, HOSTS.MX);
      expect(body.locale, locale).toBe('en-US');
      expect(body.articles[0]!.title).toBe('Holiday planning: five lessons from last season’s data');
    }
  });

  it('without a locale header: Accept-Language, else the market default', async () => {
    expect((await articles({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).locale).toBe('fr-CA');
    expect((await articles({ 'accept-language': 'de-DE' }, HOSTS.MX)).locale).toBe('es-MX');
    expect((await articles({}, HOSTS.CA)).locale).toBe('fr-CA');
    expect((await articles({})).locale).toBe('en-US');
  });

  it('falls back to the English text of an article without a translation', async () => {
    await t.ctx.db
      .deleteFrom('insight_article_texts')
      .where('article_id', '=', 'shelf-placement')
      .where('locale', '=', 'es-MX')
      .execute();
    const es = await articles({ locale: 'es-MX' });
    expect(es.articles.find((a) => a.id === 'shelf-placement')!.title).toBe(
      'Shelf placement: what eye level is really worth',
    );
  });

  it('resolves the language as documented', () => {
    expect(articlesLocale('es-MX', 'fr-CA', 'en-US')).toBe('es-MX');
    expect(articlesLocale('  ', 'fr-CA', 'en-US')).toBe('fr-CA');
    expect(articlesLocale(undefined, undefined, 'es-MX')).toBe('es-MX');
    expect(articlesLocale('pt-BR', undefined, 'fr-CA')).toBe('en-US');
  });
});
