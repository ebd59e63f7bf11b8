import { describe, expect, it } from 'vitest';
import {
  type FurtherStudyRow,
  furtherStudyBodySchema,
  furtherStudyStage,
  isCompleting,
  matchesFurtherStudy,
} from './further-study';

const current = (programme: string, level: string | null, pace: string | null = null) => ({
  status: 'Current',
  programme,
  level,
  pace,
});

describe('further study: who is completing', () => {
  it('counts the final year at a standard pace: the last two half-year levels', () => {
    expect(isCompleting(current('BA', '6B'))).toBe(true);
    expect(isCompleting(current('BA', 'BA6A'))).toBe(true);
    expect(isCompleting(current('BA', '5B'))).toBe(false);
    expect(isCompleting(current('CertHE', '4A'))).toBe(true);
  });

  it('counts only the last level part-time or extended, and one level a year on the MA', () => {
    expect(isCompleting(current('BA', '6A', 'PT'))).toBe(false);
    expect(isCompleting(current('BA', '6B', 'PT'))).toBe(true);
    expect(isCompleting(current('GradDip', '6A', 'Extended'))).toBe(false);
    expect(isCompleting(current('MA', '7Diss'))).toBe(true);
    expect(isCompleting(current('MA', '7B'))).toBe(false);
  });

  it('treats 7X as off the route except where it is the only level, and one-level programmes as final', () => {
    expect(isCompleting(current('PGDip', '7B', 'PT'))).toBe(true);
    expect(isCompleting(current('PGDip', '7X', 'PT'))).toBe(false);
    expect(isCompleting(current('ROA', '7X', 'PT'))).toBe(true);
    expect(isCompleting(current('CUC', '4A', 'PT'))).toBe(true);
    expect(isCompleting(current('FC', '3', 'PT'))).toBe(true);
  });

  it('needs a Current engagement with a known level on a known programme', () => {
    expect(isCompleting({ ...current('BA', '6B'), status: 'IoS' })).toBe(false);
    expect(isCompleting(current('BA', null))).toBe(false);
    expect(isCompleting(current('BA', '7A'))).toBe(false);
    expect(isCompleting(current('Nonsense', '4A'))).toBe(false);
  });

  it('names the stage: alumni first, then completing, studying, other', () => {
    const completed = { status: 'Completed', programme: 'CertHE', level: '4B' };
    expect(furtherStudyStage([completed, current('BA', '5A')])).toBe('Alumni');
    expect(furtherStudyStage([current('BA', '6B')])).toBe('Completing');
    expect(furtherStudyStage([current('BA', '4A')])).toBe('Studying');
    expect(furtherStudyStage([{ status: 'IoS', programme: 'BA', level: '6B' }])).toBe('Studying');
    expect(furtherStudyStage([{ status: 'Withdrawn', programme: 'BA', level: '4A' }])).toBe(
      'Other',
    );
    expect(furtherStudyStage([])).toBe('Other');
  });
});

describe('further study: the form and the list', () => {
  it('accepts a known programme and an optional note, and no student id', () => {
    expect(furtherStudyBodySchema.parse({ programme: 'MA', notes: ' Part-time ' })).toEqual({
      programme: 'MA',
      notes: 'Part-time',
    });
    expect(furtherStudyBodySchema.safeParse({ programme: 'PhD' }).success).toBe(false);
    expect(
      furtherStudyBodySchema.safeParse({ programme: 'MA', studentId: 'student-00002' }).success,
    ).toBe(false);
  });

  it('filters by intended programme, hub and stage, and searches name, id, e-mail and notes', () => {
    const row: FurtherStudyRow = {
      id: 'x',
      studentId: 'student-00007',
      name: 'Ruth Okafor',
      email: 'ruth@example.org',
      hubId: 'hub-1',
      currentProgramme: 'BA',
      stage: 'Completing',
      programme: 'MA',
      programmeName: 'MA',
      registeredOn: '2026-10-01',
      notes: 'Interested in mission studies',
    };
    expect(matchesFurtherStudy(row, { programme: 'MA', hub: 'hub-1', stage: 'Completing' })).toBe(
      true,
    );
    expect(matchesFurtherStudy(row, { programme: 'PGDip' })).toBe(false);
    expect(matchesFurtherStudy(row, { hub: 'hub-2' })).toBe(false);
    expect(matchesFurtherStudy(row, { stage: 'Alumni' })).toBe(false);
    expect(matchesFurtherStudy(row, { q: 'MISSION' })).toBe(true);
    expect(matchesFurtherStudy(row, { q: '00007' })).toBe(true);
    expect(matchesFurtherStudy(row, { q: 'nobody' })).toBe(false);
  });
});
