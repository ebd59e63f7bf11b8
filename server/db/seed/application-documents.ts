import type { Faker } from '@faker-js/faker';
import {
  type Bursary,
  type Commitment,
  type Convictions,
  type Course,
  type Declarations,
  type Eligibility,
  ENGLISH_ABILITIES,
  FEE_FUNDING,
  type Finances,
  HIGHEST_QUALIFICATIONS,
  type LanguageAbility,
  type OtherInformation,
  type Profile,
  type Qualifications,
  type ReferenceAnswers,
  type SectionReviews,
} from '#domain/applications/schemas';
import {
  quickAcceptOutcome,
  REVIEW_SECTIONS,
  type ReviewSection,
  SECTION_OUTCOMES,
} from '#domain/applications/sections';
import { BURSARY_APPLICATION_TYPES } from '#domain/finance/bursaries';
import { FIRST_HEARD_GROUPS } from '#domain/leads/sources';
import type { ProgrammeCode } from '#domain/programmes/programmes';
import { dateBetween, timestampOn, weighted } from './random';
import * as text from './texts';

/** The course part: programme, pace, hub (its id, as the application's hubId) and options. */
export function courseDocument(faker: Faker, programme: ProgrammeCode, hubId: string): Course {
  const course: Course = {
    course: programme,
    studyPace: weighted(faker, [
      ['PT', 3],
      ['Extended', 1],
    ]),
    hub: hubId,
    flexi: faker.datatype.boolean(0.2),
  };
  // auditing is optional (spec §5): most applicants never see the question.
  if (faker.datatype.boolean(0.15)) course.auditing = faker.datatype.boolean(0.3);
  return course;
}

/** The eligibility part. */
export function eligibilityDocument(faker: Faker): Eligibility {
  return { britishCitizen: faker.datatype.boolean(0.88) };
}

/** The other-information part; firstHeard is a source within one of the spec's groups. */
export function otherInformationDocument(faker: Faker, city: string): OtherInformation {
  const group = faker.helpers.arrayElement(FIRST_HEARD_GROUPS);
  const stream = faker.helpers.arrayElement(text.CHURCH_STREAMS);
  const info: OtherInformation = {
    reasons: faker.helpers.arrayElements(text.REASONS, { min: 1, max: 2 }).join(' '),
    churchStream: stream,
    ministryAreas: faker.helpers.arrayElements(text.MINISTRY_AREAS, { min: 1, max: 3 }),
    firstHeard: faker.helpers.arrayElement(text.FIRST_HEARD_SOURCES[group]),
    promotionalMaterial: faker.helpers.arrayElement(text.PROMOTIONAL_MATERIAL),
    homeChurch: homeChurch(faker, city),
    appliedElsewhere: faker.helpers.arrayElement(text.APPLIED_ELSEWHERE),
  };
  // Optional (spec §5): only Anglicans name a diocese, and not all of them.
  if (stream === 'Anglican' && faker.datatype.boolean(0.7)) {
    info.linkedChurchOrDiocese = `Diocese of ${city === 'Newcastle upon Tyne' ? 'Newcastle' : city}`;
  }
  return info;
}

function homeChurch(faker: Faker, city: string): string {
  return faker.helpers.arrayElement([
    `St ${faker.person.firstName()}'s Church, ${city}`,
    `${city} Vineyard Church`,
    `${faker.location.street()} Baptist Church, ${city}`,
    `Christ Church ${city}`,
    `${city} Community Church`,
  ]);
}

/** The profile part; `student` marks the short application (spec §5). */
export function profileDocument(faker: Faker): Profile {
  return {
    student: faker.datatype.boolean(0.12),
    ethnicity: faker.helpers.arrayElement(text.ETHNICITIES),
  };
}

/** The commitment part. */
export function commitmentDocument(faker: Faker, intake: string): Commitment {
  const expires = Number(intake.slice(0, 4)) + faker.number.int({ min: 1, max: 9 });
  return {
    residentialAttendance: faker.datatype.boolean(0.93),
    timeAvailable: faker.datatype.boolean(0.9),
    computerAccess: faker.datatype.boolean(0.97),
    validPassport: faker.helpers.arrayElement([
      `Yes, British passport, expires ${expires}`,
      `Yes, expires ${expires}`,
      'No, I have applied for one',
      'No passport; I have a driving licence',
    ]),
    concerns: faker.datatype.boolean(0.25)
      ? faker.helpers.arrayElement(text.COMMITMENT_CONCERNS)
      : '',
    attendanceQuery: faker.datatype.boolean(0.15)
      ? faker.helpers.arrayElement(text.ATTENDANCE_QUERIES)
      : '',
  };
}

