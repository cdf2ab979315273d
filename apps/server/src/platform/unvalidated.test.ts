import { describe, expect, it } from 'vitest';
import { errorCode, unvalidatedFields } from './unvalidated.js';

describe('unvalidatedFields', () => {
  it("copies an object's fields and answers {} for anything else", () => {
    expect(unvalidatedFields({ lang: 'fr-CA', n: 1 })).toEqual({ lang: 'fr-CA', n: 1 });
    expect(unvalidatedFields(undefined)).toEqual({});
    expect(unvalidatedFields(null)).toEqual({});
    expect(unvalidatedFields('lang=fr-CA')).toEqual({});
  });
});

describe('errorCode', () => {
  it('reads the code of what was thrown, if it has one', () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'FST_REQ_FILE_TOO_LARGE' }))).toBe('FST_REQ_FILE_TOO_LARGE');
    expect(errorCode(new Error('x'))).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode('boom')).toBeUndefined();
  });
});
