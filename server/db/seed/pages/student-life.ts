import type { PageText } from './page-text';

/** Residential pages (the requirements and folder forms have their own pages). */
export const RESIDENTIAL_PAGES: readonly PageText[] = [
  {
    name: 'introduction',
    title: 'Residentials: an introduction',
    body: `# Residentials: an introduction

Three times a year the whole College gathers for a residential: four days of teaching, worship
and community that complement your weekly hub days.

## What happens

- Plenary lectures and seminars for every level
- Workshops in preaching, pastoral care and leadership
- Daily worship and a residential Eucharist
- Time with your tutor and your year group

## Before you come

1. Tell us about any dietary, access or other needs through
   [residential requirements](/forms/residential/requirements).
2. Read the [timetable](/forms/residential/timetables) and the pre-reading on Moodle.
3. Check the [venue page](/forms/residential/venue) for travel and parking.

Attendance at residentials is part of your programme. If you cannot attend, tell your hub
director as early as possible.
`,
  },
  {
    name: 'venue',
    title: 'The residential venue',
    body: `# The residential venue

Residentials are held at **Hothorpe Hall Conference Centre**, Theddingworth, Leicestershire
(LE17 6QX), a Christian conference centre set in thirty acres of gardens.

## Getting there

- **By train:** Market Harborough station is 6 miles away. We run a minibus from the station at
  12.30 and 14.30 on the first day.
- **By car:** leave the M1 at junction 20 and follow the A4304. Parking is free.

## Rooms

Students share twin rooms unless they have asked for a single room on medical or access grounds.
Bedding and towels are provided. Several ground-floor rooms are step-free, with accessible
bathrooms.

## Meals

All meals are provided from lunch on the first day to lunch on the last. Vegetarian, vegan,
gluten-free and other diets are catered for when we are told at least three weeks ahead.
`,
  },
  {
    name: 'faq',
    title: 'Residentials: frequently asked questions',
    body: `# Residentials: frequently asked questions

**Can my family come?**
Residentials are for students only, but families are welcome at the closing Eucharist.

**What does a residential cost?**
Accommodation and meals are invoiced separately from tuition, usually £180 to £420 depending on
the length and room type. You can see the invoice under [Fees](/forms/finance/finance-details).

**I have a placement commitment on the Sunday.**
Speak to your hub director: we can usually arrange for you to leave early.

**Do I need to bring books?**
Bring your Bible and the module readers. The library brings a selection of books to lend.

**What if I am ill?**
Tell the residential coordinator on the number in your joining email. Missed sessions are
recorded and can be requested afterwards.
`,
  },
  {
    name: 'timetables',
    title: 'Residential timetables',
    body: `# Residential timetables

## Dates for 2026-27

| Residential | Dates | Focus |
|---|---|---|
| Autumn | 19–22 October 2026 | Scripture and interpretation |
| Spring | 15–18 February 2027 | Mission in contemporary Britain |
| Summer | 14–17 June 2027 | Leadership and formation |

## A typical day

| Time | |
|---|---|
| 7.45 | Breakfast |
| 8.45 | Morning prayer |
| 9.15 | Plenary lecture |
| 11.00 | Seminars by level |
| 12.45 | Lunch |
| 14.15 | Workshops |
| 16.00 | Tutorials and free time |
| 18.00 | Dinner |
| 19.30 | Evening session |
| 21.30 | Compline |

Full timetables for each residential are posted on Moodle two weeks before.
`,
  },
  {
    name: 'wifi',
    title: 'Wi-Fi at residentials',
    body: `# Wi-Fi at residentials

The venue has eduroam throughout the main house and the teaching rooms. Sign in with your
College email address and password, as at the College.

If eduroam does not connect, join **Hothorpe-Guest**; the password is on the card in your room.

Please avoid large downloads and video calls during teaching sessions: the connection is shared
by everyone on site. See also [Wi-Fi and printing](/forms/ittools/wifi-and-printing).
`,
  },
];

