import type { PageText } from './page-text';

/** The faculty handbook (spec §2.2 `/handbook/{name}`): what tutors need to know. */
export const HANDBOOK_PAGES: readonly PageText[] = [
  {
    name: 'welcome',
    title: 'Faculty handbook',
    body: `# Faculty handbook

This handbook is for everyone who tutors or teaches at the College. It sits beside the
[library guides](/forms/library/catalogue), which are open to faculty too.

- [Personal tutoring](/handbook/personal-tutoring): meeting your tutees and keeping notes
- [Marking and extensions](/handbook/marking): deadlines, moderation and extension requests

Your tutees are listed under **My students**. Their learning-support needs appear in
**Student support needs** only when the student chose to share them with their tutor.

Questions about this handbook: academic.office@college.test.
`,
  },
  {
    name: 'personal-tutoring',
    title: 'Personal tutoring',
    body: `# Personal tutoring

Every student has a personal tutor for the whole of their programme.

## Meetings

- Meet each tutee at least **once a term**, in person at a hub week or residential, or online.
- The first meeting of the year sets out the modules the student takes and their study plan.
- Record the date and the points agreed; never record health details in the notes. Those belong
  to the student's support plan, which the student decides whom to share with.

## When a student struggles

Point them to the student support pages of the portal and, with their agreement, to the
Student Support team (support@college.test). A student thinking of an interruption of studies
should speak to the Registry before they stop attending.
`,
  },
  {
    name: 'marking',
    title: 'Marking and extensions',
    body: `# Marking and extensions

## Deadlines

- Marks and feedback are due **three weeks** after the submission date.
- A second marker moderates a sample of each module's scripts: every fail, every first and
  one in ten of the rest.

## Extension requests

Students ask for extensions through the portal. A 7-day extension is granted automatically; 14
and 21 days go to the module tutor; more than 21 days goes to the mitigating circumstances
panel with evidence. You see the new deadline on the module's record.

## Marks

Enter marks out of 100; 40 is a pass at levels 4 to 6 and 50 at level 7.
`,
  },
];
