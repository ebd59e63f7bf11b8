import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { LinkRow, type PermittedLink, permittedLinks } from './PermittedLinks';

const useStyles = makeStyles({ root: { marginTop: tokens.spacingVerticalL } });

// The knowledge base and the handbooks (config/menu.json's hidden `kb`, `hdhandbook` and
// `handbook` entries, which open the first page), each with its route's requirement.
const GUIDES: readonly PermittedLink[] = [
  { to: '/kb', title: 'Knowledge base', requires: ['dashboard:view'] },
  { to: '/hdhandbook', title: 'HD handbook', requires: ['dashboard:hubdirector'] },
  { to: '/handbook', title: 'Faculty handbook', requires: ['mystudents:menu'] },
];

/** The staff dashboard's way to the knowledge base and the handbooks the user may read. */
export function GuidesPanel() {
  const styles = useStyles();
  const guides = permittedLinks(GUIDES);
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="guides-heading" className={styles.root}>
      <Text as="h2" size={500} weight="semibold" id="guides-heading" block>
        Guides
      </Text>
      <LinkRow links={guides} />
    </section>
  );
}
