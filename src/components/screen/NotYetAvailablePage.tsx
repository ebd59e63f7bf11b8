import { makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { ErrorFrame } from './ErrorFrame';

const useStyles = makeStyles({ link: { color: tokens.colorBrandForegroundLink } });

interface NotYetAvailablePageProps {
  /** The name of the area, e.g. 'Invoices'. */
  title: string;
}

/** An area of the menu that this release does not have yet: said plainly, with no sample data. */
export function NotYetAvailablePage({ title }: NotYetAvailablePageProps) {
  const styles = useStyles();
  return (
    <ErrorFrame
      placement="shell"
      title={`${title} is not available yet`}
      actions={
        <RouterLink className={styles.link} to="/">
          Go to the start page
        </RouterLink>
      }
    >
      <p>This area arrives in a later release of Collegium. Nothing here is stored or shown yet.</p>
    </ErrorFrame>
  );
}
