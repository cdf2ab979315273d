import { z } from 'zod';

export * from './human-check-core.js';

export const challengeResponseSchema = z.object({
  challenge: z.string().min(16).max(200),
  hold_ms: z.number().int().positive(),
  expires_at: z.string(),
});
export type ChallengeResponse = z.infer<typeof challengeResponseSchema>;

export const proofRequestSchema = z.object({ challenge: z.string().min(16).max(200) });
export const proofResponseSchema = z.object({ proof: z.string().min(16).max(1000), expires_at: z.string() });
export type ProofResponse = z.infer<typeof proofResponseSchema>;
