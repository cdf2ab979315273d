import { describe, expect, it } from 'vitest';
import {
  LANDING_PRODUCT_CODES,
  LANDING_PRODUCT_GROUPS,
  landingProductGroups,
  marketProducts,
  type LandingProductGroup,
} from './landing.js';
import { MARKETS } from './markets-core.js';
import { cardList, PRODUCT_CODES, PRODUCT_GROUPS } from './products-core.js';

const codesOf = (groups: readonly LandingProductGroup[]) =>
  groups.map((group) => ({ id: group.id, codes: group.products.map((id) => LANDING_PRODUCT_CODES[id]) }));

describe('landing product groups per market', () => {
  it('names every catalogue product once, in the catalogue group it belongs to', () => {
    expect(Object.values(LANDING_PRODUCT_CODES).toSorted()).toEqual([...PRODUCT_CODES].toSorted());
    expect(codesOf(LANDING_PRODUCT_GROUPS)).toEqual([
      { id: 'customer', codes: PRODUCT_GROUPS.knowYourCustomer },
      { id: 'store', codes: PRODUCT_GROUPS.knowYourStore },
    ]);
  });

  it('US lists all eight products in both groups', () => {
    expect(codesOf(landingProductGroups('US'))).toEqual(codesOf(LANDING_PRODUCT_GROUPS));
  });

  it.each(['MX', 'CA'] as const)('%s lists only Shopper Behavior and Report Builder, each in its group', (market) => {
    expect(landingProductGroups(market)).toEqual([
      { id: 'customer', products: ['shopperBehavior'] },
      { id: 'store', products: ['reportBuilder'] },
    ]);
  });

  it.each(MARKETS)('%s lists exactly the products of its card lists, in any environment', (market) => {
    const listed = landingProductGroups(market).flatMap((group) =>
      group.products.map((id) => LANDING_PRODUCT_CODES[id]),
    );
    const offered = [true, false].flatMap((production) => cardList({ market, production, insightsActivation: true }));
    expect(new Set(listed)).toEqual(new Set(offered));
    expect(new Set(listed)).toEqual(marketProducts(market));
  });
});
