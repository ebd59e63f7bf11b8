import {
  Body1,
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Textarea,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { college } from '../../deployment';
import {
  type ReferenceField,
  type ReferenceRequest,
  referenceSubmissionSchema,
} from '../../domain/applications/reference-form';
import { loadReferenceRequest, type ReferenceFailure, sendReference } from './api';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    justifyItems: 'center',
    alignItems: 'start',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
  },
  card: {
    width: '100%',
    maxWidth: '44rem',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  college: { color: tokens.colorNeutralForeground2 },
  title: { ...typographyStyles.title1, margin: 0 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

type Values = Record<string, string>;
type Errors = Record<string, string>;

const LANGUAGE = 'language';

/** The answers as the schema reads them: yes/no as booleans, empty optional answers left out. */
function answersOf(request: ReferenceRequest, values: Values): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of request.fields) {
    const value = values[field.name] ?? '';
    if (field.type === 'yesno') {
      if (value) answers[field.name] = value === 'yes';
    } else if (value.trim() || field.required) {
      answers[field.name] = value;
    }
  }
  if (request.askLanguage) answers[LANGUAGE] = values[LANGUAGE] ?? '';
  return answers;
}

/** The first problem of each field, from the same schema the server checks with. */
function problemsOf(request: ReferenceRequest, answers: Record<string, unknown>): Errors {
  const result = referenceSubmissionSchema(request.variant, request.askLanguage).safeParse(answers);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return errors;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  // Each state of the page (form, thanks, link gone) moves the focus to its heading.
  useEffect(() => {
    document.title = `${title} · ${college.shortName}`;
    heading.current?.focus();
  }, [title]);
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Body1 className={styles.college}>{college.name}</Body1>
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </Card>
    </main>
  );
}

function QuestionInput({
  field,
  value,
  error,
  onChange,
}: {
  field: ReferenceField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const fieldProps = {
    label: field.label,
    hint: field.help,
    required: field.required,
    validationMessage: error,
    validationState: error ? ('error' as const) : ('none' as const),
  };
  if (field.type === 'yesno') {
    return (
      <Field {...fieldProps}>
        <RadioGroup layout="horizontal" value={value} onChange={(_, data) => onChange(data.value)}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </RadioGroup>
      </Field>
    );
  }
  if (field.type === 'textarea') {
    return (
      <Field {...fieldProps}>
        <Textarea resize="vertical" value={value} onChange={(_, data) => onChange(data.value)} />
      </Field>
    );
  }
  return (
    <Field {...fieldProps}>
      <Input
        type={field.type === 'tel' ? 'tel' : 'text'}
        autoComplete={field.type === 'tel' ? 'tel' : 'off'}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}

function FailureState({ failure }: { failure: ReferenceFailure }) {
  if (failure.kind === 'gone') {
    return (
      <Frame title="Link no longer available">
        <MessageBar intent="warning">
          <MessageBarBody>This link has already been used or has expired</MessageBarBody>
        </MessageBar>
        <Body1>
          Each reference link works once, for 30 days. If you still need to give a reference, please
          ask the applicant or the college for a new link.
        </Body1>
      </Frame>
    );
  }
  if (failure.kind === 'unknown') {
    return (
      <Frame title="Link not found">
        <MessageBar intent="error">
          <MessageBarBody>This reference link is not known</MessageBarBody>
        </MessageBar>
        <Body1>Please check that the whole address from your email was opened.</Body1>
      </Frame>
    );
  }
  return (
    <Frame title="Something went wrong">
      <MessageBar intent="error">
        <MessageBarBody>{failure.message}</MessageBarBody>
      </MessageBar>
    </Frame>
  );
}

function ReferenceForm({ token, request }: { token: string; request: ReferenceRequest }) {
  const styles = useStyles();
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | ReferenceFailure | null>(null);
  const set = (name: string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answers = answersOf(request, values);
    const problems = problemsOf(request, answers);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    const result = await sendReference(token, answers);
    setSending(false);
    if (result.ok) setOutcome('sent');
    else if (result.failure.kind === 'invalid') setErrors(result.failure.fields);
    else setOutcome(result.failure);
  };

  if (outcome === 'sent') {
    return (
      <Frame title="Thank you">
        <Body1>
          Your reference for {request.applicantName} has been received. You can close this page.
        </Body1>
      </Frame>
    );
  }
  if (outcome) return <FailureState failure={outcome} />;
  const what = request.kind === 'leader' ? 'Church leader’s reference' : 'Reference';
  const errorCount = Object.keys(errors).length;
  return (
    <Frame title={`${what} for ${request.applicantName}`}>
      <Body1>
        Dear {request.refereeName}, {request.applicantName} has applied
        {request.programme ? ` for ${request.programme}` : ''} and named you as a referee. Your
        answers go to the college only. Questions marked * need an answer.
      </Body1>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Reference">
        {errorCount > 0 && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              {errorCount === 1
                ? 'One answer needs attention.'
                : `${errorCount} answers need attention.`}
            </MessageBarBody>
          </MessageBar>
        )}
        {request.fields.map((field) => (
          <QuestionInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={set(field.name)}
          />
        ))}
        {request.askLanguage && (
          <Field
            label="Language of your answers"
            required
            hint="You may answer in any language: the college translates answers that are not in English."
            validationMessage={errors[LANGUAGE]}
          >
            <Input
              value={values[LANGUAGE] ?? ''}
              onChange={(_, data) => set(LANGUAGE)(data.value)}
            />
          </Field>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={sending}
            icon={sending ? <Spinner size="tiny" aria-label="Sending" /> : undefined}
          >
            Send reference
          </Button>
        </div>
      </form>
    </Frame>
  );
}

/** `/pages/reference/:token`: a referee answers the college's questions, once, signed in or not. */
export function ReferencePage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<
    | { kind: 'loading' }
    | { kind: 'ready'; request: ReferenceRequest }
    | { kind: 'failed'; failure: ReferenceFailure }
  >({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    loadReferenceRequest(token, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.ok
          ? { kind: 'ready', request: result.request }
          : { kind: 'failed', failure: result.failure },
      );
    });
    return () => controller.abort();
  }, [token]);

  if (state.kind === 'loading') return <Spinner label="Loading, please wait ..." />;
  if (state.kind === 'failed') return <FailureState failure={state.failure} />;
  return <ReferenceForm token={token} request={state.request} />;
}
