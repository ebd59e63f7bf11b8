import { Caption1, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../domain/format/dates';
import type { Stage } from '../../../domain/leads/stages';
import {
  leadDisplayName,
  type StoredPotentialStudent,
} from '../../../domain/records/potential-student';
import { PIPELINE_STAGES, pipelineColumns } from './pipeline';

const useStyles = makeStyles({
  // The columns scroll sideways inside the page; each keeps a readable width.
  board: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '14rem',
    gap: tokens.spacingHorizontalM,
    overflowX: 'auto',
    paddingBlockEnd: tokens.spacingVerticalM,
    alignItems: 'start',
  },
  column: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    minHeight: '8rem',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  name: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  meta: { color: tokens.colorNeutralForeground2 },
});

export interface LeadBoardProps {
  leads: readonly StoredPotentialStudent[];
  hubName: (hubId: unknown) => string;
  /** Moves a lead to another stage (a named command through the outbox). */
  onMove: (lead: StoredPotentialStudent, stage: Stage) => void;
}

/**
 * The pipeline as a board: a column per §4 stage in order, a card per potential student with
 * their hub, programme and next action, and a "Move to stage" menu on each card (a select, so
 * moving is done with the keyboard as with the mouse; there is no drag and drop).
 */
export function LeadBoard({ leads, hubName, onMove }: LeadBoardProps) {
  const styles = useStyles();
  const baseId = useId();
  return (
    <div className={styles.board}>
      {pipelineColumns(leads).map(({ stage, leads: inStage }, index) => {
        const headingId = `${baseId}-stage-${index}`;
        return (
          <section key={stage} className={styles.column} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.heading}>
              {`${stage} (${inStage.length})`}
            </h2>
            <ul className={styles.list} aria-labelledby={headingId}>
              {inStage.map((lead) => (
                <LeadCard key={lead.id} lead={lead} hubName={hubName} onMove={onMove} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function LeadCard({
  lead,
  hubName,
  onMove,
}: {
  lead: StoredPotentialStudent;
  hubName: LeadBoardProps['hubName'];
  onMove: LeadBoardProps['onMove'];
}) {
  const styles = useStyles();
  const name = leadDisplayName(lead);
  const selectId = useId();
  return (
    <li className={styles.card}>
      <RouterLink className={styles.name} to={`/leads/${encodeURIComponent(lead.id)}`}>
        {name}
      </RouterLink>
      <Caption1 className={styles.meta}>
        {[lead.hubId ? hubName(lead.hubId) : 'No hub', lead.programme].filter(Boolean).join(' · ')}
      </Caption1>
      <Text size={200}>
        {lead.nextActionOn ? `Next action ${formatDate(lead.nextActionOn)}` : 'No next action'}
      </Text>
      <label className={styles.meta} htmlFor={selectId}>
        <Caption1>Move to stage</Caption1>
      </label>
      <Select
        id={selectId}
        size="small"
        aria-label={`Move to stage: ${name}`}
        value={lead.stage}
        onChange={(_, data) => {
          const stage = PIPELINE_STAGES.find((s) => s === data.value);
          if (stage && stage !== lead.stage) onMove(lead, stage);
        }}
      >
        {PIPELINE_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {stage}
          </option>
        ))}
      </Select>
    </li>
  );
}
