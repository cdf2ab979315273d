import { loginIdParamsSchema } from '@portal/contract/identity';
import {
  acceptancesResponseSchema,
  companyIdParamsSchema,
  completeRegistrationBodySchema,
  completeRegistrationResponseSchema,
  documentQuerySchema,
  documentSchema,
  REGISTRATION_PATHS,
  userCompaniesQuerySchema,
  userCompaniesResponseSchema,
} from '@portal/contract/registration';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import * as registration from './registration.service.js';

const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * Documents (terms, data sharing addenda, privacy policy: public, they are not secret), completing a
 * registration, and a user's companies and acceptances.
 */
export function registerRegistrationRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    REGISTRATION_PATHS.document,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['registration'],
        summary:
          "A document's current version in a language (else the market's), falling back to en-US where untranslated",
        querystring: documentQuerySchema,
        response: { 200: documentSchema },
      },
    },
    async (request) =>
      registration.currentDocument(ctx, request.query.assetPath, request.query.locale ?? request.market.defaultLocale),
  );

  app.get(
    REGISTRATION_PATHS.documentPdf,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['registration'],
        summary: 'The same document as a PDF download',
        description: `Answers ${PDF_CONTENT_TYPE} as an attachment named <assetPath>-<version>.pdf.`,
        querystring: documentQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await registration.documentPdf(
        ctx,
        request.query.assetPath,
        request.query.locale ?? request.market.defaultLocale,
      );
      return reply
        .header('content-type', PDF_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  for (const [path, variant] of [
    [REGISTRATION_PATHS.completeRegistration, 'standard'],
    [REGISTRATION_PATHS.completeRegistrationBasic, 'basic'],
  ] as const) {
    app.put(
      path,
      {
        config: {
          policy: policy.signedIn(
            { scope: 'param', companyParam: 'companyId', administer: true },
            { beforeRegistration: 'allowed' },
          ),
        },
        schema: {
          tags: ['registration'],
          summary: `Complete the caller's own registration (${variant === 'basic' ? 'basic companies' : 'charter suppliers and agencies'})`,
          params: companyIdParamsSchema,
          body: completeRegistrationBodySchema,
          response: { 200: completeRegistrationResponseSchema },
        },
      },
      async (request) =>
        registration.completeRegistration(
          ctx,
          requireAuth(request),
          request.market.code,
          request.params.companyId,
          variant,
          request.body,
        ),
    );
  }

  app.get(
    REGISTRATION_PATHS.userCompanies,
    {
      // The registration page reads which company the caller registers for (another user's needs registration done).
      config: { policy: policy.signedIn({ scope: 'service' }, { beforeRegistration: 'allowed' }) },
      schema: {
        tags: ['registration'],
        summary: "The caller's company (or, for an admin, a user's of their company) with its registration state",
        querystring: userCompaniesQuerySchema,
        response: { 200: userCompaniesResponseSchema },
      },
    },
    async (request) => registration.userCompanies(ctx, requireAuth(request), request.query.loginId),
  );

  app.get(
    REGISTRATION_PATHS.acceptances,
    {
      config: { policy: policy.signedIn({ scope: 'service' }) },
      schema: {
        tags: ['registration'],
        summary: 'The documents a user accepted: their own, or (an admin) a user of their company',
        params: loginIdParamsSchema,
        response: { 200: acceptancesResponseSchema },
      },
    },
    async (request) => registration.acceptances(ctx, requireAuth(request), request.params.loginId),
  );
}
