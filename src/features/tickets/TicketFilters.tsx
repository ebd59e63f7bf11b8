import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { SLA_TARGET_HOURS } from '../../domain/tickets/sla';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../../domain/tickets/tickets';
import type { TicketFilters as Filters } from './queries';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  field: { minWidth: '10rem' },
});

/** The queue's filters: status, category, assignee and SLA age. */
export function TicketFilterBar({
  filters,
  assignees,
  onChange,
}: {
  filters: Filters;
  assignees: readonly { id: string; name: string }[];
  onChange: (filters: Filters) => void;
}) {
  const styles = useStyles();
  const set = (field: keyof Filters, value: string) =>
    onChange({ ...filters, [field]: value || undefined });
  return (
    <search className={styles.bar} aria-label="Filter tickets">
      <Field label="Status" className={styles.field}>
        <Select value={filters.status ?? ''} onChange={(_, data) => set('status', data.value)}>
          <option value="">Any status</option>
          {TICKET_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </Select>
      </Field>
      <Field label="Category" className={styles.field}>
        <Select value={filters.category ?? ''} onChange={(_, data) => set('category', data.value)}>
          <option value="">Any category</option>
          {TICKET_CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </Select>
      </Field>
      <Field label="Assignee" className={styles.field}>
        <Select value={filters.assignee ?? ''} onChange={(_, data) => set('assignee', data.value)}>
          <option value="">Anyone</option>
          <option value="none">Unassigned</option>
          {assignees.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Age" className={styles.field}>
        <Select value={filters.age ?? ''} onChange={(_, data) => set('age', data.value)}>
          <option value="">Any age</option>
          <option value="over">{`Over the target (${SLA_TARGET_HOURS} working hours)`}</option>
          <option value="within">Within the target</option>
        </Select>
      </Field>
    </search>
  );
}
