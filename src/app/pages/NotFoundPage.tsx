import { makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { ErrorFrame } from '../../components/screen/ErrorFrame';

const useStyles = makeStyles({ link: { color: tokens.colorBrandForegroundLink } });

/** Any unmatched path (spec §2.1): error code 404. */
export function NotFoundPage() {
  const styles = useStyles();
  return (
    <ErrorFrame
      placement="standalone"
      title="Page not found"
      code={404}
      actions={
        <RouterLink className={styles.link} to="/dashboard">
          Go to the dashboard
        </RouterLink>
      }
    >
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
    </ErrorFrame>
  );
}
