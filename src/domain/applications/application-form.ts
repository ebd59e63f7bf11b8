import { defineStudentForm, optionsOf } from '../forms/define';
import { PROGRAMME_CODES, STUDY_PACES } from '../programmes/programmes';

import { MEANS_FIELDS, QUALIFICATION_FIELDS } from './application-background-fields';
import { EXEGESIS_PROMPT } from './application-essay';
import { applicationFormSchema } from './application-schema';
import { APPLICATION_STEPS } from './application-steps';

export * from './application-essay';
export * from './application-schema';
export * from './application-steps';

// The applicant's application form: the parts of spec §3 the record stores, as a
// wizard. The part schemas of parts.ts validate each step; the intake is the record's own field.
// The fields of the background and means steps are in application-background-fields.ts.

/** Areas of ministry an applicant may be involved in (the college's list). */
export const MINISTRY_AREAS = [
  'Children',
  'Youth',
  'Students',
  'Worship',
  'Preaching and teaching',
  'Pastoral care',
  'Evangelism',
  'Church planting',
  'Community and social action',
  'Leadership',
] as const;

/** Church streams the college's applicants come from (the college's list). */
export const CHURCH_STREAMS = [
  'Church of England',
  'Baptist',
  'Methodist',
  'Pentecostal',
  'Independent / New Church',
  'Vineyard',
  'Presbyterian / Reformed',
  'Other',
] as const;

/** Ethnic groups as the UK census (2021) lists them, and an opt-out. */
export const ETHNIC_GROUPS = [
  'Asian or Asian British',
  'Black, Black British, Caribbean or African',
  'Mixed or multiple ethnic groups',
  'White',
  'Other ethnic group',
  'Prefer not to say',
] as const;

const STUDY_PACE_LABELS: Record<(typeof STUDY_PACES)[number], string> = {
  PT: 'Part-time',
  Extended: 'Extended (part-time over more years)',
};

/**
 * The application form's fields and steps; the intakes and first-heard sources it offers are
 * system data's (runtime options: src/domain/admin/option-lists.ts).
 */
