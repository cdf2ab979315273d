import { tenantProductsResponseSchema, type ProductTile, type TenantProductsResponse } from '@portal/contract/products';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * The tiles call's serializer (decision record 027). As every route's, it validates the answer against the response
 * schema; unlike the others it writes each tile's JSON once per tile object, since the service hands out the same
 * frozen tile for the same product, language and access (the tiles are 7 KB of catalogue texts, and writing them was a
 * large share of the call). The JSON is the validated tile's, as the shared serializer writes it, with characters above
 * U+00FF written as \u escapes: JSON.parse reads the same text, and the answer stays a one-byte string, which Node
 * measures and writes several times faster than a two-byte one (one ’ in a text makes the whole answer two-byte).
 */
export function tilesSerializer({ method, url }: { method: string; url: string }) {
  return (data: unknown): string => {
    const result = tenantProductsResponseSchema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return tilesJson(data as TenantProductsResponse, result.data);
  };
}

const tileJsonCache = new WeakMap<ProductTile, string>();

/** `answer` as given (its frozen tiles are the cache's keys), `validated` as the schema read it. */
function tilesJson(answer: TenantProductsResponse, validated: TenantProductsResponse): string {
  const tiles = answer.products.map((tile, index) => {
    const cached = tileJsonCache.get(tile);
    if (cached !== undefined) return cached;
    const json = oneByteJson(validated.products[index]);
    if (Object.isFrozen(tile)) tileJsonCache.set(tile, json);
    return json;
  });
  return `{"tenant":${oneByteJson(validated.tenant)},"products":[${tiles.join(',')}]}`;
}

const ABOVE_LATIN1 = /[\u0100-\uffff]/;
const EVERY_ABOVE_LATIN1 = /[\u0100-\uffff]/g;

/** JSON.stringify's text with every character above U+00FF escaped, as a one-byte string. */
export function oneByteJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (!ABOVE_LATIN1.test(json)) return json;
  // A string built by replace keeps its subject's two-byte form; its latin1 bytes read back make a one-byte one.
  return Buffer.from(json.replace(EVERY_ABOVE_LATIN1, escapeChar), 'latin1').toString('latin1');
}

function escapeChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
