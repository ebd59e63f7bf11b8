import { makeStyles, tokens } from '@fluentui/react-components';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ReadOnlyTable } from '../../../../components/read-only-table';
import { Loaded } from '../../../../components/screen';
import { formatPercent } from '../../../../domain/format/numbers';
import { residentialDates } from '../../../../domain/residentials/timetable';
import { getJson, retryRead } from '../../../../offline-react/cached-read';
import { useFeature } from '../../../../state/features';

const rateSchema = z.object({
  attended: z.number(),
  absent: z.number(),
  excused: z.number(),
  unmarked: z.number(),
  percent: z.number().nullable(),
});
const attendanceSchema = z.object({
  residentials: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      rate: rateSchema,
    }),
  ),
  overall: rateSchema,
});
type Rate = z.infer<typeof rateSchema>;
type Row = z.infer<typeof attendanceSchema>['residentials'][number];

/** GET students/:id/attendance: the student's attendance at each residential, and overall. */
export const studentAttendanceQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['student-attendance', studentId],
    queryFn: async () =>
      attendanceSchema.parse(
        await getJson<unknown>(`students/${encodeURIComponent(studentId)}/attendance`),
      ),
    retry: retryRead,
  });

/** "75.0%, 3 of 4 sessions (1 excused)"; "No sessions counted" when none count. */
export function attendanceText(rate: Rate): string {
  if (rate.percent === null) return 'No sessions counted';
  const counted = rate.attended + rate.absent + rate.unmarked;
  const excused = rate.excused > 0 ? ` (${rate.excused} excused)` : '';
  return `${formatPercent(rate.percent)}, ${rate.attended} of ${counted} sessions${excused}`;
}

const useStyles = makeStyles({
  heading: { fontSize: tokens.fontSizeBase400, marginBlock: tokens.spacingVerticalS },
});

/**
 * The student's residential attendance on the engagements tab (issue 23): per residential and
 * overall, read online (the last view kept); nothing while the switch is off.
 */
export function ResidentialAttendance({ studentId }: { studentId: string }) {
  const on = useFeature('residentialAttendance');
  const styles = useStyles();
  const query = useQuery({ ...studentAttendanceQuery(studentId), enabled: on });
  if (!on) return null;
  return (
    <section aria-labelledby="residential-attendance">
      <h2 id="residential-attendance" className={styles.heading}>
        Residential attendance
      </h2>
      <Loaded query={query} whenFailed="Attendance is read from the server: it needs a connection.">
        {(attendance) => (
          <>
            <p>Overall: {attendanceText(attendance.overall)}</p>
            <ReadOnlyTable<Row>
              caption="Attendance by residential"
              rows={attendance.residentials}
              rowKey={(row) => row.id}
              empty="No residential sessions have started for this student yet."
              columns={[
                { header: 'Residential', wide: true, cell: (row) => row.title },
                { header: 'Dates', cell: (row) => residentialDates(row) },
                { header: 'Attendance', cell: (row) => attendanceText(row.rate) },
              ]}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
