import { describe, expect, it } from 'vitest';
import { emergencyContactsSchema } from '#domain/forms/emergency-contacts';
import { hesaDataSchema } from '#domain/forms/hesadata';
import { generateRecordForms } from './record-forms';

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
