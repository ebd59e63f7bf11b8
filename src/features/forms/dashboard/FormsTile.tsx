import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, ErrorCircle16Filled, Info16Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Surface } from '../../../components/screen/Surface';
import type { StatusLine } from '../../../domain/forms/dashboard';
import type { TileLink } from './view';

const useStyles = makeStyles({
  card: { height: '100%', gap: tokens.spacingVerticalS },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, display: 'flex' },
  list: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  done: { color: tokens.colorPaletteGreenForeground1 },
  action: { color: tokens.colorPaletteRedForeground1 },
  info: { color: tokens.colorNeutralForeground3 },
  links: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  link: { color: tokens.colorBrandForegroundLink },
});

const TONE_ICON = {
  done: CheckmarkCircle16Filled,
  action: ErrorCircle16Filled,
  info: Info16Regular,
} as const;

/** A category of the forms area: what stands (status lines) and where to go. */
export function FormsTile({
  title,
  icon,
  lines,
  links,
  empty,
}: {
  title: string;
  icon: ReactNode;
  lines: readonly StatusLine[];
  links: readonly TileLink[];
  /** Said when there are no links. */
  empty?: string;
}) {
  const styles = useStyles();
  const headingId = `tile-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    // A card's look without Fluent Card: the tile is not interactive (first-screen budget).
    <Surface className={styles.card} groupLabelledBy={headingId}>
      <Text as="h3" size={400} weight="semibold" className={styles.heading} id={headingId}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        {title}
      </Text>
      {lines.length > 0 && (
        <ul className={styles.list} aria-label={`${title} status`}>
          {lines.map((line) => {
            const Icon = TONE_ICON[line.tone];
            return (
              <li key={`${line.subject}-${line.text}`} className={styles.line}>
                <Icon className={styles[line.tone]} aria-hidden />
                <Text>{`${line.subject} — ${line.text}`}</Text>
              </li>
            );
          })}
        </ul>
      )}
      {links.length > 0 ? (
        <ul className={styles.links} aria-label={`${title} pages`}>
          {links.map((link) => (
            <li key={link.path}>
              <RouterLink className={styles.link} to={link.path}>
                {link.title}
              </RouterLink>
            </li>
          ))}
        </ul>
      ) : (
        empty && <Text className={styles.info}>{empty}</Text>
      )}
    </Surface>
  );
}
