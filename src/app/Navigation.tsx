import {
  Avatar,
  makeStyles,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
} from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { menu } from '../deployment-menu';
import { buildNavigation, type NavGroup, type NavLink, nestSubgroups } from '../domain/ui/routes';
import { currentFeatures } from '../state/features';
import { permissions } from '../state/permissions';
import { session } from '../state/session';
import { CollegeBanner } from './CollegeBanner';
import { menuIcon } from './icons';
import { NavMenuBody } from './NavMenuBody';

function IconOf({ link }: { link: NavLink }) {
  const Icon = menuIcon(link.icon);
  if (Icon) return <Icon />;
  return (
    <Avatar
      size={20}
      name={link.title}
      initials={link.initials}
      image={link.avatar ? { src: link.avatar } : undefined}
      aria-hidden
    />
  );
}

const useStyles = makeStyles({
  // One width on every page: beside a wide table the inline drawer was squeezed (171 px), its
  // labels wrapped and a chevron was cut off.
  inline: { flexShrink: 0 },
});

export interface NavigationProps {
  /** Open or closed (the menu button in the top bar). */
  open: boolean;
  /** On a phone the drawer lies over the screen (closed until asked for) instead of beside it. */
  overlay: boolean;
  /** Called when the overlay asks to close (Escape, a tap outside it). */
  onOpenChange: (open: boolean) => void;
}

/** The navigation drawer built from the menu configuration for the current user (spec §2.6). */
export function Navigation({ open, overlay, onOpenChange }: NavigationProps) {
  const styles = useStyles();
  const { user } = useSnapshot(session);
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer follows the signed-in user and the switches the account brings
  const groups = useMemo(
    () => nestSubgroups(buildNavigation(menu, currentFeatures(), permissions())),
    [user],
  );

  const go = (event: MouseEvent, link: NavLink) => {
    if (!link.path) return;
    event.preventDefault();
    navigate(link.path);
  };
  // A group is active when one of its links matches the current path (spec §2.6).
  const active = (group: NavGroup) =>
    group.children.some((link) => link.path === location.pathname) ||
    (group.path !== '/' && location.pathname.startsWith(`${group.path}/`));
  const openGroups = groups.filter(active).map((group) => group.path);
  // On any page of a nested group, the group's link is the current one.
  const groupLink = groups
    .flatMap((group) => group.children)
    .find((link) => link.group && location.pathname.startsWith(`${link.group}/`));

  const linkProps = (link: NavLink) =>
    link.href
      ? { href: link.href, target: '_blank', rel: 'noopener noreferrer' }
      : { href: link.path, onClick: (event: MouseEvent) => go(event, link) };

  return (
    <NavDrawer
      open={open}
      type={overlay ? 'overlay' : 'inline'}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      className={overlay ? undefined : styles.inline}
      // The overlay is modal (Fluent sets aria-modal), which a navigation landmark may not be.
      {...(overlay ? { role: 'dialog' } : {})}
      selectedValue={groupLink?.path ?? location.pathname}
      defaultOpenCategories={openGroups}
      aria-label="Main menu"
      multiple
    >
      <NavDrawerHeader>
        <CollegeBanner />
      </NavDrawerHeader>
      <NavMenuBody>
        {groups.map((group) =>
          group.children.length === 1 && group.children[0]?.path === group.path ? (
            <NavItem
              key={group.path}
              value={group.path}
              icon={<IconOf link={group} />}
              {...linkProps(group)}
            >
              {group.title}
            </NavItem>
          ) : (
            <NavCategory key={group.path} value={group.path}>
              <NavCategoryItem icon={<IconOf link={group} />}>{group.title}</NavCategoryItem>
              <NavSubItemGroup>
                {group.children.map((link) => (
                  <NavSubItem
                    key={link.path ?? link.href ?? link.title}
                    value={link.path ?? link.title}
                    {...linkProps(link)}
                  >
                    {link.title}
                  </NavSubItem>
                ))}
              </NavSubItemGroup>
            </NavCategory>
          ),
        )}
      </NavMenuBody>
    </NavDrawer>
  );
}
