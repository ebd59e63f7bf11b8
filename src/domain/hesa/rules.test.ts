import { describe, expect, it } from 'vitest';
import { mappingTable } from './fields';
import { ELEMENT_ORDER, orderedFields } from './order';
import {
  academicYearOf,
  annualPeriods,
  apportionLoad,
  engagementInYear,
  inYearPeriods,
  moduleFte,
  moduleOutcome,
  normalisePostcode,
  overlapDays,
  padCode,
  reasonEngagementEnded,
  sessionStatusValue,
  wholePounds,
  yearOfProgramme,
} from './rules';

describe('padCode and amounts', () => {
  it('zero-pads codes to the width of the field', () => {
    expect(padCode(1, 2)).toBe('01');
    expect(padCode('95', 3)).toBe('095');
    expect(padCode('100', 3)).toBe('100');
  });
  it('writes amounts as whole pounds', () => {
    expect(wholePounds(125_049)).toBe(1250);
    expect(wholePounds(125_050)).toBe(1251);
    expect(wholePounds(0)).toBe(0);
  });
});

describe('apportionLoad', () => {
  const periods = inYearPeriods('2024-25');
  it('counts a module inside one period at 100% of its FTE there (clamped overlap)', () => {
    // 1–30 Sept sits inside period 01: the unclamped formula would give it far more than 16.7.
    const rows = apportionLoad(periods, [{ start: '2024-09-01', end: '2024-09-30', fte: 16.7 }]);
    expect(rows).toEqual([{ refPeriod: '01', load: 16.7 }]);
  });
  it('shares a module across periods by days of overlap', () => {
    // 1 Nov–30 Nov: 15 days in 01, 15 days in 02.
    const rows = apportionLoad(periods, [{ start: '2024-11-01', end: '2024-11-30', fte: 20 }]);
    expect(rows).toEqual([
      { refPeriod: '01', load: 10 },
      { refPeriod: '02', load: 10 },
    ]);
  });
  it('sums the modules of a period and leaves empty periods out', () => {
    const rows = apportionLoad(periods, [
      { start: '2024-09-01', end: '2024-10-01', fte: 16.7 },
      { start: '2024-10-01', end: '2024-11-01', fte: 16.7 },
    ]);
    expect(rows).toEqual([{ refPeriod: '01', load: 33.4 }]);
  });
  it('counts in an annual collection only the part of a module inside the year', () => {
    const rows = apportionLoad(annualPeriods('2024-25'), [
      { start: '2025-07-01', end: '2025-08-30', fte: 60 },
    ]);
    // 31 of 61 days fall in 2024-25.
    expect(rows).toEqual([{ refPeriod: '01', load: 30.5 }]);
  });
  it('overlap is never negative', () => {
    const period = { start: '2024-08-01', end: '2024-11-15' };
    expect(overlapDays({ start: '2024-01-01', end: '2024-01-10' }, period)).toBe(0);
    expect(overlapDays({ start: '2024-11-10', end: '2025-01-10' }, period)).toBe(6);
  });
  it('a module FTE is its credits over 120', () => {
    expect(moduleFte(20)).toBe(16.7);
    expect(moduleFte(60)).toBe(50);
  });
});

describe('RSNENGEND', () => {
  const table = mappingTable([
    { field: 'RSNENGEND', localValue: 'Completed', code: '01' },
    { field: 'RSNENGEND', localValue: 'Withdrawn', code: '11' },
    { field: 'RSNENGEND', localValue: 'Transferred', code: '03' },
    { field: 'RSNENGEND', localValue: 'Transferring to another Institution', code: '03' },
  ]);
  it('is absent while the engagement runs', () => {
    expect(reasonEngagementEnded(table, 'Current')).toBeUndefined();
    expect(reasonEngagementEnded(table, 'IoS')).toBeUndefined();
  });
  it('follows the status of an ended engagement', () => {
    expect(reasonEngagementEnded(table, 'Completed')).toBe('01');
    expect(reasonEngagementEnded(table, 'Transferred')).toBe('03');
    expect(reasonEngagementEnded(table, 'Withdrawn')).toBe('11');
  });
  it("prefers a withdrawal's interruption category when it is mapped", () => {
    expect(reasonEngagementEnded(table, 'Withdrawn', 'Transferring to another Institution')).toBe(
      '03',
    );
    expect(reasonEngagementEnded(table, 'Withdrawn', 'Health Reasons')).toBe('11');
  });
  it('is undefined when the status is not mapped', () => {
    expect(reasonEngagementEnded(table, 'Terminated')).toBeUndefined();
  });
});

