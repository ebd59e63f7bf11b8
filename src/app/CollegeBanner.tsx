import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { college } from '../deployment';
import { ui } from '../state/ui';

const useStyles = makeStyles({
  // The sidebar image (spec §9 "four sidebar images") behind the college's name.
  banner: {
    height: '88px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    display: 'flex',
    alignItems: 'flex-end',
    padding: tokens.spacingHorizontalM,
  },
  compact: { height: '72px' },
  // On a solid chip rather than with a text shadow over the photograph: its contrast holds on any
  // image and can be checked (axe cannot measure text over an image).
  college: {
    color: tokens.colorNeutralForegroundInverted,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** The top of a side menu: this session's sidebar image with the college's name. */
export function CollegeBanner({ compact = false }: { compact?: boolean }) {
  const styles = useStyles();
  const { barImage } = useSnapshot(ui);
  return (
    <div
      className={mergeClasses(styles.banner, compact && styles.compact)}
      style={{ backgroundImage: `url(/images/${barImage})` }}
    >
      <span className={styles.college}>{college.shortName}</span>
    </div>
  );
}
