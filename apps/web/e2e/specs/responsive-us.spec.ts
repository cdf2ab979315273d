import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARKETS } from '../../../../packages/contract/src/markets.ts';
import { MARKET_PERSONAS, marketPages, routedPages, walkPersonas } from '../responsive-walk.ts';

describe('the responsive walk covers every page', () => {
  it('walks every routed page on US: the personas together reach each one', () => {
    const walked = MARKET_PERSONAS.filter((persona) => persona.market === 'US').flatMap((persona) =>
      persona.visits.map((visit) => visit.route),
    );
    assert.deepEqual([...walked].sort(), [...routedPages()].sort(), 'a routed page no persona walks, or one twice');
  });

  it('walks each market: its personas reach every page it shows (staff pages and registration on US only)', () => {
    for (const market of MARKETS) {
      const walked = MARKET_PERSONAS.filter((persona) => persona.market === market).flatMap((persona) =>
        persona.visits.map((visit) => visit.route),
      );
      assert.ok(walked.length > 0, `nobody walks ${market}`);
      assert.deepEqual([...walked].sort(), marketPages(market).sort(), `${market}: a page not walked, or twice`);
    }
  });
});

walkPersonas(
  'every page fits every screen on US',
  MARKET_PERSONAS.filter((persona) => persona.market === 'US'),
);
