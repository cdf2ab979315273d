import { createRequire } from 'node:module';
import type { EmailDomainExceptionRule } from '@portal/contract/email-domains';
import { parse } from 'tldts';

/**
 * Which e-mail domains a company may claim (issue 28 point 3, decision record 055): the rules that look at the name
 * alone. The rule that looks at the other companies (`taken`) is the service's, as it reads the database.
 */

/** The public mail providers' domains: `email-providers` (ISC; about 8,700 domains, rebuilt monthly upstream). */
const PUBLIC_PROVIDERS: ReadonlySet<string> = new Set(
  createRequire(import.meta.url)('email-providers/all.json') as string[],
);

/**
 * The Public Suffix List as `tldts` ships it, private section included: `github.io` and `blogspot.com` are suffixes
 * as `co.uk` is, since anyone may hold a name under them. A name under no listed suffix (`acme.example`) counts its
 * last label as the suffix, as browsers do.
 */
const PSL_OPTIONS = { allowPrivateDomains: true } as const;

/**
 * The registrable domain of a name (`example.co.uk` for `mail.example.co.uk`, `acme.example` for itself); null for
 * a public suffix itself (`co.uk`, `com`, `gc.ca`), which no organisation registers.
 */
export function registrableDomain(name: string): string | null {
  return parse(name, PSL_OPTIONS).domain;
}

/** The name and each parent of it down to its registrable domain (`a.b.acme.com`, `b.acme.com`, `acme.com`). */
function namesUpTo(name: string, registrable: string): string[] {
  const names = [name];
  let current = name;
  while (current !== registrable && current.includes('.')) {
    current = current.slice(current.indexOf('.') + 1);
    names.push(current);
  }
  return names;
}

/** Whether the name is one of the retailer's domains or a sub-domain of one. */
function isRetailers(name: string, retailerDomains: readonly string[]): boolean {
  return retailerDomains.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/**
 * The first claim rule a well-formed, normalised domain name breaks, or null: a public suffix, or not a registrable
 * domain (publicSuffix); one of the retailer's domains or under one (retailerDomain); a public mail provider's
 * domain, or a sub-domain of one (publicProvider). A sub-domain of a registrable domain is claimable in itself
 * (`mail.example.co.uk`): it is judged by its registrable domain.
 */
export function claimRuleProblem(name: string, retailerDomains: readonly string[]): EmailDomainExceptionRule | null {
  const registrable = registrableDomain(name);
  if (registrable === null) return 'publicSuffix';
  if (isRetailers(name, retailerDomains)) return 'retailerDomain';
  if (namesUpTo(name, registrable).some((candidate) => PUBLIC_PROVIDERS.has(candidate))) return 'publicProvider';
  return null;
}
