import {
  RELEASE_NOTES_PATHS,
  releaseNoteDetailsQuerySchema,
  releaseNoteSchema,
  releaseNotesPageSchema,
  releaseNotesQuerySchema,
  releaseNoteTagsQuerySchema,
  releaseNoteTagsResponseSchema,
} from '@portal/contract/release-notes';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy } from '../../platform/authorization.js';
import * as releaseNotes from './release-notes.service.js';

const TAGS = ['release-notes'];
const READS = policy.signedIn({ scope: 'caller' });

/** Release notes (spec section 7 'Support and content'; US only; decision record 058). */
export function registerReleaseNoteRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    RELEASE_NOTES_PATHS.tags,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: 'The tags release notes carry (products and releases), US only',
        querystring: releaseNoteTagsQuerySchema,
        response: { 200: releaseNoteTagsResponseSchema },
      },
    },
    async (request) => releaseNotes.tags(ctx, await releaseNotes.releaseNotesReader(ctx, request)),
  );

  app.get(
    RELEASE_NOTES_PATHS.fragments,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: 'Published release notes, newest first, by tag, US only',
        querystring: releaseNotesQuerySchema,
        response: { 200: releaseNotesPageSchema },
      },
    },
    async (request) => releaseNotes.notes(ctx, await releaseNotes.releaseNotesReader(ctx, request), request.query),
  );

  app.get(
    RELEASE_NOTES_PATHS.details,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "One published release note in the caller's language, US only",
        querystring: releaseNoteDetailsQuerySchema,
        response: { 200: releaseNoteSchema },
      },
    },
    async (request) => releaseNotes.note(ctx, await releaseNotes.releaseNotesReader(ctx, request), request.query.path),
  );
}
