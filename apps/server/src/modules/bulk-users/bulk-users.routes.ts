import multipart, { type Multipart } from '@fastify/multipart';
import {
  BULK_UPLOAD_ERROR_CODES,
  BULK_UPLOAD_LIMITS,
  BULK_USERS_PATHS,
  bulkCreateStartedSchema,
  bulkReportSchema,
  validateCreateQuerySchema,
} from '@portal/contract/bulk-users';
import { ERROR_CODES } from '@portal/contract/errors';
import { companyIdParamsSchema } from '@portal/contract/invitations';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { signedInCallerOf } from '../../platform/caller.js';
import { AppError } from '../../platform/errors.js';
import { readMultipart } from '../../platform/multipart.js';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.js';
import * as bulk from './bulk-users.service.js';
import { readSheet } from './bulk-users.sheet.js';

/** The company in the path must be one the caller administers (user administration's rule: 404 otherwise). */
const administering = policy.permission(PERMISSIONS.createUsers, {
  scope: 'param',
  companyParam: 'companyId',
  administer: true,
});

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

/** Bulk upload of new users (spec section 7, 'User administration'; decision 053). */
export function registerBulkUserRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  bulk.registerBulkCreateJob(ctx);

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
        if (!request.isMultipart())
          throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'Send the file as multipart/form-data.');
        const body = readMultipart(request);
        const file = await uploadedFile(body.parts).catch((error: unknown) => {
          throw body.errorOf(error);
        });
        const sheet = await readSheet(file);
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
  });
}
