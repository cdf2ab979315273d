import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.js';
import * as foundation from './migrations/001-foundation.js';
import * as productCatalogue from './migrations/002-product-catalogue.js';
import * as glossary from './migrations/003-glossary.js';
import * as support from './migrations/004-support.js';
import * as profile from './migrations/005-profile.js';
import * as sessionMarket from './migrations/006-session-market.js';
import * as abuseLimits from './migrations/007-abuse-limits.js';
import * as outboxMessageId from './migrations/008-outbox-message-id.js';
import * as attachmentNames from './migrations/009-attachment-names.js';
import * as companyList from './migrations/010-company-list.js';
import * as announcements from './migrations/011-announcements.js';
import * as companyListPaging from './migrations/012-company-list-paging.js';
import * as emailDomains from './migrations/014-email-domains.js';
import * as userAdministration from './migrations/015-user-administration.js';
import * as accessApprovals from './migrations/016-access-approvals.js';
import * as invitations from './migrations/017-invitations.js';
import * as userListCounts from './migrations/018-user-list-counts.js';
import * as userSearch from './migrations/019-user-search.js';
import * as companyAdministrators from './migrations/020-company-administrators.js';
import * as glossaryLanguages from './migrations/021-glossary-languages.js';
import * as userSearchStarts from './migrations/022-user-search-starts.js';
import * as userSearchStartsCovering from './migrations/023-user-search-starts-covering.js';
import * as userListVersions from './migrations/024-user-list-versions.js';
import * as analyticsRole from './migrations/025-analytics-role.js';
import * as searchFold from './migrations/026-search-fold.js';
import * as companySearch from './migrations/027-company-search.js';
import * as globalUsers from './migrations/028-global-users.js';
import * as userSearchEveryone from './migrations/029-user-search-everyone.js';
import * as activityLog from './migrations/030-activity-log.js';
import * as directoryCompanyCopies from './migrations/031-directory-company-copies.js';
import * as userSearchInternalTabs from './migrations/032-user-search-internal-tabs.js';
import * as activityLogReads from './migrations/033-activity-log-reads.js';
import * as buoAreaTrigrams from './migrations/034-buo-area-trigrams.js';
import * as jobSteps from './migrations/035-job-steps.js';
import * as jobCounts from './migrations/036-job-counts.js';
import * as textMonths from './migrations/037-activity-log-text-months.js';
import * as domainExceptions from './migrations/038-domain-exceptions.js';
import * as partnerAssociations from './migrations/039-partner-associations.js';
import * as accessAudits from './migrations/040-access-audits.js';
import * as knowledgeBase from './migrations/041-knowledge-base.js';
import * as knowledgeBaseTitleWalk from './migrations/042-knowledge-base-title-walk.js';
import * as knowledgeBaseTermFilter from './migrations/043-knowledge-base-term-filter.js';
import * as knowledgeBaseWordCheck from './migrations/044-knowledge-base-word-check.js';
import * as knowledgeBaseWordCounts from './migrations/045-knowledge-base-word-counts.js';
import type { MigrationContext } from './migrations/helpers.js';

type PortalMigration = { up: (ctx: MigrationContext) => Promise<void> };

/** Every migration, in order. Append only: a landed migration is never edited. */
const MIGRATIONS: Record<string, PortalMigration> = {
  '001-foundation': foundation,
  '002-product-catalogue': productCatalogue,
  '003-glossary': glossary,
  '004-support': support,
  '005-profile': profile,
  '006-session-market': sessionMarket,
  '007-abuse-limits': abuseLimits,
  '008-outbox-message-id': outboxMessageId,
  '009-attachment-names': attachmentNames,
  '010-company-list': companyList,
  '011-announcements': announcements,
  '012-company-list-paging': companyListPaging,
  '014-email-domains': emailDomains,
  '015-user-administration': userAdministration,
  '016-access-approvals': accessApprovals,
  '017-invitations': invitations,
  '018-user-list-counts': userListCounts,
  '019-user-search': userSearch,
  '020-company-administrators': companyAdministrators,
  '021-glossary-languages': glossaryLanguages,
  '022-user-search-starts': userSearchStarts,
  '023-user-search-starts-covering': userSearchStartsCovering,
  '024-user-list-versions': userListVersions,
  '025-analytics-role': analyticsRole,
  '026-search-fold': searchFold,
  '027-company-search': companySearch,
  '028-global-users': globalUsers,
  '029-user-search-everyone': userSearchEveryone,
  '030-activity-log': activityLog,
  '031-directory-company-copies': directoryCompanyCopies,
  '032-user-search-internal-tabs': userSearchInternalTabs,
  '033-activity-log-reads': activityLogReads,
  '034-buo-area-trigrams': buoAreaTrigrams,
  '035-job-steps': jobSteps,
  '036-job-counts': jobCounts,
  '037-activity-log-text-months': textMonths,
  '038-domain-exceptions': domainExceptions,
  '039-partner-associations': partnerAssociations,
  '040-access-audits': accessAudits,
  '041-knowledge-base': knowledgeBase,
  '042-knowledge-base-title-walk': knowledgeBaseTitleWalk,
  '043-knowledge-base-term-filter': knowledgeBaseTermFilter,
  '044-knowledge-base-word-check': knowledgeBaseWordCheck,
  '045-knowledge-base-word-counts': knowledgeBaseWordCounts,
};

class PortalMigrationProvider implements MigrationProvider {
  constructor(private readonly handle: DatabaseHandle) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const dialect = this.handle.dialect;
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [name, { up: (db) => migration.up({ db, dialect }) }]),
    );
  }
}

function migratorOf(handle: DatabaseHandle): Migrator {
  return new Migrator({
    db: handle.db,
    provider: new PortalMigrationProvider(handle),
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return outcome(await migratorOf(handle).migrateToLatest());
}

/** Migrates up to and including the named migration (tests of an upgrade from an earlier version). */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<string[]> {
  return outcome(await migratorOf(handle).migrateTo(name));
}

function outcome({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
