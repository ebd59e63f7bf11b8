import { makeStyles, shorthands, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Filled } from '@fluentui/react-icons';
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
  // A success message bar's look without Fluent's MessageBar (first-screen budget, README).
  done: {
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorPaletteGreenBorder1),
  },
  doneIcon: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
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
        <p className={styles.done}>
          <CheckmarkCircle16Filled className={styles.doneIcon} aria-hidden />
          <Text>Nothing needs your attention. You are all up to date.</Text>
        </p>
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
