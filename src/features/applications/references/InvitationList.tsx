import {
  Badge,
  type BadgeProps,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef } from 'react';
import { api, failureOf, messageOfFailure } from '../../../api/client';
import { AsOf } from '../../../components/screen';
import {
  canSendAgain,
  INVITATION_KIND_LABELS,
  type InvitationState,
  invitationState,
  type ReferenceInvitation,
  referenceInvitationListSchema,
} from '../../../domain/applications/invitations';
import { formatDate } from '../../../domain/format/dates';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { notify } from '../../../state/ui';
import { resendInvitation } from './commands';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS },
  // A wide table scrolls sideways on a tablet instead of squeezing its columns.
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '44rem' },
  // Long addresses wrap inside their column instead of running into the next one.
  email: { overflowWrap: 'anywhere', minWidth: 0 },
  wide: { width: '26%' },
});

const STATE_COLOURS: Record<InvitationState, NonNullable<BadgeProps['color']>> = {
  Waiting: 'informative',
  Received: 'success',
  Expired: 'warning',
};

/** A failed read that says whether the server answered (an HTTP status) or nobody did. */
class InvitationsError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

async function fetchInvitations(id: string): Promise<ReferenceInvitation[]> {
  const body = await api
    .get(`applications/${encodeURIComponent(id)}/reference-invitations`)
    .json()
    .catch(async (error: unknown) => {
      const { status } = await failureOf(error);
      throw new InvitationsError(await messageOfFailure(error), status);
    });
  const parsed = referenceInvitationListSchema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent the invitations in an unexpected form');
  return parsed.data.items;
}

/** Invitations of the application queued on this device and not yet sent (nor refused). */
function useQueuedInvitations(id: string): number | undefined {
  const engine = useOffline();
  const prefix = `/api/applications/${encodeURIComponent(id)}/reference-invitations`;
  return useLiveQuery(
    async () =>
      engine
        ? engine.db.outbox
            .filter(
              (entry) =>
                entry.recordId === id &&
                entry.path.startsWith(prefix) &&
                entry.state !== 'rejected',
            )
            .count()
        : 0,
    [engine, id, prefix],
  );
}

/**
 * Every reference invitation the application has sent, waiting, received or expired (read from
 * the server while online), with "Send again" for those not answered when the caller may.
 */
export function InvitationList({
  applicationId,
  applicant,
  canEdit,
  received,
}: {
  applicationId: string;
  applicant: string;
  canEdit: boolean;
  /** Invitations whose reference the synced record already holds (received, whatever the list says). */
  received: ReadonlySet<string>;
}) {
  const styles = useStyles();
  const headingId = useId();
  const engine = useOffline();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['reference-invitations', applicationId],
    queryFn: () => fetchInvitations(applicationId),
    // Referees answer from elsewhere: the list is read again whenever the tab opens.
    staleTime: 0,
  });
  const queued = useQueuedInvitations(applicationId);
  // Once queued invitations have reached the server, the list is read again to show them.
  const before = useRef(queued);
  useEffect(() => {
    if (queued !== undefined && before.current !== undefined && queued < before.current) {
      void client.invalidateQueries({ queryKey: ['reference-invitations', applicationId] });
    }
    before.current = queued;
  }, [queued, client, applicationId]);

  const sendAgain = async (invitation: ReferenceInvitation) => {
    if (!engine) return;
    const queued = await engine.queue(resendInvitation, {
      id: applicationId,
      applicant,
      invitationId: invitation.id,
      refereeName: invitation.refereeName,
    });
    if (!queued) return;
    notify(`${invitation.refereeName} is sent a new link when the connection allows.`, 'success');
  };

  const now = new Date();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Text as="h3" id={headingId} size={400} weight="semibold">
        Invitations sent
      </Text>
      {queued ? (
        <Text role="status">
          {queued === 1
            ? 'One invitation is waiting on this device to be sent.'
            : `${queued} invitations are waiting on this device to be sent.`}
        </Text>
      ) : null}
      {query.data ? (
        <>
          <AsOf
            updatedAt={query.dataUpdatedAt}
            stale={query.isError || (typeof navigator !== 'undefined' && !navigator.onLine)}
          />
          {query.data.length === 0 ? (
            <Text>No invitation has been sent to a referee yet.</Text>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            <section className={styles.scroll} tabIndex={0} aria-label="Invitations table">
              <Table className={styles.table} size="small" aria-labelledby={headingId}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Referee</TableHeaderCell>
                    <TableHeaderCell className={styles.wide}>Email</TableHeaderCell>
                    <TableHeaderCell>Kind</TableHeaderCell>
                    <TableHeaderCell>Sent on</TableHeaderCell>
                    <TableHeaderCell>Expires on</TableHeaderCell>
                    <TableHeaderCell>State</TableHeaderCell>
                    {canEdit && <TableHeaderCell>Action</TableHeaderCell>}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {query.data.map((invitation) => {
                    const state = received.has(invitation.id)
                      ? 'Received'
                      : invitationState(invitation, now);
                    return (
                      <TableRow key={invitation.id}>
                        <TableCell>{invitation.refereeName}</TableCell>
                        <TableCell className={styles.wide}>
                          <span className={styles.email}>{invitation.refereeEmail}</span>
                        </TableCell>
                        <TableCell>{INVITATION_KIND_LABELS[invitation.kind]}</TableCell>
                        <TableCell>{formatDate(invitation.sentAt)}</TableCell>
                        <TableCell>{formatDate(invitation.expiresAt)}</TableCell>
                        <TableCell>
                          <Badge appearance="tint" shape="rounded" color={STATE_COLOURS[state]}>
                            {state}
                          </Badge>
                        </TableCell>
                        {canEdit && (
                          <TableCell>
                            {canSendAgain(state) && (
                              <Button
                                size="small"
                                aria-label={`Send again to ${invitation.refereeName}`}
                                onClick={() => void sendAgain(invitation)}
                              >
                                Send again
                              </Button>
                            )}
                          </TableCell>
                        )}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </section>
          )}
        </>
      ) : query.isError || query.fetchStatus === 'paused' ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>Invitations not available</MessageBarTitle>
            {query.error instanceof InvitationsError && query.error.status !== undefined
              ? query.error.message
              : 'The invitations sent are read from the college’s server: they show here when you are online.'}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Spinner size="small" label="Loading the invitations sent ..." />
      )}
    </section>
  );
}
