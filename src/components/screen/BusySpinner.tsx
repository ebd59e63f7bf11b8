import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  block: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
  ring: {
    boxSizing: 'border-box',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    border: `var(--busy-spinner-width) solid ${tokens.colorBrandStroke2Contrast}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.5s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
  tiny: { width: '20px', height: '20px', '--busy-spinner-width': '2px' },
  medium: { width: '32px', height: '32px', '--busy-spinner-width': '3px' },
});

interface BusySpinnerProps {
  /** What is happening, read by screen readers (and shown unless `hideLabel`). */
  label: string;
  size?: 'tiny' | 'medium';
  hideLabel?: boolean;
}

/**
 * A progress ring with its label, as Fluent's Spinner looks, for the first screen (route
 * fallbacks, the sign-in button), which loads as little as it can (architecture §7 login budget).
 */
export function BusySpinner({ label, size = 'medium', hideLabel = false }: BusySpinnerProps) {
  const styles = useStyles();
  return (
    <span
      role="progressbar"
      aria-label={hideLabel ? label : undefined}
      className={mergeClasses(styles.root, !hideLabel && styles.block)}
    >
      <span className={mergeClasses(styles.ring, styles[size])} aria-hidden="true" />
      {!hideLabel && <span>{label}</span>}
    </span>
  );
}
