import {
  Caption1,
  makeStyles,
  mergeClasses,
  Text,
  Title1,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';
import { Surface } from './Surface';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    placeItems: 'center',
    minHeight: '60vh',
    padding: tokens.spacingHorizontalXL,
  },
  standalone: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  card: {
    width: '100%',
    maxWidth: '36rem',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
  },
  code: {
    fontSize: tokens.fontSizeHero900,
    lineHeight: tokens.lineHeightHero900,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
  },
  body: {
    ...typographyStyles.body1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '& p': { margin: 0 },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

interface ErrorFrameProps {
  title: string;
  /**
   * 'standalone' pages (outside the shell: unknown address, failed chunk) are the main landmark
   * with the h1; 'shell' pages sit in the shell's main, under its h1 page title, so use an h2.
   */
  placement: 'standalone' | 'shell';
  /** The HTTP-like code the page stands for (404, 403), shown large. */
  code?: number;
  children: ReactNode;
  actions?: ReactNode;
}

/** The common frame of the app's error and placeholder pages. */
export function ErrorFrame({ title, placement, code, children, actions }: ErrorFrameProps) {
  const styles = useStyles();
  const titleId = useId();
  const Frame = placement === 'standalone' ? 'main' : 'section';
  return (
    <Frame
      className={mergeClasses(styles.page, placement === 'standalone' && styles.standalone)}
      aria-labelledby={titleId}
    >
      <Surface className={styles.card}>
        {code !== undefined && (
          <div>
            <Caption1 block>Error code</Caption1>
            <Text className={styles.code}>{code}</Text>
          </div>
        )}
        <Title1 as={placement === 'standalone' ? 'h1' : 'h2'} id={titleId}>
          {title}
        </Title1>
        <div className={styles.body}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </Surface>
    </Frame>
  );
}
