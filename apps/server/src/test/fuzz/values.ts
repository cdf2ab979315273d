/** fast-check arbitraries of values that match a JSON schema, and of values that break it. */
import fc from 'fast-check';
import type { JsonSchema } from './openapi.js';

/** Characters that break careless code: NUL, controls, bidi overrides, zero-width, BOM, a lone surrogate, emoji, markup, paths. */
const NASTY_CHARS = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\r\n',
  '\t',
  '\u202e',
  '\u2066',
  '\u200b',
  '\ufeff',
  '\ud800',
  '😀',
  '👩‍👩‍👧',
  'é',
  'ß',
  'İ',
  '中',
  '<',
  '>',
  '"',
  "'",
  '\\',
  '/',
  '%',
  '&',
  '../',
  '%00',
  '${',
  '{{',
  ' ',
];

const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_CHARS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

/** Short strings of mixed plain and troublesome characters. */
export function textOf(minLength = 0, maxLength = 40): fc.Arbitrary<string> {
  return fc.string({ unit: textUnit, minLength, maxLength: Math.max(minLength, maxLength) });
}

/** Long strings: exactly at a limit, just over it, or far over (up to 100 000 characters). */
function longTextOf(length: number): fc.Arbitrary<string> {
  return fc
    .constantFrom('a', 'é', '😀', '\u0000', '\u202e', 'x ')
    .map((unit) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

const LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * Known-good values by property name (seeded tenant ids, product codes, category ids, …): random
 * values alone rarely get past the first business check, so a valid object often takes one of these.
 */
export type Hints = ReadonlyMap<string, readonly unknown[]>;
const NO_HINTS: Hints = new Map();

/** A value the schema accepts (as far as the generator can tell; refinements are not in the document). */
export function validOf(schema: JsonSchema, hints: Hints = NO_HINTS, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf ?? schema.oneOf)
    return fc.oneof(...(schema.anyOf ?? schema.oneOf ?? []).map((s) => validOf(s, hints, depth)));
  if (schema.allOf) return validOf(schema.allOf[0] ?? {}, hints, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validOf({ ...schema, type }, hints, depth)));
  switch (types[0]) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validInteger(schema);
    case 'number':
      return fc.oneof(
        validInteger(schema),
        fc.double({ min: lowerBound(schema), max: upperBound(schema), noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validOf(schema.items ?? {}, hints, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return validObject(schema, hints, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.pattern)
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= max);
  if (schema.format === 'email') return fc.emailAddress().filter((s) => s.length >= min && s.length <= max);
  return fc.oneof(
    { weight: 8, arbitrary: textOf(min, Math.min(max, 40)) },
    { weight: 1, arbitrary: longTextOf(max) },
    { weight: 1, arbitrary: longTextOf(Math.max(min, 1)) },
  );
}

function lowerBound(schema: JsonSchema): number {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  return Math.max(schema.minimum ?? -LIMIT, -LIMIT);
}

function upperBound(schema: JsonSchema): number {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1;
  return Math.min(schema.maximum ?? LIMIT, LIMIT);
}

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const min = lowerBound(schema);
  const max = upperBound(schema);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.integer({ min: Math.max(min, Math.min(max, -5)), max: Math.min(max, Math.max(min, 200)) }),
    },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    { weight: 1, arbitrary: fc.maxSafeInteger().filter((n) => n >= min && n <= max) },
  );
}

function validObject(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, propertyOf(key, s, hints, depth + 1)])),
    { requiredKeys: [...required].filter((key) => key in properties) },
  );
  if (typeof schema.additionalProperties !== 'object' || depth > 3) return known;
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    validOf(schema.additionalProperties, hints, depth + 1),
    { maxKeys: 3 },
  );
  return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
}

function propertyOf(key: string, schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const known = hints.get(key);
  if (!known?.length) return validOf(schema, hints, depth);
  const hinted =
    schema.type === 'array'
      ? fc.subarray([...known], {
          minLength: Math.min(known.length, schema.minItems ?? 1),
          maxLength: Math.min(known.length, schema.maxItems ?? 3, 3),
        })
      : fc.constantFrom(...known);
  return fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: validOf(schema, hints, depth) });
}

/** Values of the wrong type, whatever the schema. */
export const wrongTypeValue = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  1e308,
  '',
  'x',
  '1',
  'null',
  [],
  [1, 'a'],
  {},
  { a: 1 },
);

/** A value that the schema refuses, mostly: a wrong type, a broken bound or a broken member. */
export function invalidOf(schema: JsonSchema, hints: Hints = NO_HINTS, depth = 0): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [wrongTypeValue];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum)
    options.push(
      fc.constantFrom('NOT_IN_ENUM', String(schema.enum[0]).toLowerCase() + 'x', `${String(schema.enum[0])}\u0000`),
    );
  if (type === 'string') {
    options.push(longTextOf((schema.maxLength ?? 1000) + 1), longTextOf(100_000), textOf(0, 200));
    if (schema.minLength) options.push(fc.constant(''), fc.constant(' '.repeat(schema.minLength)));
  }
  if (type === 'integer' || type === 'number') {
    options.push(
      fc.constantFrom(
        lowerBound(schema) - 1,
        upperBound(schema) + 1,
        2 ** 63,
        -(2 ** 63),
        0.5,
        1e-7,
        '12',
        '0x10',
        'NaN',
        'Infinity',
      ),
    );
  }
  if (type === 'array') {
    options.push(
      fc.array(wrongTypeValue, { minLength: 1, maxLength: 3 }),
      fc.constant(Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => 'a')),
    );
    if (schema.items && depth < 3)
      options.push(fc.array(invalidOf(schema.items, hints, depth + 1), { minLength: 1, maxLength: 2 }));
  }
  if (type === 'object' && depth < 3) options.push(...invalidObjects(schema, hints, depth));
  return fc.oneof(...options);
}

/** An otherwise valid object with one required field missing, one field broken, or an unexpected field added. */
function invalidObjects(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown>[] {
  const keys = Object.keys(schema.properties ?? {});
  const base = validObject(schema, hints, depth) as fc.Arbitrary<Record<string, unknown>>;
  const out: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(
        base,
        fc.constantFrom('extra', 'isAdmin', 'company_id', 'constructor', 'toString', '\u0000', ''),
        wrongTypeValue,
      )
      .map(([o, key, v]) => ({ ...o, [key]: v })),
  ];
  if (schema.required?.length) {
    out.push(fc.tuple(base, fc.constantFrom(...schema.required)).map(([o, key]) => omit(o, key)));
  }
  if (keys.length) {
    out.push(
      fc
        .constantFrom(...keys)
        .chain((key) => fc.tuple(base, fc.constant(key), invalidOf(schema.properties![key]!, hints, depth + 1)))
        .map(([o, key, v]) => ({ ...o, [key]: v })),
    );
  }
  return out;
}

function omit(object: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...object };
  delete copy[key];
  return copy;
}
