import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ResidentialSession, Venue } from '#domain/residentials/residential';
import { renderPdf } from '../../platform/exports/pdf-document';

// Issue 23: the paper sign-in sheet of one session, printed in case the tablets fail: who the
// session is for, when and where, and a line to sign for each expected student (by name) with a
// few blank lines for students who turn up unexpected.

/** Blank lines after the expected students, for walk-ins. */
export const WALK_IN_ROWS = 5;

export interface SignInSheet {
  collegeName: string;
  residentialTitle: string;
  venue: Venue;
  session: Pick<ResidentialSession, 'title' | 'startsAt' | 'endsAt' | 'room'>;
  tutorName: string | null;
  /** The expected students, in the order printed. */
  students: { id: string; name: string }[];
}

/** The day and the times as the timetable gives them (the venue's clock): `2026-12-04, 09:00–10:30`. */
export function sessionWhen(session: Pick<ResidentialSession, 'startsAt' | 'endsAt'>): string {
  const day = session.startsAt.slice(0, 10);
  const from = session.startsAt.slice(11, 16);
  const to = session.endsAt.slice(11, 16);
  const endDay = session.endsAt.slice(0, 10);
  return endDay === day ? `${day}, ${from}–${to}` : `${day} ${from} – ${endDay} ${to}`;
}

const detail = (label: string, value: string): Content => ({
  columns: [
    { text: label, width: 70, bold: true },
    { text: value, width: '*' },
  ],
  margin: [0, 0, 0, 2],
});

/** The sheet as a pdfmake document (A4 portrait, the header row repeated on every page). */
export function signInSheetDocument(sheet: SignInSheet): TDocumentDefinitions {
  const { venue, session } = sheet;
  const where = [venue.name, venue.address, venue.postcode].filter(Boolean).join(', ');
  const header: TableCell[] = ['', 'Student', 'Signature'].map((text) => ({
    text,
    style: 'head',
  }));
  const expected: TableCell[][] = sheet.students.map((student, index) => [
    { text: String(index + 1), alignment: 'right' },
    { text: student.name },
    { text: '' },
  ]);
  const blank: TableCell[][] = Array.from({ length: WALK_IN_ROWS }, () => [
    { text: '' },
    { text: ' ' },
    { text: '' },
  ]);
  const title = `Sign-in sheet: ${session.title}`;
  return {
    info: { title: `${title} (${sheet.residentialTitle})`, creator: 'Collegium' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { fontSize: 10 },
    styles: {
      college: { fontSize: 9, color: '#555555' },
      title: { fontSize: 16, bold: true, margin: [0, 2, 0, 8] },
      head: { bold: true },
      note: { fontSize: 9, color: '#555555', margin: [0, 6, 0, 0] },
    },
    content: [
      { text: sheet.collegeName, style: 'college' },
      { text: title, style: 'title' },
      detail('Residential', sheet.residentialTitle),
      detail('Session', session.title),
      detail('When', sessionWhen(session)),
      detail('Room', session.room ?? '—'),
      detail('Tutor', sheet.tutorName ?? '—'),
      detail('Venue', where),
      {
        margin: [0, 12, 0, 0],
        table: {
          headerRows: 1,
          widths: [22, '*', 200],
          heights: (row: number) => (row === 0 ? 14 : 24),
          body: [header, ...expected, ...blank],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: `${sheet.students.length} students expected. Students not listed: write your name on a blank line and sign.`,
        style: 'note',
      },
    ],
    footer: (currentPage: number, pageCount: number): Content => ({
      text: `${sheet.residentialTitle}, ${session.title} — page ${currentPage} of ${pageCount}`,
      alignment: 'right',
      fontSize: 8,
      margin: [40, 15, 40, 0],
    }),
  };
}

/** The sheet as PDF bytes. */
export function signInSheetPdf(sheet: SignInSheet): Promise<Buffer> {
  return renderPdf(signInSheetDocument(sheet));
}
