import { describe, expect, it } from 'vitest';
import {
  consentBodySchema,
  consentState,
  givenProblem,
  withdrawalBodySchema,
  withdrawalProblem,
} from './records';

const TODAY = '2026-11-27';

describe('consent bodies', () => {
  it('accepts a consent and refuses an unknown purpose or kind', () => {
    const body = {
      personKind: 'contact',
      personId: 'contact-001',
      purpose: 'Fundraising',
      source: 'Paper form',
      givenOn: '2026-01-02',
    };
    expect(consentBodySchema.parse(body)).toEqual(body);
    expect(consentBodySchema.safeParse({ ...body, purpose: 'Gossip' }).success).toBe(false);
    expect(consentBodySchema.safeParse({ ...body, personKind: 'user' }).success).toBe(false);
    expect(consentBodySchema.safeParse({ ...body, givenOn: '2.1.2026' }).success).toBe(false);
  });

  it('needs a reason to withdraw', () => {
    expect(withdrawalBodySchema.safeParse({ withdrawnOn: TODAY, reason: ' ' }).success).toBe(false);
  });
});

describe('consentState', () => {
  it.each([
    [{ givenOn: '2026-01-01', withdrawnOn: null }, 'Holds'],
    [{ givenOn: '2026-01-01', withdrawnOn: TODAY }, 'Withdrawn'],
    [{ givenOn: '2026-01-01', withdrawnOn: '2026-12-01' }, 'Holds'],
    [{ givenOn: '2026-12-01', withdrawnOn: null }, 'Not yet'],
  ])('%j → %s', (consent, state) => {
    expect(consentState({ purpose: 'Post', ...consent }, TODAY)).toBe(state);
  });
});

describe('givenProblem and withdrawalProblem', () => {
  const consent = { givenOn: '2026-03-01', withdrawnOn: null };

  it('refuses a consent given after today', () => {
    expect(givenProblem({ givenOn: '2026-11-28' }, TODAY)?.param).toBe('givenOn');
    expect(givenProblem({ givenOn: TODAY }, TODAY)).toBeUndefined();
  });

  it('allows a withdrawal between the consent and today', () => {
    expect(withdrawalProblem(consent, { withdrawnOn: TODAY }, TODAY)).toBeUndefined();
    expect(withdrawalProblem(consent, { withdrawnOn: '2026-03-01' }, TODAY)).toBeUndefined();
  });

  it.each([
    ['after today', consent, '2026-11-28', false],
    ['before the consent', consent, '2026-02-28', false],
    ['a second time', { ...consent, withdrawnOn: '2026-04-01' }, TODAY, true],
  ])('refuses a withdrawal %s', (_, terms, withdrawnOn, isConflict) => {
    const problem = withdrawalProblem(terms, { withdrawnOn }, TODAY);
    expect(problem?.param).toBe('withdrawnOn');
    expect(problem?.conflict === true).toBe(isConflict);
  });
});
