import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import type { Requirement } from '../../domain/permissions/requirement';
import { can } from '../../state/permissions';

const useStyles = makeStyles({
  root: { marginTop: tokens.spacingVerticalL },
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

// The knowledge base and the handbooks (config/menu.json's hidden `kb`, `hdhandbook` and
// `handbook` entries, which open the first page), each with its route's requirement.
const GUIDES: readonly { to: string; title: string; requires: Requirement }[] = [
  { to: '/kb', title: 'Knowledge base', requires: ['dashboard:view'] },
  { to: '/hdhandbook', title: 'HD handbook', requires: ['dashboard:hubdirector'] },
  { to: '/handbook', title: 'Faculty handbook', requires: ['mystudents:menu'] },
];

/** The staff dashboard's way to the knowledge base and the handbooks the user may read. */
export function GuidesPanel() {
  const styles = useStyles();
  const guides = GUIDES.filter((guide) => can(guide.requires));
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="guides-heading" className={styles.root}>
      <Text as="h2" size={500} weight="semibold" id="guides-heading" block>
        Guides
      </Text>
      <ul className={styles.links}>
        {guides.map((guide) => (
          <li key={guide.to}>
            <RouterLink className={styles.link} to={guide.to}>
              {guide.title}
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
