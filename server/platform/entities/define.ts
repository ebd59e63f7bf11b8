import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Feature } from '#domain/config/feature-list';
import type { Requirement } from '#domain/permissions/requirement';
import type { Db } from '../../db/client';
import type { AuthContext } from '../auth/context';
import type { Tx } from '../changes';
import type { ExportColumn } from '../exports/types';

/** A record as the generic layer handles it: a row of the entity's table. */
export type Row = Record<string, unknown> & { id: string; version: number };

/** Who may do what with an entity's records (architecture §6 "declarative policies"). */
export interface EntityPolicy {
  view: Requirement;
  create: Requirement;
  update: Requirement;
  delete: Requirement;
}

/** What a write hook knows: the transaction, the caller, the record before and after. */
export interface WriteContext {
  tx: Tx;
  auth: AuthContext;
  before: Row | undefined;
  after: Row | undefined;
}

/** A table the generic layer can serve: it has the record columns of server/db/schema/columns.ts. */
export type EntityTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  seq: PgColumn;
  updatedAt: PgColumn;
};

/**
 * What a field that names another record names: its table, what one is called ("hub"), and
 * whether it must be in the caller's scope too (a student another hub's staff cannot see is,
 * to them, no student: naming it must not reveal that it exists).
 */
export interface EntityReference {
  table: PgTable & { id: PgColumn };
  label: string;
  scoped?: boolean;
}

/** One entity of the generic API (architecture §4): table, schema, policy, scope, list behaviour. */
export interface EntityDefinition {
  /** Resource path under /api, e.g. `students`. */
  name: string;
  /** Human name of one record, e.g. `Student`. */
  label: string;
  table: EntityTable;
  /** The fields a client writes (create and full update); from src/domain's schemas. */
  inputSchema: z.ZodObject;
  policy: EntityPolicy;
  /** The feature switch the entity belongs to: the sync feed sends none of it while it is off. */
  feature?: Feature;
  /**
   * Scope keys of a record (server/platform/auth/scope.ts), or undefined for reference data
   * every signed-in user may read.
   */
  scopeKeys?: (row: Row, tx: Tx) => Promise<string[]> | string[];
  /** Fields searched by `q` (text columns). */
  searchable: string[];
  /**
   * A stored lower-case copy of the searchable fields, one per line (a generated column): `q`
   * is then one LIKE on it instead of an ILIKE per field (architecture §7).
   */
  searchText?: PgColumn;
  /** Fields the list may be sorted by; the first is the default. */
  sortable: string[];
  /** Fields the list may be filtered by with `?field=value[,value]`. */
  filterable: string[];
  /** Columns of the default export, in order. */
  exportColumns: ExportColumn[];
  /** Fields never sent to clients (e.g. a password hash). */
  hidden?: string[];
  /** Labels of fields for forms and exports (the rest are derived from the field name). */
  labels?: Record<string, string>;
  /**
   * Fields naming other records: a created or changed one must name a record that exists (422
   * on the field otherwise); the schema's foreign keys say the same to every other writer.
   */
  references?: Record<string, EntityReference>;
  /** Business rules of a write beyond the schema; throw AppError (422) to refuse. */
  validate?: (context: WriteContext) => Promise<void> | void;
  /** Follow-up writes in the same transaction (e.g. a student's engagements follow its hub). */
  afterWrite?: (context: WriteContext) => Promise<void>;
  /** A list of its own, answered instead of the generic one when its parameter is given. */
  customList?: CustomList;
}

/**
 * A list the entity answers itself (list page or `?export=`) when the query holds `param`, such
 * as a student list mode whose rules read other tables; it validates and authorizes its query.
 */
export interface CustomList {
  param: string;
  answer: (request: {
    db: Db;
    query: Record<string, unknown>;
    auth: AuthContext;
    reply: FastifyReply;
  }) => Promise<unknown>;
}

/** Declares an entity; typed code, not a runtime metadata engine (architecture §4). */
export function defineEntity(definition: EntityDefinition): EntityDefinition {
  return definition;
}
