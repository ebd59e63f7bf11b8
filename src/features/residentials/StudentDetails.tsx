import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { PackRequirements, PackStudent } from '../../domain/residentials/offline-pack';

const useStyles = makeStyles({
  heading: {
    margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase400,
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  pair: { display: 'contents' },
  detail: { margin: 0, whiteSpace: 'pre-wrap' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Whether a student told us anything staff should plan for. */
export function hasNeeds(student: Pick<PackStudent, 'requirements' | 'support'>): boolean {
  const r = student.requirements;
  const told =
    r !== null &&
    (r.dietary.length > 0 ||
      [
        r.dietaryDetails,
        r.accessibility,
        r.accessibilityDetails,
        r.adjustments,
        r.evacuation,
        r.other,
      ].some((value) => Boolean(value?.trim()) && value?.trim().toLowerCase() !== 'none'));
  return told || (student.support?.needs.length ?? 0) > 0;
}

function Facts({ rows }: { rows: [string, string | undefined][] }) {
  const styles = useStyles();
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
  if (shown.length === 0) return <Text className={styles.muted}>Nothing given.</Text>;
  return (
    <dl className={styles.facts}>
      {shown.map(([term, detail]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

const requirementRows = (r: PackRequirements): [string, string | undefined][] => [
  ['Dietary', r.dietary.join(', ')],
  ['Dietary details', r.dietaryDetails],
  ['Accessibility', r.accessibility],
  ['Accessibility details', r.accessibilityDetails],
  ['Adjustments', r.adjustments],
  ['Evacuation', r.evacuation],
  ['Other', r.other],
];

/**
 * A student's requirements, emergency contacts and shared learning support, as staff need them
 * at the venue (from the pack on the device, so it opens offline).
 */
export function StudentDetails({
  student,
  onClose,
}: {
  student: PackStudent | undefined;
  onClose: () => void;
}) {
  const styles = useStyles();
  return (
    <Dialog open={student !== undefined} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{student?.name}</DialogTitle>
          <DialogContent>
            <h3 className={styles.heading}>Requirements</h3>
            {student?.requirements ? (
              <Facts rows={requirementRows(student.requirements)} />
            ) : (
              <Text className={styles.muted}>Not given, or not shared with you.</Text>
            )}
            <h3 className={styles.heading}>Emergency contacts</h3>
            {student?.emergencyContacts && student.emergencyContacts.length > 0 ? (
              <ul className={styles.list}>
                {student.emergencyContacts.map((contact) => (
                  <li key={`${contact.name}-${contact.phone}`}>
                    {`${contact.name} (${contact.relationship}): `}
                    <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
                    {contact.alternativePhone ? `, or ${contact.alternativePhone}` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <Text className={styles.muted}>Not given, or not shared with you.</Text>
            )}
            <h3 className={styles.heading}>Learning support</h3>
            {student?.support ? (
              <Facts
                rows={[
                  ['Needs', student.support.needs.join(', ')],
                  ['Details', student.support.details],
                  ['Support plan', student.support.supportPlan],
                ]}
              />
            ) : (
              <Text className={styles.muted}>None shared.</Text>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
