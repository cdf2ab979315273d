import type { ProductTile, TenantProductsResponse } from '@portal/contract/products';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { oneByteJson, tilesSerializer } from './tiles-json.js';

const serialize = tilesSerializer({ method: 'GET', url: '/api/v2/identity/tenants/:tenantId/products' });

function tile(overrides: Partial<ProductTile> = {}): ProductTile {
  return {
    code: 'SHOPPER_BEHAVIOR',
    group: 'knowYourCustomer',
    title: 'Shopper Behavior',
    description: 'Refreshed with the previous week’s transactions — every Monday.',
    footer: null,
    redirectUrl: 'https://shopper-behavior.example.com/us',
    isNewTab: true,
    restricted_launch_flag: null,
    accessStatus: 'ACCESS_COMPLETE',
    hideWhenNoAccess: [],
    learnMoreContent: {
      analyticsID: 'learn_more_shopper_behavior',
      title: 'Connaître les acheteurs',
      description: 'Données fidélité 📈',
      keyNotes: ['Pénétration', 'Fréquence d’achat'],
      image: { src: '/products/shopper-behavior.svg', alt: 'Tableau de bord' },
      contactUsUrl: '/contactUs',
    },
    accessPendingDescription: '',
    ...overrides,
  };
}

const tenant = { id: 1000101, name: 'Acme’s Fresh Foods', type: 'SUPPLIER' } as const;

describe('oneByteJson', () => {
  it('reads back as the value, with nothing above U+00FF left in the text', () => {
    const value = { text: 'week’s — 📈', accents: 'Fréquence à Montréal', plain: 'a"b\\c\n' };
    const json = oneByteJson(value);
    expect(JSON.parse(json)).toEqual(value);
    expect(json).not.toMatch(/[\u0100-\uffff]/);
    expect(json).toContain('\\u2019');
    expect(json).toContain('\\ud83d\\udcc8');
    expect(json).toContain('Fréquence à Montréal');
  });

  it('is JSON.stringify where every character is at most U+00FF', () => {
    const value = { a: 'Fréquence', b: [1, null, true] };
    expect(oneByteJson(value)).toBe(JSON.stringify(value));
  });
});

describe('tilesSerializer', () => {
  it('writes the answer as the schema reads it', () => {
    const answer: TenantProductsResponse = { tenant, products: [tile(), Object.freeze(tile({ footer: 'Pied’s' }))] };
    expect(JSON.parse(serialize(answer))).toEqual(answer);
  });

  it('writes the same frozen tile the same way every time, and an unfrozen one as it is now', () => {
    const shared = Object.freeze(tile());
    const own = tile();
    const first = serialize({ tenant, products: [shared, own] });
    own.title = 'Changed';
    const second = JSON.parse(serialize({ tenant, products: [shared, own] })) as TenantProductsResponse;
    expect(serialize({ tenant, products: [shared] })).toBe(serialize({ tenant, products: [shared] }));
    expect(second.products.map((p) => p.title)).toEqual(['Shopper Behavior', 'Changed']);
    expect(JSON.parse(first)).not.toEqual(second);
  });

  it('leaves out what the schema does not know', () => {
    const extra = { ...tile(), internalNote: 'not for the caller' };
    const json = serialize({ tenant: { ...tenant, secret: 1 }, products: [Object.freeze(extra)] });
    expect(json).not.toContain('internalNote');
    expect(json).not.toContain('secret');
  });

  it('refuses an answer its schema refuses', () => {
    const bad = { tenant, products: [tile({ accessStatus: 'GRANTED' as ProductTile['accessStatus'] })] };
    let thrown: unknown;
    try {
      serialize(bad);
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});
