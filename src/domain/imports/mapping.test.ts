import { describe, expect, it } from 'vitest';
import { IMPORT_KIND_FIELDS } from './kinds';
import { columnMapSchema, mappedValues, missingColumns, suggestColumns } from './mapping';
import { countOutcomes, resultsCsv } from './report';

const CONTACTS = IMPORT_KIND_FIELDS.contacts;

describe('suggestColumns', () => {
  it('maps headers by their usual names or the label, ignoring case, spaces and underscores', () => {
    expect(
      suggestColumns(CONTACTS, ['First Name', 'Surname', 'E-mail', 'post_code', 'Other']),
    ).toEqual({ name: 'First Name', lastName: 'Surname', email: 'E-mail', postCode: 'post_code' });
    expect(suggestColumns(IMPORT_KIND_FIELDS.students, ['Town or city', 'Date of birth'])).toEqual({
      city: 'Town or city',
      dateOfBirth: 'Date of birth',
    });
  });
  it('gives each header to one field only', () => {
    // "Name" could be the students' first name; it is taken once.
    expect(suggestColumns(IMPORT_KIND_FIELDS.students, ['Name'])).toEqual({ firstName: 'Name' });
  });
});

describe('columnMapSchema', () => {
  const schema = columnMapSchema(IMPORT_KIND_FIELDS.organisations);
  it('requires every required field and names the missing one', () => {
    const result = schema.safeParse({ name: 'Org' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['partnerType', 'status']);
    expect(schema.safeParse({ name: 'A', partnerType: 'B', status: 'C' }).success).toBe(true);
  });
  it('refuses a field the kind does not have', () => {
    expect(
      schema.safeParse({ name: 'A', partnerType: 'B', status: 'C', dateOfBirth: 'D' }).success,
    ).toBe(false);
  });
});

describe('mappedValues and missingColumns', () => {
  it('reads mapped cells trimmed, leaving out empty ones', () => {
    expect(
      mappedValues({ N: ' Ann ', E: '', X: 'x' }, { name: 'N', email: 'E' }, ['name', 'email']),
    ).toEqual({ name: 'Ann' });
  });
  it('names the fields mapped to a column the file lacks', () => {
    expect(missingColumns({ name: 'Name', email: 'Mail' }, ['Name'])).toEqual([
      { field: 'email', header: 'Mail' },
    ]);
  });
});

describe('countOutcomes', () => {
  it('counts every outcome, zero when none', () => {
    expect(
      countOutcomes(['created', 'refused'], [{ outcome: 'created' }, { outcome: 'created' }]),
    ).toEqual({ created: 2, refused: 0 });
  });
});

describe('resultsCsv', () => {
  it('writes a header and a row per result, quoting what needs it', () => {
    expect(
      resultsCsv([
        { line: 2, name: 'Ann', outcome: 'created', reason: 'New contact' },
        { line: 3, name: 'Lee, Bo', outcome: 'refused', reason: 'Said "no"' },
      ]),
    ).toBe(
      'Line,Name,Outcome,Reason\n2,Ann,created,New contact\n3,"Lee, Bo",refused,"Said ""no"""\n',
    );
  });
});
