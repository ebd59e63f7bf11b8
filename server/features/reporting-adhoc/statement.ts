import { parse } from 'libpg-query';

/** What the check of an ad hoc statement answers: the one SELECT to run, or why it may not run. */
export type StatementCheck = { ok: true; text: string } | { ok: false; reason: string };

// Statements that write, found anywhere in the tree (a WITH may hold a DELETE … RETURNING).
const WRITING_NODES: Record<string, string> = {
  InsertStmt: 'INSERT',
  UpdateStmt: 'UPDATE',
  DeleteStmt: 'DELETE',
  MergeStmt: 'MERGE',
};

/**
 * Functions refused before the query runs. The read-only transaction and the role refuse
 * writes, sequences, files and large objects themselves; these would get around them: the
 * session user may take its own role back (`set_config('role', …)`) or lift the time limit,
 * the `…_to_xml` functions run SQL written in a string, advisory locks and notifications
 * outlive the transaction on a pooled connection, and no query ends another's connection.
 */
const REFUSED_FUNCTION =
  /^(set_config|pg_notify|pg_terminate_backend|pg_cancel_backend|dblink.*|pg_(try_)?advisory.*|.*_to_xml|.*_to_xmlschema|.*_to_xml_and_xmlschema)$/;

const NAMES: Record<string, string> = {
  SelectStmt: 'SELECT',
  ...WRITING_NODES,
  CreateStmt: 'CREATE TABLE',
  CreateTableAsStmt: 'CREATE TABLE AS',
  DropStmt: 'DROP',
  TruncateStmt: 'TRUNCATE',
  VariableSetStmt: 'SET',
  TransactionStmt: 'a transaction command',
  CopyStmt: 'COPY',
  DoStmt: 'DO',
  ExplainStmt: 'EXPLAIN',
  GrantStmt: 'GRANT',
  AlterTableStmt: 'ALTER TABLE',
};

function statementName(node: Record<string, unknown>): string {
  const kind = Object.keys(node)[0] ?? 'unknown';
  return NAMES[kind] ?? kind.replace(/Stmt$/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
}

function* walk(value: unknown): Generator<[string, unknown]> {
  if (Array.isArray(value)) {
    for (const item of value) yield* walk(item);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      yield [key, child];
      yield* walk(child);
    }
  }
}

function functionName(call: unknown): string {
  const names = (call as { funcname?: { String?: { sval?: string } }[] }).funcname ?? [];
  return (names.at(-1)?.String?.sval ?? '').toLowerCase();
}

/** Why the tree of one SELECT may not run, or null when it may. */
function refusalInside(tree: unknown): string | null {
  for (const [key, value] of walk(tree)) {
    const writes = WRITING_NODES[key];
    if (writes) return `Only a SELECT may run: this one holds ${writes}.`;
    if (key === 'intoClause' && value) return 'SELECT INTO creates a table: only a SELECT may run.';
    if (key === 'lockingClause' && Array.isArray(value) && value.length > 0)
      return 'FOR UPDATE and FOR SHARE lock rows: only a plain SELECT may run.';
    if (key === 'FuncCall') {
      const name = functionName(value);
      if (REFUSED_FUNCTION.test(name)) return `The function ${name} may not be used here.`;
    }
  }
  return null;
}

/**
 * Reads the SQL with PostgreSQL's own parser and accepts exactly one SELECT without INTO,
 * without a locking clause, without a writing WITH and without the refused functions; answers
 * the statement's text without its semicolon and anything after it.
 */
export async function checkStatement(sql: string): Promise<StatementCheck> {
  let stmts: { stmt?: Record<string, unknown>; stmt_location?: number; stmt_len?: number }[];
  try {
    stmts = ((await parse(sql)).stmts ?? []) as typeof stmts;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `The SQL could not be read: ${message}.` };
  }
  if (stmts.length === 0) return { ok: false, reason: 'Write one SELECT statement.' };
  if (stmts.length > 1) return { ok: false, reason: 'Only one statement may run at a time.' };
  const [raw] = stmts;
  const stmt = raw?.stmt ?? {};
  if (!('SelectStmt' in stmt)) {
    return { ok: false, reason: `Only a SELECT may run: this is ${statementName(stmt)}.` };
  }
  const refusal = refusalInside(stmt);
  if (refusal) return { ok: false, reason: refusal };
  // The parser's locations count bytes of UTF-8.
  const bytes = Buffer.from(sql, 'utf8');
  const start = raw?.stmt_location ?? 0;
  const end = raw?.stmt_len ? start + raw.stmt_len : bytes.length;
  return { ok: true, text: bytes.subarray(start, end).toString('utf8').trim() };
}
