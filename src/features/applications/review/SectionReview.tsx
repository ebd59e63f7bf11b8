import {
  Badge,
  Button,
  Caption1,
  Field,
  makeStyles,
  Select,
  Subtitle2,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { type HistoryEntry, sectionHistory } from '../../../domain/applications/decisions';
import { type Answer, SECTION_TITLES } from '../../../domain/applications/section-answers';
import {
  isOptionalSection,
  outcomesFor,
  type ReviewSection,
} from '../../../domain/applications/sections';
import { formatDateTime } from '../../../domain/format/dates';
import { CommandValidationError } from '../../../offline/commands';
import type { OutboxEntry } from '../../../offline/types';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { reviewSection } from './commands';
import { SectionConflict } from './SectionConflict';
import { SectionRefused } from './SectionRefused';
import { actorNow } from './useReview';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  heading: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    flexWrap: 'wrap',
  },
  body: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  answers: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: '4px 12px',
    alignContent: 'start',
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  form: { display: 'grid', gap: tokens.spacingVerticalS, alignContent: 'start' },
  history: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** The current review of a section, as the record carries it. */
export interface CurrentReview {
  outcome?: string | null;
  comment?: string | null;
  reviewedBy?: string | null;
  reviewedByName?: string | null;
  reviewedAt?: string | null;
}

function who(review: { byName?: string | null; by?: string | null; at?: string | null }): string {
  const name = review.byName || review.by || 'Someone';
  return review.at ? `${name}, ${formatDateTime(review.at)}` : name;
}

function historyLine(line: HistoryEntry): string {
  const what = [
    line.outcome,
    line.comment ? `“${line.comment}”` : undefined,
    line.quickAccept ? '(quick accept)' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return `${who(line)}: ${what || line.kind}`;
}

export interface SectionReviewProps {
  applicationId: string;
  applicant: string;
  section: ReviewSection;
  answers: Answer[];
  current: CurrentReview | undefined;
  history: unknown;
  /** This section's queued reviews (the last one decides what is shown). */
  queued: OutboxEntry[];
  canReview: boolean;
}

/** One section: the applicant's answers, the current outcome, the review form and the history. */
export function SectionReview(props: SectionReviewProps) {
  const { section, current, queued } = props;
  const styles = useStyles();
  const engine = useOffline();
  const headingId = useId();
  const title = SECTION_TITLES[section];
  const [outcome, setOutcome] = useState(current?.outcome ?? '');
  const [comment, setComment] = useState(current?.comment ?? '');
  const [error, setError] = useState<string | undefined>();
  const conflict = queued.find((entry) => entry.state === 'conflict');
  const refused = queued.find((entry) => entry.state === 'rejected');
  const waiting = queued.some((entry) => entry.state !== 'conflict' && entry.state !== 'rejected');
  const history = sectionHistory(props.history, section);

  const save = async () => {
    if (!engine) return;
    try {
      const queued = await engine.queue(reviewSection, {
        id: props.applicationId,
        applicant: props.applicant,
        section,
        outcome,
        comment,
        ...actorNow(),
      });
      if (!queued) return;
      setError(undefined);
    } catch (caught) {
      if (!(caught instanceof CommandValidationError)) throw caught;
      setError(
        caught.details.find((detail) => detail.param === 'outcome')?.message ?? caught.message,
      );
    }
  };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <Subtitle2 as="h3" id={headingId}>
          {title}
        </Subtitle2>
        {isOptionalSection(section) && (
          <Badge appearance="outline" color="informative">
            Optional
          </Badge>
        )}
        {conflict ? (
          <Badge appearance="filled" color="danger">
            In conflict
          </Badge>
        ) : (
          <StatusBadge status={current?.outcome ?? 'Not yet reviewed'} />
        )}
        {waiting && <StatusBadge status="Waiting to send" />}
      </div>
      {current?.outcome && !conflict && (
        <Caption1>
          {`Reviewed by ${who({ byName: current.reviewedByName, by: current.reviewedBy, at: current.reviewedAt })}`}
          {current.comment ? ` — “${current.comment}”` : ''}
        </Caption1>
      )}
      {conflict && <SectionConflict entry={conflict} title={title} />}
      {refused && <SectionRefused entry={refused} title={title} />}
      <div className={styles.body}>
        {props.answers.length > 0 ? (
          <dl className={styles.answers} aria-label={`${title}: the applicant's answers`}>
            {props.answers.map((answer) => (
              <div key={answer.label} className={styles.pair}>
                <dt className={styles.term}>{answer.label}</dt>
                <dd className={styles.value}>{answer.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Text>The application has no answers for this section.</Text>
        )}
        {props.canReview && !conflict && (
          <form
            className={styles.form}
            aria-label={`Review ${title}`}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Field
              label={`${title} outcome`}
              validationMessage={error}
              validationState={error ? 'error' : 'none'}
            >
              <Select value={outcome} onChange={(_, data) => setOutcome(data.value)}>
                <option value="">Choose an outcome</option>
                {outcomesFor(section).map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={`${title} comment`}>
              <Textarea
                value={comment}
                resize="vertical"
                onChange={(_, data) => setComment(data.value)}
              />
            </Field>
            <div>
              <Button type="submit" appearance="primary">
                {`Save ${title.toLowerCase()} review`}
              </Button>
            </div>
          </form>
        )}
      </div>
      {history.length > 0 && (
        <details>
          <summary>{`History (${history.length})`}</summary>
          <ul className={styles.history} aria-label={`${title} history`}>
            {history.map((line) => (
              <li key={`${line.at}-${line.kind}-${line.outcome ?? ''}`}>{historyLine(line)}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
