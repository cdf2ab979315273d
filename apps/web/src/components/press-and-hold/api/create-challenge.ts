import type { ChallengeResponse } from '@portal/contract/human-check';
import { challengeResponseSchema, HUMAN_CHECK_PATHS } from '@portal/contract/human-check';
import { apiClient } from '@/lib/api-client';

/** POST /api/human-check/challenges: a single-use challenge, asked for when the press starts (the server times the hold). */
export function createChallenge(): Promise<ChallengeResponse> {
  return apiClient.post(
    HUMAN_CHECK_PATHS.challenges,
    {},
    { schema: challengeResponseSchema, redirectOnUnauthorized: false },
  );
}
