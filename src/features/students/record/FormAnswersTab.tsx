import { Text } from '@fluentui/react-components';
import { formatDateTime } from '../../../domain/format/dates';
import { type AnswerField, answersOf } from '../../../domain/forms/answers';
import type { StoredStudentForm } from '../../../domain/records/student-form';
import { AnswerList } from './AnswerList';

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
  if (!form) return <Text>{empty}</Text>;
  const pairs = answersOf(fields, form.data).map((answer) => ({
    key: answer.key,
    label: answer.label,
    value: answer.answer,
  }));
  return (
    <>
      <AnswerList heading={title} pairs={[...pairs, ...(extra ?? [])]} />
      {form.updatedAt && (
        <Text as="p" size={200}>{`Last saved ${formatDateTime(form.updatedAt)}`}</Text>
      )}
    </>
  );
}
