import { describe, expect, it } from 'vitest';
import { generateSupportForms } from './support-forms';

describe('generateSupportForms', () => {
  it('gives the demo tutor one tutee who shared support needs and one who did not', () => {
    const forms = generateSupportForms([
      { id: 'student-00001', hubId: 'hub-1', programmeCode: 'BA', tutorId: 'user-faculty' },
      { id: 'student-00002', hubId: 'hub-1', programmeCode: 'BA', tutorId: 'user-faculty' },
      { id: 'student-00003', hubId: 'hub-1', programmeCode: 'BA', tutorId: 'user-faculty-01' },
      { id: 'student-00004', hubId: 'hub-1', programmeCode: 'BA', tutorId: 'user-faculty' },
    ]);
    expect(forms.map((form) => form.studentId)).toEqual(['student-00002', 'student-00004']);
    expect(forms[0]?.scopeKeys).toContain('tutor:user-faculty');
    expect(forms[1]?.scopeKeys).not.toContain('tutor:user-faculty');
    expect(forms[1]?.scopeKeys).toContain('hub:hub-1');
    expect(forms[1]?.scopeKeys).toContain('programme:BA');
  });
});
