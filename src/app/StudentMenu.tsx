import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronRight16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { NavLink as MenuLink, NavGroup } from '../domain/ui/routes';
import { CollegeBanner } from './CollegeBanner';
import { useStudentMenu } from './useStudentMenu';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    flexShrink: 0,
    width: '16rem',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalS,
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderInlineEndWidth: '1px',
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    '@media (max-width: 640px)': { width: 'auto', borderInlineEndStyle: 'none' },
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid' },
  sublist: { paddingInlineStart: tokens.spacingHorizontalXXL },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    width: '100%',
    minHeight: '40px',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderTopStyle: 'none',
    borderRightStyle: 'none',
    borderBottomStyle: 'none',
    borderLeftStyle: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    textAlign: 'start',
    textDecorationLine: 'none',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    '&[aria-current="page"]': {
      backgroundColor: tokens.colorNeutralBackground1Selected,
      color: tokens.colorNeutralForeground1,
      fontWeight: tokens.fontWeightSemibold,
    },
  },
  chevron: { transitionProperty: 'transform', transitionDuration: tokens.durationFaster },
  open: { transform: 'rotate(90deg)' },
  status: { color: tokens.colorBrandForegroundLink, padding: tokens.spacingHorizontalS },
});

function MenuItemLink({ link, className }: { link: MenuLink; className: string }) {
  if (link.href)
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.title}
      </a>
    );
  return (
    <NavLink className={className} to={link.path ?? '/'} end>
      {link.title}
    </NavLink>
  );
}

/**
 * The student's menu: the same groups and links as the staff drawer (spec §2.6), as plain links
 * and disclosure buttons; Tab moves through them.
 */
export function StudentMenu() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const groups = useStudentMenu() ?? [];
  // A group is open when one of its links is the current page (spec §2.6), unless closed, or
  // when opened.
  const active = (group: NavGroup) =>
    group.children.some((link) => link.path === pathname) ||
    (group.path !== '/' && pathname.startsWith(`${group.path}/`));
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isOpen = (group: NavGroup) => toggled.get(group.path) ?? active(group);
  const toggle = (group: NavGroup) =>
    setToggled((current) => new Map(current).set(group.path, !isOpen(group)));

  return (
    // A landmark around the whole panel: the college's banner and the status link too.
    <aside className={styles.panel} aria-label="Side menu">
      <CollegeBanner compact />
      <nav aria-label="Main menu">
        <ul className={styles.list}>
          {groups.map((group) => {
            if (group.children.length === 1 && group.children[0]?.path === group.path)
              return (
                <li key={group.path}>
                  <MenuItemLink link={group} className={styles.item} />
                </li>
              );
            const open = isOpen(group);
            return (
              <li key={group.path}>
                <button
                  type="button"
                  className={styles.item}
                  aria-expanded={open}
                  onClick={() => toggle(group)}
                >
                  <ChevronRight16Regular
                    aria-hidden
                    className={mergeClasses(styles.chevron, open && styles.open)}
                  />
                  {group.title}
                </button>
                {open && (
                  <ul className={mergeClasses(styles.list, styles.sublist)}>
                    {group.children.map((link) => (
                      <li key={link.path ?? link.href ?? link.title}>
                        <MenuItemLink link={link} className={styles.item} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <Link className={styles.status} to="/status">
        About and status
      </Link>
    </aside>
  );
}
