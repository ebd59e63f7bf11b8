import { describe, expect, it } from 'vitest';
import {
  ENROLMENT_FORMS,
  requestFormOf,
  STUDENT_FORM_IDS,
  STUDENT_FORMS,
  STUDENT_REQUEST_FORMS,
  STUDENT_REQUEST_TYPES,
  type StudentForm,
  schemaAt,
  studentFormOf,
  studentRequestSchema,
} from './index';

const ALL_FORMS: StudentForm[] = [
  ...Object.values(STUDENT_FORMS),
  ...Object.values(STUDENT_REQUEST_FORMS),
  ...Object.values(ENROLMENT_FORMS),
];

describe('STUDENT_FORMS', () => {
  it('has the GET/PUT forms of spec §7, keyed by their own ids', () => {
    expect(Object.keys(STUDENT_FORMS)).toEqual([...STUDENT_FORM_IDS]);
    expect(STUDENT_FORM_IDS).toEqual([
      'personal-details',
      'emergency-contacts',
      'learning-support',
      'residential-requirements',
      'folder-request',
      'bursary-application',
      'safeguarding',
      'dbs',
      'hesadata',
    ]);
    for (const [id, form] of Object.entries(STUDENT_FORMS)) expect(form.id).toBe(id);
  });

  it('looks forms up by id', () => {
    expect(studentFormOf('dbs')).toBe(STUDENT_FORMS.dbs);
    expect(studentFormOf('hesadata')?.title).toBe('Statistical return (HESA)');
    expect(studentFormOf('transcript')).toBeUndefined();
    expect(studentFormOf('constructor')).toBeUndefined();
  });
});

describe('STUDENT_REQUEST_FORMS', () => {
  it('has a form for every request type, with the route slugs of spec §2.5', () => {
    expect(Object.keys(STUDENT_REQUEST_FORMS)).toEqual([...STUDENT_REQUEST_TYPES]);
    expect(Object.values(STUDENT_REQUEST_FORMS).map((f) => f.id)).toEqual([
      'deferrals-waivers-request',
      'recordings',
      'study-break-request',
      'withdrawal',
      'extension-request',
      'ios-request',
      'plan-change',
      'payment-difficulty',
    ]);
    expect(requestFormOf('ios')).toBe(STUDENT_REQUEST_FORMS.ios);
    expect(requestFormOf('refund')).toBeUndefined();
  });

  it('keys the enrolment forms by their ids', () => {
    for (const [id, form] of Object.entries(ENROLMENT_FORMS)) expect(form.id).toBe(id);
  });
});

describe('every form', () => {
  it('has a unique id, a title and a description', () => {
    expect(new Set(ALL_FORMS.map((f) => f.id)).size).toBe(ALL_FORMS.length);
    for (const form of ALL_FORMS) {
      expect(form.title, form.id).not.toBe('');
      expect(form.description.length, form.id).toBeGreaterThan(20);
    }
  });

  it.each(ALL_FORMS.map((form) => [form.id, form] as const))(
    '%s: every field exists in the schema, once, with a label',
    (_, form) => {
      const names = form.fields.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
      for (const field of form.fields) {
        expect(schemaAt(form.schema, field.name), field.name).toBeDefined();
        expect(field.label, field.name).not.toBe('');
        expect(field.cols).toBeGreaterThanOrEqual(1);
        expect(field.cols).toBeLessThanOrEqual(12);
      }
    },
  );

  it.each(ALL_FORMS.map((form) => [form.id, form] as const))(
    '%s: every option is a value the schema accepts',
    (_, form) => {
      for (const field of form.fields) {
        const schema = schemaAt(form.schema, field.name);
        for (const option of field.options ?? []) {
          // A checkbox with options is a list of ticks: each option is one item of it.
          const value = field.type === 'checkbox' ? [option.value] : option.value;
          expect(schema?.safeParse(value).success, `${field.name} = ${option.value}`).toBe(true);
        }
        if (field.options || field.optionsFrom) {
          expect(['select', 'radio', 'checkbox']).toContain(field.type);
        }
      }
    },
  );
});

describe('studentRequestSchema', () => {
  it('checks the body of each request type', () => {
    const request = {
      type: 'withdrawal',
      data: {
        reason: 'Financial reasons',
        lastAttendanceDate: '2025-01-10',
        acknowledgement: true,
      },
    };
    expect(studentRequestSchema.parse(request)).toEqual(request);
    expect(
      studentRequestSchema.safeParse({ type: 'ios', data: { category: '11' } }).error?.issues[0]
        ?.path,
    ).toEqual(['data', 'startDate']);
  });

  it('refuses an unknown type with a plain message', () => {
    expect(
      studentRequestSchema.safeParse({ type: 'refund', data: {} }).error?.issues[0]?.message,
    ).toBe('Choose what kind of request you are making');
  });
});
