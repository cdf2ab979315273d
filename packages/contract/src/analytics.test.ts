import { describe, expect, it } from 'vitest';
import { analyticsEventSchema, fitsAnalyticsEvent } from './analytics.js';

const occurred_at = '2026-11-24T12:00:00.000Z';
const long = (length: number) => 'x'.repeat(length);

describe('fitsAnalyticsEvent', () => {
  it.each([
    ['a plain event', { name: 'page_view', properties: { path: '/apps' }, path: '/apps' }],
    ['no path', { name: 'e', properties: {} }],
    [
      'the longest name, key, text and path',
      { name: long(100), properties: { [long(64)]: long(500) }, path: long(2000) },
    ],
    ['numbers, booleans and null', { name: 'e', properties: { n: 1.5, b: true, z: null } }],
    ['an empty name', { name: '', properties: {} }],
    ['a name too long', { name: long(101), properties: {} }],
    ['a key too long', { name: 'e', properties: { [long(65)]: 1 } }],
    ['a text too long', { name: 'e', properties: { term: long(501) } }],
    ['a path too long', { name: 'e', properties: {}, path: long(2001) }],
    ['an infinite number', { name: 'e', properties: { n: Infinity } }],
    ['NaN', { name: 'e', properties: { n: Number.NaN } }],
    ['an object value', { name: 'e', properties: { o: { a: 1 } } }],
    ['undefined', { name: 'e', properties: { u: undefined } }],
  ])('agrees with the event schema: %s', (_, event) => {
    expect(fitsAnalyticsEvent(event)).toBe(analyticsEventSchema.safeParse({ ...event, occurred_at }).success);
  });
});
