import { describe, expect, it } from 'vitest';
import { bootstrapJson, callKey, pathWithParams } from './page-bootstrap-core.js';

describe('callKey', () => {
  it('writes the parameters in name order, whatever order they were built in', () => {
    expect(callKey('/api/companies', { sortBy: 'status', page: 0, companyTypes: 'A,B' })).toBe(
      '/api/companies?companyTypes=A%2CB&page=0&sortBy=status',
    );
    expect(callKey('/api/companies', { page: 0, sortBy: 'status', companyTypes: 'A,B' })).toBe(
      callKey('/api/companies', { companyTypes: 'A,B', sortBy: 'status', page: 0 }),
    );
  });

  it('leaves out absent parameters, and the question mark when none is left', () => {
    expect(callKey('/api/companies/types')).toBe('/api/companies/types');
    expect(callKey('/api/companies/statuses', { companyTypes: undefined, search: null })).toBe(
      '/api/companies/statuses',
    );
    expect(callKey('/api/x', { flag: false, n: 0, text: '' })).toBe('/api/x?flag=false&n=0&text=');
  });

  it('encodes values as the browser does for a query string', () => {
    expect(callKey('/api/x', { search: 'café & co' })).toBe('/api/x?search=caf%C3%A9+%26+co');
  });
});

describe('pathWithParams', () => {
  it('fills and encodes path parameters, leaving unnamed ones', () => {
    expect(pathWithParams('/api/users/:loginId/preferences', { loginId: 'a/b c' })).toBe(
      '/api/users/a%2Fb%20c/preferences',
    );
    expect(pathWithParams('/api/companies/:companyId/users/jobs/:jobId', { companyId: 7 })).toBe(
      '/api/companies/7/users/jobs/:jobId',
    );
  });
});

describe('bootstrapJson', () => {
  it('cannot end its script element early', () => {
    const text = bootstrapJson({ name: '</script><!--\u2028' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><!--\u2028' });
  });
});
