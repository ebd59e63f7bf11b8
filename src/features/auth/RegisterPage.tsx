import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
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

/**
 * `/pages/register`: an applicant asks for their own account (spec §2.1); it is made when they
 * follow the mailed link, then they sign in (issue 17).
 */
export function RegisterPage() {
  const styles = useStyles();
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

  // The server mails a link that creates the account; until then, the page says so.
  const [sent, setSent] = useState<string | null>(null);
  const submit = handleSubmit(async ({ name, email, password }) => {
    setSent(await registerAccount(name, email, password));
  });

  if (sent) {
    return (
      <AuthLayout title="Check your email">
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>{sent}</MessageBarBody>
        </MessageBar>
        <Body1>
          <RouterLink className={styles.link} to="/pages/login">
            Sign in
          </RouterLink>{' '}
          once you have followed the link.
        </Body1>
      </AuthLayout>
    );
  }

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
