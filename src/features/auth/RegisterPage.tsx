import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { register as registerAccount, session } from '../../state/session';
import { AuthLayout } from './AuthLayout';
import { SessionError } from './SessionError';
import { type RegisterFormValues, registerFormSchema } from './schemas';
import { useResetOnEntry } from './useResetOnEntry';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  link: { color: tokens.colorBrandForegroundLink },
});

/** `/pages/register`: an applicant creates their own account and is signed in (spec §2.1). */
export function RegisterPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { authenticating } = useSnapshot(session);
  useResetOnEntry();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ name, email, password }) => {
    // A new account is an applicant's: their area is their application.
    if (await registerAccount(name, email, password)) navigate('/apply', { replace: true });
  });

  return (
    <AuthLayout title="Create an applicant account">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Create an account">
        <SessionError />
        <Field label="Full name" required validationMessage={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Email" required validationMessage={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field
          label="Password"
          required
          hint="At least 10 characters"
          validationMessage={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label="Confirm password" required validationMessage={errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirm')} />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={authenticating}
          icon={
            authenticating ? <Spinner size="tiny" aria-label="Creating the account" /> : undefined
          }
        >
          Create account
        </Button>
      </form>
      <Body1>
        Already have an account?{' '}
        <RouterLink className={styles.link} to="/pages/login">
          Sign in
        </RouterLink>
      </Body1>
    </AuthLayout>
  );
}
