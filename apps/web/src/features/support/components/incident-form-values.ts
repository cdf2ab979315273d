import type { CategoriesResponse, CategoryOption, OscType } from '@portal/contract/support';
import type { UserType } from '@portal/contract/identity';
import { OSC_TYPE_PRESETS, presetAccountType } from '@portal/contract/support';
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

/** The form's first values: the variant's preset categories, the account type of who is signed in, their contact. */
export function initialIncidentValues(
  oscType: OscType,
  categories: CategoriesResponse,
  prefill: ContactPrefill,
  userType: UserType | null = null,
): IncidentFormValues {
  const preset = OSC_TYPE_PRESETS[oscType];
  return {
    accountType: presetAccountType(
      categories.accountTypes.map((option) => option.id),
      userType,
    ),
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