/** Finance information (the fees page itself is built from the student's invoices). */
export const FINANCE_PAGES: readonly PageText[] = [
  {
    name: 'finance-faq',
    title: 'Fees and payments: frequently asked questions',
    body: `# Fees and payments: frequently asked questions

Your invoices, payment plan and payments are on the [Fees](/forms/finance/finance-details) page.

## How can I pay?

| Payment plan | Instalments | Admin charge |
|---|---|---|
| In full | one, due 1 August (1 December for January starts) | none |
| Termly | three: August, December and March | £3 per instalment |
| Monthly | ten, by direct debit from August to May | £10 a year |
| Student Loan | three, paid to us by Student Finance England | none |

Modular students (Foundation Course, Record of Achievement) may pay in full or monthly.
Dissertation fees are paid in full.

## What if I miss a payment?

An instalment shows as **Overdue** from the day after it fell due. We will email you a reminder;
if you are having difficulty, please contact finance@college.test early: we can usually agree a
revised plan.

## Bursaries

The College has a General Bursary and a Principal's Bursary for students in financial need.
Apply through *Finance → Bursary application*. An award is paid straight onto your account and
reduces what you owe.

## Refunds

If you withdraw, fees are charged for each term begun (see the
[student contract](/forms/policies/student-contract)). Any credit on your account is refunded
within 30 days.
`,
  },
];

const DECLARE = '/forms/mydetails/learning-support';

/** Student support pages; the two declaration pages say how to declare and link to the form. */
export const STUDENT_SUPPORT_PAGES: readonly PageText[] = [
  {
    name: 'introduction',
    title: 'Student support',
    body: `# Student support

Student support helps you to study well: with learning support, reasonable adjustments, wellbeing
and practical help. Everything here is free and confidential.

## How we can help

- Study skills tutorials, one to one or in small groups
- Reasonable adjustments for disability, long-term health conditions and neurodivergence
- Help with applying for the Disabled Students' Allowance (DSA)
- Extensions, deferrals and study breaks when life gets in the way

Start with the [FAQs](/forms/student-support/faqs) or write to support@college.test.
`,
  },
  {
    name: 'faqs',
    title: 'Student support: FAQs',
    body: `# Student support: FAQs

**Who will know about my disability or condition?**
Only the people who need to know to put your adjustments in place, and only with your consent.

**Do I need a diagnosis?**
Not to get started. We can put interim support in place while you seek an assessment.

**What adjustments are possible?**
Common ones include extra time in timed assessments, assignment deadlines extended by agreement,
lecture slides in advance, a quiet room at residentials and a ground-floor bedroom.

**Can I get help with the cost of an assessment?**
Yes: the College contributes up to £250 towards a diagnostic assessment for dyslexia and other
specific learning differences.
`,
  },
  {
    name: 'struggling-with-studies',
    title: 'Struggling with your studies?',
    body: `# Struggling with your studies?

Almost every student finds a module, a term or a year hard at some point. You are not alone, and
the sooner you talk to someone the more options there are.

## First steps

1. Talk to your tutor or hub director: they can often suggest a way through.
2. Book a study skills tutorial for help with reading, planning or writing.
3. Look after yourself: see the [wellbeing pages](/forms/wellbeing/counselling).

## If you need more time

- **Extensions:** up to 7 days are approved automatically; longer extensions need evidence.
- **Deferral:** take an assessment at the next opportunity without penalty.
- **Study break or interruption of studies:** pause your programme for a term or a year.

All of these are requested from *Mitigating circumstances* in the forms area.
`,
  },
  {
    // The two declaration pages' slugs are swapped on the original site (spec §2.5); ours are not.
    name: 'neurodiversity-declaration',
    title: 'Declaring neurodivergence',
    body: `# Declaring neurodivergence

If you are dyslexic, dyspraxic, autistic, have ADHD or another form of neurodivergence, telling
us helps us to support you. Declaring is voluntary and confidential.

## How to declare

1. Open [Learning support](${DECLARE}) in *My details*.
2. Tick the conditions that apply and tell us, in your own words, what helps you study.
3. Upload a diagnostic report if you have one (not required to start).
4. The learning support coordinator will contact you within ten working days to agree a learning
   support plan.

You can update your declaration at any time from the same form.
`,
  },
  {
    name: 'disability-declaration',
    title: 'Declaring a disability or health condition',
    body: `# Declaring a disability or health condition

Under the Equality Act 2010 the College makes reasonable adjustments for disabled students,
including those with long-term physical or mental health conditions. We can only do so if we
know.

## How to declare

1. Open [Learning support](${DECLARE}) in *My details*.
2. Describe your disability or condition and how it affects your study, residentials and
   placement.
3. Add any evidence you have, such as a letter from your GP or a DSA needs assessment.
4. We will arrange a conversation to agree adjustments and record them in your support plan.

Information you give us is shared only with your consent and only with the staff who need it.
`,
  },
];
