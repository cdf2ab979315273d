export const releaseNotesQueryKeyRoot = ['release-notes'] as const;
