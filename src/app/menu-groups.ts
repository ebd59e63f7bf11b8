import { menu } from '../deployment-menu';
import { buildNavigation, type NavGroup } from '../domain/ui/routes';
import { currentFeatures } from '../state/features';
import { permissions } from '../state/permissions';

/** The menu's groups the signed-in user may open (spec §2.6), with the switches in force. */
export function navigationOfUser(): NavGroup[] {
  return buildNavigation(menu, currentFeatures(), permissions());
}
