import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  surface: {
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    position: 'relative',
    overflow: 'hidden',
    padding: tokens.spacingHorizontalM,
    gap: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
  },
});

/**
 * A card's look (Fluent Card's surface, radius and shadow) without its interactive machinery:
 * the sign-in and error pages show one on the first screen, which loads as little as it can
 * (architecture §7 login budget).
 */
export function Surface({ className, children }: { className?: string; children: ReactNode }) {
  const styles = useStyles();
  return <div className={mergeClasses(styles.surface, className)}>{children}</div>;
}
