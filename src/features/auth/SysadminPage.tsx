import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { safeRedirect } from './redirect';
import { useResetOnEntry } from './useResetOnEntry';

const useStyles = makeStyles({
  link: { color: tokens.colorBrandForegroundLink },
});

/**
 * `/pages/sysadmin`: the system administrator's sign-in. Leaving this page forces a full page
 * load (spec §2.1), so the signed-in app starts from scratch.
 */
export function SysadminPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  useResetOnEntry();

  const onSignedIn = () => window.location.assign(safeRedirect(params.get('redirect')));

  return (
    <AuthLayout title="System administration">
      <LoginForm onSignedIn={onSignedIn} />
      <Body1>
        {/* A plain link: leaving this page reloads the app. */}
        <a className={styles.link} href="/pages/login">
          Back to the usual sign-in
        </a>
      </Body1>
    </AuthLayout>
  );
}
