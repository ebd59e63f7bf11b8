import { features } from '../deployment';
import { menu } from '../deployment-menu';
import { buildNavigation, type NavGroup } from '../domain/ui/routes';
import { permissions } from '../state/permissions';

/** The menu's groups the signed-in user may open (spec §2.6). */
export function navigationOfUser(): NavGroup[] {
  return buildNavigation(menu, features, permissions());
}
