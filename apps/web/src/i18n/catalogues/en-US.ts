import documents from '@/features/documents/i18n/en-US.json';
import outbox from '@/features/outbox/i18n/en-US.json';
import profile from '@/features/profile/i18n/en-US.json';
import registration from '@/features/registration/i18n/en-US.json';
import support from '@/features/support/i18n/en-US.json';
import shell from '../en-US.json';

/** The en-US catalogue: the shell's strings plus each feature's own (kept beside the feature, under its name). */
export const translation = { ...shell, support, profile, registration, documents, outbox };
