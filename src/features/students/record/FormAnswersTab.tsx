import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatDateTime } from '../../../domain/format/dates';
import { type AnswerField, answersOf } from '../../../domain/forms/answers';
import type { StoredStudentForm } from '../../../domain/records/student-form';
import { AnswerList } from './AnswerList';

const useStyles = makeStyles({
  // One block per form: several forms on one tab stack, each under its own heading.
  block: { display: 'grid', rowGap: tokens.spacingVerticalXS, alignContent: 'start' },
});

/**
 * A student's answers to one self-service form (intentions, statistical return, learning
 * support), read-only with the form's labels; a sentence when they have not answered it.
 */
export function FormAnswersTab({
  title,
  fields,
  form,
  empty,
  extra,
}: {
  title: string;
  fields: readonly AnswerField[];
  form: StoredStudentForm | undefined;
  empty: string;
  extra?: { label: string; value: string }[];
}) {
  const styles = useStyles();
  if (!form) {
    return (
      <div className={styles.block}>
        <AnswerList heading={title} pairs={[]} />
        <Text>{empty}</Text>
      </div>
    );
  }
  const pairs = answersOf(fields, form.data).map((answer) => ({
    key: answer.key,
    label: answer.label,
    value: answer.answer,
  }));
  return (
    <div className={styles.block}>
      <AnswerList heading={title} pairs={[...pairs, ...(extra ?? [])]} />
      {form.updatedAt && (
        <Text as="p" size={200}>{`Last saved ${formatDateTime(form.updatedAt)}`}</Text>
      )}
    </div>
  );
}
