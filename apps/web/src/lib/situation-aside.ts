import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

/**
 * What shows beside the incident form's situation description, given the text typed so far: the knowledge base's
 * suggestions (issue 29). app/router.tsx provides it, so the support feature does not import the knowledge base;
 * without a provider nothing shows.
 */
export type SituationAside = (text: string) => ReactNode;

export const SituationAsideContext = createContext<SituationAside | null>(null);

export function useSituationAside(): SituationAside | null {
  return useContext(SituationAsideContext);
}
