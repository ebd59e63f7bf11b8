import { Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { poundsTextToPence } from '../../../domain/finance/bursary-review';
import { FEE_TYPES } from '../../../domain/finance/payment-terms';
import { LEVELS } from '../../../domain/programmes/level-codes';
import { call, type ProgrammeRow } from '../system-data/api';

/** Edit a programme's name, levels and yearly fee (an administrator; admin/programmes). */
export function ProgrammeDialog({
  programme,
  onClose,
  onSaved,
}: {
  programme: ProgrammeRow;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [name, setName] = useState(programme.name);
  const [levels, setLevels] = useState<string[]>(programme.levels);
  const [fee, setFee] = useState(
    programme.fullTimePence === null ? '' : (programme.fullTimePence / 100).toFixed(2),
  );
  const [feeType, setFeeType] = useState(programme.feeType ?? 'normal');
  const [feeError, setFeeError] = useState<string | undefined>();
  const toggle = (level: string, on: boolean) =>
    // Levels stay in study order (the order of spec §9's level list).
    setLevels((old) => LEVELS.filter((l) => (l === level ? on : old.includes(l))));
  const submit = async () => {
    const pence = poundsTextToPence(fee);
    if (pence === undefined) {
      setFeeError('Give the fee in pounds, e.g. 9250.00');
      throw new Error('Give the fee in pounds, e.g. 9250.00');
    }
    setFeeError(undefined);
    const sameLevels = levels.join() === programme.levels.join();
    if (name !== programme.name || !sameLevels) {
      await call('patch', `programmes/${encodeURIComponent(programme.id)}`, {
        json: { changes: { name, levels } },
        version: programme.version,
      });
    }
    if (pence !== programme.fullTimePence || feeType !== programme.feeType) {
      await call('put', `system-data/fees/${encodeURIComponent(programme.id)}`, {
        json: { feeType, fullTimePence: pence },
      });
    }
    await onSaved();
  };
  return (
    <FormDialog
      title={`Edit programme ${programme.id}`}
      submitLabel="Save"
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Name" required>
        <Input value={name} onChange={(_, data) => setName(data.value)} />
      </Field>
      <fieldset>
        <legend>Levels</legend>
        {LEVELS.map((level) => (
          <Checkbox
            key={level}
            label={level}
            checked={levels.includes(level)}
            onChange={(_, data) => toggle(level, data.checked === true)}
          />
        ))}
      </fieldset>
      <Field
        label="Fee per level (a year, full time, £)"
        required
        validationMessage={feeError}
        validationState={feeError ? 'error' : 'none'}
      >
        <Input value={fee} inputMode="decimal" onChange={(_, data) => setFee(data.value)} />
      </Field>
      <Field label="Fee type">
        <Select value={feeType} onChange={(_, data) => setFeeType(data.value)}>
          {FEE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
