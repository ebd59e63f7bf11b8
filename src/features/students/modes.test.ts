import { describe, expect, it } from 'vitest';
import { studentsWithSharedSupport } from './modes';

describe('studentsWithSharedSupport', () => {
  const people = [
    { id: 's1', firstName: 'Ann', lastName: 'Shared' },
    { id: 's2', firstName: 'Bob', lastName: 'Private' },
  ];
  const form = (studentId: string, consentToShare: boolean, formId = 'learning-support') => ({
    studentId,
    formId,
    data: {
      needs: ['Dyslexia', 'ADHD'],
      details: 'Slow reading',
      supportPlan: 'No',
      consentToShare,
    },
  });

  it('lists the students who shared their needs, with what they shared', () => {
    expect(studentsWithSharedSupport(people, [form('s1', true), form('s2', false)])).toEqual([
      {
        id: 's1',
        name: 'Ann Shared',
        needs: 'Dyslexia, ADHD',
        details: 'Slow reading',
        supportPlan: 'No',
      },
    ]);
  });

  it('leaves out other forms and students not on the device', () => {
    expect(
      studentsWithSharedSupport(people, [form('s2', true, 'hesadata'), form('s9', true)]),
    ).toEqual([]);
  });
});
