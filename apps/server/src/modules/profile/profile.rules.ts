import type { Locale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { isOfferedTimeZone, PROFILE_ERROR_CODES, profileLanguages } from '@portal/contract/profile';
import { badRequest } from '../../platform/errors.js';

/**
 * Refuses a time zone the profile does not offer and a language the market does not offer, with codes the
 * web translates. Shared by the preferences call and registration, so both accept exactly the same choices.
 */
export function assertOfferedChoices(
  market: Market,
  choice: { timezone?: string | undefined; language?: Locale | undefined },
): void {
  if (choice.timezone !== undefined && !isOfferedTimeZone(choice.timezone)) {
    throw badRequest(PROFILE_ERROR_CODES.timeZoneNotOffered, 'This time zone is not offered.', [
      { path: '/locale/timezone', message: PROFILE_ERROR_CODES.timeZoneNotOffered },
    ]);
  }
  if (choice.language !== undefined && !profileLanguages(market).includes(choice.language)) {
    throw badRequest(PROFILE_ERROR_CODES.languageNotOffered, 'This language is not offered here.', [
      { path: '/language_code', message: PROFILE_ERROR_CODES.languageNotOffered },
    ]);
  }
}
