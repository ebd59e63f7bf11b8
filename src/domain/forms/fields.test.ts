import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  addressFields,
  addressFor,
  blankAsAbsent,
  email,
  isoDate,
  isPhoneNumber,
  LONG_TEXT_MAX,
  optionalAddressFor,
  optionalText,
  pastDate,
  phone,
  relabel,
  requiredLongText,
  requiredText,
  todayIso,
  YES_NO_OPTIONS,
  yesNo,
} from './fields';

/** Path and message of each issue, as a form shows them. */
function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}
const one = (message: string, path: PropertyKey[] = []) => [{ path, message }];

afterEach(() => {
  vi.useRealTimers();
});

describe('text fields', () => {
  it('trims a required answer and refuses a blank one with a single message', () => {
    const name = requiredText('Enter your name', 5);
    expect(name.parse('  Ann ')).toBe('Ann');
    expect(issues(name, '   ')).toEqual(one('Enter your name'));
    expect(issues(name, undefined)).toEqual(one('Enter your name'));
    expect(issues(name, 'Annabel')).toEqual(one('Keep this to 5 characters or fewer'));
  });

  it('keeps an optional answer, blank or absent', () => {
    expect(optionalText().parse(' ')).toBe('');
    expect(optionalText().parse(undefined)).toBeUndefined();
    expect(issues(optionalText(), 3)).toEqual(one('Enter your answer as text'));
    expect(issues(optionalText(LONG_TEXT_MAX), 'x'.repeat(LONG_TEXT_MAX + 1))).toEqual(
      one(`Keep this to ${LONG_TEXT_MAX} characters or fewer`),
    );
  });

  it('asks for a minimum length of long answers', () => {
    const statement = requiredLongText('Write a statement', 10, 'Write at least 10 characters');
    expect(issues(statement, '')).toEqual(one('Write a statement'));
    expect(issues(statement, 'too short')).toEqual(one('Write at least 10 characters'));
    expect(statement.parse('long enough')).toBe('long enough');
  });
});

describe('phone and email', () => {
  it.each(['07700 900123', '+44 7700 900123', '(01632) 960 001', '+1-202-555-0143'])(
    'accepts %s',
    (value) => {
      expect(isPhoneNumber(value)).toBe(true);
    },
  );

  it.each(['12345', 'call me', '0770090012345678', '07700 900123 ext'])('refuses %s', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });

  it('gives the missing and the format message', () => {
    expect(issues(phone('Enter your phone number'), '')).toEqual(one('Enter your phone number'));
    expect(issues(phone('Enter your phone number'), '12')?.[0]?.message).toMatch(/07700 900123/);
  });

  it('accepts and trims an email, and explains a bad one', () => {
    const field = email('Enter your email address');
    expect(field.parse(' ann@example.com ')).toBe('ann@example.com');
    expect(issues(field, '')).toEqual(one('Enter your email address'));
    expect(issues(field, 'ann@')).toEqual(
      one('Enter an email address in the right format, like name@example.com'),
    );
  });
});

describe('dates', () => {
  it('reads today in UTC', () => {
    expect(todayIso(new Date('2025-03-01T23:30:00Z'))).toBe('2025-03-01');
    vi.useFakeTimers({ now: new Date('2025-07-31T12:00:00Z') });
    expect(todayIso()).toBe('2025-07-31');
  });

  it('refuses a missing and an impossible date with different messages', () => {
    const date = isoDate('Enter the start date');
    expect(date.parse('2024-02-29')).toBe('2024-02-29');
    expect(issues(date, '')).toEqual(one('Enter the start date'));
    expect(issues(date, undefined)).toEqual(one('Enter the start date'));
    expect(issues(date, '2025-02-30')).toEqual(one('Enter a real date, like 2025-09-15'));
  });

  it('refuses a future date where something already happened', () => {
    vi.useFakeTimers({ now: new Date('2025-07-31T12:00:00Z') });
    const date = pastDate('Enter the date', 'The date cannot be in the future');
    expect(date.parse('2025-07-31')).toBe('2025-07-31');
    expect(issues(date, '2025-08-01')).toEqual(one('The date cannot be in the future'));
  });
});

describe('choices, relabel and blankAsAbsent', () => {
  it('asks for a yes/no answer', () => {
    expect(yesNo('Answer the question').parse('No')).toBe('No');
    expect(issues(yesNo('Answer the question'), 'Maybe')).toEqual(one('Answer the question'));
    expect(YES_NO_OPTIONS.map((o) => o.value)).toEqual(['Yes', 'No']);
  });

  it('rewords a schema without changing its rules', () => {
    const code = relabel(z.string().regex(/^\d{2}$/), 'Enter a two-digit code');
    expect(code.parse('04')).toBe('04');
    expect(issues(code, '4')).toEqual(one('Enter a two-digit code'));
  });

  it('treats a blank entry as no answer and checks anything else', () => {
    const field = blankAsAbsent(z.string().regex(/^\d{7}$/, 'Seven digits'));
    expect(field.parse('')).toBeUndefined();
    expect(field.parse('  ')).toBeUndefined();
    expect(field.parse(undefined)).toBeUndefined();
    expect(field.parse('1234567')).toBe('1234567');
    expect(issues(field, '123')).toEqual(one('Seven digits'));
  });
});

describe('addresses', () => {
  const address = { address1: '1 High Street', city: 'York', postCode: 'YO1 7HH' };

  it('keeps addressSchema rules with messages naming the address', () => {
    const home = addressFor('your home address');
    expect(home.parse({ ...address, county: ' North Yorkshire ' })).toEqual({
      ...address,
      county: 'North Yorkshire',
    });
    expect(issues(home, { city: ' ', postCode: 'X'.repeat(17) })).toEqual([
      { path: ['address1'], message: 'Enter the first line of your home address' },
      { path: ['city'], message: 'Enter the town or city of your home address' },
      { path: ['postCode'], message: 'Enter a postcode of up to 16 characters' },
    ]);
    expect(issues(home, { ...address, postCode: '' })).toEqual(
      one('Enter the postcode of your home address', ['postCode']),
    );
  });

  it('leaves an optional address out when every line is blank', () => {
    const term = optionalAddressFor('your term-time address');
    expect(term.parse(undefined)).toBeUndefined();
    expect(term.parse({ address1: '', address2: ' ', city: '', postCode: '' })).toBeUndefined();
    expect(term.parse(address)).toEqual(address);
    expect(issues(term, { address1: '2 Low Road', city: '', postCode: '' })).toEqual([
      { path: ['city'], message: 'Enter the town or city of your term-time address' },
      { path: ['postCode'], message: 'Enter the postcode of your term-time address' },
    ]);
  });

  it('lists the five address fields under a prefix, grouped under the address name', () => {
    const fields = addressFields('home', 'Home address', 'Where you live');
    expect(fields.map((f) => f.name)).toEqual([
      'home.address1',
      'home.address2',
      'home.city',
      'home.county',
      'home.postCode',
    ]);
    expect(fields[0]?.help).toBe('Where you live');
    expect(new Set(fields.map((f) => f.group))).toEqual(new Set(['Home address']));
    expect(addressFields('x', 'Address')[0]).not.toHaveProperty('help');
  });
});
