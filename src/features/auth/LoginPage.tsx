import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { safeRedirect } from './redirect';
import { useResetOnEntry } from './useResetOnEntry';
import { useSocialProviders } from './useSocialProviders';

const useStyles = makeStyles({
  social: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  link: { color: tokens.colorBrandForegroundLink },
  // Fluent Divider's look (a rule either side of the text), without the component.
  divider: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    '::before': {
      content: '""',
      flexGrow: 1,
      borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
    '::after': {
      content: '""',
      flexGrow: 1,
      borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
});

/**
 * What a mailed link did, told above the sign-in form: the registration link (`?registration=`)
 * or the password reset page (`?reset=done`).
 */
function RegistrationNotice({ outcome, reset }: { outcome: string | null; reset: string | null }) {
  const styles = useStyles();
  if (reset === 'done') {
    return (
      <MessageBar intent="success">
        <MessageBarBody>Your new password is set. Sign in with it.</MessageBarBody>
      </MessageBar>
    );
  }
  if (outcome === 'confirmed') {
    return (
      <MessageBar intent="success">
        <MessageBarBody>
          Your account is ready. Sign in with the email address and password you chose to start your
          application.
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (outcome === 'invalid') {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          That link has expired or was already used, so no account was created by it. If you
          followed it before, sign in; otherwise{' '}
          <RouterLink className={styles.link} to="/pages/register">
            create your account again
          </RouterLink>
          .
        </MessageBarBody>
      </MessageBar>
    );
  }
  return null;
}

/** `/pages/login`: email and password or social sign-in (spec §2.1). */
export function LoginPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providers = useSocialProviders();
  useResetOnEntry(params.get('socialError'));

  const onSignedIn = () => navigate(safeRedirect(params.get('redirect')), { replace: true });

  return (
    <AuthLayout title="Sign in to Collegium">
      <RegistrationNotice outcome={params.get('registration')} reset={params.get('reset')} />
      <LoginForm onSignedIn={onSignedIn} />
      {providers.length > 0 && (
        <nav className={styles.social} aria-label="Social sign-in">
          {/* biome-ignore lint/a11y/useSemanticElements: a separator with text, as Fluent's Divider renders it; an <hr> holds no text */}
          <div role="separator" className={styles.divider}>
            or
          </div>
          {providers.map((provider) => (
            // A full page load: the server starts the provider's flow and redirects.
            <Button
              key={provider.name}
              as="a"
              href={`/api/auth/oidc/${encodeURIComponent(provider.name)}`}
            >
              Sign in with {provider.label}
            </Button>
          ))}
        </nav>
      )}
      <Body1>
        New applicant?{' '}
        <RouterLink className={styles.link} to="/pages/register">
          Create an applicant account
        </RouterLink>
      </Body1>
    </AuthLayout>
  );
}
