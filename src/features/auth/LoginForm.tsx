import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { login, session } from '../../state/session';
import { SessionError } from './SessionError';
import { type LoginFormValues, loginFormSchema } from './schemas';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface LoginFormProps {
  /** Called after a successful sign-in, to leave the page. */
  onSignedIn: () => void;
}

/** Email and password sign-in, shared by the login and system-administration pages. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const styles = useStyles();
  const { authenticating } = useSnapshot(session);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    if (await login(email, password)) onSignedIn();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
      <SessionError />
      <Field label="Email" required validationMessage={errors.email?.message}>
        <Input type="email" autoComplete="username" {...register('email')} />
      </Field>
      <Field label="Password" required validationMessage={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        disabledFocusable={authenticating}
        icon={authenticating ? <Spinner size="tiny" aria-label="Signing in" /> : undefined}
      >
        Sign in
      </Button>
    </form>
  );
}
