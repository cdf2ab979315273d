import multipart from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES } from '@portal/contract/constants';
import { ERROR_CODES } from '@portal/contract/errors';
import { PERMISSIONS } from '@portal/contract/permissions';
import {
  addThreadBodySchema,
  attachmentParamsSchema,
  categoriesQuerySchema,
  categoriesResponseSchema,
  contactInfoQuerySchema,
  contactInfoResponseSchema,
  contactUsBodySchema,
  contactUsResponseSchema,
  createIncidentQuerySchema,
  createIncidentResponseSchema,
  deskIncidentSchema,
  deskListQuerySchema,
  deskPageSchema,
  deskReplyBodySchema,
  deskStatusBodySchema,
  incidentDetailResponseSchema,
  incidentIdParamsSchema,
  incidentListQuerySchema,
  incidentPageSchema,
  requesterStatusBodySchema,
  SUPPORT_PATHS,
  SUPPORT_PHONE,
} from '@portal/contract/support';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { callerOf, signedInCallerOf } from '../../platform/caller.js';
import { AppError } from '../../platform/errors.js';
import { readMultipart } from '../../platform/multipart.js';
import { contentDisposition } from './support.attachment.js';
import * as contact from './support.contact.service.js';
import * as desk from './support.desk.service.js';
import { receiveIncidentUpload } from './support.incident-upload.js';
import * as incidents from './support.incidents.service.js';

/** The schema of a POST on one incident: its id in the path, a body, the incident as the answer. */
function incidentPostSchema<Body extends ZodType, Answer extends ZodType>(
  tag: string,
  summary: string,
  body: Body,
  answer: Answer,
) {
  return { tags: [tag], summary, params: incidentIdParamsSchema, body, response: { 200: answer } };
}

/**
 * The support desk (spec sections 2, 3, 5, 7): categories, filing an incident with an attachment
 * (bot check), tracking and the conversation for the requester, their company's admins and the
 * support team, the agent desk, and contact us (bot check).
 */
