import { loginIdParamsSchema } from '@portal/contract/identity';
import { PROFILE_PATHS, userInfoSchema, userInfoUpdateSchema } from '@portal/contract/profile';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import * as profile from './profile.service.js';

/** The profile's own call: a user changes their name (preferences are the identity module's). */
export function registerProfileRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.put(
    PROFILE_PATHS.userInfo,
    {
      config: { policy: policy.signedIn({ scope: 'caller' }) },
      schema: {
        tags: ['profile'],
        summary: "Update the caller's own first and last name (another login id answers 404)",
        params: loginIdParamsSchema,
        body: userInfoUpdateSchema,
        response: { 200: userInfoSchema },
      },
    },
    async (request) =>
      profile.updateUserInfo(ctx, requireAuth(request), request.params.loginId, request.body, request.market),
  );
}
