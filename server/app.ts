import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifySchema } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { donorsOrigin } from '#domain/donors/crm-url';
import { statusText } from '#domain/errors/catalogue';
import { MAX_EVIDENCE_FILE_BYTES, MAX_EVIDENCE_FILES } from '#domain/forms/evidence-files';
import { APP_VERSION } from '#domain/version';
import { ENTITIES, SYNC_ONLY_ENTITIES } from './entities/index';
import { registerAcademicRoutes } from './features/academic/routes';
import { registerAlumniRoutes } from './features/alumni/routes';
import { registerAdmissionsRoutes } from './features/applications/admissions-routes';
import { registerConfirmRoutes } from './features/applications/confirm-routes';
import { registerOfferLetterRoutes } from './features/applications/offer-letter';
import { registerAuthRoutes } from './features/auth/routes';
import { registerBatchRoutes } from './features/batch/routes';
import { registerConsentRoutes } from './features/consents/routes';
import { registerContactRoutes } from './features/contacts/routes';
import { registerFurtherStudyRoutes } from './features/course-platform/further-study-routes';
import { registerRegistrationRoutes } from './features/course-platform/registrations-routes';
import { registerCoursePlatformRoutes } from './features/course-platform/routes';
import { registerCustomReportRoutes } from './features/custom-reports/routes';
import { registerDashboardRoutes } from './features/dashboard/routes';
import { registerDonorRoutes } from './features/donors/routes';
import { registerEmailTemplateRoutes } from './features/email-templates/routes';
import { registerStaffEnrolmentRoutes } from './features/enrolment/routes';
import { registerFacultyRoutes } from './features/faculty/routes';
import { registerFeatureSwitchRoutes } from './features/feature-switches/routes';
import { registerBursaryRoutes } from './features/finance/bursary-routes';
import { registerInvoiceRoutes } from './features/finance/invoice-routes';
import { registerIssueRoutes } from './features/finance/issue-routes';
import { registerPaymentRoutes } from './features/finance/payment-routes';
import { registerInvoiceDocumentRoutes } from './features/finance/record-document-routes';
import { registerFinanceRequestRoutes } from './features/finance/requests-routes';
import { registerFeesValidationRoutes } from './features/finance/validation-routes';
import { registerXeroExportRoutes } from './features/finance/xero-export-routes';
import { registerXeroRoutes } from './features/finance/xero-routes';
import { registerFinanceDetailsRoutes } from './features/finance-details/routes';
import { registerEnrolmentRoutes } from './features/forms/enrolment-routes';
import { registerIntentionsRoutes } from './features/forms/intentions-routes';
import { registerRequestRoutes } from './features/forms/requests-routes';
import { registerFormsRoutes } from './features/forms/routes';
import { registerFundraisingRoutes } from './features/fundraising/routes';
import { registerHelpdeskRoutes } from './features/helpdesk/routes';
import { hesaReadinessJob } from './features/hesa/readiness';
import { registerHesaRoutes } from './features/hesa/routes';
import { provideHousekeepingJob } from './features/housekeeping/jobs';
import { registerHousekeepingRoutes } from './features/housekeeping/routes';
import { registerAdminImportRoutes } from './features/import/routes';
import { registerLeadRoutes } from './features/leads/routes';
import { registerModuleRoutes } from './features/modules/routes';
import { registerOrganisationRoutes } from './features/organisations/routes';
import { registerPortalAdminRoutes } from './features/portal/admin-routes';
import { registerPortalRoutes } from './features/portal/routes';
import { registerReferenceRoutes } from './features/references/routes';
import { registerReportingRoutes } from './features/reporting/routes';
import { registerAdhocReportRoutes } from './features/reporting-adhoc/routes';
import { registerAttendanceRoutes } from './features/residentials/attendance-routes';
import { registerResidentialRoutes } from './features/residentials/routes';
import { registerStatusRoutes } from './features/status/routes';
import { registerStudentReportRoutes } from './features/students/report-routes';
import { registerStudentRoutes } from './features/students/routes';
import { registerSyncRoutes } from './features/sync/routes';
import { registerGradeRoutes } from './features/system-data/grade-routes';
import { registerSystemDataRoutes } from './features/system-data/routes';
import { registerUserRoutes } from './features/users/routes';
import type { AppContext } from './platform/app-context';
import { registerAuthContext } from './platform/auth/context';
import { registerEntityRoutes } from './platform/entities/routes';
import {
  AppError,
  frameworkError,
  handleClientError,
  registerErrorHandling,
  sendError,
} from './platform/errors';
import { registerFeatureSwitches } from './platform/features';
import { registerCrossSiteGuard } from './platform/guards';
import { allowedMethods } from './platform/http/allowed-methods';
import { registerClientAssets, registerCompression } from './platform/http/client-assets';
import { isHttps } from './platform/http/secure-origin';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerTextGuard } from './platform/http/text-guard';
import { registerIdempotency } from './platform/idempotency';

