import { z } from 'zod';
import { productCodeSchema } from './products.js';

export const ARTICLES_PATH = '/api/analyticsReports';
/** The header that names the language of the articles (spec: "locale header"). */
export const ARTICLES_LOCALE_HEADER = 'locale';

const insightArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()),
  product: productCodeSchema,
  published_on: z.string(),
  read_minutes: z.number().int().positive(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
});
export type InsightArticle = z.infer<typeof insightArticleSchema>;

export const articlesResponseSchema = z.object({ locale: z.string(), articles: z.array(insightArticleSchema) });
export type ArticlesResponse = z.infer<typeof articlesResponseSchema>;
