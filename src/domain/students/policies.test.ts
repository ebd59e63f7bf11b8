import { describe, expect, it } from 'vitest';
import {
  missingPolicies,
  POLICY_LABELS,
  policyAcceptanceSchema,
  REQUIRED_POLICIES,
} from './policies';

const ALL = {
  codeOfConduct: true,
  studentContract: true,
  safeguarding: true,
  academicConduct: true,
};

describe('REQUIRED_POLICIES', () => {
  it('lists the four policies of spec §3', () => {
    expect(REQUIRED_POLICIES).toEqual([
      'codeOfConduct',
      'studentContract',
      'safeguarding',
      'academicConduct',
    ]);
    expect(Object.keys(POLICY_LABELS)).toEqual(REQUIRED_POLICIES);
  });
});

describe('policyAcceptanceSchema', () => {
  it('accepts all four policies accepted', () => {
    expect(policyAcceptanceSchema.parse(ALL)).toEqual(ALL);
  });

  it.each([
    ['codeOfConduct', 'You must accept the Code of conduct to enrol'],
    ['studentContract', 'You must accept the Student contract to enrol'],
    ['safeguarding', 'You must accept the Safeguarding policy to enrol'],
    ['academicConduct', 'You must accept the Academic conduct policy to enrol'],
  ])('rejects %s not accepted with its message', (policy, message) => {
    for (const value of [false, undefined, 'true', 1]) {
      const result = policyAcceptanceSchema.safeParse({ ...ALL, [policy]: value });
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: [policy], message })]);
    }
  });

  it('reports every refusal at once', () => {
    const result = policyAcceptanceSchema.safeParse({});
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(REQUIRED_POLICIES);
  });
});

describe('missingPolicies', () => {
  it.each([
    [ALL, []],
    [{ ...ALL, safeguarding: false }, ['safeguarding']],
    [
      { academicConduct: true, codeOfConduct: null },
      ['codeOfConduct', 'studentContract', 'safeguarding'],
    ],
    [{}, ['codeOfConduct', 'studentContract', 'safeguarding', 'academicConduct']],
    [null, ['codeOfConduct', 'studentContract', 'safeguarding', 'academicConduct']],
    [undefined, ['codeOfConduct', 'studentContract', 'safeguarding', 'academicConduct']],
  ])('%j → %j', (acceptance, missing) => {
    expect(missingPolicies(acceptance)).toEqual(missing);
  });
});
