import {
  ACCESS_AUDIT_PATHS,
  accessAuditConfirmedSchema,
  accessAuditConfirmSchema,
  accessAuditDecisionParamsSchema,
  accessAuditDecisionSchema,
  accessAuditDueDateSchema,
  accessAuditPreviewSchema,
  accessAuditSchema,
  accessAuditUserPageSchema,
  accessAuditUserQuerySchema,
  accessAuditUserSchema,
  companyIdParamsSchema,
} from '@portal/contract/access-audit';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth, type CompanyScope } from '../../platform/authorization.js';
import { signedInCallerOf } from '../../platform/caller.js';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.js';
import * as audits from './access-audit.service.js';

/** The path's company: the caller's own, or the one a super admin acts for; any other answers 404. */
const COMPANY_IN_PATH: CompanyScope = { scope: 'param', companyParam: 'companyId', administer: true };
const READS = policy.permission(PERMISSIONS.listUsers, COMPANY_IN_PATH);
const DECIDES = policy.permission(PERMISSIONS.updateUsers, COMPANY_IN_PATH);
const TAGS = ['access-audit'];

/** The yearly user access audit (spec sections 4 and 5; decision record 057). */
export function registerAccessAuditRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  audits.registerAccessAuditJob(ctx);

  app.get(
    ACCESS_AUDIT_PATHS.audit,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "The company's user access audit: due date, state, whether its banner shows",
        params: companyIdParamsSchema,
        response: { 200: accessAuditSchema },
      },
    },
    async (request) => audits.getAudit(ctx, request.params.companyId),
  );

  app.get(
    ACCESS_AUDIT_PATHS.users,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "A page of the company's users with last sign-in, recommendation and this audit's decision",
        params: companyIdParamsSchema,
        querystring: accessAuditUserQuerySchema,
        response: { 200: accessAuditUserPageSchema },
      },
    },
    async (request) => audits.listUsers(ctx, request.params.companyId, request.query),
  );

  app.put(
    ACCESS_AUDIT_PATHS.decision,
    {
      config: { policy: DECIDES },
      schema: {
        tags: TAGS,
        summary: 'Keep or remove a user in this audit (409 to remove oneself)',
        params: accessAuditDecisionParamsSchema,
        body: accessAuditDecisionSchema,
        response: { 200: accessAuditUserSchema },
      },
    },
    async (request) =>
      audits.decide(ctx, requireAuth(request), request.params.companyId, request.params.loginId, request.body.decision),
  );

  app.get(
    ACCESS_AUDIT_PATHS.preview,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: 'Who would lose access at the due date if nobody confirms, and whom confirming removes',
        params: companyIdParamsSchema,
        response: { 200: accessAuditPreviewSchema },
      },
    },
    async (request) => audits.preview(ctx, request.params.companyId),
  );

  app.post(
    ACCESS_AUDIT_PATHS.confirm,
    {
      config: { policy: DECIDES },
      schema: {
        tags: TAGS,
        summary:
          'Confirm the audit with its three acknowledgements: removals start, a lock-out is lifted, the next falls due a year on',
        params: companyIdParamsSchema,
        body: accessAuditConfirmSchema,
        response: { 200: accessAuditConfirmedSchema },
      },
    },
    async (request) =>
      audits.confirm(ctx, requireAuth(request), request.params.companyId, request.body.acknowledgements),
  );

  app.get(
    ACCESS_AUDIT_PATHS.export,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: 'Every user of the audit with its decision, who made it and when (.xlsx evidence)',
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment named access_audit.xlsx.`,
        params: companyIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { locale } = await signedInCallerOf(ctx.db, request);
      const file = await audits.exportEvidence(ctx, locale, request.params.companyId);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="access_audit.xlsx"')
        .send(file);
    },
  );

  app.put(
    ACCESS_AUDIT_PATHS.dueDate,
    {
      config: { policy: policy.superAdmin(COMPANY_IN_PATH) },
      schema: {
        tags: TAGS,
        summary: "A super admin sets the day the company's audit falls due",
        params: companyIdParamsSchema,
        body: accessAuditDueDateSchema,
        response: { 200: accessAuditSchema },
      },
    },
    async (request) => audits.setDueDate(ctx, requireAuth(request), request.params.companyId, request.body.dueDate),
  );
}
