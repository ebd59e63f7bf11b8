import {
  Caption1,
  Card,
  Divider,
  makeStyles,
  mergeClasses,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { UI_DEFAULTS } from '../../domain/ui/widgets';
import { resolveStatsIcon } from './icons';
import type { StatsCardProps } from './types';

const useStyles = makeStyles({
  card: { minWidth: '12rem' },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  tile: {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
  },
  success: {
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  figures: {
    display: 'flex',
    flexDirection: 'column',
    marginInlineStart: 'auto',
    textAlign: 'end',
  },
  title: { color: tokens.colorNeutralForeground2 },
  small: { marginInlineStart: tokens.spacingHorizontalXS },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

// Semantic colour names of the configuration, mapped to theme tokens; other values are CSS colours.
const NAMED_COLOURS: Readonly<Record<string, string>> = {
  success: tokens.colorPaletteGreenForeground1,
  warning: tokens.colorPaletteDarkOrangeForeground1,
  danger: tokens.colorPaletteRedForeground1,
  error: tokens.colorPaletteRedForeground1,
  info: tokens.colorPaletteBlueForeground2,
  grey: tokens.colorNeutralForeground3,
};

function colour(name: string | undefined): string | undefined {
  return name ? (NAMED_COLOURS[name] ?? name) : undefined;
}

/** A dashboard figure: icon tile, title and value (read together), and an optional footnote. */
export function StatsCard(props: StatsCardProps) {
  const styles = useStyles();
  const titleId = useId();
  const valueId = useId();
  const Icon = resolveStatsIcon(props.icon);
  const SubIcon = props.subIcon ? resolveStatsIcon(props.subIcon) : undefined;
  const value = typeof props.value === 'number' ? props.value.toLocaleString('en-GB') : props.value;

  return (
    <Card role="group" aria-labelledby={`${titleId} ${valueId}`} className={styles.card}>
      <div className={styles.top}>
        <div
          className={mergeClasses(
            styles.tile,
            UI_DEFAULTS.cardColour === 'success' && styles.success,
          )}
        >
          <Icon aria-hidden fontSize={UI_DEFAULTS.headingIconSize} />
        </div>
        <div className={styles.figures}>
          <Caption1 id={titleId} className={styles.title}>
            {props.title}
          </Caption1>
          <Title2 as="p" id={valueId}>
            {value}
            {props.smallValue && ' '}
            {props.smallValue && (
              <Text size={300} className={styles.small}>
                {props.smallValue}
              </Text>
            )}
          </Title2>
        </div>
      </div>
      {(props.subText || SubIcon) && (
        <>
          <Divider />
          <div className={styles.footer}>
            {SubIcon && (
              <SubIcon
                aria-hidden
                fontSize={UI_DEFAULTS.statsIconSize}
                color={colour(props.subIconColor)}
              />
            )}
            <Caption1 style={{ color: colour(props.subTextColor) }}>{props.subText}</Caption1>
          </div>
        </>
      )}
    </Card>
  );
}
