import { describe, expect, it } from 'vitest';
import {
  bodyCode,
  bodyList,
  bodyMessage,
  entryMessage,
  fieldMessages,
  formatDetail,
  nonEmptyText,
} from './api-error-body';
import { apiErrorBodySchema } from './api-error-schema';

describe('apiErrorBodySchema', () => {
  it('accepts a full error body', () => {
    const body = {
      message: 'Invalid input',
      code: 'VALIDATION',
      details: [{ message: 'Required', param: 'email' }, { message: 'Too short' }],
    };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
  });

  it('accepts a message alone', () => {
    expect(apiErrorBodySchema.parse({ message: 'Nope' })).toEqual({ message: 'Nope' });
  });

  it.each([
    [{}],
    [{ message: 1 }],
    [{ message: 'x', details: [{ param: 'email' }] }],
    [{ message: 'x', details: 'bad' }],
    ['text'],
  ])('refuses %j', (body) => {
    expect(apiErrorBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('lenient body readers', () => {
  it('read message, code and lists when present', () => {
    const body = { message: 'Boom', code: 'XERO_ERROR', details: [1], data: [2, 3] };
    expect(bodyMessage(body)).toBe('Boom');
    expect(bodyCode(body)).toBe('XERO_ERROR');
    expect(bodyList(body, 'details')).toEqual([1]);
    expect(bodyList(body, 'data')).toEqual([2, 3]);
  });

  it.each([null, undefined, 'text', 42, { message: '  ' }, { message: 5, details: {} }])(
    'give nothing for %j',
    (body) => {
      expect(bodyMessage(body)).toBeUndefined();
      expect(bodyCode(body)).toBeUndefined();
      expect(bodyList(body, 'details')).toEqual([]);
    },
  );

  it('nonEmptyText keeps only non-blank strings', () => {
    expect(nonEmptyText('a')).toBe('a');
    expect(nonEmptyText(' ')).toBeUndefined();
    expect(nonEmptyText(3)).toBeUndefined();
    expect(entryMessage({ message: 'm' })).toBe('m');
  });
});

describe('formatDetail', () => {
  it.each([
    [{ message: 'Required', param: 'email' }, 'Required (email)'],
    [{ message: 'Required' }, 'Required'],
    [{ message: 'Required', param: '' }, 'Required'],
    [{ field: 'x', error: 'y' }, '{"field":"x","error":"y"}'],
    ['plain', '"plain"'],
    [undefined, 'undefined'],
  ])('%j → %s', (entry, text) => {
    expect(formatDetail(entry)).toBe(text);
  });
});

describe('fieldMessages', () => {
  it("gives each named field the first message of the refusal's details, and nothing else", () => {
    const body = {
      code: 'VALIDATION',
      details: [
        { param: 'givenOn', message: 'Not after today' },
        { param: 'givenOn', message: 'A second message' },
        { param: 'personId', message: 'No such person' },
        { param: 'purpose' },
      ],
    };
    expect(fieldMessages(body, ['purpose', 'source', 'givenOn'])).toEqual({
      givenOn: 'Not after today',
    });
    expect(fieldMessages({ message: 'No details' }, ['purpose'])).toEqual({});
  });
});
