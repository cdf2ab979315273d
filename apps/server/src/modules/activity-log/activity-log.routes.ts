import {
  ACTIVITY_LOG_DAY_CAP,
  ACTIVITY_LOG_ERROR_CODES,
  ACTIVITY_LOG_PATHS,
  ACTIVITY_LOG_RANGE,
  activityLogCodeListBodySchema,
  activityLogCodeListSchema,
  activityLogDaysSchema,
  activityLogDownloadQuerySchema,
  activityLogFiltersSchema,
  activityLogPageSchema,
  activityLogQuerySchema,
} from '@portal/contract/activity-log';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { signedInCallerOf } from '../../platform/caller.js';
import { AppError } from '../../platform/errors.js';
import type { DeclaredError } from '../../platform/openapi.js';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.js';
import { downloadEntries, downloadFileName } from './activity-log.download.js';
import { registerRetentionJob } from './activity-log.retention.js';
import { codeList, dayCounts, listEntries } from './activity-log.service.js';

/** Reads sent as a POST (the filters are the body): the spectator reads too. The company is resolved in the service. */
const READING = policy.permission(PERMISSIONS.listActivityLog, { scope: 'caller' }, { viewOnly: 'allowed' });

/** The range rule's messages (spec section 5); the web shows its own translation of each code. */
const RANGE_MESSAGES: Record<string, string> = {
  [ACTIVITY_LOG_ERROR_CODES.rangeTooLong]: "Date range can't be more than 30 days",
  [ACTIVITY_LOG_ERROR_CODES.rangeOutOfBounds]: `Dates must be between ${ACTIVITY_LOG_RANGE.earliest} and ${ACTIVITY_LOG_RANGE.latest}.`,
  [ACTIVITY_LOG_ERROR_CODES.rangeReversed]: 'The start date must not be after the end date.',
};

const RANGE_REFUSED: DeclaredError = {
  status: 400,
  description: `The request is not valid; a date range of more than ${ACTIVITY_LOG_RANGE.maxDays} days, outside ${ACTIVITY_LOG_RANGE.earliest} to ${ACTIVITY_LOG_RANGE.latest} or reversed answers its own code (${Object.values(ACTIVITY_LOG_ERROR_CODES).join(', ')}).`,
  code: ACTIVITY_LOG_ERROR_CODES.rangeTooLong,
  message: RANGE_MESSAGES[ACTIVITY_LOG_ERROR_CODES.rangeTooLong]!,
};
const OTHER_COMPANY: DeclaredError = {
  status: 404,
  description: "A companyId the caller may not read (another company than their own or their context's), or none.",
};

type ValidationIssue = { keyword?: string; message?: string; instancePath?: string };

/** A date range the contract refuses answers its own code and the spec's message; any other error as usual. */
function refuseInvalidInput(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validation?: ValidationIssue[] }) | undefined;
  if (!error) return;
  const range = error.validation?.find((v) => v.keyword === 'custom' && v.message && v.message in RANGE_MESSAGES);
  if (range) throw new AppError(400, range.message!, RANGE_MESSAGES[range.message!]!, { path: range.instancePath });
  throw error;
}

/**
 * The activity log (spec section 7, 'Activity log'; decision 052): a page, the filters' codes, the download, and the
 * counts per day of the chart.
 */
export function registerActivityLogRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerRetentionJob(ctx);

  app.post(
    ACTIVITY_LOG_PATHS.list,
    {
      config: { policy: READING, errors: [RANGE_REFUSED, OTHER_COMPANY] },
      attachValidation: true,
      schema: {
        tags: ['activity-log'],
        summary:
          "A page of the caller's company's entries (a super admin's: the context's, a companyId's or every company's) in a range of at most 30 days, filtered and sorted; the total counts to 10 000",
        querystring: activityLogQuerySchema,
        body: activityLogFiltersSchema,
        response: { 200: activityLogPageSchema },
      },
    },
    async (request) => {
      refuseInvalidInput(request);
      return listEntries(ctx, requireAuth(request), request.query, request.body);
    },
  );

  app.post(
    ACTIVITY_LOG_PATHS.days,
    {
      config: { policy: READING, errors: [RANGE_REFUSED, OTHER_COMPANY] },
      attachValidation: true,
      schema: {
        tags: ['activity-log'],
        summary: `The filtered entries of each day of the range, in the caller's days, each counted to ${ACTIVITY_LOG_DAY_CAP} (the chart above the table)`,
        body: activityLogFiltersSchema,
        response: { 200: activityLogDaysSchema },
      },
    },
    async (request) => {
      refuseInvalidInput(request);
      return dayCounts(ctx, requireAuth(request), request.body);
    },
  );

  for (const [path, column, what] of [
    [ACTIVITY_LOG_PATHS.events, 'event', 'events'],
    [ACTIVITY_LOG_PATHS.applications, 'source_app', 'applications'],
  ] as const) {
    app.post(
      path,
      {
        config: { policy: READING, errors: [OTHER_COMPANY] },
        schema: {
          tags: ['activity-log'],
          summary: `The ${what} the caller's entries hold, for the ${what} filter`,
          body: activityLogCodeListBodySchema,
          response: { 200: activityLogCodeListSchema },
        },
      },
      async (request) => codeList(ctx, requireAuth(request), column, request.body.companyId),
    );
  }

  app.post(
    ACTIVITY_LOG_PATHS.download,
    {
      config: { policy: READING, errors: [RANGE_REFUSED, OTHER_COMPANY] },
      attachValidation: true,
      schema: {
        tags: ['activity-log'],
        summary: 'Every entry the filters keep, in the chosen order, as an .xlsx file, streamed',
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment named activity_log_<YYYY-MM-DD>.xlsx.`,
        querystring: activityLogDownloadQuerySchema,
        body: activityLogFiltersSchema,
      },
    },
    async (request, reply) => {
      refuseInvalidInput(request);
      const { auth, locale } = await signedInCallerOf(ctx.db, request);
      const stream = await downloadEntries(ctx, auth, locale, request.query, request.body);
      stream.on('error', (error) => request.log.error({ err: error }, 'activity log download failed while streaming'));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${downloadFileName(ctx.clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
