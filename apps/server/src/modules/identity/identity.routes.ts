import {
  IDENTITY_PATHS,
  loginIdParamsSchema,
  preferencesResponseSchema,
  preferencesUpdateSchema,
  siteParamsSchema,
  siteResponseSchema,
  userContextQuerySchema,
  userDetailsSchema,
} from '@portal/contract/identity';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import * as identity from './identity.service.js';

export function registerIdentityRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    IDENTITY_PATHS.userContext,
    {
      // The web reads it on every page, the registration page included.
      config: { policy: policy.signedIn({ scope: 'caller' }, { beforeRegistration: 'allowed' }) },
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user, their company, permissions and products',
        querystring: userContextQuerySchema,
        response: { 200: userDetailsSchema },
      },
    },
    async (request) =>
      identity.userContext(ctx, requireAuth(request), request.market, request.query.permissions === 'true'),
  );

  app.get(
    IDENTITY_PATHS.preferences,
    {
      config: { policy: policy.signedIn({ scope: 'service' }) },
      schema: {
        tags: ['identity'],
        summary: 'A user’s preferences: language, time zone and settings',
        params: loginIdParamsSchema,
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) =>
      identity.getPreferences(ctx, requireAuth(request), request.params.loginId, request.market.defaultLocale),
  );

  app.post(
    IDENTITY_PATHS.preferences,
    {
      config: { policy: policy.signedIn({ scope: 'service' }) },
      schema: {
        tags: ['identity'],
        summary: 'Changes a user’s preferences',
        params: loginIdParamsSchema,
        body: preferencesUpdateSchema,
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) =>
      identity.updatePreferences(
        ctx,
        requireAuth(request),
        request.params.loginId,
        request.body,
        request.market.defaultLocale,
        request.market.code,
      ),
  );

  app.get(
    IDENTITY_PATHS.site,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['identity'],
        summary: 'The language of a site',
        params: siteParamsSchema,
        response: { 200: siteResponseSchema },
      },
    },
    async (request) => identity.siteLanguage(ctx, request.params.site),
  );
}
