interface Fetching<T> {
  promise: Promise<T>;
  arrived: boolean;
  value?: T;
}

/**
 * Yields a chain of pages in order while fetching ahead of the consumer: the page after page n
 * is asked for as soon as page n arrives, even while the consumer still works on an earlier page,
 * and at most `ahead` pages are fetched but not yet taken (so memory stays bounded).
 * `nextOf(page)` says how to fetch the page after it, or undefined at the end. A failed fetch
 * throws when the consumer reaches it, and nothing is fetched after it.
 */
export async function* readAhead<T>(
  first: () => Promise<T>,
  nextOf: (page: T) => (() => Promise<T>) | undefined,
  ahead: number,
): AsyncGenerator<T> {
  const waiting: Fetching<T>[] = [];
  let last: Fetching<T> | undefined;
  let ended = false;

  const start = (fetch: () => Promise<T>) => {
    const fetching: Fetching<T> = { promise: fetch(), arrived: false };
    fetching.promise.then(
      (value) => {
        fetching.arrived = true;
        fetching.value = value;
        topUp();
      },
      // Reported to the consumer when it awaits this page, not as an unhandled rejection.
      () => undefined,
    );
    waiting.push(fetching);
    last = fetching;
  };

  // Starts the next fetch when the last one has arrived and there is room for another page.
  const topUp = () => {
    if (ended || !last?.arrived || waiting.length >= ahead) return;
    const fetch = nextOf(last.value as T);
    if (fetch) start(fetch);
    else ended = true;
  };

  start(first);
  try {
    for (;;) {
      const fetching = waiting[0];
      if (!fetching) return;
      const page = await fetching.promise;
      waiting.shift();
      topUp();
      yield page;
    }
  } finally {
    // The consumer stopped (the end, an error, or a break): fetches still under way start no more.
    ended = true;
  }
}
