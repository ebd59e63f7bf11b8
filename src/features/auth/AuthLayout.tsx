import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { Surface } from '../../components/screen/Surface';
import { college } from '../../deployment';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: {
    overflow: 'hidden',
    backgroundColor: tokens.colorBrandBackground2,
    '@media (max-width: 960px)': { display: 'none' },
  },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  content: {
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalXL,
  },
  card: {
    width: '100%',
    maxWidth: '28rem',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalL,
  },
});

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

/** The frame of the sign-in pages: decorative login image beside a card with the form. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  const styles = useStyles();
  // The image is decoration (spec §9 "one login image"); a deployment may not ship it.
  const [showImage, setShowImage] = useState(true);
  return (
    <main className={styles.page}>
      <div className={styles.side}>
        {showImage && (
          <img
            className={styles.image}
            src={`/images/${college.images.login}`}
            alt=""
            onError={() => setShowImage(false)}
          />
        )}
      </div>
      <div className={styles.content}>
        <Surface className={styles.card}>
          <Title1 as="h1">{title}</Title1>
          {children}
        </Surface>
      </div>
    </main>
  );
}
