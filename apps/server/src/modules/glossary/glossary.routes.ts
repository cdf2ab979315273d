import {
  exportFileName,
  exportGlossariesBodySchema,
  GLOSSARY_ERROR_CODES,
  GLOSSARY_PATHS,
  glossariesQuerySchema,
  glossaryIdParamsSchema,
  glossaryItemSchema,
  glossaryPageSchema,
  searchGlossariesBodySchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  tagsQuerySchema,
  tagsResponseSchema,
} from '@portal/contract/glossary';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { callerLocale } from '../../platform/caller-locale.js';
import { AppError } from '../../platform/errors.js';
import { fromSpecPaging } from '../../platform/paging.js';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.js';
import { GlossaryIndexHolder } from './glossary.index.js';
import * as glossary from './glossary.service.js';

export { XLSX_CONTENT_TYPE };

const SEARCH_TOO_SHORT = 'Please enter at least 3 characters';

/**
 * A search term refused for its length answers the spec's message with its own code; any other
 * invalid input answers as every route does (request.invalid).
 */
function refuseInvalidInput(request: FastifyRequest): void {
  const error = request.validationError as
    (Error & { validation?: { instancePath?: string; keyword?: string }[] }) | undefined;
  if (!error) return;
  if (error.validation?.some((v) => v.instancePath === '/search_field' && v.keyword === 'custom')) {
    throw new AppError(400, GLOSSARY_ERROR_CODES.searchTooShort, SEARCH_TOO_SHORT);
  }
  throw error;
}

/**
 * The data dictionary (customer-support service, spec section 7): list, search, export, tags, one
 * element, and suggestions for the search box. Every signed-in user (basic users too) reads it all;
 * the tier filter narrows to what basic users get only when asked. Answers from an in-process index
 * built at start and rebuilt when the stored version changes.
 */
export function registerGlossaryRoutes(parent: PortalApp, ctx: AppContext): GlossaryIndexHolder {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const holder = new GlossaryIndexHolder(ctx.db, ctx.dialect, { checkIntervalMs: ctx.config.glossaryVersionCheckMs });
  const g: glossary.GlossaryCtx = { db: ctx.db, clock: ctx.clock, holder };
  parent.addHook('onReady', async () => {
    await holder.current();
  });

  app.get(
    GLOSSARY_PATHS.glossaries,
    {
      config: { policy: policy.signedIn() },
      schema: {
        tags: ['glossary'],
        summary:
          'The data dictionary in business-name order, a page at a time (optionally one product, or the basic tier)',
        querystring: glossariesQuerySchema,
        response: { 200: glossaryPageSchema },
      },
    },
    async (request) =>
      glossary.listGlossaries(g, requireAuth(request), request.market, {
        product_tag: request.query.product_tag,
        tier: request.query.tier,
        ...fromSpecPaging(request.query),
      }),
  );

  app.get(
    GLOSSARY_PATHS.glossary,
    {
      config: { policy: policy.signedIn() },
      schema: {
        tags: ['glossary'],
        summary: "One data element, its definition in the caller's language",
        params: glossaryIdParamsSchema,
        response: { 200: glossaryItemSchema },
      },
    },
    async (request) => glossary.getGlossary(g, requireAuth(request), request.market, request.params.id),
  );

  app.post(
    GLOSSARY_PATHS.search,
    {
      // A read sent as a POST (the search and filters are its body).
      config: { policy: policy.signedIn(undefined, { viewOnly: 'allowed' }) },
      attachValidation: true,
      schema: {
        tags: ['glossary'],
        summary:
          "Search by business name (English and the caller's language), technical or DSS name, synonym, then definition; typos tolerated; 'did you mean' when results are weak",
        body: searchGlossariesBodySchema,
        response: { 200: glossaryPageSchema },
      },
    },
    async (request) => {
      refuseInvalidInput(request);
      const body = request.body;
      return glossary.searchGlossaries(g, requireAuth(request), request.market, {
        search_field: body.search_field,
        ...fromSpecPaging(body),
        product_tag: body.product_tag_value,
        tier: body.tier,
      });
    },
  );

  app.post(
    GLOSSARY_PATHS.export,
    {
      // A read sent as a POST (the search and filters are its body).
      config: { policy: policy.signedIn(undefined, { viewOnly: 'allowed' }) },
      attachValidation: true,
      schema: {
        tags: ['glossary'],
        summary: 'The current search and filters (or the whole dictionary) as an .xlsx file, streamed',
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment named data_element_glossary_<YYYY-MM-DD>.xlsx.`,
        body: exportGlossariesBodySchema,
      },
    },
    async (request, reply) => {
      refuseInvalidInput(request);
      const locale = await callerLocale(ctx.db, requireAuth(request), request.market);
      const { stream } = await glossary.exportGlossaries(g, locale, request.body);
      stream.on('error', (error) => request.log.error({ err: error }, 'glossary export failed while streaming'));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(ctx.clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    GLOSSARY_PATHS.tags,
    {
      config: { policy: policy.signedIn() },
      schema: {
        tags: ['glossary'],
        summary: 'The values of a tag: product, datatype or field_type',
        querystring: tagsQuerySchema,
        response: { 200: tagsResponseSchema },
      },
    },
    async (request) => glossary.glossaryTags(g, request.query.tag_name),
  );

  app.get(
    GLOSSARY_PATHS.suggestions,
    {
      config: { policy: policy.signedIn() },
      schema: {
        tags: ['glossary'],
        summary: 'Business names that complete what is typed in the search box',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema },
      },
    },
    async (request) =>
      glossary.glossarySuggestions(
        g,
        request.query.q,
        request.query.limit,
        await callerLocale(ctx.db, requireAuth(request), request.market),
      ),
  );

  return holder;
}
