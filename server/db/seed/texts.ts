// Phrase banks for the free-text answers of applications: plain English rather than lorem
// ipsum, so a demo reads like real admissions work.

// The sources within each first-heard group live in the domain, where statistics group them.
export { FIRST_HEARD_SOURCES } from '../../../src/domain/leads/sources';

export const CHURCH_STREAMS = [
  'Anglican',
  'Baptist',
  'Methodist',
  'Pentecostal',
  'Vineyard',
  'Free Church',
  'Independent Evangelical',
  'United Reformed',
  'Salvation Army',
  'Elim',
] as const;

export const MINISTRY_AREAS = [
  'Youth work',
  "Children's ministry",
  'Worship',
  'Pastoral care',
  'Preaching',
  'Student work',
  'Church planting',
  'Community outreach',
  'Chaplaincy',
  'Discipleship groups',
] as const;

export const REASONS = [
  'I want to be better equipped for the ministry I already lead in my church.',
  'My church leadership has encouraged me to train for full-time ministry.',
  'I am exploring a call to ordination and want a solid theological grounding.',
  'I lead our youth work and want to study theology alongside it.',
  'We are planting a new congregation and I want training while I serve.',
  'I would like to deepen my understanding of Scripture and apply it to my work.',
  'After years in another career I believe God is calling me into ministry.',
];

export const PROMOTIONAL_MATERIAL = [
  'Prospectus',
  'Open evening leaflet',
  'College website',
  'Conference stand',
  'None',
];

export const APPLIED_ELSEWHERE = [
  'No',
  'No',
  'No',
  'Yes, to a residential college, but I prefer to study while working.',
  'Yes, I have an offer elsewhere and am still deciding.',
];

/** Ethnicity answers, following the census categories for England. */
export const ETHNICITIES = [
  'White British',
  'White British',
  'White British',
  'White Irish',
  'White other',
  'Black African',
  'Black Caribbean',
  'Asian Indian',
  'Asian Pakistani',
  'Asian Chinese',
  'Mixed White and Black Caribbean',
  'Mixed White and Asian',
  'Other ethnic group',
  'Prefer not to say',
];

export const COMMITMENT_CONCERNS = [
  'Balancing study with a full-time job will be a stretch.',
  'Childcare during residentials may be difficult.',
  'I care for a parent and may need some flexibility.',
];

export const ATTENDANCE_QUERIES = [
  'I work shifts and may miss one hub day a term; I would like to know how I can catch up on what I miss.',
  'My employer has agreed to study leave for residentials, but the spring residential clashes with a work commitment I cannot move. Could I attend part of it?',
  'I live two hours from the hub. Is it possible to join some sessions online when the trains are disrupted?',
];

export const REFERENCE_CONCERNS = [
  'None.',
  'None.',
  'They can take on too much; they will need help to keep a sustainable pace.',
  'They are relatively new to leading and still growing in confidence.',
];

export const CHURCH_RESPONSIBILITIES = [
  'Leads a home group and serves on the welcome team.',
  'Coordinates our youth work and preaches occasionally.',
  "Serves on the worship team and helps run the children's work.",
  'Member of the church council; leads our food bank partnership.',
  'Assistant to the vicar, leading services and pastoral visits.',
];

export const TIME_SPANS = ['1 year', '2 years', '3 years', '5 years', '8 years', 'over 10 years'];

export const REVIEW_COMMENTS = [
  'Checked against the documents provided.',
  'Spoke with the applicant by phone.',
  'Hub director happy with this.',
  'Asked for a fuller answer; reply received.',
  'See email correspondence on file.',
];
