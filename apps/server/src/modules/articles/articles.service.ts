import type { ArticlesResponse, InsightArticle } from '@portal/contract/articles';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, resolveLocale, type Locale } from '@portal/contract/locale';
import { productCodeSchema } from '@portal/contract/products';
import type { Db } from '../../db/database.js';
import * as repo from './articles.repository.js';

/** The language of the articles: the locale header (any unknown one is en-US), else Accept-Language, else the market's. */
export function articlesLocale(
  localeHeader: string | undefined,
  acceptLanguage: string | undefined,
  marketDefault: Locale,
): Locale {
  if (localeHeader !== undefined && localeHeader.trim() !== '') return resolveLocale(localeHeader);
  return localeFromAcceptLanguage(acceptLanguage, marketDefault);
}

/** The insights articles in one language (an article without that text falls back to en-US), newest first. */
export async function listArticles(db: Db, locale: Locale): Promise<ArticlesResponse> {
  const [articles, texts] = await Promise.all([
    repo.listArticles(db),
    repo.listArticleTexts(db, [locale, DEFAULT_LOCALE]),
  ]);
  const textOf = new Map(texts.map((t) => [`${t.article_id}|${t.locale}`, t]));
  const result: InsightArticle[] = [];
  for (const article of articles) {
    const text = textOf.get(`${article.id}|${locale}`) ?? textOf.get(`${article.id}|${DEFAULT_LOCALE}`);
    const product = productCodeSchema.safeParse(article.product_code);
    if (!text || !product.success) continue;
    result.push({
      id: article.id,
      title: text.title,
      summary: text.summary,
      body: parseParagraphs(text.body),
      product: product.data,
      published_on: article.published_on,
      read_minutes: article.read_minutes,
      image: article.image ? { src: article.image, alt: text.image_alt } : null,
    });
  }
  return { locale, articles: result };
}

function parseParagraphs(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}
