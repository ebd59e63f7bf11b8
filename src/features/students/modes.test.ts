import { describe, expect, it } from 'vitest';
import { studentsInMode } from './modes';

const student = (id: string) => ({ id, version: 1 });
const engagement = (studentId: string, status: string) => ({
  id: `${studentId}-${status}`,
  version: 1,
  studentId,
  status,
});

describe('studentsInMode', () => {
  const students = [student('a'), student('b'), student('c')];
  const engagements = [
    engagement('a', 'Current'),
    engagement('b', 'Completed'),
    engagement('c', 'Starting'),
    engagement('b', 'IoS'),
  ];

  it.each([
    ['all', ['a', 'b', 'c']],
    ['enrolled', ['a', 'b']],
    ['non-enrolled', ['c']],
    ['new', ['c']],
  ])('%s → %j', (mode, ids) => {
    expect(studentsInMode(students, engagements, mode).map((s) => s.id)).toEqual(ids);
  });
});
