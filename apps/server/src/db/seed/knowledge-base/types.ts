import type { KbFolder } from '@portal/contract/knowledge-base';
import type { Locale } from '@portal/contract/locale';
import type { ProductCode } from '@portal/contract/products-core';

/**
 * The demo knowledge base and release notes (issue 29): realistic articles a retailer's content team would publish,
 * each written in the three languages. The demo seed loads them as published articles (decision record 058).
 */

/** One language's text of an article; the body is Markdown (headings from ##, lists, links, bold, tables). */
export type KbSeedTranslation = { title: string; summary: string; body: string };

export type KbSeedTopic = {
  /** Lower-case words joined by hyphens: 'signing-in'. */
  slug: string;
  titles: Record<Locale, string>;
  descriptions: Record<Locale, string>;
};

export type KbSeedArticle = {
  /** The article's path, unique within its folder: lower-case words joined by hyphens. */
  slug: string;
  /** A topic slug of the same folder. */
  topic: string;
  /** Among the workspace's top articles (at most six per folder). */
  top?: boolean;
  /** The products the article is about. */
  products?: ProductCode[];
  /** A release note's release, as 'YYYY.MM'. */
  release?: string;
  /** When it was published (ISO date, 2025 or 2026, before 2026-11-28). */
  publishedAt: string;
  translations: Record<Locale, KbSeedTranslation>;
};

export type KbSeedFolder = { folder: KbFolder; topics: KbSeedTopic[]; articles: KbSeedArticle[] };
