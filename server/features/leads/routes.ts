import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context';
import { registerLeadImportRoutes } from './import-routes';
import { registerLeadReportRoutes } from './report-routes';
import { registerLeadReviewRoutes } from './review-routes';

/** The potential students' online routes: the report, the events import, Review Applicants. */
export function registerLeadRoutes(app: FastifyInstance, context: AppContext): void {
  registerLeadReportRoutes(app, context);
  registerLeadImportRoutes(app, context);
  registerLeadReviewRoutes(app, context);
}
