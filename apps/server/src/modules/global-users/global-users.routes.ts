import {
  GLOBAL_USER_PATHS,
  globalBlockSchema,
  globalStatusChangeSchema,
  globalUnblockSchema,
  globalUserExportSchema,
  globalUserFilterListSchema,
  globalUserPageSchema,
  globalUserQuerySchema,
} from '@portal/contract/global-users';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { signedInCallerOf } from '../../platform/caller.js';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.js';
import * as globalUsers from './global-users.service.js';

/** Every company's users and none: no company scope. The list and export are reads, so the spectator may call them. */
const reading = (permission: typeof PERMISSIONS.listGlobalUsers) =>
  policy.permission(permission, { scope: 'none' }, { viewOnly: 'allowed' });

/** Global user management (spec section 7, 'Super admin and global user management'; decision record 051). */
export function registerGlobalUserRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    GLOBAL_USER_PATHS.users,
    {
      config: { policy: reading(PERMISSIONS.listGlobalUsers) },
      schema: {
        tags: ['global-users'],
        summary:
          'A page of one tab of every user (external, internal, merchant, asset protection), searched and filtered',
        body: globalUserQuerySchema,
        response: { 200: globalUserPageSchema },
      },
    },
    async (request) => globalUsers.listGlobalUsers(ctx, request.body),
  );

  for (const kind of ['roles', 'attributes', 'sbu'] as const) {
    app.get(
      GLOBAL_USER_PATHS[kind],
      {
        config: { policy: reading(PERMISSIONS.listGlobalUsers) },
        schema: {
          tags: ['global-users'],
          summary: `The codes the ${kind} filter offers`,
          response: { 200: globalUserFilterListSchema },
        },
      },
      async () => globalUsers.filterList(kind),
    );
  }

  app.post(
    GLOBAL_USER_PATHS.export,
    {
      config: { policy: reading(PERMISSIONS.exportGlobalUsers) },
      schema: {
        tags: ['global-users'],
        summary: 'Every user of a tab the search and filters keep, in its order, as an .xlsx file, streamed',
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment named global_users_<userType>_<YYYY-MM-DD>.xlsx.`,
        body: globalUserExportSchema,
      },
    },
    async (request, reply) => {
      const { locale } = await signedInCallerOf(ctx.db, request);
      const stream = await globalUsers.exportGlobalUsers(ctx, locale, request.body);
      stream.on('error', (error) => request.log.error({ err: error }, 'global user export failed while streaming'));
      const fileName = globalUsers.exportFileName(request.body.userType, ctx.clock.now());
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.post(
    GLOBAL_USER_PATHS.block,
    {
      config: { policy: policy.permission(PERMISSIONS.blockGlobalUsers, { scope: 'none' }) },
      schema: {
        tags: ['global-users'],
        summary: 'Blocks users of any company with a reason; their sessions end at once, on every market',
        body: globalBlockSchema,
        response: { 200: globalStatusChangeSchema },
      },
    },
    async (request) => globalUsers.blockGlobalUsers(ctx, requireAuth(request), request.body),
  );

  app.post(
    GLOBAL_USER_PATHS.unblock,
    {
      config: { policy: policy.permission(PERMISSIONS.blockGlobalUsers, { scope: 'none' }) },
      schema: {
        tags: ['global-users'],
        summary: 'Makes blocked users of any company active again',
        body: globalUnblockSchema,
        response: { 200: globalStatusChangeSchema },
      },
    },
    async (request) => globalUsers.unblockGlobalUsers(ctx, requireAuth(request), request.body),
  );
}
