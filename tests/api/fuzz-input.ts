import fc from 'fast-check';
import { z } from 'zod';

// Request input generated from a route's zod schemas (no maintained zod→fast-check bridge
// supports zod 4): each schema as JSON Schema (`z.toJSONSchema`), walked into fast-check
// arbitraries. Mostly values that fit, so requests reach the handlers; sometimes one value that
// does not (wrong type, out of range, NUL, lone surrogate, huge), anywhere in the input.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

/** Strings that have broken servers: NUL, lone surrogates, traversal, SQL, very long. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFF',
    '\uDBFF\u0000',
    '\uFFFF',
    '',
    ' ',
    '%',
    '%00',
    '../../etc/passwd',
    "'; drop table students; --",
    '__proto__',
    'constructor',
    'null',
    '1e400',
    '-0',
    '2026-02-30',
    '9999-12-31T23:59:59Z',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, 0, -1, 1.5, 1e21, -1e21, 2 ** 53, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Ids of real records, so generated paths and references sometimes name one. */
export type KnownIds = readonly string[];

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref?.match(/^#\/\$defs\/(.+)$/)?.[1];
  return ref ? (root.$defs?.[ref] ?? {}) : schema;
}

function stringOf(schema: JsonSchema, ids: KnownIds): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  const fitting: fc.Arbitrary<string>[] = [
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    // Of a fitting length, but with a NUL or a lone surrogate in it.
    fc
      .tuple(fc.string({ minLength, maxLength }), fc.constantFrom('\u0000', '\uD800', '\uDFFF'))
      .map(([text, odd]) => `${odd}${text}`.slice(0, Math.max(maxLength, 1))),
  ];
  if (schema.format === 'email') fitting.push(fc.emailAddress());
  if (schema.format === 'uuid') fitting.push(fc.uuid());
  if (schema.format === 'date' || schema.format === 'date-time') {
    const dates = fc.date({
      min: new Date('1900-01-01'),
      max: new Date('2100-01-01'),
      noInvalidDate: true,
    });
    fitting.push(
      dates.map((date) => date.toISOString().slice(0, schema.format === 'date' ? 10 : 24)),
    );
  }
  if (schema.pattern) {
    try {
      fitting.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot generate from: the plain strings above stand in.
    }
  }
  if (ids.length > 0) fitting.push(fc.constantFrom(...ids));
  return fc.oneof(...fitting);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? Math.max(min, 0) + 1000;
  const low = Math.max(min, -1e9);
  const high = Math.min(max, 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema, root: JsonSchema, depth: number, ids: KnownIds) {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 3 });
  const model = Object.fromEntries(
    properties.map(([key, value]) => [key, inputFor(value, root, ids, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((key) => key in model);
  return fc.oneof(
    { weight: 5, arbitrary: fc.record(model, { requiredKeys: required }) },
    // A required field missing, or a field the schema does not know.
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.record(model, { requiredKeys: required }),
          fc.string({ maxLength: 8 }),
          nastyValue,
        )
        .map(([record, key, value]) => ({ ...record, [key]: value })),
    },
  );
}

function fittingValue(
  schema: JsonSchema,
  root: JsonSchema,
  ids: KnownIds,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(null);
  const node = resolve(schema, root);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const choices = node.anyOf ?? node.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => fittingValue(choice, root, ids, depth + 1)));
  if (node.allOf?.[0]) return fittingValue(node.allOf[0], root, ids, depth + 1);
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => fittingValue({ ...node, type }, root, ids, depth)));
  switch (types[0]) {
    case 'string':
      return stringOf(node, ids);
    case 'integer':
      return numberOf(node, true);
    case 'number':
      return numberOf(node, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (node.prefixItems)
        return fc.tuple(...node.prefixItems.map((item) => inputFor(item, root, ids, depth + 1)));
      const item = Array.isArray(node.items) ? node.items[0] : node.items;
      return fc.array(inputFor(item ?? {}, root, ids, depth + 1), {
        minLength: node.minItems ?? 0,
        maxLength: Math.max(node.minItems ?? 0, Math.min(node.maxItems ?? 4, 4)),
      });
    }
    case 'object':
      return objectOf(node, root, depth, ids);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values for one JSON Schema node: mostly fitting, sometimes nasty. */
function inputFor(schema: JsonSchema, root: JsonSchema, ids: KnownIds, depth: number) {
  return fc.oneof(
    { weight: 15, arbitrary: fittingValue(schema, root, ids, depth) },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** Generated input for a zod schema (of a body, a query or path parameters). */
export function arbitraryFromZod(schema: unknown, ids: KnownIds): fc.Arbitrary<unknown> {
  if (!(schema instanceof z.ZodType)) return nastyValue;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return inputFor(json, json, ids, 0);
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes as the bytes of its
 * code unit (WTF-8): what a broken client could send.
 */
export function encodeComponent(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** A query string of generated values (lists repeat the key; objects go as JSON). */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return '';
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => {
      const text = typeof item === 'string' ? item : JSON.stringify(item);
      return `${encodeComponent(key)}=${encodeComponent(text ?? '')}`;
    }),
  );
  return pairs.join('&');
}
