import { Field, Radio, RadioGroup, Select, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { errorProps, FormDialog, ReasonField } from '../../../../components/form-dialog';
import { DateInput } from '../../../../components/form-fields';
import type { StoredEngagement } from '../../../../domain/records/engagement';
import {
  type AnyEngagementStatus,
  allowedNextStatuses,
} from '../../../../domain/students/engagement-status';
import { INTERRUPTED_STATUS } from '../../../../domain/students/engagement-status-change';
import { INTERRUPTION_CATEGORIES } from '../../../../domain/students/interruptions';
import { CommandValidationError } from '../../../../offline/commands';
import { useOffline } from '../../../../offline-react/OfflineProvider';
import { session } from '../../../../state/session';
import { notify } from '../../../../state/ui';
import { changeEngagementStatus } from './commands';

type Errors = Partial<Record<'status' | 'reason' | 'date' | 'interruptionCategory', string>>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Moving an engagement on (spec §4): only the statuses allowed from where it is, a reason, the
 * date it takes effect and, for an interruption of studies, its category (§9). Queued offline.
 */
export function ChangeStatusDialog({
  engagement,
  label,
  onClose,
}: {
  engagement: StoredEngagement;
  /** Who and what, for the outbox: e.g. "Ada Lovelace, BA". */
  label: string;
  onClose: () => void;
}) {
  const engine = useOffline();
  const allowed = allowedNextStatuses(engagement.status);
  const [status, setStatus] = useState<AnyEngagementStatus | ''>('');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(today);
  const [category, setCategory] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const interrupted = status === INTERRUPTED_STATUS;
  const clear = (field: keyof Errors) =>
    setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async () => {
    if (!engine) return;
    if (!status) {
      setErrors({ status: 'Choose the new status' });
      return;
    }
    try {
      const queued = await engine.queue(
        changeEngagementStatus,
        {
          id: engagement.id,
          label,
          status,
          reason,
          date,
          ...(interrupted && category ? { interruptionCategory: category } : {}),
          by: session.user?.id ?? '',
          byName: session.user?.name ?? '',
          at: new Date().toISOString(),
        },
        // The version this device holds is the one the change is made on (If-Match).
        engagement.version > 0 ? { baseVersion: engagement.version } : {},
      );
      if (!queued) return;
      notify(`${label}: ${engagement.status} → ${status}`, 'success');
      onClose();
    } catch (caught) {
      if (!(caught instanceof CommandValidationError)) throw caught;
      setErrors(Object.fromEntries(caught.details.map((detail) => [detail.param, detail.message])));
    }
  };

  return (
    <FormDialog
      title={`Change the status of ${engagement.code}`}
      submitLabel="Change status"
      onSubmit={submit}
      onClose={onClose}
    >
      <Text as="p">{`Now ${engagement.status}. It may move to ${allowed.join(', ')}.`}</Text>
      <Field label="New status" required {...errorProps(errors.status)}>
        <RadioGroup
          value={status}
          onChange={(_, data) => {
            setStatus(data.value as AnyEngagementStatus);
            clear('status');
            clear('interruptionCategory');
          }}
        >
          {allowed.map((next) => (
            <Radio key={next} value={next} label={next} />
          ))}
        </RadioGroup>
      </Field>
      {interrupted && (
        <Field label="Interruption category" required {...errorProps(errors.interruptionCategory)}>
          <Select
            value={category}
            onChange={(_, data) => {
              setCategory(data.value);
              clear('interruptionCategory');
            }}
          >
            <option value="">Choose a category</option>
            {INTERRUPTION_CATEGORIES.map((c) => (
              <option key={c.code} value={c.code}>{`${c.label} (${c.code})`}</option>
            ))}
          </Select>
        </Field>
      )}
      <ReasonField
        value={reason}
        onChange={(value) => {
          setReason(value);
          clear('reason');
        }}
        required
        error={errors.reason}
      />
      <Field
        label="Date"
        hint="YYYY-MM-DD: when it takes effect"
        required
        {...errorProps(errors.date)}
      >
        <DateInput
          value={date}
          onChange={(value) => {
            setDate(value);
            clear('date');
          }}
        />
      </Field>
    </FormDialog>
  );
}