export function registerSupportRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    SUPPORT_PATHS.categories,
    {
      config: { policy: policy.public({ scope: 'caller' }) },
      schema: {
        tags: ['support'],
        summary: "The incident form's option lists for the market, and the account types the caller may choose",
        querystring: categoriesQuerySchema,
        response: { 200: categoriesResponseSchema },
      },
    },
    async (request) => incidents.categories(ctx, await callerOf(ctx.db, request, request.query.locale)),
  );

  // Multipart is parsed only where an upload is expected.
  void parent.register(async (scope) => {
    await scope.register(multipart, {
      // One byte past the cap reaches the storage, which refuses it with the attachment error.
      limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 2, parts: 3, fieldSize: 64 * 1024 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      SUPPORT_PATHS.createIncident,
      {
        config: { policy: policy.public({ scope: 'caller' }), botCheck: true },
        schema: {
          tags: ['support'],
          summary:
            'File an incident: multipart with the incidentDetail JSON and an optional file; answers the reference number',
          consumes: ['multipart/form-data'],
          querystring: createIncidentQuerySchema,
          response: { 201: createIncidentResponseSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'Send the incident as multipart/form-data.');
        const caller = await callerOf(ctx.db, request);
        const body = readMultipart(request);
        const created = await receiveIncidentUpload(ctx.storage, body.parts)
          .then((upload) => incidents.createIncident(ctx, caller, request.query.oscType, upload))
          .catch((error: unknown) => {
            throw body.errorOf(error);
          });
        return reply.status(201).send(created);
      },
    );
  });

  app.get(
    SUPPORT_PATHS.incidents,
    {
      config: { policy: policy.signedIn({ scope: 'caller' }) },
      schema: {
        tags: ['support'],
        summary: "The caller's incidents, or (company admins, scope=company) their company's, a page at a time",
        querystring: incidentListQuerySchema,
        response: { 200: incidentPageSchema },
      },
    },
    async (request) => incidents.listIncidents(ctx, requireAuth(request), request.query),
  );

  app.get(
    SUPPORT_PATHS.incident,
    {
      config: { policy: policy.signedIn({ scope: 'service' }) },
      schema: {
        tags: ['support'],
        summary: 'One incident with its conversation',
        params: incidentIdParamsSchema,
        response: { 200: incidentDetailResponseSchema },
      },
    },
    async (request) =>
      incidents.incidentDetail(ctx, await signedInCallerOf(ctx.db, request), request.params.incidentId),
  );

  app.get(
    SUPPORT_PATHS.attachment,
    {
      config: { policy: policy.signedIn({ scope: 'service' }) },
      schema: { tags: ['support'], summary: "Download an incident's attachment", params: attachmentParamsSchema },
    },
    async (request, reply) => {
      const file = await incidents.openAttachment(
        ctx,
        requireAuth(request),
        request.params.incidentId,
        request.params.attachmentId,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    SUPPORT_PATHS.addThread,
    {
      config: { policy: policy.signedIn({ scope: 'service' }) },
      schema: incidentPostSchema(
        'support',
        'Add a comment to an incident (the requester and their company admins)',
        addThreadBodySchema,
        incidentDetailResponseSchema,
      ),
    },
    async (request) =>
      incidents.addRequesterComment(
        ctx,
        await signedInCallerOf(ctx.db, request),
        request.params.incidentId,
        request.body.text,
      ),
  );

  app.post(
    SUPPORT_PATHS.requesterStatus,
    {
      config: { policy: policy.signedIn({ scope: 'service' }) },
      schema: incidentPostSchema(
        'support',
        'The requester closes or reopens their incident',
        requesterStatusBodySchema,
        incidentDetailResponseSchema,
      ),
    },
    async (request) =>
      incidents.changeStatusAsRequester(
        ctx,
        await signedInCallerOf(ctx.db, request),
        request.params.incidentId,
        request.body.action,
      ),
  );

  registerDeskRoutes(parent, ctx);
  registerContactRoutes(parent, ctx);
}

/** The support team's desk: every market and company (the team works all of them), UPDATE SUPPORT_INCIDENT. */
function registerDeskRoutes(app: PortalApp, ctx: AppContext): void {
  const deskPolicy = policy.permission(PERMISSIONS.workSupportIncidents, { scope: 'none' });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    SUPPORT_PATHS.deskIncidents,
    {
      config: { policy: deskPolicy },
      schema: {
        tags: ['support desk'],
        summary: 'Incidents of every market, filtered, a page at a time',
        querystring: deskListQuerySchema,
        response: { 200: deskPageSchema },
      },
    },
    async (request) => desk.deskList(ctx, await callerOf(ctx.db, request), request.query),
  );

  typed.get(
    SUPPORT_PATHS.deskIncident,
    {
      config: { policy: deskPolicy },
      schema: {
        tags: ['support desk'],
        summary: 'One incident with internal notes and routing',
        params: incidentIdParamsSchema,
        response: { 200: deskIncidentSchema },
      },
    },
    async (request) => desk.deskIncident(ctx, await signedInCallerOf(ctx.db, request), request.params.incidentId),
  );

  typed.post(
    SUPPORT_PATHS.deskReplies,
    {
      config: { policy: deskPolicy },
      schema: incidentPostSchema(
        'support desk',
        'Reply to the requester (e-mailed) or add an internal note',
        deskReplyBodySchema,
        deskIncidentSchema,
      ),
    },
    async (request) =>
      desk.deskReply(ctx, await signedInCallerOf(ctx.db, request), request.params.incidentId, request.body),
  );

  typed.post(
    SUPPORT_PATHS.deskStatus,
    {
      config: { policy: deskPolicy },
      schema: incidentPostSchema(
        'support desk',
        'Move an incident to another status (the requester is told by e-mail)',
        deskStatusBodySchema,
        deskIncidentSchema,
      ),
    },
    async (request) =>
      desk.deskChangeStatus(
        ctx,
        await signedInCallerOf(ctx.db, request),
        request.params.incidentId,
        request.body.status,
      ),
  );
}

function registerContactRoutes(app: PortalApp, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    SUPPORT_PATHS.contactInfo,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['support'],
        summary: 'The support phone number (one for every market), e-mail, opening hours and contact reasons',
        querystring: contactInfoQuerySchema,
        response: { 200: contactInfoResponseSchema },
      },
    },
    async (request) => contact.contactInfo(ctx, await callerOf(ctx.db, request, request.query.locale), SUPPORT_PHONE),
  );

  typed.post(
    SUPPORT_PATHS.contactUs,
    {
      config: { policy: policy.public({ scope: 'caller' }), botCheck: true },
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support team',
        body: contactUsBodySchema,
        response: { 200: contactUsResponseSchema },
      },
    },
    async (request) => contact.contactUs(ctx, await callerOf(ctx.db, request), request.body),
  );
}
