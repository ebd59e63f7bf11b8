import { describe, expect, it } from 'vitest';
import { emergencyContactsSchema } from '#domain/forms/emergency-contacts';
import { hesaDataSchema } from '#domain/forms/hesadata';
import { generateRecordForms, generateRecordSessions } from './record-forms';

describe('generateRecordForms', () => {
  it('gives the demo tutor’s first other tutee valid contacts and HESA answers, kept from the tutor', () => {
    const forms = generateRecordForms([
      { id: 'student-00001', hubId: 'hub-1', programmeCode: 'BA', tutorId: 'user-faculty' },
      { id: 'student-00003', hubId: 'hub-1', programmeCode: 'BA', tutorId: 'user-faculty-01' },
      { id: 'student-00004', hubId: 'hub-1', programmeCode: 'BA', tutorId: 'user-faculty' },
    ]);
    expect(forms.map((form) => form.id)).toEqual([
      'student-00004:emergency-contacts',
      'student-00004:hesadata',
    ]);
    expect(emergencyContactsSchema.safeParse(forms[0]?.data).success).toBe(true);
    expect(hesaDataSchema.safeParse(forms[1]?.data).success).toBe(true);
    expect(forms.every((form) => !form.scopeKeys.includes('tutor:user-faculty'))).toBe(true);
  });
});

describe('generateRecordSessions', () => {
  it('gives that student one Completed session per past academic year of each engagement, at most three', () => {
    const students = [
      { id: 'student-00001', hubId: 'hub-1', programmeCode: 'BA', tutorId: 'user-faculty' },
      { id: 'student-00004', hubId: 'hub-1', programmeCode: 'BA', tutorId: 'user-faculty' },
    ];
    const sessions = generateRecordSessions(
      students,
      [
        { id: 'e1', studentId: 'student-00004', startDate: '2021-09-01', endDate: '2023-03-31' },
        { id: 'e2', studentId: 'student-00004', startDate: '2024-09-01', endDate: null },
        { id: 'e3', studentId: 'student-00001', startDate: '2024-09-01', endDate: null },
      ],
      '2026-11-27',
    );
    expect(
      sessions.map((row) => `${row.engagementId} ${row.sessionId} ${row.yearOfStudy}`),
    ).toEqual(['e1 2021-22 1', 'e1 2022-23 2', 'e2 2024-25 1', 'e2 2025-26 2']);
    expect(sessions.every((row) => row.status === 'Completed')).toBe(true);
  });
});
