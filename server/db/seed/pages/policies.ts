import type { PageText } from './page-text';

/** The version of the policy texts students accept at enrolment (each page states it). */
export const POLICY_TEXT_VERSION = '2026.1';

const version = `*Version ${POLICY_TEXT_VERSION}, approved by the Academic Board in July 2026.*`;

/** The four enrolment policies (spec §5) and the complaints procedure. */
export const POLICY_PAGES: readonly PageText[] = [
  {
    name: 'code-of-conduct',
    title: 'Code of conduct',
    body: `# Code of conduct

${version}

Collegium Theological College is a learning community shaped by the Christian faith. We ask every
student to treat staff, fellow students, placement churches and the people they serve with the
respect we would hope to receive ourselves.

## What we expect of you

- **Respect.** Disagree well: challenge ideas, never people. Theological debate is welcome;
  personal attacks, harassment and discrimination are not.
- **Honesty.** Be truthful in your dealings with the College, your hub and your placement.
- **Reliability.** Attend your hub days and residentials, and tell your hub director in advance
  when you cannot.
- **Care online.** The same standards apply in Moodle forums, hub WhatsApp groups and on social
  media. Do not share other students' contributions outside the group without their consent.
- **Safety.** Follow the [safeguarding policy](/forms/policies/safeguarding) at all times.

## When things go wrong

Most concerns are resolved by a conversation with your hub director. Where a breach is serious or
repeated, the Dean of Students may open the disciplinary procedure set out in the
[student contract](/forms/policies/student-contract). You will always be told in writing what
the concern is and given the chance to respond, and you may bring a friend to any meeting.

## Our commitment to you

The College commits to treat you fairly, to answer your messages within five working days and to
listen when you tell us something is not working. If we fall short, please use the
[complaints procedure](/forms/policies/complaints).
`,
  },
  {
    name: 'student-contract',
    title: 'Student contract',
    body: `# Student contract

${version}

This contract sets out what you and the College agree to when you enrol. It forms part of your
terms and conditions together with the fees schedule and the academic regulations.

## The College agrees to

1. Deliver your programme as described in the programme handbook, with reasonable notice of any
   change to modules, hub days or residentials.
2. Provide tutorial support, access to Moodle, the library and study skills resources.
3. Assess your work fairly and return feedback within four working weeks.
4. Keep your personal data in line with UK GDPR and our privacy notice.

## You agree to

1. Take part in your hub, your residentials and your placement, and complete the assessments of
   each module you are registered on.
2. Pay your fees according to the payment plan you chose (see [Fees](/forms/finance/finance-details)).
3. Keep your personal details and emergency contacts up to date.
4. Follow the [code of conduct](/forms/policies/code-of-conduct) and the
   [academic conduct policy](/forms/policies/academic-conduct).

## Changes and cancellation

You may cancel within 14 days of enrolling and receive a full refund of any tuition paid. After
that, fees are charged for each term begun, as set out in the
[finance FAQ](/forms/finance/finance-faq). Interruptions and withdrawals are requested from the
forms area and decided by the Registry.

| Withdrawal notified | Tuition charged |
|---|---|
| Within 14 days of enrolment | None |
| During the autumn term | 25% of the year's fee |
| During the spring term | 50% of the year's fee |
| During the summer term | 100% of the year's fee |
`,
  },
  {
    name: 'safeguarding',
    title: 'Safeguarding policy',
    body: `# Safeguarding policy

${version}

Many of our students work with children, young people and adults at risk in their placement
churches. The College follows the House of Bishops' guidance and the Charity Commission's
expectations for safeguarding.

## Your responsibilities

- Complete the **Basic** and **Foundations** safeguarding modules before your placement starts,
  and keep your certificates.
- Hold an enhanced DBS check where your placement role requires one (see the DBS form in
  *My details*).
- Follow your placement church's safeguarding policy as well as this one.

## If you are worried about someone

1. If anyone is in immediate danger, call **999**.
2. Otherwise, tell the Designated Safeguarding Lead the same day: safeguarding@college.test or
   0121 496 0000 (answered in office hours; out of hours, leave a message and it will be picked
   up the next morning).
3. Write down what you saw or were told, in the person's own words, with the date and time.
   Do not investigate yourself.

## Confidentiality

Safeguarding concerns are shared only with those who need to know. You will never be penalised
for raising a concern in good faith.
`,
  },
  {
    name: 'academic-conduct',
    title: 'Academic conduct policy',
    body: `# Academic conduct policy

${version}

Academic integrity means that the work you submit is your own and that you acknowledge the ideas
and words of others. It matters because your award says something true about what you can do.

## Academic misconduct includes

- **Plagiarism:** presenting another person's words or ideas as your own without reference.
- **Collusion:** working with others on an assessment meant to be done alone.
- **Contract cheating:** submitting work written by someone else, paid or unpaid.
- **Undeclared use of generative AI** beyond what the module's assessment brief allows.
- **Self-plagiarism:** resubmitting work already credited elsewhere.

## How we respond

Suspected cases are referred to the Academic Conduct Officer. A first minor case is usually
treated as poor academic practice: you will be asked to attend a referencing workshop and the
mark may be capped. Serious or repeated cases go to an Academic Conduct Panel, which may fail the
module or recommend withdrawal.

## Getting it right

Our [referencing guide](/forms/studyskills/referencing) explains the footnote style the College
uses, and your tutor is always happy to look at a plan or draft.
`,
  },
  {
    name: 'complaints',
    title: 'Complaints procedure',
    body: `# Complaints procedure

${version}

We want to hear when something has gone wrong so we can put it right.

## Stage 1: early resolution

Raise the matter with the person concerned or your hub director within 28 days. Most complaints
are resolved here within ten working days.

## Stage 2: formal complaint

If you are not satisfied, write to the Registrar at office@college.test with what happened, what
you have done so far and what outcome you seek. We acknowledge within five working days and send
a written response within 28 days.

## Stage 3: review

You may ask the Principal to review a Stage 2 decision within ten working days of receiving it.
The review looks at whether the procedure was followed fairly.

## Independent review

Once our procedure is complete we will send a *Completion of Procedures* letter. You may then
take your complaint to the Office of the Independent Adjudicator (OIA) within 12 months.
`,
  },
];
