import {
  Avatar,
  Badge,
  Button,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { memo } from 'react';
import { formatDateTime } from '../../domain/format/dates';
import {
  ATTENDANCE_MARKS,
  type AttendanceMark,
  type AttendanceMarkRecord,
} from '../../domain/residentials/attendance';
import type { PackStudent } from '../../domain/residentials/offline-pack';
import { hasNeeds } from './StudentDetails';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(9rem, 1fr) auto auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'grid', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  muted: { color: tokens.colorNeutralForeground3 },
  marks: { flexWrap: 'nowrap' },
  // Large targets for a finger on a tablet: the whole label is the radio's target.
  radio: { minHeight: '44px', alignItems: 'center' },
  radioLabel: {
    paddingBlock: tokens.spacingVerticalS,
    paddingInlineEnd: tokens.spacingHorizontalS,
  },
  details: { minHeight: '44px', minWidth: '44px' },
});

const MARK_LABELS: Record<AttendanceMark, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
  excused: 'Excused',
};

/** What the row says of the mark that counts. */
function markNote(current: AttendanceMarkRecord | undefined): string {
  if (!current) return 'Not marked';
  const when = formatDateTime(current.markedAt).slice(11);
  const who = current.markedByName ? ` by ${current.markedByName}` : '';
  const reason = current.reason ? `: ${current.reason}` : '';
  return `${MARK_LABELS[current.mark]}${reason} · ${when}${who}`;
}

/**
 * One student on the check-in roster: photo (initials without one), name, the mark that counts,
 * the four marks as a radio group named by the student, and their details on demand.
 */
export const RosterRow = memo(function RosterRow({
  student,
  current,
  disabled,
  onMark,
  onDetails,
}: {
  student: PackStudent;
  current: AttendanceMarkRecord | undefined;
  disabled: boolean;
  onMark: (student: PackStudent, mark: AttendanceMark) => void;
  onDetails: (student: PackStudent) => void;
}) {
  const styles = useStyles();
  return (
    <li className={styles.row}>
      <Avatar
        size={48}
        name={student.name}
        image={student.photo ? { src: student.photo, alt: '' } : undefined}
        aria-hidden
      />
      <div className={styles.who}>
        <Text className={styles.name}>{student.name}</Text>
        <Text size={200} className={styles.muted}>
          {markNote(current)}
        </Text>
        {hasNeeds(student) && (
          <Badge appearance="tint" color="warning">
            Has requirements
          </Badge>
        )}
      </div>
      <RadioGroup
        layout="horizontal"
        className={styles.marks}
        aria-label={student.name}
        value={current?.mark ?? ''}
        disabled={disabled}
        onChange={(_, data) => {
          const mark = ATTENDANCE_MARKS.find((known) => known === data.value);
          if (mark) onMark(student, mark);
        }}
      >
        {ATTENDANCE_MARKS.map((mark) => (
          <Radio
            key={mark}
            value={mark}
            label={{ children: MARK_LABELS[mark], className: styles.radioLabel }}
            className={styles.radio}
          />
        ))}
      </RadioGroup>
      <Button
        className={styles.details}
        appearance="subtle"
        aria-label={`Details of ${student.name}`}
        onClick={() => onDetails(student)}
      >
        Details
      </Button>
    </li>
  );
});
