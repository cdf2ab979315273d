/** Every reader query of the knowledge base starts with this, so a new language or a publication refreshes them all. */
export const kbQueryKeyRoot = ['knowledge-base', 'read'] as const;
/** Every query of the editor's workspace. */
export const kbAuthoringQueryKeyRoot = ['knowledge-base', 'authoring'] as const;