/** The qualifications part: mostly degrees and A levels, a few with none. */
export function qualificationsDocument(faker: Faker): Qualifications {
  const highest = weighted(
    faker,
    HIGHEST_QUALIFICATIONS.map((level, i) => [level, [1, 2, 4, 6, 3, 1][i] ?? 1] as const),
  );
  const details = faker.helpers.arrayElement(text.QUALIFICATION_DETAILS[highest]);
  return highest === 'None' ? { highest } : { highest, details };
}

/** The language part: English for most, another first language (and often a test) for some. */
export function languageAbilityDocument(faker: Faker): LanguageAbility {
  if (faker.datatype.boolean(0.8)) return { firstLanguage: 'English', english: 'First language' };
  const english = faker.helpers.arrayElement(ENGLISH_ABILITIES.slice(1));
  return {
    firstLanguage: faker.helpers.arrayElement(text.FIRST_LANGUAGES),
    english,
    ...(english !== 'Fluent' && faker.datatype.boolean(0.6)
      ? { englishTest: faker.helpers.arrayElement(text.ENGLISH_TESTS) }
      : {}),
  };
}

/** The declarations: "None" for most; the optional ones (spec §5) often left out. */
export function declarationsDocument(faker: Faker): Declarations {
  const some = (bank: readonly string[], chance: number) =>
    faker.datatype.boolean(chance) ? faker.helpers.arrayElement(bank) : 'None';
  const declarations: Declarations = {
    disabilities: some(text.DISABILITIES, 0.08),
    learningSupport: some(text.LEARNING_SUPPORT, 0.15),
  };
  if (faker.datatype.boolean(0.6)) declarations.neurodiversity = some(text.NEURODIVERSITY, 0.2);
  if (faker.datatype.boolean(0.6)) declarations.healthDisability = some(text.HEALTH, 0.15);
  return declarations;
}

/** The convictions part: a few declare an unspent conviction, with its details. */
export function convictionsDocument(faker: Faker): Convictions {
  return faker.datatype.boolean(0.04)
    ? { unspentConviction: true, details: faker.helpers.arrayElement(text.CONVICTION_DETAILS) }
    : { unspentConviction: false };
}

/** The finances part: who pays, and how when the applicant cannot yet meet the costs. */
export function financesDocument(faker: Faker): Finances {
  const feesPaidBy = weighted(
    faker,
    FEE_FUNDING.map((way, i) => [way, [5, 4, 1, 2, 2, 1][i] ?? 1] as const),
  );
  const canMeetCosts = feesPaidBy !== 'Bursary needed' && faker.datatype.boolean(0.85);
  return !canMeetCosts || feesPaidBy === 'Other'
    ? { feesPaidBy, canMeetCosts, details: faker.helpers.arrayElement(text.FINANCE_DETAILS) }
    : { feesPaidBy, canMeetCosts };
}

/** The bursary application: made by those who need one and some others. */
export function bursaryDocument(faker: Faker, finances: Finances): Bursary {
  const needs = finances.feesPaidBy === 'Bursary needed' || !finances.canMeetCosts;
  if (!faker.datatype.boolean(needs ? 0.85 : 0.08)) return { applying: false };
  return {
    applying: true,
    type: weighted(faker, [
      [BURSARY_APPLICATION_TYPES[0], 4],
      [BURSARY_APPLICATION_TYPES[1], 1],
    ]),
    reason: faker.helpers.arrayElement(text.BURSARY_REASONS),
    amountPerYear: String(faker.number.int({ min: 4, max: 30 }) * 100),
  };
}

// Placement-based programmes ask referees about the role; the church planting one about
// leadership and planting (spec §3 names the field sets, not the programmes).
const ROLE_PROGRAMMES: readonly ProgrammeCode[] = ['GradDip-SM', 'GradDip-CPL', 'FdA', 'Ordinand'];

/** A referee's answers, with the variant fields when the programme asks for them. */
export function referenceDocument(faker: Faker, programme: ProgrammeCode): ReferenceAnswers {
  const answers: ReferenceAnswers = {
    timeKnown: faker.helpers.arrayElement(text.TIME_SPANS),
    timeAttendedChurch: faker.helpers.arrayElement(text.TIME_SPANS),
    churchResponsibilities: faker.helpers.arrayElement(text.CHURCH_RESPONSIBILITIES),
    concerns: faker.helpers.arrayElement(text.REFERENCE_CONCERNS),
    recommended: faker.datatype.boolean(0.94),
  };
  if (ROLE_PROGRAMMES.includes(programme)) {
    Object.assign(answers, {
      roomForRole: 'Yes, there is a clear role for them in our team.',
      benefits: 'Our church will gain a trained leader for this area of ministry.',
      capacity: faker.helpers.arrayElement(['One day a week', 'Two days a week', 'Full time']),
      oversight: 'They will meet fortnightly with our senior leader.',
      resources: 'A small budget and a room for weekly sessions.',
      roleConcerns: faker.helpers.arrayElement(['None.', 'Funding beyond the first year.']),
      placementAccepted: faker.datatype.boolean(0.9),
      leaderPhoneNumber: faker.phone.number(),
    });
  }
  if (programme === 'GradDip-CPL') {
    answers.timeInLeadership = faker.helpers.arrayElement(text.TIME_SPANS);
    answers.churchPlantingInvolvement = 'Part of the launch team of our latest plant.';
  }
  return answers;
}

