import type { PageText } from './page-text';

/** The staff knowledge base (spec §2.2 `/kb/{name}`, dashboard:view): how the College works. */
export const KB_PAGES: readonly PageText[] = [
  {
    name: 'welcome',
    title: 'Knowledge base',
    body: `# Knowledge base

How things are done at the College, for every member of staff. Search the pages with the box
above, or start here:

- [Working offline](/kb/working-offline): what Collegium keeps on your device
- [Student records](/kb/student-records): who changes what, and when
- [Data protection](/kb/data-protection): keeping personal data safe

## Asking for help

Raise a ticket with the Helpdesk, or write to it.support@college.test. For anything urgent
about a student's safety, follow the safeguarding policy first.
`,
  },
  {
    name: 'working-offline',
    title: 'Working offline',
    body: `# Working offline

Collegium keeps the records you work with on your device, so you can carry on at a hub week
with a poor connection or on a train.

## What works without a connection

- Reading and editing the students, applications and leads in your scope.
- Pages you have opened once, such as this knowledge base and the handbooks.
- Forms you fill in: each change waits in **Changes waiting** and is sent when you are online.

## What needs a connection

- Reports, exports and statistics, which the server computes.
- Signing in on a new device, and the first sync of your records.

## When two people change one record

If someone else saved the record first, you are shown both versions field by field and choose
which to keep. Nothing is dropped without you being told.
`,
  },
  {
    name: 'student-records',
    title: 'Student records',
    body: `# Student records

## Who changes what

| Change | Who |
| --- | --- |
| Contact details | The student, or the Registry on their behalf |
| Enrolment and engagements | The Registry |
| Fees and invoices | Finance |
| Tutor notes | The student's personal tutor |

## History

Every change is kept with who made it and when: open a record's **History** tab. A change made
while logged in as another user shows both names.
`,
  },
  {
    name: 'data-protection',
    title: 'Data protection',
    body: `# Data protection

## The basics

- Only look at records you need for your work; access is logged.
- Never send a student's details to a personal e-mail address.
- Lock your device when you leave it; sign out on a shared computer.

## Subject access requests

A student or applicant may ask for the data we hold about them. Forward the request to
dpo@college.test on the day it arrives: we have one month to answer.

## Reporting a breach

If personal data went to the wrong person or a device was lost, tell the Data Protection
Officer within **24 hours** at dpo@college.test, even if you are not sure.
`,
  },
];

/** The hub directors' handbook (spec §2.2 `/hdhandbook/{name}`, dashboard:hubdirector). */
export const HD_HANDBOOK_PAGES: readonly PageText[] = [
  {
    name: 'welcome',
    title: 'Hub director handbook',
    body: `# Hub director handbook

Everything a hub director needs through the year. The handbook is kept on your device once you
have signed in, so it opens at a hub without a connection.

- [Running a hub week](/hdhandbook/hub-weeks)
- [Recruitment and interviews](/hdhandbook/recruitment)
- [Safeguarding at the hub](/hdhandbook/safeguarding)

## Your year at a glance

1. **September**: welcome the new cohort and check every student has enrolled.
2. **November and February**: hub weeks.
3. **Spring**: interviews for the next intake.
4. **June**: end-of-year reviews with each student's personal tutor.
`,
  },
  {
    name: 'hub-weeks',
    title: 'Running a hub week',
    body: `# Running a hub week

## Before the week

- Book the rooms and confirm the visiting tutors six weeks ahead.
- Check the attendance list in Collegium and send the joining letter a fortnight before.
- Make sure the venue's fire drill and first-aid arrangements are known to you.

## During the week

- Take attendance each morning: students marked absent are followed up the same day.
- Keep the sign-in sheet for visitors; children on site need a named adult with them.

## After the week

Send the tutors' feedback to the Academic Office within five working days, and record any
concerns about a student in their notes.
`,
  },
  {
    name: 'recruitment',
    title: 'Recruitment and interviews',
    body: `# Recruitment and interviews

## Leads

New enquiries for your hub appear under **Potential students**. Contact each one within a
week; note every call or meeting on their record.

## Interviews

- Interview with a second person present: a tutor or another hub director.
- Use the interview form and record the outcome on the application the same day.
- References are requested by the Registry once you recommend an offer.

## Offers

The Registry makes offers; you are copied in. Tell the applicant nothing about an outcome before
the letter is sent.
`,
  },
  {
    name: 'safeguarding',
    title: 'Safeguarding at the hub',
    body: `# Safeguarding at the hub

## If you are worried about someone

1. Make sure they are safe now; call 999 if anyone is in danger.
2. Write down what you saw or were told, in the words used, with the date and time.
3. Tell the Designated Safeguarding Lead on 01632 960 123 the same day.

## What not to do

- Do not promise to keep a disclosure secret.
- Do not investigate yourself or ask leading questions.

The full policy is in the [safeguarding policy](/forms/policies/safeguarding).
`,
  },
];
