import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import type { AttentionItem, AttentionKind } from '../../../domain/forms/dashboard';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/** Where each kind of attention item is dealt with. */
const PATH_OF: Record<AttentionKind, string> = {
  policies: '/forms/enrolment',
  enrolment: '/forms/enrolment',
  intentions: '/forms/enrolment',
  'emergency-contacts': '/forms/mydetails/emergency-contacts',
  decisions: '#your-requests',
};

/** "Needs your attention": what the student should do next, most pressing first. */
export function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  const styles = useStyles();
  return (
    <section aria-labelledby="attention-heading">
      <Text as="h2" size={500} weight="semibold" id="attention-heading" block>
        Needs your attention
      </Text>
      {items.length === 0 ? (
        <MessageBar intent="success">
          <MessageBarBody>Nothing needs your attention. You are all up to date.</MessageBarBody>
        </MessageBar>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const path = PATH_OF[item.kind];
            return (
              <li key={item.kind}>
                {path.startsWith('#') ? (
                  <a className={styles.link} href={path}>
                    {item.text}
                  </a>
                ) : (
                  <RouterLink className={styles.link} to={path}>
                    {item.text}
                  </RouterLink>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
