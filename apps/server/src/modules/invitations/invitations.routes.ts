import {
  acceptQuerySchema,
  additionStartedSchema,
  companyIdParamsSchema,
  deleteUsersSchema,
  deletionStartedSchema,
  INVITATION_ERROR_CODES,
  INVITATION_PATHS,
  newUserListSchema,
  pendingListQuerySchema,
  pendingUserPageSchema,
  resendParamsSchema,
  resendResultSchema,
  userAccessResultSchema,
  userAccessSchema,
  USER_JOB_RECENT_HOURS,
  userJobListSchema,
  userJobParamsSchema,
  userJobSchema,
  validationResultSchema,
} from '@portal/contract/invitations';
import { IDENTITY_PATHS } from '@portal/contract/identity';
import { PERMISSIONS, type Permission } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import type { DeclaredError } from '../../platform/openapi.js';
import { registerGrantJob } from './invitation-lifecycle.service.js';
import * as invitations from './invitations.service.js';
import * as userChanges from './user-changes.service.js';

/** The company in the path must be one the caller administers (user-admin's rule: 404 otherwise). */
const administering = (permission: Permission) =>
  policy.permission(permission, { scope: 'param', companyParam: 'companyId', administer: true });

const NOT_RESENDABLE: DeclaredError = {
  status: 409,
  description: 'The invitation was used already (the invitee has an account): there is nothing to resend.',
  code: INVITATION_ERROR_CODES.notResendable,
  message: 'This invitation has been used already.',
};
const NOT_REMOVABLE: DeclaredError = {
  status: 409,
  description:
    'Among the users are the caller (user_admin.self_delete) or every active admin of the company (user_admin.last_admin): nothing starts.',
  code: INVITATION_ERROR_CODES.selfDelete,
  message: 'You cannot delete yourself.',
};

/** Adding users by invitation and the pending users tab (spec section 7, 'User administration'; decision 023). */
export function registerInvitationRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  invitations.registerInvitationJob(ctx);
  registerGrantJob(ctx);
  userChanges.registerDeletionJob(ctx);
  userChanges.registerAccessJob(ctx);

  app.post(
    INVITATION_PATHS.validate,
    {
      config: { policy: administering(PERMISSIONS.createUsers) },
      schema: {
        tags: ['user-admin'],
        summary: 'Check a list of new users before adding them: each row with the reasons it cannot be added',
        params: companyIdParamsSchema,
        body: newUserListSchema,
        response: { 200: validationResultSchema },
      },
    },
    async (request) => invitations.validateUsers(ctx, request.params.companyId, request.body),
  );

  app.post(
    INVITATION_PATHS.add,
    {
      config: { policy: administering(PERMISSIONS.createUsers) },
      schema: {
        tags: ['user-admin'],
        summary: 'Add users: each becomes a pending user and a job e-mails them an invitation (answers started)',
        params: companyIdParamsSchema,
        body: newUserListSchema,
        response: { 200: additionStartedSchema },
      },
    },
    async (request) => invitations.addUsers(ctx, requireAuth(request), request.params.companyId, request.body),
  );

  app.get(
    INVITATION_PATHS.pending,
    {
      config: { policy: administering(PERMISSIONS.listUsers) },
      schema: {
        tags: ['user-admin'],
        summary: "A page of the company's pending users (invited, not yet registered), searched and sorted",
        params: companyIdParamsSchema,
        querystring: pendingListQuerySchema,
        response: { 200: pendingUserPageSchema },
      },
    },
    async (request) => invitations.listPending(ctx, request.params.companyId, request.query),
  );

  app.get(
    INVITATION_PATHS.resend,
    {
      // A GET the spec names that changes state (a new link, the old void): it takes the anti-forgery header.
      config: { policy: administering(PERMISSIONS.createUsers), csrf: 'header', errors: [NOT_RESENDABLE] },
      schema: {
        tags: ['user-admin'],
        summary: "Resend a pending user's invitation: a fresh link, every earlier one void",
        params: resendParamsSchema,
        response: { 200: resendResultSchema },
      },
    },
    async (request) =>
      invitations.resendInvitation(ctx, requireAuth(request), request.params.companyId, request.params.taskId),
  );

  app.get(
    INVITATION_PATHS.accept,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['user-admin'],
        summary:
          "The invitation link: creates the invitee's account once and redirects to setting their password (303); a void, expired or used link leads to the expired-link page",
        querystring: acceptQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const next = token ? await invitations.acceptInvitation(ctx, token) : null;
      return reply.header('cache-control', 'no-store').redirect(next ?? IDENTITY_PATHS.passwordReset, 303);
    },
  );

  app.post(
    INVITATION_PATHS.remove,
    {
      config: { policy: administering(PERMISSIONS.deleteUsers), errors: [NOT_REMOVABLE] },
      schema: {
        tags: ['user-admin'],
        summary: 'Delete users: checked at once (not oneself, not the last admin), removed by a job (answers started)',
        params: companyIdParamsSchema,
        body: deleteUsersSchema,
        response: { 200: deletionStartedSchema },
      },
    },
    async (request) => userChanges.deleteUsers(ctx, requireAuth(request), request.params.companyId, request.body),
  );

  for (const [method, mode] of [
    ['POST', 'grant'],
    ['PUT', 'set'],
  ] as const) {
    app.route({
      method,
      url: INVITATION_PATHS.access,
      config: { policy: administering(PERMISSIONS.updateUsers) },
      schema: {
        tags: ['user-admin'],
        summary:
          mode === 'grant'
            ? 'Grant products to users (what they have stays): checked at once, made by a job (answers started)'
            : "Change users' products to exactly these (the others are taken away): checked at once, made by a job (answers started)",
        params: companyIdParamsSchema,
        body: userAccessSchema,
        response: { 200: userAccessResultSchema },
      },
      handler: async (request) =>
        userChanges.changeAccess(ctx, requireAuth(request), request.params.companyId, request.body, mode),
    });
  }

  app.get(
    INVITATION_PATHS.job,
    {
      config: { policy: administering(PERMISSIONS.listUsers) },
      schema: {
        tags: ['user-admin'],
        summary:
          'Where a job a user change started (an addition, a deletion, a product change) is: queued, running, done or failed',
        params: userJobParamsSchema,
        response: { 200: userJobSchema },
      },
    },
    async (request) => userChanges.readUserJob(ctx, request.params.companyId, request.params.jobId),
  );

  app.get(
    INVITATION_PATHS.jobs,
    {
      config: { policy: administering(PERMISSIONS.listUsers) },
      schema: {
        tags: ['user-admin'],
        summary: `The company's user changes not yet over, then its bulk jobs ended in the last ${USER_JOB_RECENT_HOURS} hours (with their result file), newest first: each with its counts`,
        params: companyIdParamsSchema,
        response: { 200: userJobListSchema },
      },
    },
    async (request) => userChanges.listUserJobs(ctx, request.params.companyId),
  );
}
