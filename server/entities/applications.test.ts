import { describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '#domain/applications/reporting';
import { applicationsEntity } from './applications';

describe('the applications entity', () => {
  it('exports every column the application report offers, with the same labels', () => {
    const columns = new Map(applicationsEntity.exportColumns.map((c) => [c.field, c.label]));
    for (const { field, label } of REPORT_FIELDS) expect(columns.get(field), field).toBe(label);
  });

  it('stores every part an applicant fills in', () => {
    const fields = Object.keys(applicationsEntity.inputSchema.shape);
    expect(fields).toEqual(
      expect.arrayContaining([
        'qualifications',
        'languageAbility',
        'declarations',
        'convictions',
        'finances',
        'bursary',
        'exegesis',
      ]),
    );
  });
});
