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
 * the sign-in and error pages and the student's forms dashboard show them on a first screen,
 * which loads as little as it can (architecture §7 bundle budgets).
 */
export function Surface({
  className,
  children,
  groupLabelledBy,
}: {
  className?: string;
  children: ReactNode;
  /** Makes the surface a group named by this element (a dashboard tile). */
  groupLabelledBy?: string;
}) {
  const styles = useStyles();
  const classes = mergeClasses(styles.surface, className);
  return groupLabelledBy ? (
    // biome-ignore lint/a11y/useSemanticElements: a tile of links is a group, not a form's fieldset (as Fluent Card with role="group")
    <div className={classes} role="group" aria-labelledby={groupLabelledBy}>
      {children}
    </div>
  ) : (
    <div className={classes}>{children}</div>
  );
}
