import { furtherStudyStage } from '#domain/course-platform/further-study';
import type { furtherStudyInterests } from '../schema';
import { DEMO_STUDENT_ID, OTHER_DEMO_STUDENT_ID } from './demo-accounts';
import type { ScopedEngagementRow } from './generate';

// Further-study interests (issue 20): a handful of alumni and completing students who told the
// college which programme they would like to study next. Deterministic: the first students of
// each stage in id order, never the demo students (the demo student registers their own).

type InterestRow = typeof furtherStudyInterests.$inferInsert;

/** The programme a student would naturally go on to from the one they study or studied. */
const NEXT: Record<string, string> = {
  FC: 'CertHE',
  CUC: 'CertHE',
  CCC: 'CertHE',
  Ordinand: 'CertHE',
  FdA: 'BA',
  CertHE: 'BA',
  BA: 'MA',
  GradCert: 'GradDip',
  GradDip: 'MA',
  'GradDip-CPL': 'MA',
  'GradDip-SM': 'MA',
  PGDip: 'MA',
  MA: 'ROA',
  ROA: 'MA',
};

const NOTES = [
  'Would study part-time alongside ministry.',
  null,
  'Interested in the mission studies pathway.',
  'Hoping to start next September.',
  null,
  'Would like to talk to someone about funding.',
];

/** Up to `perStage` alumni and as many completing students, each with one interest. */
export function generateFurtherStudy(
  engagements: readonly ScopedEngagementRow[],
  referenceDate: string,
  perStage = 5,
): InterestRow[] {
  const byStudent = new Map<string, ScopedEngagementRow[]>();
  for (const engagement of engagements)
    byStudent.set(engagement.studentId, [
      ...(byStudent.get(engagement.studentId) ?? []),
      engagement,
    ]);
  const picked = { Alumni: 0, Completing: 0 };
  const rows: InterestRow[] = [];
  const reference = Date.parse(`${referenceDate}T00:00:00Z`);
  for (const [studentId, own] of [...byStudent].sort(([a], [b]) => a.localeCompare(b))) {
    if (studentId === DEMO_STUDENT_ID || studentId === OTHER_DEMO_STUDENT_ID) continue;
    const stage = furtherStudyStage(
      own.map((each) => ({
        status: each.status,
        programme: each.programmeCode,
        level: each.level,
        pace: each.pace,
      })),
    );
    if (stage !== 'Alumni' && stage !== 'Completing') continue;
    if (picked[stage] >= perStage) continue;
    picked[stage] += 1;
    const latest = [...own].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
    const programme = NEXT[latest?.programmeCode ?? ''] ?? 'MA';
    const index = rows.length;
    rows.push({
      id: `further-study-${String(index + 1).padStart(3, '0')}`,
      studentId,
      programme,
      // A few days to a few weeks before the reference date.
      registeredOn: new Date(reference - (3 + index * 4) * 86_400_000).toISOString().slice(0, 10),
      notes: NOTES[index % NOTES.length] ?? null,
    });
    if (picked.Alumni >= perStage && picked.Completing >= perStage) break;
  }
  return rows;
}
