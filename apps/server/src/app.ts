import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { IDENTITY_PATHS } from '@portal/contract/identity';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { registerActivityLogRoutes } from './modules/activity-log/activity-log.routes.js';
import { registerAccessApprovalRoutes } from './modules/access-approvals/access-approvals.routes.js';
import { registerAccessRequestRoutes } from './modules/access-requests/access-requests.routes.js';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.js';
import { registerArticleRoutes } from './modules/articles/articles.routes.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerAnnouncementRoutes } from './modules/announcements/announcements.routes.js';
import { registerCompanyRoutes } from './modules/companies/companies.routes.js';
import { registerConfigRoutes } from './modules/config/config.routes.js';
import { registerEmailDomainRoutes } from './modules/email-domains/email-domains.routes.js';
import { registerKnowledgeBaseRoutes } from './modules/knowledge-base/knowledge-base.routes.js';
import { registerReleaseNoteRoutes } from './modules/release-notes/release-notes.routes.js';
import { registerPartnerRoutes } from './modules/partners/partners.routes.js';
import { registerAccessAuditRoutes } from './modules/access-audit/access-audit.routes.js';
import { registerFlagRoutes } from './modules/flags/flags.routes.js';
import { registerGlobalUserRoutes } from './modules/global-users/global-users.routes.js';
import { registerGlossaryRoutes } from './modules/glossary/glossary.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerHumanCheckRoutes } from './modules/human-check/human-check.routes.js';
import { registerInvitationRoutes } from './modules/invitations/invitations.routes.js';
import { registerBulkUserRoutes } from './modules/bulk-users/bulk-users.routes.js';
import { registerLandingRoutes } from './modules/landing/landing.routes.js';
import { registerIdentityRoutes } from './modules/identity/identity.routes.js';
import { registerMarketRoutes } from './modules/market/market.routes.js';
import { registerOutboxRoutes } from './modules/outbox/outbox.routes.js';
import { registerProductRoutes } from './modules/products/products.routes.js';
import { registerSupportRoutes } from './modules/support/support.routes.js';
import { registerProfileRoutes } from './modules/profile/profile.routes.js';
import { registerRegistrationRoutes } from './modules/registration/registration.routes.js';
import { registerUserAdminRoutes } from './modules/user-admin/user-admin.routes.js';
import { registerAdmission } from './platform/admission.js';
import { enforcePolicies, policy, trackRoutes } from './platform/authorization.js';
import { registerCachePolicy } from './platform/cache.js';
import { registerCsrf } from './platform/csrf.js';
import { registerErrorHandling } from './platform/errors.js';
import { answerClientError, answerFrameworkError, refuseWhileClosing } from './platform/framework-errors.js';
import { registerHumanCheck } from './platform/human-check.js';
import { registerMarkets } from './platform/market.js';
import { swaggerOptions } from './platform/openapi.js';
import { registerRateLimits } from './platform/rate-limit.js';
import { registerSessions } from './platform/session.js';
import { refuseNulCharacters } from './platform/text-input.js';
import { registerPageAssets } from './platform/page-assets.js';
import { registerWebApp } from './platform/web.js';
import { pageBootstrap } from './modules/page-bootstrap/page-bootstrap.service.js';

/** The content security policy the web app works under: no inline scripts, nothing from elsewhere. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI's emotion styles are injected at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Builds the whole server (plugins, hooks, modules) without listening. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      ctx.config.logLevel === 'silent'
        ? false
        : { level: ctx.config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    // X-Forwarded-Host/-Proto/-For are believed only from the configured proxies (TRUSTED_PROXIES).
    trustProxy: ctx.config.trustedProxies.length > 0 ? ctx.config.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed URLs, requests Node's parser refuses, and requests during shutdown answer in the portal's error shape too.
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(error, request as FastifyRequest, reply as unknown as FastifyReply),
    clientErrorHandler: answerClientError,
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all hooks: under load a request waits here, before any work is done for it.
  registerAdmission(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cookie);
  await app.register(formbody);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, swaggerOptions(ctx.config));

  registerErrorHandling(app);
  registerCachePolicy(app);
  refuseWhileClosing(app);
  trackRoutes(app);
  await registerMarkets(app, ctx.db, ctx.config);
  registerSessions(app, ctx);
  registerCsrf(app);
  refuseNulCharacters(app);
  enforcePolicies(app, ctx.db);
  registerHumanCheck(app, ctx);
  registerRateLimits(app, ctx);

  registerHealthRoutes(app, ctx);
  registerMarketRoutes(app);
  registerPageAssets(app);
  registerAuthRoutes(app, ctx);
  registerIdentityRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);
  registerProductRoutes(app, ctx);
  registerFlagRoutes(app, ctx);
  registerConfigRoutes(app, ctx);
  registerArticleRoutes(app, ctx);
  registerGlossaryRoutes(app, ctx);
  registerHumanCheckRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerAccessRequestRoutes(app, ctx);
  registerAccessApprovalRoutes(app, ctx);
  registerOutboxRoutes(app, ctx);
  registerCompanyRoutes(app, ctx);
  registerAnnouncementRoutes(app, ctx);
  registerUserAdminRoutes(app, ctx);
  registerGlobalUserRoutes(app, ctx);
  registerActivityLogRoutes(app, ctx);
  registerEmailDomainRoutes(app, ctx);
  registerKnowledgeBaseRoutes(app, ctx);
  registerReleaseNoteRoutes(app, ctx);
  registerPartnerRoutes(app, ctx);
  registerAccessAuditRoutes(app, ctx);
  registerInvitationRoutes(app, ctx);
  registerBulkUserRoutes(app, ctx);
  app.get(IDENTITY_PATHS.docs, { config: { policy: policy.public() }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  const web = registerWebApp(app, ctx.config.webDist, (request, reply) => pageBootstrap(ctx, request, reply));
  registerLandingRoutes(app, web);

  await app.ready();
  return app;
}
