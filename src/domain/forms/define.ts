import { z } from 'zod';

/** Controls a student form field can use; 'checkbox' with options is a group of ticks (a list). */
export const STUDENT_FORM_FIELD_TYPES = [
  'text',
  'email',
  'tel',
  'date',
  'select',
  'checkbox',
  'textarea',
  'radio',
] as const;
export type StudentFormFieldType = (typeof STUDENT_FORM_FIELD_TYPES)[number];

/** Spec §5 form schema defaults: type text, column width 6 (of 12). */
export const FIELD_DEFAULTS = { type: 'text', cols: 6 } as const;

/** One choice of a select, radio or checkbox group; value is what the schema receives. */
export interface FieldOption {
  value: string | number;
  label: string;
}

/** Lists filled in at run time from a student forms call (spec §7), not fixed in the schema. */
export type RuntimeOptionsSource =
  | 'current-assignments'
  | 'hubs'
  | 'academic-years'
  | 'intakes'
  | 'first-heard';

type Leaf = string | number | boolean | bigint | symbol | Date | null | undefined;

type ChildPath<K extends string, V> = V extends Leaf
  ? never
  : V extends readonly (infer Item)[]
    ? Item extends Leaf
      ? never
      : `${K}[].${FieldPath<Item>}`
    : `${K}.${FieldPath<V>}`;

/**
 * Field names of a form's values: keys, dotted paths into nested objects ('homeAddress.city')
 * and `list[].key` for the fields of each item of a list of objects ('contacts[].phone').
 */
export type FieldPath<T> = T extends Leaf
  ? never
  : T extends readonly unknown[]
    ? never
    : { [K in keyof T & string]-?: K | ChildPath<K, NonNullable<T[K]>> }[keyof T & string];

/** A field as a form declares it; type and cols default per spec §5. */
export interface StudentFormFieldInput<Name extends string = string> {
  name: Name;
  label: string;
  type?: StudentFormFieldType;
  options?: readonly FieldOption[];
  optionsFrom?: RuntimeOptionsSource;
  help?: string;
  cols?: number;
  /** Consecutive fields with the same group are shown together under it (a fieldset legend). */
  group?: string;
}

/** A field as the UI reads it: defaults applied, and whether the schema needs a value. */
export interface StudentFormField<Name extends string = string>
  extends StudentFormFieldInput<Name> {
  type: StudentFormFieldType;
  cols: number;
  /** False when the field may be left empty (it may still be needed by another answer). */
  required: boolean;
}

/** A self-service form: its schema (shared by client and server) and the fields the UI shows. */
export interface StudentForm<Id extends string = string, S extends z.ZodType = z.ZodType> {
  id: Id;
  title: string;
  description: string;
  schema: S;
  fields: readonly StudentFormField<FieldPath<z.input<S>>>[];
  /** Shown as a wizard when set: each step names its fields, every field in one step. */
  steps?: readonly FormStep<FieldPath<z.input<S>>>[];
}

/** One step of a form shown as a wizard. */
export interface FormStep<Name extends string = string> {
  title: string;
  fields: readonly Name[];
}

/** What defineStudentForm takes: field names must be paths of the schema's input. */
export interface StudentFormSpec<Id extends string, S extends z.ZodType> {
  id: Id;
  title: string;
  description: string;
  schema: S;
  fields: readonly StudentFormFieldInput<FieldPath<z.input<S>>>[];
  steps?: readonly FormStep<FieldPath<z.input<S>>>[];
}

type Wrapper =
  | z.ZodOptional
  | z.ZodNullable
  | z.ZodDefault
  | z.ZodPrefault
  | z.ZodReadonly
  | z.ZodCatch
  | z.ZodNonOptional;

function isWrapper(schema: z.ZodType): schema is Wrapper {
  return (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodNonOptional
  );
}

// The schema that first reads a value: through optional/default wrappers and into the input
// side of pipes (blank-as-absent fields are pipes), unless that side is a bare transform.
function inputSide(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (isWrapper(current)) current = current.def.innerType as z.ZodType;
    else if (current instanceof z.ZodPipe) {
      const { in: first, out } = current.def;
      current = (first instanceof z.ZodTransform ? out : first) as z.ZodType;
    } else return current;
  }
}

/**
 * The schema of a field path ('homeAddress.city', 'contacts[].phone'), as wrapped in the
 * form's schema (so optional fields stay optional); undefined when the path does not exist.
 */
export function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType = schema;
  for (const segment of path.split('.')) {
    const item = segment.endsWith('[]');
    const key = item ? segment.slice(0, -2) : segment;
    const object = inputSide(current);
    if (!(object instanceof z.ZodObject) || !Object.hasOwn(object.shape, key)) return undefined;
    current = object.shape[key] as z.ZodType;
    if (item) {
      const list = inputSide(current);
      if (!(list instanceof z.ZodArray)) return undefined;
      current = list.element as z.ZodType;
    }
  }
  return current;
}

/** The value path of a field of one list item: ('contacts[].phone', 0) → 'contacts.0.phone'. */
export function itemFieldPath(name: string, index: number): string {
  return name.replace('[]', `.${index}`);
}

/** Options whose value is also the label shown, for plain lists of choices. */
export function optionsOf(values: readonly string[]): FieldOption[] {
  return values.map((value) => ({ value, label: value }));
}

/**
 * Define a student form: checks each field name against the schema (also at run time, so a
 * mismatch fails on load, not on a student's screen), applies the §5 defaults and works out
 * which fields are required (those whose schema refuses an absent value).
 */
export function defineStudentForm<const Id extends string, S extends z.ZodType>(
  spec: StudentFormSpec<Id, S>,
): StudentForm<Id, S> {
  const fields = spec.fields.map((field) => {
    const fieldSchema = schemaAt(spec.schema, field.name);
    if (!fieldSchema) throw new Error(`Form ${spec.id}: no field ${field.name} in its schema`);
    return {
      ...field,
      type: field.type ?? FIELD_DEFAULTS.type,
      cols: field.cols ?? FIELD_DEFAULTS.cols,
      required: !fieldSchema.safeParse(undefined).success,
    };
  });
  if (spec.steps) {
    const stepped = spec.steps.flatMap((step) => step.fields as readonly string[]);
    const names = fields.map((field) => field.name as string);
    const once = stepped.length === new Set(stepped).size;
    if (!once || stepped.length !== names.length || names.some((n) => !stepped.includes(n))) {
      throw new Error(`Form ${spec.id}: its steps must name each of its fields once`);
    }
  }
  return { ...spec, fields };
}
