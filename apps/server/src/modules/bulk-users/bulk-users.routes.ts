import multipart, { type Multipart } from '@fastify/multipart';
import {
  BULK_UPLOAD_ERROR_CODES,
  BULK_UPLOAD_LIMITS,
  BULK_USERS_PATHS,
  bulkCreateStartedSchema,
  bulkEditHeadersSchema,
  bulkEditQuerySchema,
  bulkEditReportSchema,
  bulkEditStartedSchema,
  bulkReportSchema,
  validateCreateQuerySchema,
} from '@portal/contract/bulk-users';
import { ERROR_CODES } from '@portal/contract/errors';
import { companyIdParamsSchema, INVITATION_PATHS, userJobParamsSchema } from '@portal/contract/invitations';
import { PERMISSIONS, type Permission } from '@portal/contract/permissions';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { signedInCallerOf } from '../../platform/caller.js';
import { AppError } from '../../platform/errors.js';
import { readMultipart } from '../../platform/multipart.js';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.js';
import { bulkJobResultFile } from './bulk-results.js';
import * as edit from './bulk-edit.service.js';
import * as bulk from './bulk-users.service.js';
import { readSheet } from './bulk-users.sheet.js';

/** The company in the path must be one the caller administers (user administration's rule: 404 otherwise). */
const administeringWith = (permission: Permission) =>
  policy.permission(permission, { scope: 'param', companyParam: 'companyId', administer: true });
const administering = administeringWith(PERMISSIONS.createUsers);
/** A bulk edit changes users as the single-user changes do (users/access: UPDATE USER). */
const editing = administeringWith(PERMISSIONS.updateUsers);

const tooLarge = () =>
  new AppError(
    413,
    BULK_UPLOAD_ERROR_CODES.tooLarge,
    `The file is larger than ${BULK_UPLOAD_LIMITS.bytesMax / 1024 / 1024} MB.`,
  );

/** The one file of the upload, read whole (it is at most the limit and a byte: the parser stops there). */
async function uploadedFile(parts: AsyncIterable<Multipart>): Promise<Buffer> {
  let file: Buffer | null = null;
  for await (const part of parts) {
    if (part.type !== 'file' || file) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw tooLarge();
    file = Buffer.concat(chunks);
  }
  if (!file || file.length === 0) throw new AppError(400, BULK_UPLOAD_ERROR_CODES.noFile, 'Choose a file to upload.');
  if (file.length > BULK_UPLOAD_LIMITS.bytesMax) throw tooLarge();
  return file;
}

/** The request's one uploaded file, read (multipart only: 415 else) as a sheet's rows. */
async function uploadedSheet(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'Send the file as multipart/form-data.');
  const body = readMultipart(request);
  const file = await uploadedFile(body.parts).catch((error: unknown) => {
    throw body.errorOf(error);
  });
  return readSheet(file);
}

const XLSX_ATTACHMENT = (fileName: string) => ({
  'content-type': XLSX_CONTENT_TYPE,
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});

