import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { badgeColour } from '../../domain/applications/badge';

// Fluent Badge's look (tint, rounded, medium; or filled brand) without the component: the student's
// forms dashboard shows these on a first screen that loads as little as it can (README,
// Benchmarks). Staff screens use StatusBadge.
const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: '20px',
    minWidth: '20px',
    padding: `0 calc(${tokens.spacingHorizontalXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.borderWidth(tokens.strokeWidthThin),
    ...shorthands.borderStyle('solid'),
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
  success: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    ...shorthands.borderColor(tokens.colorPaletteGreenBorder1),
  },
  warning: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorPaletteYellowForeground1,
    ...shorthands.borderColor(tokens.colorPaletteYellowBorder1),
  },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    ...shorthands.borderColor(tokens.colorPaletteRedBorder1),
  },
  info: {
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground3,
    ...shorthands.borderColor(tokens.colorNeutralStroke2),
  },
  subtle: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    ...shorthands.borderColor(tokens.colorNeutralStroke2),
  },
  brand: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ...shorthands.borderColor(tokens.colorTransparentStroke),
  },
});

/** A status as a coloured chip, coloured as StatusBadge colours it; nothing when empty. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const styles = useStyles();
  if (!status) return null;
  const colour = badgeColour(status) ?? 'subtle';
  return (
    <span className={mergeClasses(styles.root, styles[colour])} data-colour={colour}>
      {status}
    </span>
  );
}

/** A brand-filled chip, e.g. "New". */
export function BrandChip({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <span className={mergeClasses(styles.root, styles.brand)}>{children}</span>;
}
