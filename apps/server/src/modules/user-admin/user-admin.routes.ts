import { PERMISSIONS, type Permission } from '@portal/contract/permissions';
import {
  blockUsersSchema,
  companyIdParamsSchema,
  exportParamsSchema,
  personaListSchema,
  unblockUsersSchema,
  USER_ADMIN_PATHS,
  userExportQuerySchema,
  userListQuerySchema,
  userPageSchema,
  userProfileSchema,
  userProfileUpdateSchema,
  userStatusChangeSchema,
} from '@portal/contract/user-admin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { signedInCallerOf } from '../../platform/caller.js';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.js';
import * as userAdmin from './user-admin.service.js';

/**
 * The company in the path must be one the caller administers: their own, or for a super admin the company whose
 * context they hold (404 otherwise). The view-only spectator reads, and is refused every change.
 */
const administering = (permission: Permission) =>
  policy.permission(permission, { scope: 'param', companyParam: 'companyId', administer: true });

/** A company admin's user administration (spec section 7, 'User administration'; decision record 021). */
export function registerUserAdminRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    USER_ADMIN_PATHS.users,
    {
      config: { policy: administering(PERMISSIONS.listUsers) },
      schema: {
        tags: ['user-admin'],
        summary: "A page of the company's users (tab=users) or blocked users (tab=blocked), searched and sorted",
        params: companyIdParamsSchema,
        querystring: userListQuerySchema,
        response: { 200: userPageSchema },
      },
    },
    async (request) => userAdmin.listUsers(ctx, request.params.companyId, request.query),
  );

  app.get(
    USER_ADMIN_PATHS.personas,
    {
      config: { policy: administering(PERMISSIONS.listUsers) },
      schema: {
        tags: ['user-admin'],
        summary: 'What a user of the company can be made (Admin or Regular User), with the permissions of each',
        params: companyIdParamsSchema,
        response: { 200: personaListSchema },
      },
    },
    async (request) => userAdmin.listPersonas(ctx, request.params.companyId),
  );

  app.post(
    USER_ADMIN_PATHS.block,
    {
      config: { policy: administering(PERMISSIONS.blockUsers) },
      schema: {
        tags: ['user-admin'],
        summary: 'Block users with a reason: their sessions end at once and they cannot sign in',
        params: companyIdParamsSchema,
        body: blockUsersSchema,
        response: { 200: userStatusChangeSchema },
      },
    },
    async (request) => userAdmin.blockUsers(ctx, requireAuth(request), request.params.companyId, request.body),
  );

  app.post(
    USER_ADMIN_PATHS.unblock,
    {
      config: { policy: administering(PERMISSIONS.blockUsers) },
      schema: {
        tags: ['user-admin'],
        summary: 'Unblock users: they may sign in again',
        params: companyIdParamsSchema,
        body: unblockUsersSchema,
        response: { 200: userStatusChangeSchema },
      },
    },
    async (request) => userAdmin.unblockUsers(ctx, requireAuth(request), request.params.companyId, request.body),
  );

  app.put(
    USER_ADMIN_PATHS.profile,
    {
      config: { policy: administering(PERMISSIONS.updateUsers) },
      schema: {
        tags: ['user-admin'],
        summary: "Change a user's first and last name",
        params: companyIdParamsSchema,
        body: userProfileUpdateSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => userAdmin.updateProfile(ctx, requireAuth(request), request.params.companyId, request.body),
  );

  app.get(
    USER_ADMIN_PATHS.export,
    {
      config: { policy: administering(PERMISSIONS.listUsers) },
      schema: {
        tags: ['user-admin'],
        summary:
          "Every row of a tab (users, blocked, pending or access requests) matching the search, in the tab's order, as an .xlsx file, streamed",
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment named users_<tabName>_<YYYY-MM-DD>.xlsx.`,
        params: exportParamsSchema,
        querystring: userExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { locale } = await signedInCallerOf(ctx.db, request);
      const { companyId, tabName } = request.params;
      const stream = await userAdmin.exportUsers(ctx, locale, companyId, tabName, request.query);
      stream.on('error', (error) => request.log.error({ err: error }, 'user export failed while streaming'));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${userAdmin.exportFileName(tabName, ctx.clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
