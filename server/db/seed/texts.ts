// Phrase banks for the free-text answers of applications: plain English rather than lorem
// ipsum, so a demo reads like real admissions work.

// The sources within each first-heard group live in the domain, where statistics group them.
export { FIRST_HEARD_SOURCES } from '#domain/leads/sources';

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

/** What applicants write of their qualifications, by the highest they hold. */
export const QUALIFICATION_DETAILS = {
  None: [''],
  'GCSE or equivalent': [
    'Nine GCSEs including English and Maths, Hillside Academy, 2012.',
    'GCSEs in English, Maths and Science; NVQ Level 3 in Health and Social Care, 2016.',
  ],
  'A level or equivalent': [
    'A levels in English Literature, History and Religious Studies, Sixth Form College, 2018.',
    'BTEC Extended Diploma in Business, City College, 2014; Access to HE Diploma, 2021.',
  ],
  'Undergraduate degree': [
    'BA (Hons) History, University of Leeds, 2015 to 2018 (2:1).',
    'BSc Nursing, University of Birmingham, 2009 to 2012.',
    'BEng Civil Engineering, Newcastle University, 2004 to 2008.',
  ],
  'Postgraduate degree': [
    'MA Social Work, University of Manchester, 2016; BA Sociology, 2014.',
    'PGCE Secondary Religious Education, University of Exeter, 2019.',
  ],
  Other: [
    'Certificate in Christian Studies (Level 4), 2022; various work-based qualifications.',
    'Diploma in Youth Work from my church network, 2020.',
  ],
} as const;

/** First languages other than English, for the applicants who have one. */
export const FIRST_LANGUAGES = [
  'Yoruba',
  'Polish',
  'Portuguese',
  'Tamil',
  'Farsi',
  'Korean',
  'Twi',
  'Romanian',
  'Welsh',
];

export const ENGLISH_TESTS = [
  'IELTS 7.0 (2023)',
  'IELTS 6.5 (2024)',
  'Cambridge C1 Advanced (2022)',
];

export const DISABILITIES = [
  'I have a hearing impairment and use hearing aids; I sit near the front.',
  'Mobility: I use a stick and find long flights of stairs hard.',
  'Partially sighted: I need handouts in a large font.',
];

export const LEARNING_SUPPORT = [
  'I am dyslexic and had extra time in exams at university.',
  'I have not studied for many years and would value help with essay writing.',
  'I had a note-taker during my degree.',
];

export const NEURODIVERSITY = [
  'I have ADHD; I work best with clear deadlines broken into stages.',
  'I am autistic; written instructions help me more than spoken ones.',
  'Dyspraxia: handwriting is slow, so I type all my work.',
];

export const HEALTH = [
  'Type 1 diabetes, well controlled; I may need breaks to eat during residentials.',
  'I have asthma and carry an inhaler.',
  'I am recovering from a back operation and may need to stand during long sessions.',
];

export const CONVICTION_DETAILS = [
  'Driving without insurance in 2022: a fine and six penalty points.',
  'Criminal damage in 2021 (a conditional discharge). I have since volunteered with a local youth charity.',
];

export const FINANCE_DETAILS = [
  'I will reduce my working hours and my spouse works full time.',
  'My church has promised half the fees; I am saving for the rest.',
  'I would need to pay the fees in instalments across the year.',
];

export const BURSARY_REASONS = [
  'I am a single parent of two children on a part-time income, and my church cannot fund my fees.',
  'I gave up a salaried job to serve as an unpaid church planter; our household lives on one income.',
  'I receive Universal Credit and care for my mother; a bursary would let me take up the place.',
];
