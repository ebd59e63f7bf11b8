import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { readCsv, readImportFile } from './file';

const csv = (text: string) => Buffer.from(text);

function refusal(read: () => unknown): AppError {
  try {
    read();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('The file was read');
}

describe('readCsv', () => {
  it('numbers rows by their line in the file, across quoted line breaks and blank lines', () => {
    const file = readCsv(csv('\uFEFFName,Note\r\nAnn,"two\nlines"\r\n\r\nBob,x\r\n'));
    expect(file.headers).toEqual(['Name', 'Note']);
    expect(file.rows).toEqual([
      { line: 2, cells: { Name: 'Ann', Note: 'two\nlines' } },
      { line: 5, cells: { Name: 'Bob', Note: 'x' } },
    ]);
  });
  it('reads a file of one column and semicolon-separated files', () => {
    expect(readCsv(csv('Name\nAnn\n')).rows).toEqual([{ line: 2, cells: { Name: 'Ann' } }]);
    expect(readCsv(csv('Name;Email\nAnn;a@x.org\n')).rows[0]?.cells).toEqual({
      Name: 'Ann',
      Email: 'a@x.org',
    });
  });
  it('refuses rows of the wrong width and duplicate or empty headers, by line', () => {
    const error = refusal(() => readCsv(csv('Name,Name,\nAnn,x,y\nBob\n')));
    expect(error.status).toBe(422);
    expect(error.details?.map((d) => d.param)).toEqual(['line 1', 'line 1', 'line 3']);
  });
  it('refuses an empty file', () => {
    expect(refusal(() => readCsv(csv(''))).details?.[0]?.param).toBe('file');
  });
});

describe('readImportFile', () => {
  it('refuses another kind of file and a broken workbook', async () => {
    await expect(readImportFile('list.pdf', csv('x'))).rejects.toMatchObject({ status: 422 });
    await expect(readImportFile('list.xlsx', csv('not a zip'))).rejects.toMatchObject({
      status: 422,
    });
  });
});
