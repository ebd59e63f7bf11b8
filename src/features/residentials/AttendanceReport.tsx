import { Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { ReadOnlyTable } from '../../components/read-only-table';
import { AsOf, Loaded } from '../../components/screen';
import {
  attendanceExcelHref,
  attendanceReportQuery,
  type AttendanceReport as Report,
} from './record-queries';
import { absencesByStudent, markText, rateText, sessionHeader } from './report-view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { fontSize: tokens.fontSizeBase400, margin: 0 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

type StudentRow = Report['students'][number];

/**
 * The residential's attendance (online, the last view kept on the device): each student's mark
 * at each session and their attendance %, the absences nobody gave a reason for, and the
 * spreadsheet of it all.
 */
export function AttendanceReport({ residentialId }: { residentialId: string }) {
  const styles = useStyles();
  const query = useQuery(attendanceReportQuery(residentialId));
  return (
    <section aria-labelledby="attendance-heading" className={styles.root}>
      <div className={styles.bar}>
        <h2 id="attendance-heading" className={styles.heading}>
          Attendance
        </h2>
        <FluentLink href={attendanceExcelHref(residentialId)} download>
          <ArrowDownload20Regular aria-hidden /> Export to Excel
        </FluentLink>
      </div>
      <Loaded
        query={query}
        whenFailed="The attendance report is read from the server: it needs a connection."
      >
        {(report) => (
          <>
            <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
            <ReadOnlyTable<StudentRow>
              caption="Attendance by student"
              rows={report.students}
              rowKey={(row) => row.id}
              empty="No students are expected at this residential."
              columns={[
                { header: 'Student', wide: true, cell: (row) => row.name },
                ...report.sessions.map((session) => ({
                  header: sessionHeader(session, report.sessions),
                  cell: (row: StudentRow) => markText(row.marks[session.id]),
                })),
                { header: 'Attendance', numeric: true, cell: (row) => rateText(row.rate) },
              ]}
            />
            <section aria-labelledby="absences-heading">
              <h3 id="absences-heading" className={styles.heading}>
                Absences without a reason
              </h3>
              {report.absencesWithoutReason.length === 0 ? (
                <p>None: every absence has a reason.</p>
              ) : (
                <ul className={styles.list}>
                  {absencesByStudent(report.absencesWithoutReason).map((student) => (
                    <li key={student.studentId}>
                      {student.name}: {student.sessions.join('; ')}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </Loaded>
    </section>
  );
}
