import { Button, makeStyles, Spinner, Tab, TabList, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { ScreenProps } from '../../../components/screen';
import type { Stage } from '../../../domain/leads/stages';
import {
  leadDisplayName,
  type StoredPotentialStudent,
} from '../../../domain/records/potential-student';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useHubName } from '../../../offline-react/useHubNames';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { moveLeadStage } from '../commands';
import { LeadBoard } from './LeadBoard';
import { LeadTable } from './LeadTable';
import { NewLeadDialog } from './NewLeadDialog';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

type View = 'board' | 'table';

/**
 * Potential students (leads, the leads menu's base path): the pipeline by the §4 stages as a
 * board or a table, from the device's copy, so a hub director moves stages offline too.
 */
export function LeadActivityPage({ title }: ScreenProps) {
  const styles = useStyles();
  const engine = useOffline();
  const hubName = useHubName();
  const { user } = useSnapshot(session);
  const [view, setView] = useState<View>('board');
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const leads = useLiveQuery(async () => engine?.db['potential-students'].toArray(), [engine]);
  if (!engine) return <Spinner label="Loading, please wait ..." />;

  const move = async (lead: StoredPotentialStudent, stage: Stage) => {
    const name = leadDisplayName(lead);
    const queued = await engine.queue(moveLeadStage, { id: lead.id, name, stage });
    if (queued) notify(`${name} moved to ${stage}.`, 'success');
  };

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <TabList
          aria-label="Pipeline views"
          selectedValue={view}
          onTabSelect={(_, data) => setView(data.value === 'table' ? 'table' : 'board')}
        >
          <Tab value="board">Board</Tab>
          <Tab value="table">Table</Tab>
        </TabList>
        {user && (
          <Button icon={<PersonAddRegular />} onClick={() => setAdding(true)}>
            New potential student
          </Button>
        )}
      </div>
      {view === 'board' ? (
        leads ? (
          <LeadBoard
            leads={leads}
            hubName={hubName}
            onMove={(lead, stage) => void move(lead, stage)}
          />
        ) : (
          <Spinner label="Loading, please wait ..." />
        )
      ) : (
        <LeadTable label={title} leads={leads} hubName={hubName} me={user?.id} />
      )}
      {adding && user && (
        <NewLeadDialog
          me={user}
          onClose={() => setAdding(false)}
          onAdded={(id) => {
            setAdding(false);
            notify('Potential student added.', 'success');
            navigate(`/leads/${encodeURIComponent(id)}`);
          }}
        />
      )}
    </div>
  );
}
