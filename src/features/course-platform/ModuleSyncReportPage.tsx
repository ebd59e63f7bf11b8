import {
  Button,
  Caption1,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { messageOfFailure } from '../../api/client';
import { requestJson } from '../../api/http';
import { ReadOnlyTable } from '../../components/read-only-table';
import type { ScreenProps } from '../../components/screen';
import { academicYearOf, academicYearStarting } from '../../domain/calendar/academic-year';
import { type SyncReportAnswer, syncReportAnswerSchema } from '../../domain/modules/sync-report';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  controls: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    flexWrap: 'wrap',
  },
  counts: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
});

/** The previous, current and next sessions: the ones a course platform holds courses for. */
function sessionChoices(now: Date): string[] {
  const current = academicYearOf(now).startYear;
  return [current - 1, current, current + 1].map((year) => academicYearStarting(year).title);
}

/** One kind of difference: a table of plain text cells under its title and count. */
function Differences(props: { title: string; headers: string[]; rows: string[][] }) {
  const columns = props.headers.map((header, index) => ({
    header,
    cell: (row: string[]) => row[index],
  }));
  return (
    <ReadOnlyTable
      caption={`${props.title} (${props.rows.length})`}
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.join('\u0000')}
      empty="None."
    />
  );
}

/**
 * Modules → Sync report (issue 18): our module instances and registered students against the
 * course platform (Moodle), asked for on demand: each comparison calls the platform once per
 * course, so it runs when asked and needs the network.
 */
export function ModuleSyncReportPage(_props: ScreenProps) {
  const styles = useStyles();
  const choices = sessionChoices(new Date());
  const [session, setSession] = useState(academicYearOf(new Date()).title);
  const [answer, setAnswer] = useState<SyncReportAnswer>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function compare() {
    setBusy(true);
    setFailure(undefined);
    try {
      const json = await requestJson(`modules/sync-report?session=${encodeURIComponent(session)}`);
      setAnswer(syncReportAnswerSchema.parse(json));
    } catch (error) {
      setAnswer(undefined);
      setFailure(await messageOfFailure(error, 'The report could not be made; try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <div className={styles.controls}>
        <Field label="Session">
          <Dropdown
            aria-label="Session"
            value={session}
            selectedOptions={[session]}
            onOptionSelect={(_event, data) => data.optionValue && setSession(data.optionValue)}
          >
            {choices.map((choice) => (
              <Option key={choice} value={choice}>
                {choice}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Button appearance="primary" onClick={compare} disabled={busy}>
          Compare now
        </Button>
        {busy && <Spinner size="tiny" label="Comparing with the course platform ..." />}
      </div>
      {!answer && !failure && !busy && (
        <Caption1>
          Choose a session and press Compare now to compare its module instances and registered
          students with the course platform.
        </Caption1>
      )}
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {answer && !answer.configured && (
        <MessageBar intent="info">
          <MessageBarBody>
            The course platform is not configured, so there is nothing to compare. The administrator
            sets MOODLE_URL and MOODLE_TOKEN on the server to connect it.
          </MessageBarBody>
        </MessageBar>
      )}
      {answer?.configured && <Report report={answer} />}
    </div>
  );
}

function Report({ report }: { report: Extract<SyncReportAnswer, { configured: true }> }) {
  const styles = useStyles();
  const { counts } = report;
  return (
    <>
      <section className={styles.counts} aria-label="Summary">
        <span>Session {report.session}</span>
        <span>{counts.instances} module instances</span>
        <span>{counts.courses} platform courses</span>
        <span>{counts.matchedInstances} matched</span>
      </section>
      <Differences
        title="Instances with no platform course"
        headers={['Instance', 'Module', 'Title']}
        rows={report.instancesWithoutCourse.map((row) => [row.instanceId, row.moduleId, row.title])}
      />
      <Differences
        title="Platform courses with no instance"
        headers={['Course id number', 'Short name', 'Full name']}
        rows={report.coursesWithoutInstance.map((row) => [
          row.idnumber,
          row.shortname,
          row.fullname,
        ])}
      />
      <Differences
        title="Registered here, not enrolled on the platform"
        headers={['Instance', 'Student', 'Name']}
        rows={report.notEnrolled.map((row) => [row.instanceId, row.studentId, row.name])}
      />
      <Differences
        title="Enrolled on the platform, not registered here"
        headers={['Instance', 'Platform id number', 'Name', 'Email']}
        rows={report.notRegistered.map((row) => [
          row.instanceId,
          row.idnumber || '(none)',
          row.name,
          row.email,
        ])}
      />
    </>
  );
}
