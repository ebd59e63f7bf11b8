import { sql } from 'drizzle-orm';
import type { ImportKind } from '#domain/imports/kinds';
import type { ContactRecord } from '#domain/records/contact';
import type { OrganisationInput } from '#domain/records/organisation';
import type { Db } from '../../db/client';
import { applications, contacts, organisations, students } from '../../db/schema';
import { applicationsEntity } from '../../entities/applications';
import { insertContact } from '../../entities/contact-writes';
import { checkOrganisationHub, insertOrganisation } from '../../entities/organisation-writes';
import { studentsEntity } from '../../entities/students';
import type { AuthContext } from '../../platform/auth/context';
import { createRecord } from '../../platform/entities/write';

// Each kind of the admin import on the server: the duplicate keys already stored, and how a
// checked row is created, through the same write path as the app's own screens (the entity
// layer's createRecord for students and applications: audit, version, change feed; the
// relationships area's insertContact/insertOrganisation for the online-only records).

export interface KindWriter {
  /** What a record is called in a row's reason ("New student", "Already a student …"). */
  singular: string;
  /** The duplicate keys among `keys` that stored records already hold. */
  existing(tx: Db, keys: readonly string[]): Promise<Set<string>>;
  /** Creates the record of a checked row; answers its id. */
  create(tx: Db, auth: AuthContext, input: Record<string, unknown>): Promise<string>;
}

/** The lower-case e-mails among `keys` a table's e-mail column holds. */
async function emailsIn(
  tx: Db,
  table: typeof students | typeof applications | typeof contacts,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ email: sql<string>`lower(${table.email})` })
    .from(table)
    .where(sql`lower(${table.email}) = any(${sql.param([...keys])}::text[])`);
  return new Set(rows.map((row) => row.email));
}

/** Organisations' duplicate keys: name (lower case, single-spaced) and post code, as checkRow. */
const ORGANISATION_KEY = sql<string>`lower(regexp_replace(${organisations.name}, '\\s+', ' ', 'g')) || '|' || upper(replace(coalesce(${organisations.postCode}, ''), ' ', ''))`;

export const KIND_WRITERS: Record<ImportKind, KindWriter> = {
  students: {
    singular: 'student',
    existing: (tx, keys) => emailsIn(tx, students, keys),
    create: async (tx, auth, input) => (await createRecord(tx, studentsEntity, auth, input)).id,
  },
  applicants: {
    singular: 'applicant',
    existing: (tx, keys) => emailsIn(tx, applications, keys),
    create: async (tx, auth, input) => (await createRecord(tx, applicationsEntity, auth, input)).id,
  },
  contacts: {
    singular: 'contact',
    existing: (tx, keys) => emailsIn(tx, contacts, keys),
    create: (tx, auth, input) => insertContact(tx, auth, input as ContactRecord),
  },
  organisations: {
    singular: 'organisation',
    async existing(tx, keys) {
      if (keys.length === 0) return new Set();
      const rows = await tx
        .select({ key: ORGANISATION_KEY })
        .from(organisations)
        .where(sql`${ORGANISATION_KEY} = any(${sql.param([...keys])}::text[])`);
      return new Set(rows.map((row) => row.key));
    },
    async create(tx, auth, input) {
      const organisation = input as OrganisationInput;
      await checkOrganisationHub(tx, organisation.hubId);
      return insertOrganisation(tx, auth, organisation);
    },
  },
};
