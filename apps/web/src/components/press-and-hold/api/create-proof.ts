import type { ProofResponse } from '@portal/contract/human-check';
import { HUMAN_CHECK_PATHS, proofResponseSchema } from '@portal/contract/human-check';
import { apiClient } from '@/lib/api-client';

/** POST /api/human-check/proofs: redeems the challenge once the hold is complete; the proof goes in HUMAN_PROOF_HEADER. */
export function createProof(challenge: string): Promise<ProofResponse> {
  return apiClient.post(
    HUMAN_CHECK_PATHS.proofs,
    { challenge },
    { schema: proofResponseSchema, redirectOnUnauthorized: false },
  );
}