describe('STATUSCHANGEDTO of an interruption', () => {
  const table = mappingTable([
    { field: 'STATUSCHANGEDTO', localValue: 'IoS', code: '02' },
    { field: 'STATUSCHANGEDTO', localValue: 'Health Reasons', code: '03' },
  ]);
  it("is mapped from the interruption's category when that is mapped, else from IoS", () => {
    expect(sessionStatusValue(table, 'IoS', 'Health Reasons')).toBe('Health Reasons');
    expect(sessionStatusValue(table, 'IoS', 'Financial Reasons')).toBe('IoS');
    expect(sessionStatusValue(table, 'IoS', undefined)).toBe('IoS');
  });
  it('is the status itself for a return to study', () => {
    expect(sessionStatusValue(table, 'Current', 'Health Reasons')).toBe('Current');
  });
});

describe('element order', () => {
  it('writes fields in the fixed order whatever order they are given in', () => {
    const pairs = orderedFields('StudentCourseSession', {
      YEARPRG: 2,
      SCSESSIONID: 'S1',
      SCSMODE: '31',
      COURSEID: 'BA',
    });
    expect(pairs.map(([name]) => name)).toEqual(['SCSESSIONID', 'COURSEID', 'SCSMODE', 'YEARPRG']);
  });
  it('leaves absent values out', () => {
    const pairs = orderedFields('Student', {
      OWNSTU: 's1',
      ETHNIC: undefined,
      SID: '',
      SEXID: null,
    });
    expect(pairs).toEqual([['OWNSTU', 's1']]);
  });
  it('lists Student fields as the notes do', () => {
    expect(ELEMENT_ORDER.Student.slice(0, 4)).toEqual(['SID', 'BIRTHDTE', 'ETHNIC', 'FNAMES']);
    expect(ELEMENT_ORDER.ReferencePeriodStudentLoad).toEqual(['REFPERIOD', 'YEAR', 'RPSTULOAD']);
  });
});

describe('module outcome and postcodes', () => {
  it('maps results to outcomes', () => {
    expect(moduleOutcome('Pass')).toBe('01');
    expect(moduleOutcome('Fail')).toBe('03');
    expect(moduleOutcome('Pending')).toBe('05');
  });
  it('normalises UK postcodes and drops others', () => {
    expect(normalisePostcode('ls11aa')).toBe('LS1 1AA');
    expect(normalisePostcode('SW1A 2AA')).toBe('SW1A 2AA');
    expect(normalisePostcode('75001')).toBeUndefined();
  });
});

describe('sessions of a year', () => {
  const e = (status: string, startDate: string, endDate: string | null = null) => ({
    status,
    startDate,
    endDate,
  });
  it('names the academic year of a date', () => {
    expect(academicYearOf('2024-08-01')).toBe('2024-25');
    expect(academicYearOf('2025-07-31')).toBe('2024-25');
    expect(academicYearOf('1999-12-01')).toBe('1999-00');
  });
  it('has a session in each year its dates overlap, once it started', () => {
    expect(engagementInYear(e('Current', '2023-09-01'), '2024-25')).toBe(true);
    expect(engagementInYear(e('Completed', '2021-09-01', '2024-07-31'), '2024-25')).toBe(false);
    expect(engagementInYear(e('Withdrawn', '2021-09-01', '2024-08-01'), '2024-25')).toBe(true);
    expect(engagementInYear(e('Current', '2025-08-01'), '2024-25')).toBe(false);
    expect(engagementInYear(e('Did not start', '2024-09-01'), '2024-25')).toBe(false);
  });
  it('counts the year of the programme from the first academic year', () => {
    expect(yearOfProgramme('2023-09-01', '2023-24')).toBe(1);
    expect(yearOfProgramme('2023-09-01', '2025-26')).toBe(3);
    expect(yearOfProgramme('2024-07-01', '2024-25')).toBe(2);
  });
});
