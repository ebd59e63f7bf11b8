import { asc, eq } from 'drizzle-orm';
import type { Content, TableCell } from 'pdfmake';
import { formatDateTime } from '#domain/format/dates';
import type { ModuleResult, Transcript, TranscriptEngagement } from '#domain/forms/student-records';
import type { Db } from '../../db/client';
import {
  engagements,
  moduleInstances,
  moduleRegistrations,
  modules,
  programmes,
} from '../../db/schema';
import { renderPdf } from '../../platform/exports/pdf-document';
import { gradeReader } from '../../platform/reference-lists';

/** The transcript of a student: every engagement with its modules, marks and credits. */
export async function buildTranscript(
  db: Db,
  student: { id: string; firstName: string; lastName: string },
  now = new Date(),
): Promise<Transcript> {
  const [own, taken, gradeOf] = await Promise.all([
    db
      .select({
        id: engagements.id,
        code: engagements.code,
        programmeCode: engagements.programmeCode,
        programmeName: programmes.name,
        status: engagements.status,
        startDate: engagements.startDate,
        endDate: engagements.endDate,
        exitAward: engagements.exitAward,
      })
      .from(engagements)
      .leftJoin(programmes, eq(programmes.id, engagements.programmeCode))
      .where(eq(engagements.studentId, student.id))
      .orderBy(asc(engagements.startDate), asc(engagements.id)),
    db
      .select({
        engagementId: moduleRegistrations.engagementId,
        moduleCode: modules.id,
        title: modules.title,
        level: modules.level,
        credits: modules.credits,
        sessionId: moduleInstances.sessionId,
        mark: moduleRegistrations.mark,
        result: moduleRegistrations.result,
        creditsAwarded: moduleRegistrations.creditsAwarded,
      })
      .from(moduleRegistrations)
      .innerJoin(moduleInstances, eq(moduleInstances.id, moduleRegistrations.moduleInstanceId))
      .innerJoin(modules, eq(modules.id, moduleInstances.moduleId))
      .where(eq(moduleRegistrations.studentId, student.id))
      .orderBy(asc(moduleInstances.sessionId), asc(modules.id)),
    gradeReader(db),
  ]);
  const result: TranscriptEngagement[] = own.map((engagement) => {
    const moduleRows = taken
      .filter((row) => row.engagementId === engagement.id)
      .map(({ engagementId: _engagement, ...row }) => ({
        ...row,
        grade: gradeOf(row.mark, row.level),
        result: row.result as ModuleResult,
      }));
    return {
      engagementId: engagement.id,
      code: engagement.code,
      programmeCode: engagement.programmeCode,
      programmeName: engagement.programmeName ?? engagement.programmeCode,
      status: engagement.status,
      startDate: engagement.startDate,
      endDate: engagement.endDate,
      // What the modules listed gave: the transcript adds up.
      creditsAchieved: moduleRows.reduce((sum, row) => sum + row.creditsAwarded, 0),
      modules: moduleRows,
      award:
        engagement.exitAward ??
        (engagement.status === 'Completed' ? (engagement.programmeName ?? null) : null),
    };
  });
  return {
    studentId: student.id,
    studentName: `${student.firstName} ${student.lastName}`,
    generatedAt: now.toISOString(),
    totalCreditsAwarded: result.reduce((sum, engagement) => sum + engagement.creditsAchieved, 0),
    engagements: result,
  };
}

const HEADINGS = [
  'Session',
  'Code',
  'Module',
  'Level',
  'Credits',
  'Mark',
  'Grade',
  'Result',
  'Awarded',
];

function engagementContent(engagement: TranscriptEngagement): Content[] {
  const dates = `${engagement.startDate} to ${engagement.endDate ?? 'present'}`;
  const header: TableCell[] = HEADINGS.map((text) => ({ text, style: 'tableHeader' }));
  const body: TableCell[][] = engagement.modules.map((row) => [
    row.sessionId,
    row.moduleCode,
    row.title,
    String(row.level),
    { text: String(row.credits), alignment: 'right' },
    { text: row.mark === null ? '–' : String(row.mark), alignment: 'right' },
    row.grade ?? '–',
    row.result,
    { text: String(row.creditsAwarded), alignment: 'right' },
  ]);
  return [
    { text: `${engagement.programmeName} (${engagement.code})`, style: 'heading' },
    {
      text: `${engagement.status}, ${dates}. Credits achieved: ${engagement.creditsAchieved}${
        engagement.award ? `. Award: ${engagement.award}` : ''
      }`,
      style: 'small',
    },
    engagement.modules.length > 0
      ? {
          table: {
            headerRows: 1,
            widths: [45, 45, '*', 30, 38, 30, 30, 50, 42],
            body: [header, ...body],
          },
          layout: 'lightHorizontalLines',
        }
      : { text: 'No modules yet.', style: 'small' },
  ];
}

/** The transcript as an A4 PDF: the college, the student, each engagement's module table. */
export async function transcriptPdf(transcript: Transcript, college: string): Promise<Buffer> {
  const title = `Transcript: ${transcript.studentName}`;
  const content: Content = [
    { text: college, style: 'small' },
    { text: 'Transcript of academic record', style: 'title' },
    {
      text: `${transcript.studentName} (${transcript.studentId}). Generated ${formatDateTime(
        new Date(transcript.generatedAt),
      )} UTC`,
      style: 'small',
    },
    ...transcript.engagements.flatMap(engagementContent),
    { text: `Total credits awarded: ${transcript.totalCreditsAwarded}`, style: 'heading' },
  ];
  return renderPdf({
    info: { title, subject: transcript.studentName, creator: 'Collegium' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { fontSize: 9 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 2, 0, 4] },
      heading: { fontSize: 11, bold: true, margin: [0, 12, 0, 2] },
      small: { fontSize: 8, color: '#444444', margin: [0, 0, 0, 6] },
      tableHeader: { bold: true },
    },
    content,
    footer: (currentPage: number, pageCount: number): Content => ({
      text: `${transcript.studentName} · page ${currentPage} of ${pageCount}`,
      alignment: 'right',
      fontSize: 8,
      margin: [40, 16, 40, 0],
    }),
  });
}
