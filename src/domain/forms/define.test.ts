import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineStudentForm,
  FIELD_DEFAULTS,
  type FieldPath,
  itemFieldPath,
  optionsOf,
  schemaAt,
} from './define';
import { blankAsAbsent } from './fields';

const schema = z.object({
  name: z.string().min(1),
  nickname: z.string().optional(),
  address: z.object({ city: z.string().min(1), county: z.string().optional() }).optional(),
  contacts: z.array(z.object({ phone: z.string().min(1) })).default([]),
  tags: z.array(z.string()).default([]),
  agreed: z.literal(true),
  note: blankAsAbsent(z.string().min(3)),
  lower: z.preprocess((value) => String(value).toLowerCase(), z.object({ x: z.string() })),
});

describe('schemaAt', () => {
  it('finds keys, nested keys, list item keys and keys behind pipes', () => {
    expect(schemaAt(schema, 'name')).toBe(schema.shape.name);
    expect(schemaAt(schema, 'address.city')?.safeParse('York').success).toBe(true);
    expect(schemaAt(schema, 'contacts[].phone')?.safeParse('').success).toBe(false);
    expect(schemaAt(schema, 'note')).toBe(schema.shape.note);
    expect(schemaAt(schema, 'lower.x')).toBeDefined();
  });

  it('is undefined for paths the schema does not have', () => {
    expect(schemaAt(schema, 'missing')).toBeUndefined();
    expect(schemaAt(schema, 'name.first')).toBeUndefined();
    expect(schemaAt(schema, 'address[].city')).toBeUndefined();
    expect(schemaAt(schema, 'contacts.phone')).toBeUndefined();
    expect(schemaAt(schema, 'toString')).toBeUndefined();
  });
});

describe('defineStudentForm', () => {
  const form = defineStudentForm({
    id: 'sample',
    title: 'Sample',
    description: 'A sample form',
    schema,
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'nickname', label: 'Nickname', type: 'text', cols: 4, help: 'If any' },
      { name: 'address.city', label: 'Town or city' },
      { name: 'address.county', label: 'County' },
      { name: 'contacts[].phone', label: 'Phone', type: 'tel' },
      { name: 'tags', label: 'Tags', type: 'checkbox', options: optionsOf(['a', 'b']) },
      { name: 'agreed', label: 'I agree', type: 'checkbox' },
      { name: 'note', label: 'Note' },
    ],
  });

  it('applies the spec §5 defaults: type text, 6 columns', () => {
    expect(form.fields[0]).toEqual({
      name: 'name',
      label: 'Name',
      ...FIELD_DEFAULTS,
      required: true,
    });
    expect(form.fields[1]).toMatchObject({ type: 'text', cols: 4, help: 'If any' });
  });

  it('marks as required the fields whose schema refuses an absent value', () => {
    const required = Object.fromEntries(form.fields.map((f) => [f.name, f.required]));
    expect(required).toEqual({
      name: true,
      nickname: false,
      'address.city': true,
      'address.county': false,
      'contacts[].phone': true,
      tags: false,
      agreed: true,
      note: false,
    });
  });

  it('keeps id, title, description and schema', () => {
    expect(form).toMatchObject({ id: 'sample', title: 'Sample', schema });
  });

  it('throws at definition when a field is not in the schema', () => {
    const loose = z.object({ a: z.string() }) as z.ZodType;
    expect(() =>
      defineStudentForm({
        id: 'broken',
        title: 'Broken',
        description: '',
        schema: loose,
        fields: [{ name: 'b' as never, label: 'B' }],
      }),
    ).toThrow('Form broken: no field b in its schema');
  });

  it('takes steps that name each field once, and throws otherwise', () => {
    const pair = z.object({ a: z.string(), b: z.string() });
    const fields = [
      { name: 'a', label: 'A' },
      { name: 'b', label: 'B' },
    ] as const;
    const stepped = defineStudentForm({
      id: 'steps',
      title: 'Steps',
      description: '',
      schema: pair,
      fields,
      steps: [
        { title: 'One', fields: ['a'] },
        { title: 'Two', fields: ['b'] },
      ],
    });
    expect(stepped.steps?.map((step) => step.title)).toEqual(['One', 'Two']);
    for (const steps of [
      [{ title: 'Only a', fields: ['a'] }],
      [{ title: 'Twice', fields: ['a', 'a', 'b'] }],
      [{ title: 'Extra', fields: ['a', 'b', 'c'] }],
    ]) {
      expect(() =>
        defineStudentForm({
          id: 'bad-steps',
          title: 'Bad',
          description: '',
          schema: pair,
          fields,
          steps: steps as never,
        }),
      ).toThrow('Form bad-steps: its steps must name each of its fields once');
    }
  });

  it('ties field names to the schema at compile time', () => {
    type Paths = FieldPath<z.input<typeof schema>>;
    const ok: Paths[] = ['address.city', 'contacts[].phone', 'tags', 'lower'];
    // @ts-expect-error not a key of the schema
    const wrong: Paths = 'address.postCode';
    // @ts-expect-error a list of strings has no item fields
    const list: Paths = 'tags[].x';
    expect([ok, wrong, list]).toHaveLength(3);
  });
});

describe('itemFieldPath and optionsOf', () => {
  it('turns a list item field into a value path', () => {
    expect(itemFieldPath('contacts[].phone', 2)).toBe('contacts.2.phone');
    expect(itemFieldPath('name', 0)).toBe('name');
  });

  it('uses each value as its own label', () => {
    expect(optionsOf(['Yes', 'No'])).toEqual([
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
    ]);
  });
});
