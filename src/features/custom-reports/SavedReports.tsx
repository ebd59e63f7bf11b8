import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { CatalogEntity, SavedReport } from '../../domain/custom-reports/definition';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  reports: SavedReport[];
  catalog: CatalogEntity[];
  openId: string | undefined;
  busy: boolean;
  onOpen: (report: SavedReport) => void;
  onDelete: (report: SavedReport) => void;
}

/** The saved reports the person may run: their own and the shared ones. */
export function SavedReports({ reports, catalog, openId, busy, onOpen, onDelete }: Props) {
  const styles = useStyles();
  if (reports.length === 0) {
    return <Text>No saved reports yet: build one and save it under a name.</Text>;
  }
  const labelOf = (name: string) => catalog.find((entity) => entity.name === name)?.label ?? name;
  return (
    <ul className={styles.list}>
      {reports.map((report) => (
        <li key={report.id} className={styles.item}>
          <Text className={styles.name}>{report.name}</Text>
          <Text className={styles.meta}>
            {labelOf(report.entity)} · {report.mine ? 'yours' : `by ${report.ownerName}`}
          </Text>
          <Badge appearance="tint" color={report.shared ? 'brand' : 'informative'}>
            {report.shared ? 'Shared' : 'Private'}
          </Badge>
          <Button
            size="small"
            appearance={report.id === openId ? 'primary' : 'secondary'}
            aria-label={`Run ${report.name}`}
            disabled={busy}
            onClick={() => onOpen(report)}
          >
            Run
          </Button>
          {report.mine && (
            <Button
              size="small"
              appearance="subtle"
              aria-label={`Delete ${report.name}`}
              disabled={busy}
              onClick={() => onDelete(report)}
            >
              Delete
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
