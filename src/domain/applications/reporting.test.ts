import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_FIELDS,
  EMPTY_REPORT_FILTERS,
  matchesReport,
  readReportChoice,
  reportQuery,
  reportValue,
} from './reporting';

const record = {
  status: 'Approved',
  intake: '2026-09-01',
  hubId: 'hub-1',
  course: { course: 'BA' },
  otherInformation: { firstHeard: 'Instagram' },
};

describe('reportValue', () => {
  it('follows dotted paths through own properties only', () => {
    expect(reportValue(record, 'course.course')).toBe('BA');
    expect(reportValue(record, 'status')).toBe('Approved');
    expect(reportValue(record, 'course.course.more')).toBeUndefined();
    expect(reportValue(record, 'constructor')).toBeUndefined();
    expect(reportValue({ course: null }, 'course.course')).toBeUndefined();
  });
});

describe('matchesReport', () => {
  it('keeps everything without filters', () => {
    expect(matchesReport(record, EMPTY_REPORT_FILTERS)).toBe(true);
  });

  it('keeps a record when each used filter holds its value', () => {
    const filters = { ...EMPTY_REPORT_FILTERS, status: ['Approved', 'Rejected (by the college)'] };
    expect(matchesReport(record, filters)).toBe(true);
    expect(matchesReport(record, { ...filters, programme: ['MA'] })).toBe(false);
    expect(matchesReport(record, { ...filters, hub: ['hub-1'], intake: ['2026-09-01'] })).toBe(
      true,
    );
  });

  it('reads a first-heard group as its sources', () => {
    expect(matchesReport(record, { ...EMPTY_REPORT_FILTERS, firstHeard: ['Social media'] })).toBe(
      true,
    );
    expect(matchesReport(record, { ...EMPTY_REPORT_FILTERS, firstHeard: ['Church'] })).toBe(false);
    expect(matchesReport({}, { ...EMPTY_REPORT_FILTERS, firstHeard: ['Church'] })).toBe(false);
  });
});

describe('reportQuery', () => {
  it('sends the used filters as comma-separated lists of the server fields', () => {
    expect(
      reportQuery({
        ...EMPTY_REPORT_FILTERS,
        status: ['Approved', 'In progress'],
        programme: ['BA'],
        firstHeard: ['Church'],
      }),
    ).toEqual({
      status: 'Approved,In progress',
      'course.course': 'BA',
      'otherInformation.firstHeard':
        'Church,Church leader,Church notice,Diocesan vocations adviser',
    });
    expect(reportQuery(EMPTY_REPORT_FILTERS)).toEqual({});
  });
});

describe('readReportChoice', () => {
  it('reads a saved choice, dropping what it does not know', () => {
    expect(
      readReportChoice({
        fields: ['status', 'lastName', 'password', 3],
        filters: { status: ['Approved', 1], firstHeard: ['Church', 'Radio'], hub: 'hub-1' },
      }),
    ).toEqual({
      fields: ['lastName', 'status'],
      filters: { ...EMPTY_REPORT_FILTERS, status: ['Approved'], firstHeard: ['Church'] },
    });
  });

  it('falls back to the default columns', () => {
    expect(readReportChoice(null)).toEqual({
      fields: DEFAULT_REPORT_FIELDS,
      filters: EMPTY_REPORT_FILTERS,
    });
    expect(readReportChoice({ fields: [], filters: null }).fields).toEqual(DEFAULT_REPORT_FIELDS);
  });
});
