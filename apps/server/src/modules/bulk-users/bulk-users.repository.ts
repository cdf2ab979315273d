import type { Db } from '../../db/database.js';

/** A product with its titles per language: an upload's column may name it by code, name or any title. */
export type ProductTitles = { code: string; name: string; titles: Record<string, string> };

export async function productTitles(db: Db): Promise<ProductTitles[]> {
  const rows = await db
    .selectFrom('products')
    .leftJoin('product_texts', 'product_texts.product_code', 'products.code')
    .select(['products.code', 'products.name', 'product_texts.locale', 'product_texts.title'])
    .orderBy('products.sort_order')
    .orderBy('products.code')
    .execute();
  const byCode = new Map<string, ProductTitles>();
  for (const row of rows) {
    const product = byCode.get(row.code) ?? { code: row.code, name: row.name, titles: {} };
    if (row.locale && row.title) product.titles[row.locale] = row.title;
    byCode.set(row.code, product);
  }
  return [...byCode.values()];
}
