import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../tests/api/pglite-image';
import type { Database } from '../../db/client';
import { seedDemo } from '../../db/seed/seed';
import { applicationsEntity } from '../../entities/applications';
import { engagementsEntity } from '../../entities/engagements';
import { studentsEntity } from '../../entities/students';
import type { Scope } from '../auth/scope';
import { streamExport } from '../exports';
import { buildCsv } from '../exports/csv';
import type { EntityDefinition, Row } from './define';
import { listReader, readPages } from './list-pages';
import type { ListQuery } from './list-query';
import { presentRecord } from './present';

const ALL: Scope = { all: true };
const HUB_1: Scope = { all: false, keys: ['hub:hub-1'] };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDemo(database.db, { students: 60, applications: 45 });
}, 60_000);
afterAll(() => database?.close());

async function everyPage(pages: AsyncIterable<Row[]>): Promise<Row[][]> {
  const all: Row[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}

describe('readPages over listReader (keyset pages)', () => {
  it.each<[string, EntityDefinition, ListQuery, Scope]>([
    ['students by last name', studentsEntity, {}, ALL],
    [
      'students by email, descending, searched',
      studentsEntity,
      { q: 'an', sort: 'email', order: 'desc' },
      ALL,
    ],
    ['students of one hub by hub (many equal values)', studentsEntity, { sort: 'hubId' }, HUB_1],
    ['engagements by cohort (nulls last)', engagementsEntity, { sort: 'cohort' }, ALL],
    [
      'engagements by cohort, descending',
      engagementsEntity,
      { sort: 'cohort', order: 'desc' },
      ALL,
    ],
    [
      'applications by last update, filtered',
      applicationsEntity,
      { status: 'In progress,Approved' },
      ALL,
    ],
  ])('reads %s page by page in the order of one query', async (_, entity, query, scope) => {
    const reader = listReader(database.db, entity, query, scope);
    const whole = await reader.page(undefined, 100_000);
    expect(whole.length).toBeGreaterThan(7);
    const pages = await everyPage(await readPages(reader, 7));
    expect(pages.every((page) => page.length <= 7)).toBe(true);
    expect(pages.flat().map((row) => row.id)).toEqual(whole.map((row) => row.id));
    expect(await reader.count()).toBe(whole.length);
  });

  it('reads the first page at once and each next page only when asked', async () => {
    const reader = listReader(database.db, studentsEntity, {}, ALL);
    const page = vi.spyOn(reader, 'page');
    const pages = (await readPages(reader, 10))[Symbol.asyncIterator]();
    expect(page).toHaveBeenCalledTimes(1);
    await pages.next();
    expect(page).toHaveBeenCalledTimes(1);
    await pages.next();
    expect(page).toHaveBeenCalledTimes(2);
    while (!(await pages.next()).done);
    // 60 students: 6 full pages, then an empty one that ends the list.
    expect(page).toHaveBeenCalledTimes(7);
    expect(page.mock.calls.every(([, limit]) => limit === 10)).toBe(true);
  });

  it('checks the query before reading: an unknown sort or filter is a 400', () => {
    expect(() => listReader(database.db, studentsEntity, { sort: 'phone' }, ALL)).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => listReader(database.db, studentsEntity, { passwordHash: 'x' }, ALL)).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it('streams the CSV of more rows than one page, equal to the CSV of them all', async () => {
    const reader = listReader(database.db, studentsEntity, { sort: 'firstName' }, ALL);
    const whole = (await reader.page(undefined, 100_000)).map((row) =>
      presentRecord(studentsEntity, row),
    );
    const request = {
      title: 'Student list',
      fileBaseName: 'students',
      columns: studentsEntity.exportColumns,
    };
    async function* presented(pages: AsyncIterable<Row[]>) {
      for await (const rows of pages) yield rows.map((row) => presentRecord(studentsEntity, row));
    }
    const file = streamExport('csv', {
      ...request,
      pages: presented(await readPages(reader, 8)),
    });
    const streamed = await collect(file.body);
    expect(streamed.equals(buildCsv({ ...request, rows: whole }))).toBe(true);
    expect(streamed.toString('utf8').split('\r\n')).toHaveLength(whole.length + 2);
  });
});

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