/** Bulk upload of new users (spec section 7, 'User administration'; decision 053). */
export function registerBulkUserRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  bulk.registerBulkCreateJob(ctx);
  edit.registerBulkEditJob(ctx);

  app.get(
    BULK_USERS_PATHS.createTemplate,
    {
      config: { policy: administering },
      schema: {
        tags: ['user-admin'],
        summary:
          'The bulk upload template (.xlsx) in the caller’s language: a column per field and product, lists, instructions',
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment named bulk_create_template.xlsx.`,
        params: companyIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { locale } = await signedInCallerOf(ctx.db, request);
      const file = await bulk.createTemplate(ctx, locale, request.params.companyId);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="bulk_create_template.xlsx"')
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  // Multipart is parsed only where an upload is expected.
  void parent.register(async (scope) => {
    await scope.register(multipart, {
      // One byte past the cap marks the file truncated, which answers the size error.
      limits: { fileSize: BULK_UPLOAD_LIMITS.bytesMax + 1, files: 1, fields: 0, parts: 1 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      BULK_USERS_PATHS.validateCreate,
      {
        config: { policy: administering },
        schema: {
          tags: ['user-admin'],
          summary:
            'Check an uploaded .xlsx or .csv of new users row by row (a dry run, or its report as .xlsx with format=xlsx); with isOverrideConfirmed=true, a job creates the valid rows (answers started)',
          consumes: ['multipart/form-data'],
          params: companyIdParamsSchema,
          querystring: validateCreateQuerySchema,
          response: { 200: bulkReportSchema.or(bulkCreateStartedSchema) },
        },
      },
      async (request, reply) => {
        const sheet = await uploadedSheet(request);
        const { companyId } = request.params;
        const { isOverrideConfirmed, format } = request.query;
        if (isOverrideConfirmed) return bulk.startBulkCreate(ctx, requireAuth(request), companyId, sheet);
        if (format === 'json') return bulk.validateUpload(ctx, companyId, sheet);
        const { locale } = await signedInCallerOf(ctx.db, request);
        const report = await bulk.uploadReport(ctx, locale, companyId, sheet);
        // A stream is sent as it is: the response schema describes the JSON answers only.
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', 'attachment; filename="bulk_upload_report.xlsx"')
          .header('cache-control', 'no-store')
          .send(report as never);
      },
    );

    scope.withTypeProvider<ZodTypeProvider>().post(
      BULK_USERS_PATHS.bulkEdit,
      {
        config: { policy: editing },
        schema: {
          tags: ['user-admin'],
          summary:
            'Check a filled-in bulk edit template row by row against the users as they are (a dry run: each changed field before and after; its report as .xlsx with format=xlsx); with isOverrideConfirmed=true, a job changes the users (answers started). The tenant_id header names the company.',
          consumes: ['multipart/form-data'],
          params: companyIdParamsSchema,
          querystring: bulkEditQuerySchema,
          // Only tenant_id is read; every other header passes through untouched.
          headers: bulkEditHeadersSchema.loose(),
          response: { 200: bulkEditReportSchema.or(bulkEditStartedSchema) },
        },
      },
      async (request, reply) => {
        const { companyId } = request.params;
        await edit.checkTenant(ctx.db, companyId, request.headers.tenant_id);
        const sheet = await uploadedSheet(request);
        const auth = requireAuth(request);
        const { isOverrideConfirmed, format } = request.query;
        if (isOverrideConfirmed) return edit.startBulkEdit(ctx, auth, companyId, sheet);
        if (format === 'json') return edit.validateEdit(ctx, auth, companyId, sheet);
        const { locale } = await signedInCallerOf(ctx.db, request);
        const report = await edit.editReport(ctx, auth, locale, companyId, sheet);
        return reply.headers(XLSX_ATTACHMENT('bulk_edit_report.xlsx')).send(report as never);
      },
    );
  });

  app.get(
    BULK_USERS_PATHS.editTemplate,
    {
      config: { policy: editing },
      schema: {
        tags: ['user-admin'],
        summary:
          'The bulk edit template (.xlsx) in the caller’s language, pre-filled with the company’s active and blocked users: names, role and a column per product, lists, instructions',
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment named bulk_edit_template.xlsx.`,
        params: companyIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { locale } = await signedInCallerOf(ctx.db, request);
      const file = await edit.editTemplate(ctx, locale, request.params.companyId);
      return reply.headers(XLSX_ATTACHMENT('bulk_edit_template.xlsx')).send(file);
    },
  );

  app.get(
    INVITATION_PATHS.jobResult,
    {
      config: { policy: administeringWith(PERMISSIONS.listUsers) },
      schema: {
        tags: ['user-admin'],
        summary:
          'A bulk job’s result file (.xlsx) once it has ended: each row with its outcome and reason, and for a bulk edit each changed field before and after (404 for another job or one not ended)',
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment named bulk_create_result_<jobId>.xlsx or bulk_edit_result_<jobId>.xlsx.`,
        params: userJobParamsSchema,
      },
    },
    async (request, reply) => {
      const { locale } = await signedInCallerOf(ctx.db, request);
      const { companyId, jobId } = request.params;
      const { fileName, file } = await bulkJobResultFile(ctx, locale, companyId, jobId);
      return reply.headers(XLSX_ATTACHMENT(fileName)).send(file);
    },
  );
}
