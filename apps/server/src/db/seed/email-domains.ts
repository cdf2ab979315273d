import type { Db } from '../database.js';
import { DEMO_ASSOCIATIONS, DEMO_COMPANIES } from './demo-data.js';

const DOMAIN_OF_EMAIL = /@(.+)$/;
const SEEDER = 'seed';
/** Acme's people also write from regional sub-domains (us.acmefresh.example): its own domain allows them. */
const SUB_DOMAINS_ALLOWED = new Set(['acme']);

type DomainSeed = { company: string; domainName: string; allowSubDomains: boolean; is3pDomain: boolean };

/**
 * Each demo company authorises the domain of its primary contact's e-mail (an agency's marked as a 3P domain),
 * and each supplier an agency works for authorises that agency's domain as a 3P domain too.
 */
export function demoEmailDomains(): DomainSeed[] {
  const domainOf = new Map(DEMO_COMPANIES.map((c) => [c.key, DOMAIN_OF_EMAIL.exec(c.primaryContact)![1]!]));
  const own = DEMO_COMPANIES.map((c) => ({
    company: c.key,
    domainName: domainOf.get(c.key)!,
    allowSubDomains: SUB_DOMAINS_ALLOWED.has(c.key),
    is3pDomain: c.type === 'THIRD_PARTY_AGENCY' || c.type === 'BASIC_THIRD_PARTY_AGENCY',
  }));
  const agencies = DEMO_ASSOCIATIONS.map(([agency, supplier]) => ({
    company: supplier,
    domainName: domainOf.get(agency)!,
    allowSubDomains: false,
    is3pDomain: true,
  }));
  const seen = new Set<string>();
  return [...own, ...agencies].filter((d) => {
    const key = `${d.company} ${d.domainName}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The demo companies' authorised e-mail domains (issue 13). */
export async function seedEmailDomains(trx: Db, companyIds: Map<string, number>, now: string): Promise<void> {
  await trx
    .insertInto('email_domains')
    .values(
      demoEmailDomains().map((d) => ({
        company_id: companyIds.get(d.company)!,
        domain_name: d.domainName,
        allow_sub_domains: d.allowSubDomains ? 1 : 0,
        is_3p_domain: d.is3pDomain ? 1 : 0,
        created_by: SEEDER,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
