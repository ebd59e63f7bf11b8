import { describe, expect, it } from 'vitest';
import {
  APPLICANT_PART_SCHEMAS,
  commitmentSchema,
  courseSchema,
  eligibilitySchema,
  otherInformationSchema,
  profileSchema,
  referenceAnswersSchema,
  sectionReviewsSchema,
} from '#domain/applications/schemas';
import { isValidOutcome } from '#domain/applications/sections';
import { addressSchema } from '#domain/contacts/address';
import { FIRST_HEARD_GROUPS } from '#domain/leads/sources';
import { applicationRecordSchema } from '#domain/records/application';
import { studentWithEngagementsSchema } from '#domain/records/student';
import { partnerIdSchema } from '#domain/validation/partner-id';
import { generateDemoData } from './generate';
import { FIRST_HEARD_SOURCES } from './texts';

// Every seeded document must be one the product itself accepts: parse them with the domain's
// zod schemas (the record schemas take the database's nulls as they are).
const data = generateDemoData({ students: 400, applications: 600 });
const LATER_PARTS = [
  'qualifications',
  'languageAbility',
  'declarations',
  'convictions',
  'finances',
  'bursary',
] as const;

describe('seeded documents', () => {
  it('parse as applications, part by part and whole', () => {
    for (const a of data.applications) {
      if (a.course) courseSchema.parse(a.course);
      if (a.eligibility) eligibilitySchema.parse(a.eligibility);
      if (a.otherInformation) otherInformationSchema.parse(a.otherInformation);
      if (a.profile) profileSchema.parse(a.profile);
      if (a.commitment) commitmentSchema.parse(a.commitment);
      for (const part of LATER_PARTS) {
        if (a[part]) APPLICANT_PART_SCHEMAS[part].parse(a[part]);
      }
      sectionReviewsSchema.parse(a.sections);
      applicationRecordSchema.parse(a);
    }
  });

  it('give submitted applications every later part, a short one without its skipped parts', () => {
    const submitted = data.applications.filter((a) => a.status !== 'In progress');
    for (const a of submitted) {
      const short = (a.profile as { student?: boolean } | null)?.student === true;
      for (const part of LATER_PARTS) {
        const skipped = short && (part === 'qualifications' || part === 'languageAbility');
        expect(a[part] === null, `${a.id} ${part}`).toBe(skipped);
      }
    }
    const bursaries = submitted.filter((a) => (a.bursary as { applying?: boolean }).applying);
    expect(bursaries.length).toBeGreaterThan(20);
    const convicted = submitted.filter(
      (a) => (a.convictions as { unspentConviction?: boolean }).unspentConviction,
    );
    expect(convicted.length).toBeGreaterThan(0);
  });

  it('give references with the base answers, and variant answers for some programmes', () => {
    const references = data.applications.flatMap((a) => [
      ...(a.references as unknown[]),
      ...(a.leaderReferences as unknown[]),
    ]);
    const parsed = references.map((r) => referenceAnswersSchema.parse(r));
    expect(parsed.some((r) => r.roomForRole !== undefined)).toBe(true);
    expect(parsed.some((r) => r.timeInLeadership !== undefined)).toBe(true);
    expect(parsed.some((r) => r.roomForRole === undefined)).toBe(true);
  });

  it('give section reviews whose outcomes their sections allow', () => {
    let reviewed = 0;
    for (const a of data.applications) {
      for (const [section, review] of Object.entries(a.sections as Record<string, unknown>)) {
        const outcome = (review as { outcome?: string }).outcome;
        expect(isValidOutcome(section, outcome), `${a.id} ${section}: ${outcome}`).toBe(true);
        reviewed += 1;
      }
    }
    expect(reviewed).toBeGreaterThan(1000);
  });

  it('name first-heard sources within the spec groups', () => {
    const sources = new Set(FIRST_HEARD_GROUPS.flatMap((g) => FIRST_HEARD_SOURCES[g]));
    for (const a of data.applications) {
      const info = a.otherInformation as { firstHeard?: string } | null;
      if (info) expect(sources.has(info.firstHeard ?? '')).toBe(true);
    }
  });

  it('parse as students with their engagements, addresses and partner ids', () => {
    const engagements = data.engagements;
    for (const s of data.students) {
      addressSchema.parse(s.address);
      if (s.partnerId) partnerIdSchema.parse(s.partnerId);
      studentWithEngagementsSchema.parse({
        ...s,
        engagements: engagements.filter((e) => e.studentId === s.id),
      });
    }
  });
});
