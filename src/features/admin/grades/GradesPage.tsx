import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { NotLoaded } from '../../../components/screen';
import { notify } from '../../../state/ui';
import { type Scale, useOnline } from '../system-data/api';
import { HistoryPanel } from '../system-data/HistoryPanel';
import { ScaleEditor } from './ScaleEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * `admin/grades` (admin:grades): each module level's grade scale. Transcripts and module records
 * show every mark with its grade on the scale of the module's level.
 */
export function GradesPage() {
  const styles = useStyles();
  const client = useQueryClient();
  const query = useOnline<{ items: Scale[] }>(['grade-scales'], 'grade-scales');
  if (!query.data) return <NotLoaded error={query.error} />;
  return (
    <div className={styles.root}>
      <Text as="p">
        A band holds the marks from its lowest mark up to the next band's. The bands of a scale
        cover 0 to 100 without overlapping. Transcripts and module records show each mark's grade
        from the scale of the module's level.
      </Text>
      {query.data.items.map((scale) => (
        <ScaleEditor
          // A saved scale comes back with a new version: start its editor afresh.
          key={`${scale.id}:${scale.version}`}
          scale={scale}
          onSaved={async () => {
            notify(`Level ${scale.level} scale saved`, 'success');
            await client.invalidateQueries({ queryKey: ['admin'] });
          }}
        />
      ))}
      <HistoryPanel entity="grade_scales" caption="History of the grade scales" />
    </div>
  );
}
