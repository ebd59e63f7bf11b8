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
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { confirmPasswordReset } from './reset-password';
import { type ResetFormValues, resetFormSchema, resetTokenSchema } from './schemas';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  link: { color: tokens.colorBrandForegroundLink },
});

const TITLE = 'Set a new password';

/** A link that cannot set a password: what happened and what to do instead. */
function DeadLink({ reason }: { reason: 'missing' | 'invalid' }) {
  const styles = useStyles();
  return (
    <AuthLayout title={TITLE}>
      {/* Found on sending, the invalid link is announced; a missing token is the page itself. */}
      <MessageBar
        intent="warning"
        layout="multiline"
        {...(reason === 'invalid' ? { role: 'alert' } : {})}
      >
        <MessageBarBody>
          {reason === 'missing'
            ? 'This address is not a whole reset link: open the link in your email again, as it was sent. If that does not work, ask the college to send you a new link.'
            : 'This reset link is invalid or has expired: each link works once, for 24 hours. To set your password, ask the college to send you a new link.'}
        </MessageBarBody>
      </MessageBar>
      <Body1>
        Remember your password?{' '}
        <RouterLink className={styles.link} to="/pages/login">
          Sign in
        </RouterLink>
      </Body1>
    </AuthLayout>
  );
}

/** `/pages/reset?token=`: the mailed reset link (POST /api/auth/reset) sets a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  if (!resetTokenSchema.safeParse(token).success) return <DeadLink reason="missing" />;
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [linkUsed, setLinkUsed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const outcome = await confirmPasswordReset(token, password);
    if (outcome.kind === 'done') navigate('/pages/login?reset=done', { replace: true });
    else if (outcome.kind === 'invalid-link') setLinkUsed(true);
    else setFailure(outcome.message);
  });

  if (linkUsed) return <DeadLink reason="invalid" />;
  return (
    <AuthLayout title={TITLE}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={TITLE}>
        {failure && (
          <MessageBar intent="error" role="alert" layout="multiline">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
        <Field
          label="New password"
          required
          hint="At least 10 characters"
          validationMessage={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label="Confirm new password" required validationMessage={errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirm')} />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={isSubmitting}
          icon={
            isSubmitting ? <Spinner size="tiny" aria-label="Setting the password" /> : undefined
          }
        >
          Set password
        </Button>
      </form>
      <Body1>
        Remember your password?{' '}
        <RouterLink className={styles.link} to="/pages/login">
          Sign in
        </RouterLink>
      </Body1>
    </AuthLayout>
  );
}
