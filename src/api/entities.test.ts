import { describe, expect, it } from 'vitest';
import { downloadName } from './entities';

describe('downloadName (spec §7)', () => {
  it('prefers the UTF-8 file name, then the plain one, else file.<type>', () => {
    expect(
      downloadName(`attachment; filename="Zoe.xlsx"; filename*=UTF-8''Zo%C3%AB.xlsx`, 'xlsx'),
    ).toBe('Zoë.xlsx');
    expect(downloadName('attachment; filename="students-2026-11-22.csv"', 'csv')).toBe(
      'students-2026-11-22.csv',
    );
    expect(downloadName(null, 'pdf')).toBe('file.pdf');
    expect(downloadName('attachment', 'xlsx')).toBe('file.xlsx');
  });
});
