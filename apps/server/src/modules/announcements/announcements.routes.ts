import {
  ANNOUNCEMENT_PATHS,
  announcementBodySchema,
  announcementListQuerySchema,
  announcementPageSchema,
  announcementParamsSchema,
  announcementSchema,
  bannerQuerySchema,
  bannerSchema,
  dismissalSchema,
} from '@portal/contract/announcements';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { callerLocale } from '../../platform/caller-locale.js';
import * as announcements from './announcements.service.js';

/**
 * The banner is every signed-in user's, registered or not (a maintenance notice matters on the registration page
 * too). Dismissing is a change of the caller's own view state: like their preferences, the view-only spectator may
 * not make it (decision 018).
 */
const READS_BANNER = policy.signedIn({ scope: 'caller' }, { beforeRegistration: 'allowed' });
const DISMISSES = policy.signedIn({ scope: 'caller' }, { beforeRegistration: 'allowed' });
const LISTS = policy.permission(PERMISSIONS.listAnnouncements, { scope: 'none' });
const CHANGES = policy.permission(PERMISSIONS.updateAnnouncements, { scope: 'none' });

/** The site-wide banner (spec section 7, GET banner) and the announcements behind it (issue 12, decision 018). */
export function registerAnnouncementRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    ANNOUNCEMENT_PATHS.banner,
    {
      config: { policy: READS_BANNER },
      schema: {
        tags: ['announcements'],
        summary: "The caller's showing, not dismissed announcements, in their language or marked as English",
        querystring: bannerQuerySchema,
        response: { 200: bannerSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const locale = request.query.locale ?? (await callerLocale(ctx.db, auth, request.market));
      return announcements.banner(ctx, auth, request.market.code, locale);
    },
  );

  app.post(
    ANNOUNCEMENT_PATHS.dismiss,
    {
      config: { policy: DISMISSES },
      schema: {
        tags: ['announcements'],
        summary: 'Dismiss an announcement for the caller, on every device',
        params: announcementParamsSchema,
        response: { 200: dismissalSchema },
      },
    },
    async (request) =>
      announcements.dismiss(ctx, requireAuth(request), request.market.code, request.params.announcementId),
  );

  registerAdminRoutes(app, ctx);
}

/** The market's announcements on /announcements: listed, created, changed and retired (each in the activity log). */
function registerAdminRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    ANNOUNCEMENT_PATHS.list,
    {
      config: { policy: LISTS },
      schema: {
        tags: ['announcements'],
        summary: "A page of the market's announcements, of one status when asked, sorted",
        querystring: announcementListQuerySchema,
        response: { 200: announcementPageSchema },
      },
    },
    async (request) => announcements.listAnnouncements(ctx, request.market.code, request.query),
  );

  app.post(
    ANNOUNCEMENT_PATHS.list,
    {
      config: { policy: CHANGES },
      schema: {
        tags: ['announcements'],
        summary: 'Create an announcement of the market: texts, schedule, severity and the company types it targets',
        body: announcementBodySchema,
        response: { 201: announcementSchema },
      },
    },
    async (request, reply) => {
      const created = await announcements.createAnnouncement(
        ctx,
        requireAuth(request),
        request.market.code,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    ANNOUNCEMENT_PATHS.one,
    {
      config: { policy: CHANGES },
      schema: {
        tags: ['announcements'],
        summary: 'Replace an announcement of the market that is not retired',
        params: announcementParamsSchema,
        body: announcementBodySchema,
        response: { 200: announcementSchema },
      },
    },
    async (request) =>
      announcements.updateAnnouncement(
        ctx,
        requireAuth(request),
        request.market.code,
        request.params.announcementId,
        request.body,
      ),
  );

  app.post(
    ANNOUNCEMENT_PATHS.retire,
    {
      config: { policy: CHANGES },
      schema: {
        tags: ['announcements'],
        summary: 'Retire an announcement: it stops showing at once and stays listed for the record',
        params: announcementParamsSchema,
        response: { 200: announcementSchema },
      },
    },
    async (request) =>
      announcements.retireAnnouncement(ctx, requireAuth(request), request.market.code, request.params.announcementId),
  );
}
