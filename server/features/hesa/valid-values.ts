import { readFile } from 'node:fs/promises';
import type { Element, Node } from '@oozcitak/dom/lib/dom/interfaces';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import type { Db } from '../../db/client';
import { hesaMappings, hesaValidValues } from '../../db/schema';
import { type Actor, writeAudit } from '../../platform/audit';
import type { Tx } from '../../platform/changes';
import { invalid } from '../../platform/errors';

// The valid values of a collection come from HESA's own schema for the year: the operator puts
// the XSD in DATA_DIR/hesa and loads its lists here, so no list is typed by hand (the seed's
// lists are a demo, some partial). A field's list is the enumeration of its element's type.

const XS = 'http://www.w3.org/2001/XMLSchema';
/** How far a type may restrict another before its enumerations are found. */
const MAX_BASES = 5;

export interface ValidValue {
  code: string;
  label: string;
}

const isElement = (node: Node | undefined): node is Element => node?.nodeType === 1;
const elementsOf = (parent: Element, name: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS(XS, name)).filter(isElement);
const localName = (qualified: string | null) => (qualified ?? '').split(':').pop() ?? '';
const childrenOf = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes)
    .filter(isElement)
    .filter((node) => node.localName === name);

/** An enumeration's label: its documentation's text, else its code. */
function labelOf(enumeration: Element, code: string): string {
  const text = elementsOf(enumeration, 'documentation')
    .map((doc) => doc.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || code;
}

/** The enumerations of a simple type, following its restriction's base to named types. */
function enumerationsOf(
  type: Element,
  named: ReadonlyMap<string, Element>,
  depth = 0,
): ValidValue[] {
  const values = elementsOf(type, 'enumeration').flatMap((enumeration) => {
    const code = enumeration.getAttribute('value');
    return code ? [{ code, label: labelOf(enumeration, code) }] : [];
  });
  if (values.length > 0 || depth >= MAX_BASES) return values;
  const base = elementsOf(type, 'restriction')[0]?.getAttribute('base') ?? null;
  const baseType = named.get(localName(base));
  return baseType ? enumerationsOf(baseType, named, depth + 1) : [];
}

/**
 * Every field of the schema whose type lists its values: field (element name) → codes with
 * labels, each code once. Throws when the text is not an XML schema.
 */
export function validValuesOfXsd(xsd: string): Map<string, ValidValue[]> {
  const root = create(xsd).root().node as Element;
  if (root.localName !== 'schema' || root.namespaceURI !== XS) {
    throw new Error('Not an XML schema (no xs:schema root)');
  }
  const named = new Map<string, Element>();
  for (const type of elementsOf(root, 'simpleType')) {
    const name = type.getAttribute('name');
    if (name) named.set(name, type);
  }
  const byField = new Map<string, ValidValue[]>();
  for (const element of elementsOf(root, 'element')) {
    const field = element.getAttribute('name');
    if (!field || byField.has(field)) continue;
    const inline = childrenOf(element, 'simpleType')[0];
    const type = inline ?? named.get(localName(element.getAttribute('type')));
    if (!type) continue;
    const seen = new Set<string>();
    const values = enumerationsOf(type, named).filter(
      (value) => !seen.has(value.code) && Boolean(seen.add(value.code)),
    );
    if (values.length > 0) byField.set(field, values);
  }
  return byField;
}

/** What a load reports: the fields loaded with their count of codes, and mappings carried. */
export interface ValidValuesLoad {
  collection: string;
  file: string;
  fields: { field: string; codes: number }[];
  carriedMappings: number;
}

/**
 * Loads a collection's valid values from the operator's XSD (audited): each field found replaces
 * that field's list; a collection with no mappings yet takes the newest earlier collection's,
 * where their code is still valid (a new year starts from last year's work).
 */
export async function loadValidValues(
  db: Db,
  actor: Actor,
  collection: string,
  xsdPath: string | undefined,
): Promise<ValidValuesLoad> {
  if (!xsdPath) {
    throw invalid([
      { param: 'collection', message: "Put the year's HESA XSD in the data folder's hesa first" },
    ]);
  }
  let lists: Map<string, ValidValue[]>;
  try {
    lists = validValuesOfXsd(await readFile(xsdPath, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw invalid([{ param: 'collection', message: `The XSD could not be read: ${reason}` }]);
  }
  if (lists.size === 0) {
    throw invalid([{ param: 'collection', message: 'The XSD lists no valid values' }]);
  }
  const file = xsdPath.split(/[\\/]/).pop() ?? xsdPath;
  const fields = [...lists.keys()];
  return db.transaction(async (tx) => {
    await tx
      .delete(hesaValidValues)
      .where(
        and(eq(hesaValidValues.collection, collection), inArray(hesaValidValues.field, fields)),
      );
    const rows = [...lists].flatMap(([field, values]) =>
      values.map((value) => ({ collection, field, ...value })),
    );
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(hesaValidValues).values(rows.slice(start, start + 1000));
    }
    const carriedMappings = await carryMappings(tx, actor, collection, lists);
    await writeAudit(tx, actor, {
      entity: 'hesa-valid-values',
      recordId: collection,
      action: 'update',
      after: { file, fields: fields.length, codes: rows.length, carriedMappings },
    });
    return {
      collection,
      file,
      fields: [...lists].map(([field, values]) => ({ field, codes: values.length })),
      carriedMappings,
    };
  });
}

/** Copies the newest earlier collection's mappings into one that has none (valid codes only). */
async function carryMappings(
  tx: Tx,
  actor: Actor,
  collection: string,
  lists: ReadonlyMap<string, ValidValue[]>,
): Promise<number> {
  const [own] = await tx
    .select({ id: hesaMappings.id })
    .from(hesaMappings)
    .where(eq(hesaMappings.collection, collection))
    .limit(1);
  if (own) return 0;
  const [earlier] = await tx
    .select({ collection: hesaMappings.collection })
    .from(hesaMappings)
    .where(lt(hesaMappings.collection, collection))
    .orderBy(desc(hesaMappings.collection))
    .limit(1);
  if (!earlier) return 0;
  const previous = await tx
    .select()
    .from(hesaMappings)
    .where(eq(hesaMappings.collection, earlier.collection));
  const carried = previous
    .filter((row) => (lists.get(row.field) ?? []).some((value) => value.code === row.code))
    .map((row) => ({
      id: `${collection}:${row.field}:${row.localValue}`,
      collection,
      field: row.field,
      localValue: row.localValue,
      code: row.code,
      updatedBy: actor.userId,
    }));
  if (carried.length > 0) await tx.insert(hesaMappings).values(carried);
  return carried.length;
}