/** One API route: its method, URL and schema (zod objects for body, querystring and params). */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export interface AppOptions {
  context: AppContext;
  /** Folder of the built client (`vite build`); the API runs without it. */
  clientDir?: string;
  logger?: boolean;
  /** Requests per minute per address; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute?: number;
  /** Signs short-lived cookies (social sign-in state). */
  cookieSecret?: string;
  /**
   * Proxies whose X-Forwarded-* headers to believe (TRUST_PROXY): a hop count or their
   * addresses; none by default, so a client cannot choose the address it is throttled by.
   */
  trustProxy?: false | number | string[];
  /** Extra route registrations (social sign-in, later areas). */
  plugins?: ((app: FastifyInstance) => Promise<void> | void)[];
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count trusts that many proxies in front, whoever
 * they are (Fastify itself now reads a number as "trust none"): only for a server no client
 * reaches except through them.
 */
function trustProxyOption(
  trust: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Builds the HTTP application: the API under /api and the built client for every other path. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { context } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    // A path that is not UTF-8 (e.g. a lone surrogate's bytes) names no record: 404, in the shape.
    // What Node's HTTP parser refuses (a 100 KB query string: 431) answers in the error shape too.
    clientErrorHandler: handleClientError,
    frameworkErrors: (error, _request, reply) =>
      sendError(reply as FastifyReply, frameworkError(error)),
  });
  // Every API route, for the permission matrix test (a route missing from it fails the test) and
  // the fuzz test (which generates input from the schemas).
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (route.url.startsWith('/api/') && method !== 'HEAD')
        routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // Over plain http (a LAN address), headers demanding https would break the app: the browser
  // would fetch every script over https. They go out only when PUBLIC_URL is https.
  const https = isHttps(context.publicUrl);
  await registerSecurityHeaders(app, {
    // The service worker and the manifest are same-origin; Fluent injects styles at run time.
    // The donor page frames the donor system (DONORS_URL): exactly its origin, nothing without it.
    contentSecurityPolicy: {
      directives: {
        'style-src': ["'self'", "'unsafe-inline'"],
        'worker-src': ["'self'"],
        ...(context.donorsUrl ? { 'frame-src': [donorsOrigin(context.donorsUrl)] } : {}),
        ...(https ? {} : { 'upgrade-insecure-requests': null }),
      },
    },
    ...(https ? {} : { strictTransportSecurity: false }),
  });
  await registerCompression(app);
  await app.register(cookie, { secret: options.cookieSecret ?? 'collegium-development-secret' });
  if ((options.rateLimitPerMinute ?? 1200) > 0) {
    await app.register(rateLimit, {
      max: options.rateLimitPerMinute ?? 1200,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests: try again in ${context.after}`,
        code: 'TOO_MANY_REQUESTS',
      }),
    });
  }
  // The API described from the routes' own zod schemas: /api/docs (and /api/docs/json).
  await app.register(swagger, {
    openapi: { info: { title: 'Collegium API', version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Evidence uploads (multipart/form-data): read by the routes that take files, within limits.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_EVIDENCE_FILE_BYTES,
      files: MAX_EVIDENCE_FILES,
      fields: 5,
      fieldSize: 64 * 1024,
      parts: MAX_EVIDENCE_FILES + 5,
    },
  });
  registerCrossSiteGuard(app);
  registerTextGuard(app);
  registerFeatureSwitches(app, context);
  registerAuthContext(app, context.db, context.sessionPolicy);
  registerIdempotency(app, context.db);

  registerStatusRoutes(app, context);
  registerAuthRoutes(app, context);
  for (const entity of ENTITIES) registerEntityRoutes(app, context.db, entity);
  registerSyncRoutes(app, context, [...ENTITIES, ...SYNC_ONLY_ENTITIES]);
  registerBatchRoutes(app);
  registerDashboardRoutes(app, context);
  registerFormsRoutes(app, context);
  registerRequestRoutes(app, context);
  registerEnrolmentRoutes(app, context);
  registerStaffEnrolmentRoutes(app, context);
  registerAcademicRoutes(app, context);
  registerIntentionsRoutes(app, context);
  registerStudentRoutes(app, context);
  registerFinanceDetailsRoutes(app, context);
  registerInvoiceRoutes(app, context);
  registerFeesValidationRoutes(app, context);
  registerFinanceRequestRoutes(app, context);
  registerBursaryRoutes(app, context);
  registerPaymentRoutes(app, context);
  registerInvoiceDocumentRoutes(app, context);
  registerIssueRoutes(app, context);
  registerPortalRoutes(app, context);
  registerPortalAdminRoutes(app, context);
  registerAdmissionsRoutes(app, context);
  registerConfirmRoutes(app, context);
  registerOfferLetterRoutes(app, context);
  registerReferenceRoutes(app, context);
  registerModuleRoutes(app, context);
  registerFacultyRoutes(app, context);
  registerCoursePlatformRoutes(app, context);
  registerRegistrationRoutes(app, context);
  registerOrganisationRoutes(app, context);
  registerAlumniRoutes(app, context);
  registerFurtherStudyRoutes(app, context);
  registerXeroExportRoutes(app, context);
  registerXeroRoutes(app, context);
  registerStudentReportRoutes(app, context);
  registerDonorRoutes(app, context);
  registerContactRoutes(app, context);
  registerConsentRoutes(app, context);
  registerFundraisingRoutes(app, context);
  registerLeadRoutes(app, context);
  registerAdminImportRoutes(app, context);
  registerEmailTemplateRoutes(app, context);
  registerSystemDataRoutes(app, context);
  registerGradeRoutes(app, context);
  registerFeatureSwitchRoutes(app, context);
  registerHelpdeskRoutes(app, context);
  registerUserRoutes(app, context);
  // The HESA readiness check is HESA's work, run as a (daily) housekeeping job.
  provideHousekeepingJob('hesa-readiness', hesaReadinessJob);
  registerHousekeepingRoutes(app, context);
  registerAdhocReportRoutes(app, context);
  registerHesaRoutes(app, context);
  registerReportingRoutes(app, context);
  registerCustomReportRoutes(app, context);
  registerAttendanceRoutes(app, context);
  registerResidentialRoutes(app, context);
  for (const plugin of options.plugins ?? []) await plugin(app);

  const clientDir = options.clientDir;
  const hasClient = clientDir !== undefined && existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await registerClientAssets(app, clientDir);
  }

  // Unknown API paths answer the JSON error shape; any other GET loads the app shell, whose
  // router shows its own not-found page (history-mode routing, spec §1).
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    // A path the API has, asked with another method: 405, saying which methods it takes.
    const allowed = isApi ? allowedMethods(routeTable, request.url.split('?')[0] ?? '') : [];
    if (allowed.length > 0) {
      void reply.header('allow', allowed.join(', '));
      return sendError(
        reply,
        new AppError('METHOD_NOT_ALLOWED', 405, `${request.method} is not allowed here`),
      );
    }
    return sendError(reply, new AppError('NOT_FOUND', 404, statusText(404)));
  });

  return app;
}
