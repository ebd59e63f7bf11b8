import { makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { ErrorFrame } from '../../components/screen/ErrorFrame';

const useStyles = makeStyles({ link: { color: tokens.colorBrandForegroundLink } });

/**
 * Any unmatched path (spec §2.1): error code 404. Outside the shell it is the page's main landmark
 * and h1; inside the shell (a switched-off feature's page) the shell's title already says "Page not
 * found", so the frame says what happened under it.
 */
export function NotFoundPage({ placement = 'standalone' }: { placement?: 'standalone' | 'shell' }) {
  const styles = useStyles();
  return (
    <ErrorFrame
      placement={placement}
      title={placement === 'shell' ? 'There is no page here' : 'Page not found'}
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