export function applicationForm() {
  const form = defineStudentForm({
    id: 'application',
    title: 'Your application',
    description: 'Apply to study with the college. Your answers are saved as you type.',
    schema: applicationFormSchema,
    fields: [
      {
        name: 'profile.student',
        label: 'I am a current student of the college',
        type: 'checkbox',
        help: 'Current students make a short application: we already hold the rest.',
        cols: 12,
      },
      {
        name: 'profile.ethnicity',
        label: 'Ethnic group',
        type: 'select',
        options: optionsOf(ETHNIC_GROUPS),
        help: 'For equal-opportunity monitoring only; it plays no part in the decision.',
      },
      {
        name: 'course.course',
        label: 'Programme',
        type: 'select',
        options: optionsOf(PROGRAMME_CODES),
        help: 'The programme you wish to study.',
      },
      {
        name: 'course.studyPace',
        label: 'Study pace',
        type: 'radio',
        options: STUDY_PACES.map((value) => ({ value, label: STUDY_PACE_LABELS[value] })),
      },
      {
        name: 'course.hub',
        label: 'Hub',
        type: 'select',
        optionsFrom: 'hubs',
        help: 'The local hub (church) where you would study each week.',
      },
      {
        name: 'intake',
        label: 'Intake',
        type: 'select',
        // System data's intakes that start the chosen programme (the device's copy).
        optionsFrom: 'intakes',
        help: 'When you would start.',
      },
      {
        name: 'course.flexi',
        label: 'Flexi study (hub sessions online when you cannot attend)',
        type: 'checkbox',
      },
      {
        name: 'course.auditing',
        label: 'Auditing (attend without credit or assessment)',
        type: 'checkbox',
        help: 'Optional.',
      },
      {
        name: 'eligibility.britishCitizen',
        label: 'I am a British citizen (or have settled status in the UK)',
        type: 'checkbox',
        help: 'Others may still apply: the college checks fee status and visa needs.',
        cols: 12,
      },
      {
        name: 'otherInformation.reasons',
        label: 'Why do you want to study with us?',
        type: 'textarea',
        help: 'Your sense of calling and what you hope to gain.',
        cols: 12,
      },
      {
        name: 'otherInformation.churchStream',
        label: 'Church stream',
        type: 'select',
        options: optionsOf(CHURCH_STREAMS),
      },
      {
        name: 'otherInformation.homeChurch',
        label: 'Home church',
        help: 'Name and town of the church you belong to.',
      },
      {
        name: 'otherInformation.ministryAreas',
        label: 'Ministry areas',
        type: 'checkbox',
        options: optionsOf(MINISTRY_AREAS),
        help: 'Tick any you are involved in.',
        cols: 12,
      },
      {
        name: 'otherInformation.firstHeard',
        label: 'How did you first hear of us?',
        type: 'select',
        optionsFrom: 'first-heard',
      },
      {
        name: 'otherInformation.promotionalMaterial',
        label: 'Which of our materials have you seen?',
        help: 'For example a prospectus, a website page or a video.',
      },
      {
        name: 'otherInformation.appliedElsewhere',
        label: 'Have you applied to other colleges?',
        help: 'Name them, or write "No".',
      },
      {
        name: 'otherInformation.linkedChurchOrDiocese',
        label: 'Linked church or diocese (optional)',
        help: 'A sponsoring church or diocese, if any.',
      },
      {
        name: 'commitment.residentialAttendance',
        label: 'I can attend the residential weeks',
        type: 'checkbox',
        cols: 12,
      },
      {
        name: 'commitment.timeAvailable',
        label: 'I have the time the programme needs each week',
        type: 'checkbox',
        cols: 12,
      },
      {
        name: 'commitment.computerAccess',
        label: 'I have a computer and internet access for study',
        type: 'checkbox',
        cols: 12,
      },
      {
        name: 'commitment.validPassport',
        label: 'Passport',
        help: 'Do you hold a valid passport? Give its country and expiry, or write "None".',
      },
      {
        name: 'commitment.concerns',
        label: 'Concerns',
        help: 'Anything that may make the commitment hard for you, or "None".',
      },
      {
        name: 'commitment.attendanceQuery',
        label: 'Questions about attendance',
        type: 'textarea',
        help: 'Dates you know you cannot attend, or questions for us; leave blank if none.',
        cols: 12,
      },
      ...QUALIFICATION_FIELDS,
      {
        name: 'declarations.disabilities',
        label: 'Disabilities',
        type: 'textarea',
        help: 'Any disability we should know about to support you well, or "None".',
        cols: 12,
      },
      {
        name: 'declarations.learningSupport',
        label: 'Learning support',
        type: 'textarea',
        help: 'Support you have had or expect to need in study (for example with dyslexia), or "None".',
        cols: 12,
      },
      {
        name: 'declarations.neurodiversity',
        label: 'Neurodiversity (optional)',
        type: 'textarea',
        help: 'Anything about how you think, learn or communicate that you would like us to know.',
        cols: 12,
      },
      {
        name: 'declarations.healthDisability',
        label: 'Health (optional)',
        type: 'textarea',
        help: 'A health condition that may affect your study or the residentials.',
        cols: 12,
      },
      ...MEANS_FIELDS,
      {
        name: 'exegesis.passage',
        label: 'Genesis passage',
        help: 'The passage you write on, for example Genesis 1:26-28 or Genesis 9:1-7.',
      },
      {
        name: 'exegesis.essay',
        label: 'Essay',
        type: 'textarea',
        help: EXEGESIS_PROMPT,
        cols: 12,
      },
    ],
    steps: APPLICATION_STEPS,
  });
  // A yes/no tick is answered either way: left unticked it means no, so it is not marked required.
  const fields = form.fields.map((field) =>
    field.type === 'checkbox' && !field.options ? { ...field, required: false } : field,
  );
  return { ...form, fields };
}
