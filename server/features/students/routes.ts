import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context';
import { registerEngagementStatusRoutes } from './engagement-status-routes';
import { registerStudentIntentionsRoutes } from './intentions-routes';
import { registerOnboardingRoutes } from './onboarding-routes';
import { registerPhotoRoutes } from './photo-routes';

/**
 * The students area's named routes: photos, the intentions list (issue 18), engagement status,
 * onboarding e-mails.
 */
export function registerStudentRoutes(app: FastifyInstance, context: AppContext): void {
  registerPhotoRoutes(app, context);
  registerStudentIntentionsRoutes(app, context);
  registerEngagementStatusRoutes(app, context);
  registerOnboardingRoutes(app, context);
}
