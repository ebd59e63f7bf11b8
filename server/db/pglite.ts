import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Transaction,
  types,
} from '@electric-sql/pglite';

// drizzle keeps dates, times and intervals (and their arrays) as the text PostgreSQL sends, by
// passing these parsers with every query; PGlite then copies its own ~300 parsers into a new
// object to merge them, which cost about a tenth of a point read (architecture §7). The instance
// below holds them from the start, and drizzle's queries reach it without them: the same
// values, parsed with the same functions.
const KEPT_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const keepText = (value: string) => value;
const TEXT_PARSERS = Object.fromEntries(KEPT_AS_TEXT.map((type) => [type, keepText]));

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  return options?.parsers ? { ...options, parsers: undefined } : options;
}

/** PGlite for drizzle: the parsers drizzle asks for are the instance's own, never merged again. */
export class PgliteForDrizzle extends PGlite {
  constructor(options: Omit<PGliteOptions, 'parsers'> = {}) {
    super({ ...options, parsers: TEXT_PARSERS });
  }

  /** Opens the database (PGlite.create's work for this class). */
  static async open(options: Omit<PGliteOptions, 'parsers'> = {}): Promise<PgliteForDrizzle> {
    const client = new PgliteForDrizzle(options);
    await client.waitReady;
    return client;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, withoutParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback({
        query: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
          tx.query<R>(query, params, withoutParsers(options)),
        sql: tx.sql,
        exec: tx.exec,
        rollback: tx.rollback,
        listen: tx.listen,
        get closed() {
          return tx.closed;
        },
      }),
    );
  }
}
