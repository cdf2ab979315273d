import {
  companyIdParamsSchema,
  domainIdParamsSchema,
  domainNameParamsSchema,
  EMAIL_DOMAIN_PATHS,
  emailDomainExceptionInputSchema,
  emailDomainExceptionSchema,
  emailDomainInputSchema,
  emailDomainListQuerySchema,
  emailDomainPageSchema,
  emailDomainSchema,
  emailDomainValidateSchema,
  emailDomainValidationSchema,
} from '@portal/contract/email-domains';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth, type CompanyScope } from '../../platform/authorization.js';
import * as domains from './email-domains.service.js';

/** The path's company: the caller's own, or the one a super admin acts for; any other answers 404. */
const COMPANY_IN_PATH: CompanyScope = { scope: 'param', companyParam: 'companyId', administer: true };
const LISTS = policy.permission(PERMISSIONS.listEmailDomains, COMPANY_IN_PATH);
/** Validating changes nothing, but it is a step of changing: it takes the UPDATE permission. */
const UPDATES = policy.permission(PERMISSIONS.updateEmailDomains, COMPANY_IN_PATH);
/** Super Admin only (APPROVE EMAIL_DOMAIN), for the company it acts for (decision 055). */
const APPROVES = policy.permission(PERMISSIONS.approveEmailDomainExceptions, COMPANY_IN_PATH);
const TAGS = ['email-domains'];

/** A company's authorised e-mail domains (spec section 7, 'Domains and partners'; decision record 020). */
export function registerEmailDomainRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    EMAIL_DOMAIN_PATHS.list,
    {
      config: { policy: LISTS },
      schema: {
        tags: TAGS,
        summary: "A page of the company's authorised e-mail domains, searched by name and sorted",
        params: companyIdParamsSchema,
        querystring: emailDomainListQuerySchema,
        response: { 200: emailDomainPageSchema },
      },
    },
    async (request) => domains.listDomains(ctx, request.params.companyId, request.query),
  );

  app.post(
    EMAIL_DOMAIN_PATHS.validate,
    {
      config: { policy: UPDATES },
      schema: {
        tags: TAGS,
        summary: 'Check domains before saving them: per row, what would refuse it and why',
        params: companyIdParamsSchema,
        body: emailDomainValidateSchema,
        response: { 200: emailDomainValidationSchema },
      },
    },
    async (request) => domains.validateDomains(ctx, request.params.companyId, request.body),
  );

  app.post(
    EMAIL_DOMAIN_PATHS.list,
    {
      config: { policy: UPDATES },
      schema: {
        tags: TAGS,
        summary: 'Authorise an e-mail domain for the company (409 when it has it already)',
        params: companyIdParamsSchema,
        body: emailDomainInputSchema,
        response: { 201: emailDomainSchema },
      },
    },
    async (request, reply) => {
      const created = await domains.createDomain(ctx, requireAuth(request), request.params.companyId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    EMAIL_DOMAIN_PATHS.exceptions,
    {
      config: { policy: APPROVES },
      schema: {
        tags: TAGS,
        summary:
          'Approve an exception: the company may add a domain a claim rule refuses (public suffix, retailer, public mail provider)',
        params: companyIdParamsSchema,
        body: emailDomainExceptionInputSchema,
        response: { 201: emailDomainExceptionSchema },
      },
    },
    async (request, reply) => {
      const approved = await domains.approveException(
        ctx,
        requireAuth(request),
        request.params.companyId,
        request.body.domainName,
      );
      return reply.status(201).send(approved);
    },
  );

  app.put(
    EMAIL_DOMAIN_PATHS.update,
    {
      config: { policy: UPDATES },
      schema: {
        tags: TAGS,
        summary: "Change a domain's name, sub-domain rule or type",
        params: domainIdParamsSchema,
        body: emailDomainInputSchema,
        response: { 200: emailDomainSchema },
      },
    },
    async (request) =>
      domains.updateDomain(ctx, requireAuth(request), request.params.companyId, request.params.domain, request.body),
  );

  app.delete(
    EMAIL_DOMAIN_PATHS.remove,
    {
      config: { policy: UPDATES },
      schema: {
        tags: TAGS,
        summary: 'Remove a domain from the company, by name',
        params: domainNameParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await domains.deleteDomain(ctx, requireAuth(request), request.params.companyId, request.params.domain);
      return reply.status(204).send(null);
    },
  );
}
