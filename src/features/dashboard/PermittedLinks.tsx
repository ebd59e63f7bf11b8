import { makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import type { Requirement } from '../../domain/permissions/requirement';
import { can } from '../../state/permissions';

const useStyles = makeStyles({
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    padding: 0,
    margin: `${tokens.spacingVerticalS} 0 0`,
    listStyleType: 'none',
  },
  link: { color: tokens.colorBrandForegroundLink },
});

/** A dashboard link to a route, shown only to whoever meets its route's requirement. */
export interface PermittedLink {
  to: string;
  title: string;
  requires: Requirement;
}

/** The links the user may open; those they cannot open are left out. */
export function permittedLinks(links: readonly PermittedLink[]): PermittedLink[] {
  return links.filter((link) => can(link.requires));
}

/** A row of in-app links (already filtered with `permittedLinks`). */
export function LinkRow({ links }: { links: readonly PermittedLink[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          <RouterLink className={styles.link} to={link.to}>
            {link.title}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
