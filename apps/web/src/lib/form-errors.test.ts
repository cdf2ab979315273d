import { ERROR_CODES } from '@portal/contract/errors';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { ApiClientError } from './api-client';
import {
  errorText,
  FIELD_ERROR_MARK,
  fieldErrorText,
  fieldMessages,
  fieldOf,
  focusFirstError,
  invalidRequestFields,
  translateKey,
} from './form-errors';

const t = i18n.getFixedT('en-US');

describe('fieldOf', () => {
  it('names the field of a zod path and of a request.invalid detail path alike', () => {
    expect(fieldOf(['firstName'])).toBe('firstName');
    expect(fieldOf(['products', 0])).toBe('products');
    expect(fieldOf('/incidentDetail/firstName')).toBe('firstName');
    expect(fieldOf('detail.email')).toBe('email');
  });

  it('has no field for an empty or unusable path', () => {
    expect(fieldOf([])).toBeNull();
    expect(fieldOf('')).toBeNull();
    expect(fieldOf(undefined)).toBeNull();
  });
});

describe('fieldMessages', () => {
  it('keeps the first message of each field', () => {
    const issues = [
      { path: ['first_name'], message: 'profile.errors.firstNameRequired' },
      { path: ['first_name'], message: 'second' },
      { path: ['products', 1], message: 'profile.errors.productsRequired' },
      { path: [], message: 'form-wide' },
    ];
    expect(fieldMessages(issues)).toEqual({
      first_name: 'profile.errors.firstNameRequired',
      products: 'profile.errors.productsRequired',
    });
  });
});

describe('invalidRequestFields', () => {
  it('reads the details of a request.invalid answer, and nothing from other failures', () => {
    const invalid = new ApiClientError({
      status: 400,
      code: ERROR_CODES.validation,
      message: 'invalid',
      details: [{ path: '/detail/email', message: 'support.form.errors.email' }, { path: 7 }],
    });
    expect(invalidRequestFields(invalid)).toEqual({ email: 'support.form.errors.email' });
    expect(
      invalidRequestFields(new ApiClientError({ status: 500, code: 'server.internal', message: 'x', details: [] })),
    ).toEqual({});
    expect(invalidRequestFields(new Error('offline'))).toEqual({});
  });
});

describe('translateKey and errorText', () => {
  it('translate a known key and fall back for an unknown one', () => {
    expect(translateKey(t, 'loadError.title', 'errors.server.internal')).toBe('Something went wrong');
    expect(translateKey(t, 'no.such.key', 'loadError.title')).toBe('Something went wrong');
    expect(errorText(t, new Error('offline'))).toBe(t('errors.server.internal'));
  });
});

describe('fieldErrorText', () => {
  it('has no text without an error, and translates an error with a fallback for an unknown message', () => {
    expect(fieldErrorText(t, undefined)).toBeUndefined();
    expect(fieldErrorText(t, 'loadError.title')).toBe('Something went wrong');
    expect(fieldErrorText(t, 'Too small: expected string to have >=1 characters')).toBe(t('errors.request.invalid'));
    expect(fieldErrorText(t, 'Too small', 'loadError.title')).toBe('Something went wrong');
  });
});

describe('focusFirstError', () => {
  function form(html: string): HTMLFormElement {
    document.body.innerHTML = `<input id="outside" aria-invalid="true"><form>${html}</form>`;
    return document.querySelector('form')!;
  }

  it('focuses the first field marked invalid in page order, not the first in the markup of another form', () => {
    const container = form(
      '<input id="a"><input id="b" aria-invalid="true"><textarea id="c" aria-invalid="true"></textarea>',
    );
    expect(focusFirstError(container)).toBe(true);
    expect(document.activeElement?.id).toBe('b');
  });

  it("reaches a MUI field's input through its error class, and a group's checked choice, else its first", () => {
    focusFirstError(form('<div class="Mui-error"><div><input id="inside"></div></div><input aria-invalid="true">'));
    expect(document.activeElement?.id).toBe('inside');
    focusFirstError(
      form(
        '<div role="radiogroup" aria-invalid="true"><input type="radio" id="r1"><input type="radio" id="r2" checked></div>',
      ),
    );
    expect(document.activeElement?.id).toBe('r2');
    focusFirstError(
      form(
        `<fieldset ${FIELD_ERROR_MARK}="true"><input type="hidden"><input type="checkbox" id="first" disabled><input type="checkbox" id="second"></fieldset>`,
      ),
    );
    expect(document.activeElement?.id).toBe('second');
  });

  it('does nothing when no field shows an error', () => {
    document.body.innerHTML = '<button id="start">x</button>';
    document.getElementById('start')!.focus();
    expect(focusFirstError(form('<input id="a"><fieldset data-field-error="false"><input></fieldset>'))).toBe(false);
    expect(focusFirstError(null)).toBe(false);
  });
});
