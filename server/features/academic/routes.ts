import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context';
import { registerEvidenceRoutes } from './evidence-routes';
import { registerExtensionRoutes } from './extension-routes';
import { registerRecordRoutes } from './records-routes';

/**
 * The academic side of the student forms area (spec §7): transcript, current assignments and
 * extensions, the HESA questions, extension requests and their evidence files.
 */
export function registerAcademicRoutes(app: FastifyInstance, context: AppContext): void {
  registerRecordRoutes(app, context);
  registerExtensionRoutes(app, context);
  registerEvidenceRoutes(app, context);
}
