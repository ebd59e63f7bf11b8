import {
  Badge,
  Button,
  makeStyles,
  Spinner,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link as RouterLink } from 'react-router';
import { useSnapshot } from 'valtio';
import { api } from '../../../api/client';
import {
  readinessLabel,
  type StudentReadiness,
  studentReadinessSchema,
} from '../../../domain/hesa/readiness';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { offline } from '../../../offline-react/state';
import { can } from '../../../state/permissions';

const useStyles = makeStyles({
  rules: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  link: { display: 'inline-flex', textDecoration: 'none' },
});

/** Asks the server (the build's own rules, the current academic year). */
async function readinessOf(studentId: string): Promise<StudentReadiness> {
  const body = await api(`hesa/students/${encodeURIComponent(studentId)}/readiness`).json();
  return studentReadinessSchema.parse(body);
}

/**
 * The versions of the student's record and engagements on this device: the readiness is asked
 * again whenever one changes (an edit synced, a change from elsewhere arriving).
 */
function useRecordVersions(studentId: string): string | undefined {
  const engine = useOffline();
  return useLiveQuery(async () => {
    if (!engine) return undefined;
    const [student, engagements] = await Promise.all([
      engine.db.students.get(studentId),
      engine.db.engagements.where('studentId').equals(studentId).toArray(),
    ]);
    const parts = [student, ...engagements.toSorted((a, b) => a.id.localeCompare(b.id))].map(
      (row) => (row ? `${row.id}:${row.version}:${row.updatedAt ?? ''}` : '-'),
    );
    return parts.join('|');
  }, [engine, studentId]);
}

/**
 * The student's HESA readiness in the record's header (issue 22, continuous readiness): "HESA
 * ready" or "HESA: n problems", the rules in its tooltip; for hesa:menu holders a link to the
 * student's return. Online only: offline it says so.
 */
export function HesaReadinessBadge({ studentId }: { studentId: string }) {
  const styles = useStyles();
  const { online } = useSnapshot(offline);
  const versions = useRecordVersions(studentId);
  const query = useQuery({
    queryKey: ['hesa-readiness', studentId, versions],
    queryFn: () => readinessOf(studentId),
    enabled: online && versions !== undefined,
    staleTime: 60_000,
    retry: false,
  });
  if (!online && !query.data) {
    return (
      <Badge appearance="outline" color="informative">
        HESA readiness needs a connection
      </Badge>
    );
  }
  if (query.isError) return null;
  if (!query.data) return <Spinner size="extra-tiny" label="Checking HESA readiness" />;
  const readiness = query.data;
  const label = readinessLabel(readiness);
  const badge = (
    <Badge
      appearance={readiness.ready ? 'filled' : 'tint'}
      color={readiness.ready ? 'success' : readiness.inReturn ? 'warning' : 'informative'}
      role="status"
      aria-label={label}
    >
      {label}
    </Badge>
  );
  const content =
    readiness.rules.length === 0 ? (
      <Text>
        {readiness.inReturn
          ? `Ready for the ${readiness.year} return.`
          : `No engagement in ${readiness.year}.`}
      </Text>
    ) : (
      <ul className={styles.rules}>
        {readiness.rules.map((rule) => (
          <li key={rule.rule}>{rule.message}</li>
        ))}
      </ul>
    );
  const shown = can(['hesa:menu']) ? (
    <RouterLink
      className={styles.link}
      to={`/hesa/student?id=${encodeURIComponent(studentId)}`}
      aria-label={`${label}: open the student's HESA return`}
    >
      {badge}
    </RouterLink>
  ) : (
    <Button appearance="transparent" size="small" aria-label={`${label}: the rules`}>
      {badge}
    </Button>
  );
  return (
    <Tooltip content={content} relationship="description" withArrow>
      {shown}
    </Tooltip>
  );
}
