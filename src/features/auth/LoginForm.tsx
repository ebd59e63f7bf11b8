import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BusySpinner } from '../../components/screen/BusySpinner';
import { checkLogin, type LoginCheck, type LoginInput } from '../../domain/auth/login-check';
import { login, resetAuthentication, session } from '../../state/session';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface LoginFormProps {
  /** Called after a successful sign-in, to leave the page. */
  onSignedIn: () => void;
}

// The session's error (a Fluent MessageBar) is fetched as soon as the form shows, but after it:
// the first screen does not wait for a message it shows only after a failed sign-in
// (architecture §7 login budget).
const loadSessionError = () => import('./SessionError');
const SessionError = lazy(() =>
  loadSessionError().then((module) => ({ default: module.SessionError })),
);

type Errors = Extract<LoginCheck, { ok: false }>['errors'];

/**
 * Email and password sign-in, shared by the login and system-administration pages. Two fields,
 * checked by hand against loginBody's rules (no form library on the login route): messages show
 * on submit, then follow the typing.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const styles = useStyles();
  const { authenticating } = useSnapshot(session);
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    void loadSessionError().catch(() => undefined);
  }, []);

  const change = (field: keyof LoginInput) => (event: FormEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    // A new attempt: the last one's message goes (it read as the answer to this one).
    if (session.error) resetAuthentication();
    if (submitted) {
      const checked = checkLogin(next);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkLogin(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = event.currentTarget.querySelector<HTMLInputElement>(
        checked.errors.email ? 'input[name="email"]' : 'input[name="password"]',
      );
      first?.focus();
      return;
    }
    setErrors({});
    if (await login(checked.body.email, checked.body.password)) onSignedIn();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
      <Suspense fallback={null}>
        <SessionError />
      </Suspense>
      <Field label="Email" required validationMessage={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          onChange={change('email')}
        />
      </Field>
      <Field label="Password" required validationMessage={errors.password}>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        disabledFocusable={authenticating}
        icon={authenticating ? <BusySpinner size="tiny" label="Signing in" hideLabel /> : undefined}
      >
        Sign in
      </Button>
    </form>
  );
}
