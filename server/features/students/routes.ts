import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context';
import { registerStudentIntentionsRoutes } from './intentions-routes';
import { registerPhotoRoutes } from './photo-routes';

/** The students area's named routes: photos and the intentions list (issue 18). */
export function registerStudentRoutes(app: FastifyInstance, context: AppContext): void {
  registerPhotoRoutes(app, context);
  registerStudentIntentionsRoutes(app, context);
}
