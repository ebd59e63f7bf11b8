import { Field, Select, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import type { EnrolmentSessionStatus } from '../../../domain/students/enrolment-session';
import { type EnrolmentRow, nextSessionStatuses } from '../../../domain/students/enrolment-year';
import { progressText } from './columns';
import { markSession } from './queries';

/** Marks one session's status, at the version the screen shows (a change by someone else: 409). */
export function MarkSessionDialog({
  row,
  onClose,
  onSaved,
}: {
  row: EnrolmentRow;
  onClose: () => void;
  onSaved: (status: EnrolmentSessionStatus) => void;
}) {
  const choices = nextSessionStatuses(row.status);
  const [status, setStatus] = useState<EnrolmentSessionStatus>(choices[0] ?? row.status);
  return (
    <FormDialog
      title={`Mark ${row.studentName}'s ${row.sessionId} session`}
      submitLabel="Save status"
      onClose={onClose}
      onSubmit={async () => {
        await markSession(row.id, row.version, status);
        onSaved(status);
      }}
    >
      <Text block>
        {`${row.engagementCode}, year ${row.yearOfStudy}. Now ${row.status}. Still to do: ${progressText(row)}.`}
      </Text>
      <Field label="New status">
        <Select
          value={status}
          onChange={(_event, data) => setStatus(data.value as EnrolmentSessionStatus)}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
