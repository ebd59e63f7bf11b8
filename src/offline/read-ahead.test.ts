import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead';

/** Pages 1..last, each answered when the test says so; records the order of requests. */
function controlledPages(last: number) {
  const asked: number[] = [];
  const answers = new Map<number, (value: number) => void>();
  const fetchPage = (n: number) => () => {
    asked.push(n);
    return new Promise<number>((resolve) => answers.set(n, resolve));
  };
  const answer = async (n: number) => {
    answers.get(n)?.(n);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const nextOf = (n: number) => (n < last ? fetchPage(n + 1) : undefined);
  return { asked, answer, first: fetchPage(1), nextOf };
}

describe('readAhead', () => {
  it('yields every page in order', async () => {
    const pages: number[] = [];
    const nextOf = (n: number) => (n < 5 ? async () => n + 1 : undefined);
    for await (const page of readAhead(async () => 1, nextOf, 2)) pages.push(page);
    expect(pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks for the next page as soon as one arrives, while the consumer is still busy', async () => {
    const { asked, answer, first, nextOf } = controlledPages(10);
    const pages = readAhead(first, nextOf, 2);
    const taken = pages.next();
    await answer(1);
    expect((await taken).value).toBe(1);
    // The consumer works on page 1: page 2 was asked for, and page 3 as soon as 2 arrived.
    expect(asked).toEqual([1, 2]);
    await answer(2);
    expect(asked).toEqual([1, 2, 3]);
    // Pages 2 and 3 wait to be taken: no fourth request until the consumer takes one.
    await answer(3);
    expect(asked).toEqual([1, 2, 3]);
    expect((await pages.next()).value).toBe(2);
    expect(asked).toEqual([1, 2, 3, 4]);
  });

  it('stops at the last page', async () => {
    const { asked, answer, first, nextOf } = controlledPages(2);
    const pages: number[] = [];
    const done = (async () => {
      for await (const page of readAhead(first, nextOf, 3)) pages.push(page);
    })();
    await answer(1);
    await answer(2);
    await done;
    expect(pages).toEqual([1, 2]);
    expect(asked).toEqual([1, 2]);
  });

  it('throws a failed fetch when the consumer reaches it, and fetches nothing after it', async () => {
    const asked: number[] = [];
    const nextOf = (n: number) => () => {
      asked.push(n + 1);
      return n + 1 === 3 ? Promise.reject(new Error('offline')) : Promise.resolve(n + 1);
    };
    const pages: number[] = [];
    await expect(
      (async () => {
        for await (const page of readAhead(async () => 1, nextOf, 2)) pages.push(page);
      })(),
    ).rejects.toThrow('offline');
    expect(pages).toEqual([1, 2]);
    expect(asked).toEqual([2, 3]);
  });

  it('starts no fetch after the consumer stops early', async () => {
    const { asked, answer, first, nextOf } = controlledPages(10);
    const consumer = (async () => {
      for await (const page of readAhead(first, nextOf, 2)) {
        expect(page).toBe(1);
        break;
      }
    })();
    await answer(1);
    await consumer;
    // Page 2 was asked for before the consumer stopped; its arrival asks for nothing more.
    await answer(2);
    expect(asked).toEqual([1, 2]);
  });
});
