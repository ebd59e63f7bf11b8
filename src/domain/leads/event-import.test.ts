import { describe, expect, it } from 'vitest';
import { attendeeOf, columnMappingSchema, importReportOf, suggestMapping } from './event-import';

describe('suggestMapping', () => {
  it('maps headers by their usual names, ignoring case, spaces and underscores', () => {
    expect(suggestMapping(['First Name', 'Surname', 'E-mail', 'post_code', 'Notes'])).toEqual({
      name: 'First Name',
      lastName: 'Surname',
      email: 'E-mail',
      postCode: 'post_code',
    });
  });
});

describe('columnMappingSchema', () => {
  it('requires the name column', () => {
    expect(columnMappingSchema.safeParse({ email: 'Email' }).success).toBe(false);
    expect(columnMappingSchema.safeParse({ name: 'Name' }).success).toBe(true);
  });
});

describe('attendeeOf', () => {
  const mapping = { name: 'Name', email: 'Email', postCode: 'PC' };
  it('reads the mapped cells, trimmed, leaving out empty ones', () => {
    expect(attendeeOf({ Name: ' Ann ', Email: '', PC: 'LS1 4AP', Other: 'x' }, mapping)).toEqual({
      attendee: { name: 'Ann', postCode: 'LS1 4AP' },
    });
  });
  it('refuses a row without a name or with a bad e-mail', () => {
    expect(attendeeOf({ Name: ' ', Email: 'a@b.org' }, mapping)).toEqual({
      refused: 'The name is missing',
    });
    expect(attendeeOf({ Name: 'Ann', Email: 'not-an-address' }, mapping)).toEqual({
      refused: "'not-an-address' is not an e-mail address",
    });
  });
});

describe('importReportOf', () => {
  it('counts the outcomes of the rows', () => {
    const report = importReportOf('Open night', true, [
      { line: 2, name: 'A', outcome: 'created', reason: 'New' },
      { line: 3, name: 'B', outcome: 'refused', reason: 'x' },
      { line: 4, name: 'C', outcome: 'created', reason: 'New' },
    ]);
    expect(report.counts).toEqual({ created: 2, merged: 0, refused: 1 });
  });
});
