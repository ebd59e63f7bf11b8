import { Text } from '@fluentui/react-components';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { OnlineTab } from './OnlineTab';
import { type StaffTranscript, transcriptQuery } from './queries';

type TranscriptModule = StaffTranscript['engagements'][number]['modules'][number];

/** The student's transcript: each engagement with its modules, marks and credits. */
export function TranscriptTab({ studentId }: { studentId: string }) {
  return (
    <OnlineTab query={transcriptQuery(studentId)}>
      {(transcript) => (
        <>
          <Text as="p">{`Credits awarded in all: ${transcript.totalCreditsAwarded}`}</Text>
          {transcript.engagements.length === 0 && <Text as="p">No engagements yet.</Text>}
          {transcript.engagements.map((engagement) => (
            <ReadOnlyTable<TranscriptModule>
              key={engagement.engagementId}
              caption={`${engagement.code} · ${engagement.programmeName} · ${engagement.status} · ${engagement.creditsAchieved} credits${engagement.award ? ` · ${engagement.award}` : ''}`}
              rows={engagement.modules}
              rowKey={(row, index) => `${row.moduleCode}-${row.sessionId}-${index}`}
              empty="No modules yet."
              columns={[
                { header: 'Module', cell: (row) => `${row.moduleCode} ${row.title}`, wide: true },
                { header: 'Session', cell: (row) => row.sessionId },
                { header: 'Credits', cell: (row) => row.credits, numeric: true },
                { header: 'Mark', cell: (row) => row.mark ?? '—', numeric: true },
                { header: 'Grade', cell: (row) => row.grade ?? '—' },
                { header: 'Result', cell: (row) => row.result },
                { header: 'Awarded', cell: (row) => row.creditsAwarded, numeric: true },
              ]}
            />
          ))}
        </>
      )}
    </OnlineTab>
  );
}
