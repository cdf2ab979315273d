import type { CategoriesResponse, CategoryOption, OscType } from '@portal/contract/support';
import { OSC_TYPE_PRESETS } from '@portal/contract/support';
import type { ContactPrefill } from '../contact-prefill';

/** The category choices, each depending on the one before it. */
export const CATEGORY_LEVELS = ['supportType', 'issue', 'issueType', 'subIssueType'] as const;
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number];

/** What the incident form holds: empty choices are null until chosen. */
export type IncidentFormValues = Record<CategoryLevel, number | null> & {
  accountType: number | null;
  firstName: string;
  lastName: string;
  primaryContactEmail: string;
  companyName: string;
  callBackNumber: string;
  situationDescription: string;
  onBehalfOfAnother: boolean;
};

export function initialIncidentValues(
  oscType: OscType,
  categories: CategoriesResponse,
  prefill: ContactPrefill,
): IncidentFormValues {
  const preset = OSC_TYPE_PRESETS[oscType];
  const onlyAccountType = categories.accountTypes.length === 1 ? categories.accountTypes[0] : undefined;
  return {
    accountType: onlyAccountType?.id ?? null,
    supportType: preset?.supportType ?? null,
    issue: preset?.issue ?? null,
    issueType: null,
    subIssueType: null,
    ...prefill,
    callBackNumber: '',
    situationDescription: '',
    onBehalfOfAnother: false,
  };
}

/** The levels whose options depend on this one's choice. */
export function levelsBelow(level: CategoryLevel): readonly CategoryLevel[] {
  return CATEGORY_LEVELS.slice(CATEGORY_LEVELS.indexOf(level) + 1);
}

type Choices = Record<CategoryLevel, number | null>;

function chosen<T extends CategoryOption>(options: readonly T[] | undefined, id: number | null): T | undefined {
  return options?.find((option) => option.id === id);
}

/** The options of each level: a child list exists only below a chosen parent. */
export function cascadeOptions(
  supportTypes: CategoriesResponse['supportTypes'],
  choices: Choices,
): Record<CategoryLevel, readonly CategoryOption[]> {
  const issues = chosen(supportTypes, choices.supportType)?.issues ?? [];
  const issueTypes = chosen(issues, choices.issue)?.issueTypes ?? [];
  const subIssueTypes = chosen(issueTypes, choices.issueType)?.subIssueTypes ?? [];
  return { supportType: supportTypes, issue: issues, issueType: issueTypes, subIssueType: subIssueTypes };
}
