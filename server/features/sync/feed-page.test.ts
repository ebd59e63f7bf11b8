import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { changes } from '../../db/schema';
import { ENTITIES } from '../../entities/index';
import { buildFeedEntries } from './feed-page';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 20 });
});
afterAll(() => test.close());

const byName = new Map(ENTITIES.map((entity) => [entity.name, entity]));
const everyone = { all: true } as const;

interface Entry {
  seq: number;
  entity: string;
  id: string;
  record?: unknown;
}

describe('feed page size', () => {
  it('cuts a page at the byte budget, and the pages after it still carry every record once', async () => {
    const rows = await test.context.db.select().from(changes).orderBy(asc(changes.seq));
    const whole = await buildFeedEntries(test.context.db, rows, byName, everyone);
    expect(whole.cut).toBe(false);
    expect(whole.cursor).toBe(rows.at(-1)?.seq);
    const expected = whole.entries.map((json) => JSON.parse(json) as Entry);

    // Pages of about 20 KB, each starting after the last one's cursor.
    const paged: Entry[] = [];
    let cursor = 0;
    let pages = 0;
    for (;;) {
      const after = rows.filter((row) => row.seq > cursor);
      const page = await buildFeedEntries(test.context.db, after, byName, everyone, 20_000);
      pages += 1;
      const entries = page.entries.map((json) => JSON.parse(json) as Entry);
      if (page.cut) {
        expect(page.entries.join('').length).toBeGreaterThanOrEqual(20_000);
        expect(page.cursor).toBe(entries.at(-1)?.seq);
      }
      paged.push(...entries);
      if (!page.cut) break;
      cursor = page.cursor ?? cursor;
    }
    expect(pages).toBeGreaterThan(3);
    // Seq order throughout, and the same final state of every record.
    expect(paged.map((entry) => entry.seq)).toEqual(
      paged.map((entry) => entry.seq).toSorted((a, b) => a - b),
    );
    const last = (entries: Entry[]) =>
      new Map(entries.map((entry) => [`${entry.entity}:${entry.id}`, entry.record]));
    expect(last(paged)).toEqual(last(expected));
  });
});
