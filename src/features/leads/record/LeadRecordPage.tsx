import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link as RouterLink, useParams } from 'react-router';
import { RecordPage } from '../../../components/record-page';
import { formatDate } from '../../../domain/format/dates';
import { leadDisplayName } from '../../../domain/records/potential-student';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useHubName } from '../../../offline-react/useHubNames';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { moveLeadStage, takeLeadOwnership } from '../commands';
import { ownerLabel, PIPELINE_STAGES } from '../pipeline/pipeline';
import { ActivityLog } from './ActivityLog';
import { LeadDetailsForm } from './LeadDetailsForm';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
  },
  link: { color: tokens.colorBrandForegroundLink, paddingBlockEnd: tokens.spacingVerticalS },
});

/**
 * A potential student's record (leads/{id}, leads:view): the stage (moved with the same named
 * command as the board), their details and next action date, the activity log with its "Add
 * activity" form, and their application once they applied. From the device's copy: it works
 * offline.
 */
export function LeadRecordPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const engine = useOffline();
  const hubName = useHubName();
  const lead = useLiveQuery(
    async () => engine?.db['potential-students'].get(id),
    [engine, id],
    null,
  );
  if (!engine || lead === null) return <Spinner label="Loading, please wait ..." />;
  if (lead === undefined) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          This potential student is not on this device. They may be outside your records, or not
          synced yet.
        </MessageBarBody>
      </MessageBar>
    );
  }
  const name = leadDisplayName(lead);
  const me = session.user;
  const subtitle = [
    lead.hubId ? hubName(lead.hubId) : 'No hub',
    lead.programme,
    `Owner: ${ownerLabel(lead, me?.id)}`,
    lead.nextActionOn ? `Next action ${formatDate(lead.nextActionOn)}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  const actions = (
    <div className={styles.actions}>
      {lead.applicationId && (
        <RouterLink
          className={styles.link}
          to={`/applications/${encodeURIComponent(lead.applicationId)}`}
        >
          Their application
        </RouterLink>
      )}
      {me && lead.ownerId !== me.id && (
        <Button
          onClick={async () => {
            const queued = await engine.queue(takeLeadOwnership, {
              id: lead.id,
              name,
              ownerId: me.id,
              ownerName: me.name,
            });
            if (queued) notify(`You now follow up ${name}.`, 'success');
          }}
        >
          Follow up myself
        </Button>
      )}
      <Field label="Stage">
        <Select
          value={lead.stage}
          onChange={async (_, data) => {
            const stage = PIPELINE_STAGES.find((s) => s === data.value);
            if (!stage || stage === lead.stage) return;
            const queued = await engine.queue(moveLeadStage, { id: lead.id, name, stage });
            if (queued) notify(`${name} moved to ${stage}.`, 'success');
          }}
        >
          {PIPELINE_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {stage}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
  return (
    <RecordPage
      title={name}
      subtitle={subtitle}
      status={lead.stage}
      actions={actions}
      tabs={[
        {
          id: 'activity',
          label: 'Activity',
          content: <ActivityLog leadId={lead.id} leadName={name} />,
        },
        { id: 'details', label: 'Details', content: <LeadDetailsForm lead={lead} /> },
      ]}
    />
  );
}
