import { describe, expect, it } from 'vitest';
import {
  isStage,
  POTENTIAL_STUDENT_STAGES,
  STAGES,
  sortStages,
  stageAudience,
  stageOrder,
  stagesForAudience,
} from './stages';

// spec §4 "Potential-student stages (order, report audience)"
const TABLE: [string, number, string][] = [
  ['Unknown', 0, 'always'],
  ['Initial contact made', 1, 'always'],
  ['Engaged with HD/PD', 2, 'always'],
  ['Interested in future enrolment', 3, 'always'],
  ['Interested in current enrolment', 4, 'always'],
  ['Office follow up', 5, 'office group'],
  ['Applicant', 0.7, 'admin'],
  ['Student', 0.6, 'admin'],
  ['MA completed', 0.5, 'archive'],
  ['Rejected', 0.4, 'archive'],
  ['Not intending to apply', 0.3, 'archive'],
  ['Mailing list', 0.2, 'office group'],
  ['Not responsive', 0.1, 'archive'],
];

const ALWAYS = [
  'Unknown',
  'Initial contact made',
  'Engaged with HD/PD',
  'Interested in future enrolment',
  'Interested in current enrolment',
];

describe('potential-student stages', () => {
  it('are the 13 stages of the spec in order', () => {
    expect(POTENTIAL_STUDENT_STAGES).toHaveLength(13);
    expect(STAGES).toEqual(TABLE.map(([s]) => s));
  });

  it.each(TABLE)('%s has order %d and audience %s', (stage, order, audience) => {
    expect(stageOrder(stage)).toBe(order);
    expect(stageAudience(stage)).toBe(audience);
    expect(isStage(stage)).toBe(true);
  });

  it('knows nothing of unknown stage names', () => {
    expect(stageOrder('Lead')).toBeUndefined();
    expect(stageAudience('unknown')).toBeUndefined();
    expect(isStage('unknown')).toBe(false);
    expect(isStage(0)).toBe(false);
  });
});

describe('stagesForAudience', () => {
  it('always includes the always stages, in ascending order', () => {
    expect(stagesForAudience('always')).toEqual(ALWAYS);
    expect(stagesForAudience('admin')).toEqual([
      'Unknown',
      'Student',
      'Applicant',
      ...ALWAYS.slice(1),
    ]);
    expect(stagesForAudience('office group')).toEqual([
      'Unknown',
      'Mailing list',
      ...ALWAYS.slice(1),
      'Office follow up',
    ]);
    expect(stagesForAudience('archive')).toEqual([
      'Unknown',
      'Not responsive',
      'Not intending to apply',
      'Rejected',
      'MA completed',
      ...ALWAYS.slice(1),
    ]);
  });
});

describe('sortStages', () => {
  it('sorts every stage by ascending order', () => {
    expect(sortStages(STAGES)).toEqual([
      'Unknown',
      'Not responsive',
      'Mailing list',
      'Not intending to apply',
      'Rejected',
      'MA completed',
      'Student',
      'Applicant',
      'Initial contact made',
      'Engaged with HD/PD',
      'Interested in future enrolment',
      'Interested in current enrolment',
      'Office follow up',
    ]);
  });

  it('puts unknown names last, alphabetically, and leaves the input alone', () => {
    const input = ['Zebra', 'Office follow up', 'Alpha', 'Unknown', 'Alpha'];
    expect(sortStages(input)).toEqual(['Unknown', 'Office follow up', 'Alpha', 'Alpha', 'Zebra']);
    expect(input[0]).toBe('Zebra');
    expect(sortStages([])).toEqual([]);
  });
});
