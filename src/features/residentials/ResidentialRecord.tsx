import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { Edit20Regular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { ScreenProps } from '../../components/screen';
import type { StoredResidential } from '../../domain/records/residential';
import { useOffline } from '../../offline-react/OfflineProvider';
import { can } from '../../state/permissions';
import { session } from '../../state/session';
import { notify, ui } from '../../state/ui';
import { AttendanceReport } from './AttendanceReport';
import { ResidentialDetails } from './ResidentialDetails';
import { ResidentialForm } from './ResidentialForm';
import { choicesQuery, residentialQuery } from './record-queries';
import { moduleInstanceName } from './residential-form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const ADMIN = ['residentials:admin'] as const;

/** Sets the shell's title and the document's for a residential's page. */
function usePageTitle(title: string) {
  useEffect(() => {
    ui.pageTitle = title;
    document.title = `${title} · Collegium`;
  }, [title]);
}

/**
 * The residential from the device (it syncs to staff devices, so it opens offline); while the
 * device has not got it (just made, or not synced yet) it is read from the server.
 */
function useResidential(id: string): StoredResidential | null | undefined {
  const engine = useOffline();
  const local = useLiveQuery(
    async () => (engine ? ((await engine.db.residentials.get(id)) ?? null) : undefined),
    [engine, id],
  );
  const online = useQuery({ ...residentialQuery(id), enabled: local === null });
  if (local) {
    // The newer of the two: a save shows at once, before the change feed brings it.
    return online.data && online.data.version > local.version ? online.data : local;
  }
  if (local === undefined) return undefined;
  if (online.data) return online.data;
  return online.isError || online.fetchStatus === 'paused' ? null : undefined;
}

/** `/residentials/:id`: the residential's dates, venue and timetable; its editing; attendance. */
export function ResidentialRecord({ title }: ScreenProps) {
  const styles = useStyles();
  const { id = '' } = useParams();
  const engine = useOffline();
  const client = useQueryClient();
  const { user } = useSnapshot(session);
  const residential = useResidential(id);
  const hub = useLiveQuery(
    async () => (residential?.hubId ? engine?.db.hubs.get(residential.hubId) : undefined),
    [engine, residential?.hubId],
  );
  const choices = useQuery({ ...choicesQuery(), enabled: Boolean(residential) }).data;
  const [editing, setEditing] = useState(false);
  usePageTitle(residential?.title ?? title);

  if (residential === undefined) return <Spinner label="Loading, please wait ..." />;
  if (residential === null) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          This residential is not on this device, and the server could not be asked for it. It may
          be outside your residentials, or not synced yet: try again once online.
        </MessageBarBody>
      </MessageBar>
    );
  }
  const tutorName = (tutorId: string) =>
    tutorId === user?.id
      ? `${user.name} (you)`
      : (choices?.tutors.find((tutor) => tutor.id === tutorId)?.name ?? 'A tutor');
  if (editing) {
    return (
      <ResidentialForm
        editing={residential}
        onCancel={() => setEditing(false)}
        onSaved={(saved) => {
          client.setQueryData(residentialQuery(saved.id).queryKey, saved);
          void engine?.syncNow();
          notify('Residential saved', 'success');
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div className={styles.root}>
      {can(ADMIN) && (
        <div className={styles.bar}>
          <Button
            icon={<Edit20Regular />}
            disabled={!navigator.onLine}
            onClick={() => setEditing(true)}
          >
            Edit residential
          </Button>
        </div>
      )}
      <ResidentialDetails
        residential={residential}
        hubName={residential.hubId ? (hub?.name ?? 'One hub') : 'The whole college'}
        tutorName={tutorName}
        moduleName={(moduleInstanceId) => {
          const found = choices?.moduleInstances.find((run) => run.id === moduleInstanceId);
          return found ? moduleInstanceName(found) : moduleInstanceId;
        }}
      />
      <AttendanceReport residentialId={residential.id} />
    </div>
  );
}

/** `/residentials/new` (residentials:admin): the form; a saved residential opens its page. */
export function ResidentialNew({ title }: ScreenProps) {
  const navigate = useNavigate();
  const engine = useOffline();
  const client = useQueryClient();
  usePageTitle(title);
  return (
    <ResidentialForm
      onCancel={() => navigate('/residentials')}
      onSaved={(saved) => {
        client.setQueryData(residentialQuery(saved.id).queryKey, saved);
        void engine?.syncNow();
        notify('Residential created', 'success');
        navigate(`/residentials/${encodeURIComponent(saved.id)}`);
      }}
    />
  );
}
