import { MARKET_PERSONAS, OTHER_PERSONAS, walkPersonas } from '../responsive-walk.ts';

// MX and CA's own users and visitors, and the personas whose pages differ from the others' on the same routes (see
// responsive-walk.ts); US is responsive-us.spec.ts.
walkPersonas('every page fits every screen on MX and CA, for the basic user and for a sponsored partner', [
  ...MARKET_PERSONAS.filter((persona) => persona.market !== 'US'),
  ...OTHER_PERSONAS,
]);
