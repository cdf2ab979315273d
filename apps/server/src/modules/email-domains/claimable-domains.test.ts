import { describe, expect, it } from 'vitest';
import { claimRuleProblem, registrableDomain } from './claimable-domains.js';

const RETAILER = ['retailer.example', 'retailer.com.mx'];

describe('claimable domains (decision 055)', () => {
  it.each([
    ['acme.com', null],
    ['mail.example.co.uk', null],
    ['example.co.uk', null],
    ['acmefresh.example', null],
    ['foo.github.io', null],
    ['tbs-sct.gc.ca', null],
    ['co.uk', 'publicSuffix'],
    ['com.mx', 'publicSuffix'],
    ['gc.ca', 'publicSuffix'],
    ['com', 'publicSuffix'],
    ['blogspot.com', 'publicSuffix'],
    ['retailer.example', 'retailerDomain'],
    ['us.retailer.example', 'retailerDomain'],
    ['retailer.com.mx', 'retailerDomain'],
    ['notretailer.example', null],
    ['gmail.com', 'publicProvider'],
    ['hotmail.fr', 'publicProvider'],
    ['yahoo.com.mx', 'publicProvider'],
    ['videotron.ca', 'publicProvider'],
    ['eu.outlook.com', 'publicProvider'],
  ])('%s: %s', (name, problem) => {
    expect(claimRuleProblem(name, RETAILER)).toBe(problem);
  });

  it('names the registrable domain a sub-domain is judged by', () => {
    expect(registrableDomain('a.b.example.co.uk')).toBe('example.co.uk');
    expect(registrableDomain('us.acmefresh.example')).toBe('acmefresh.example');
    expect(registrableDomain('co.uk')).toBeNull();
  });
});
