import { Badge, type BadgeProps, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { messageOfFailure } from '../../../api/client';
import { downloadExport } from '../../../api/entities';
import { ActionButton } from '../../../components/action-button';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatDateTime } from '../../../domain/format/dates';
import type { ModuleResult, Transcript, TranscriptEngagement } from '../../../domain/forms';
import { CachedView } from '../../../offline-react/CachedView';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { transcriptQuery } from '../queries';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXL, maxWidth: '72rem' },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
  },
  download: { marginInlineStart: 'auto' },
  engagement: { display: 'grid', gap: tokens.spacingVerticalS },
  title: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const RESULT_COLOUR: Record<ModuleResult, NonNullable<BadgeProps['color']>> = {
  Pass: 'success',
  Fail: 'danger',
  Deferred: 'warning',
  Pending: 'informative',
};

function Engagement({ engagement }: { engagement: TranscriptEngagement }) {
  const styles = useStyles();
  const dates = `${formatDate(engagement.startDate)} to ${
    engagement.endDate ? formatDate(engagement.endDate) : 'now'
  }`;
  return (
    <section
      className={styles.engagement}
      aria-labelledby={`engagement-${engagement.engagementId}`}
    >
      <div className={styles.title}>
        <Text
          as="h2"
          size={500}
          weight="semibold"
          className={styles.heading}
          id={`engagement-${engagement.engagementId}`}
        >
          {`${engagement.programmeName} (${engagement.code})`}
        </Text>
        <StatusBadge status={engagement.status} />
      </div>
      <Text className={styles.muted}>
        {`${dates} · ${engagement.creditsAchieved} credits achieved`}
        {engagement.award ? ` · Award: ${engagement.award}` : ''}
      </Text>
      <ReadOnlyTable
        caption={`Modules of ${engagement.programmeName}`}
        rows={engagement.modules}
        rowKey={(module) => `${module.moduleCode}-${module.sessionId}`}
        empty="No modules yet."
        columns={[
          { header: 'Code', cell: (module) => module.moduleCode },
          { header: 'Module', cell: (module) => module.title, wide: true },
          { header: 'Year', cell: (module) => module.sessionId },
          { header: 'Level', cell: (module) => module.level, numeric: true },
          { header: 'Credits', cell: (module) => module.credits, numeric: true },
          { header: 'Mark', cell: (module) => module.mark ?? '', numeric: true },
          { header: 'Grade', cell: (module) => module.grade ?? '' },
          {
            header: 'Result',
            cell: (module) => (
              <Badge appearance="tint" shape="rounded" color={RESULT_COLOUR[module.result]}>
                {module.result}
              </Badge>
            ),
          },
          { header: 'Awarded', cell: (module) => module.creditsAwarded, numeric: true },
        ]}
      />
    </section>
  );
}

function TranscriptView({ transcript }: { transcript: Transcript }) {
  const styles = useStyles();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadExport('forms/student/transcript', 'pdf');
    } catch (error) {
      notify(await messageOfFailure(error, 'The transcript could not be downloaded'), 'error');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <Text weight="semibold" block>
            {transcript.studentName}
          </Text>
          <Text className={styles.muted}>
            {`${transcript.totalCreditsAwarded} credits awarded · as of ${formatDateTime(transcript.generatedAt)}`}
          </Text>
        </div>
        <div className={styles.download}>
          <ActionButton
            icon={<ArrowDownloadRegular />}
            disabled={downloading || !navigator.onLine}
            onClick={() => void download()}
          >
            Download PDF
          </ActionButton>
        </div>
      </div>
      {transcript.engagements.length === 0 ? (
        <Text>There is nothing on your transcript yet.</Text>
      ) : (
        transcript.engagements.map((engagement) => (
          <Engagement key={engagement.engagementId} engagement={engagement} />
        ))
      )}
    </div>
  );
}

/** `/forms/mydetails/transcript`: modules, credits and awards, readable offline once read. */
export function TranscriptPage() {
  const { user } = useSnapshot(session);
  const query = useQuery(transcriptQuery(user?.id ?? ''));
  return (
    <CachedView query={query} notFound="There is no transcript for your account yet.">
      {(transcript) => <TranscriptView transcript={transcript} />}
    </CachedView>
  );
}
