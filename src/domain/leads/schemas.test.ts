import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_SOURCES,
  EVIDENCE_TYPES,
  EXEGESIS_PROMPT,
  evidenceSchema,
  organisationSchema,
  potentialStudentSchema,
} from './schemas';

const lead = { id: 'lead-1', name: 'Ann Smith', stage: 'Initial contact made' };

describe('potentialStudentSchema', () => {
  it('accepts a minimal and a full lead', () => {
    expect(potentialStudentSchema.parse(lead)).toEqual(lead);
    const full = {
      ...lead,
      preferredName: 'Annie',
      lastName: 'Smith',
      email: 'ann@example.org',
      phone: '07700 900000',
      hub: 'North',
      ageRange: '26-35',
      firstHeard: 'Facebook',
      firstContact: 'F2F with HD',
    };
    expect(potentialStudentSchema.parse(full)).toEqual(full);
  });

  it.each([
    ['an unknown stage', { ...lead, stage: 'Lead' }],
    ['a missing stage', { id: 'x', name: 'x' }],
    ['a first contact outside the list', { ...lead, firstContact: 'Email' }],
    ['a bad email', { ...lead, email: 'not-an-email' }],
    ['a blank name', { ...lead, name: ' ' }],
    ['an unknown age range', { ...lead, ageRange: '10-17' }],
  ])('refuses %s', (_, value) => {
    expect(potentialStudentSchema.safeParse(value).success).toBe(false);
  });
});

describe('organisationSchema', () => {
  const org = { id: 'org-1', name: 'St Mary', partnerType: 'Church', status: 'Hub Church' };

  it('accepts a status of its partner type list', () => {
    expect(organisationSchema.parse(org)).toEqual(org);
    expect(organisationSchema.parse({ ...org, status: 'Target' }).status).toBe('Target');
    const charity = { ...org, partnerType: 'Charity', status: 'Sending' };
    expect(organisationSchema.parse(charity)).toEqual(charity);
  });

  it.each([
    ['a church marked Partner', { ...org, status: 'Partner' }],
    ['a charity marked Feeder Church', { ...org, partnerType: 'Charity', status: 'Feeder Church' }],
    ['an unknown status', { ...org, status: 'Friend' }],
    ['a blank partner type', { ...org, partnerType: '' }],
  ])('refuses %s', (_, value) => {
    expect(organisationSchema.safeParse(value).success).toBe(false);
  });

  it('reports a wrong status on the status field', () => {
    const result = organisationSchema.safeParse({ ...org, status: 'Partner' });
    expect(result.error?.issues[0]?.path).toEqual(['status']);
  });
});

describe('evidence', () => {
  it('has the types and source of spec §3', () => {
    expect(EVIDENCE_TYPES).toEqual(['Exegesis', 'Finance']);
    expect(EVIDENCE_SOURCES).toEqual(['Applicant']);
  });

  it('keeps unspecified fields and checks type and source', () => {
    const item = { type: 'Finance', source: 'Applicant', fileName: 'bank.pdf' };
    expect(evidenceSchema.parse(item)).toEqual(item);
    expect(evidenceSchema.safeParse({ ...item, type: 'Essay' }).success).toBe(false);
    expect(evidenceSchema.safeParse({ ...item, source: 'Referee' }).success).toBe(false);
  });

  it('prompts for a ~500-word essay on the image of God in a Genesis passage (spec §5)', () => {
    expect(EXEGESIS_PROMPT).toContain('about 500 words');
    expect(EXEGESIS_PROMPT).toContain('image of God');
    expect(EXEGESIS_PROMPT).toMatch(/Genesis \d+:\d+/);
  });
});