/** How far review has gone: none, part of the sections, all positive, or with a refusal. */
export type ReviewStage = 'none' | 'partial' | 'accepted' | 'rejected';

// Outcomes that count for the applicant: what the 'accepted' stage may use for each section.
const POSITIVE = ['Accepted', 'Acknowledged', 'Received', 'Not applicable', 'Approved'];
const NEUTRAL = ['Additional information needed', 'Under consideration'];

function positiveOutcome(faker: Faker, section: ReviewSection): string {
  const quick = quickAcceptOutcome(section);
  if (quick) return quick;
  const options = SECTION_OUTCOMES[section].filter((o: string) => POSITIVE.includes(o));
  return faker.helpers.arrayElement(options);
}

function negativeOutcomes(section: ReviewSection): string[] {
  return SECTION_OUTCOMES[section].filter(
    (o: string) => !POSITIVE.includes(o) && !NEUTRAL.includes(o),
  );
}

// Sections an application can be refused on: those with a refusing outcome, bursary aside
// (a refused bursary does not refuse the place).
const REFUSABLE = REVIEW_SECTIONS.filter(
  (section) => !section.startsWith('bursary') && negativeOutcomes(section).length > 0,
);

function outcomeFor(faker: Faker, section: ReviewSection, stage: ReviewStage, refused: string) {
  if (stage === 'rejected' && section === refused) {
    return faker.helpers.arrayElement(negativeOutcomes(section));
  }
  // Part-way through review, some sections wait for more information (where they can).
  const waiting = SECTION_OUTCOMES[section].find((o: string) => NEUTRAL.includes(o));
  if (stage === 'partial' && waiting && faker.datatype.boolean(0.3)) return waiting;
  return positiveOutcome(faker, section);
}

/** A member of staff who reviews applications: their user id and name. */
export interface Reviewer {
  id: string;
  name: string;
}

/**
 * Section reviews fitting the stage; every outcome is one its section allows (spec §4), and each
 * names its reviewer as the review route stores them (id and name).
 */
export function sectionReviews(
  faker: Faker,
  stage: ReviewStage,
  review: { reviewers: readonly Reviewer[]; from: string; to: string },
): SectionReviews {
  const reviews: Record<string, SectionReviews[ReviewSection]> = {};
  if (stage === 'none') return reviews;
  const refused = faker.helpers.arrayElement(REFUSABLE);
  for (const section of REVIEW_SECTIONS) {
    // Optional sections (spec §5) are absent from some applications.
    const optional = section === 'healthDisability' || section === 'neurodiversity';
    if (optional && faker.datatype.boolean(0.3)) continue;
    if (stage === 'partial' && faker.datatype.boolean(0.5)) continue;
    // The outcome is a plain string here; the tests parse every review with the domain schema.
    const outcome = outcomeFor(faker, section, stage, refused);
    const comment = faker.datatype.boolean(0.2)
      ? { comment: faker.helpers.arrayElement(text.REVIEW_COMMENTS) }
      : {};
    const reviewer = faker.helpers.arrayElement(review.reviewers);
    reviews[section] = {
      outcome,
      ...comment,
      reviewedBy: reviewer.id,
      reviewedByName: reviewer.name,
      reviewedAt: timestampOn(faker, dateBetween(faker, review.from, review.to)),
    } as SectionReviews[ReviewSection];
  }
  return reviews;
}

/** One 'review' entry of an application's history, as the review route writes it. */
export interface ReviewHistoryEntry {
  at: string;
  by: string;
  byName: string;
  kind: 'review';
  section: ReviewSection;
  outcome: string;
  comment: string | null;
}

/** The history the section reviews leave behind: one 'review' entry each, oldest first. */
export function reviewHistory(sections: SectionReviews): ReviewHistoryEntry[] {
  return REVIEW_SECTIONS.flatMap((section) => {
    const review = sections[section];
    if (!review?.outcome || !review.reviewedAt || !review.reviewedBy) return [];
    return [
      {
        at: review.reviewedAt,
        by: review.reviewedBy,
        byName: review.reviewedByName ?? '',
        kind: 'review' as const,
        section,
        outcome: review.outcome,
        comment: review.comment ?? null,
      },
    ];
  }).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
