import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPEN_INTAKE, type TestApp } from '../../../tests/api/harness';
import { COMPLETE_PARTS } from '../../../tests/fixtures/application-parts';
import { applications, auditLog, changes, referenceInvitations } from '../../db/schema';

let test: TestApp;
let admin: string;
let faculty: string;
let hd: string;
let applicant: string;
let otherApplicant: string;
let applicationId: string;

const ANSWERS = {
  timeKnown: '5 years',
  timeAttendedChurch: '3 years',
  churchResponsibilities: 'Leads the youth group',
  concerns: '',
  recommended: true,
};

// What a current student's short application asks (spec §5): the rest the college holds.
const SHORT_PARTS = {
  profile: { student: true, ethnicity: '' },
  commitment: COMPLETE_PARTS.commitment,
  declarations: COMPLETE_PARTS.declarations,
  convictions: COMPLETE_PARTS.convictions,
  finances: COMPLETE_PARTS.finances,
  bursary: { applying: true, type: 'General Bursary', reason: 'One income', amountPerYear: '900' },
};

async function registerApplicant(name: string): Promise<string> {
  return (await test.registerApplicant(name, `${name}@example.org`)).cookie;
}

/** The applicant's own application, In progress, with the given programme and parts. */
async function startApplication(cookie: string, programme: string, parts: object = {}) {
  const account = await test.app.inject({ url: '/api/auth/account', headers: { cookie } });
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { cookie },
    payload: {
      applicantUserId: account.json().id,
      firstName: 'Ada',
      lastName: 'Applicant',
      email: 'ada@example.org',
      hubId: 'hub-1',
      status: 'In progress',
      intake: OPEN_INTAKE,
      course: { course: programme, studyPace: 'PT', hub: 'hub-1', flexi: false },
      ...parts,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function invite(cookie: string, id: string, kind: 'reference' | 'leader' = 'reference') {
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/reference-invitations`,
    headers: { cookie },
    payload: { kind, refereeName: 'Rev Ruth Price', refereeEmail: 'ruth@example.org' },
  });
  return response;
}

/** The token of the link in the last mail sent. */
function lastLinkToken(): string {
  const text = test.mail.at(-1)?.text ?? '';
  const match = /http:\/\/localhost:8080\/pages\/reference\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No reference link in: ${text}`);
  return match[1];
}

async function invitedToken(id = applicationId, kind: 'reference' | 'leader' = 'reference') {
  const response = await invite(applicant, id, kind);
  expect(response.statusCode, response.body).toBe(201);
  return { token: lastLinkToken(), invitation: response.json() };
}

const answer = (token: string, payload: object) =>
  test.app.inject({ method: 'POST', url: `/api/references/${token}`, payload });

beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 10 });
  admin = await test.login('admin@college.test');
  faculty = await test.login('faculty@college.test');
  hd = await test.login('hd@college.test');
  applicant = await registerApplicant('ada');
  otherApplicant = await registerApplicant('bob');
  applicationId = await startApplication(applicant, 'GradDip-CPL');
});
afterAll(() => test.close());

describe('reference invitations', () => {
  it('mails the referee a working single-use link and answers without the token', async () => {
    const response = await invite(applicant, applicationId);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      ['expiresAt', 'id', 'kind', 'refereeEmail', 'refereeName', 'sentAt', 'usedAt'].sort(),
    );
    expect(body).toMatchObject({ kind: 'reference', refereeEmail: 'ruth@example.org' });
    expect(body.usedAt).toBeNull();
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const mail = test.mail.at(-1);
    expect(mail?.to).toBe('ruth@example.org');
    expect(mail?.subject).toBe('Reference request for Ada Applicant');
    const token = lastLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await test.database.db
      .select()
      .from(referenceInvitations)
      .where(eq(referenceInvitations.id, body.id));
    expect(row?.tokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
    const form = await test.app.inject({ url: `/api/references/${token}` });
    expect(form.statusCode).toBe(200);
  });

  it('lets the college invite and list; staff who see the application list too', async () => {
    expect((await invite(admin, applicationId, 'leader')).statusCode).toBe(201);
    for (const cookie of [admin, hd, applicant]) {
      const list = await test.app.inject({
        url: `/api/applications/${applicationId}/reference-invitations`,
        headers: { cookie },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().items.length).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(list.json())).not.toMatch(/token/i);
    }
  });

  it('hides other applications from an applicant and refuses faculty and the hub director', async () => {
    expect((await invite(otherApplicant, applicationId)).statusCode).toBe(404);
    const list = await test.app.inject({
      url: `/api/applications/${applicationId}/reference-invitations`,
      headers: { cookie: otherApplicant },
    });
    expect(list.statusCode).toBe(404);
    expect((await invite(faculty, applicationId)).statusCode).toBe(403);
    expect((await invite(hd, applicationId)).statusCode).toBe(403);
    const anonymous = await test.app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/reference-invitations`,
      payload: { kind: 'reference', refereeName: 'R', refereeEmail: 'r@example.org' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an invitation without a valid email, per field', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/reference-invitations`,
      headers: { cookie: applicant },
      payload: { kind: 'reference', refereeName: 'R', refereeEmail: 'not an email' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0].param).toBe('refereeEmail');
  });
});

describe('limits on invitations', () => {
  it('refuses an invitation the reference list could not hold (409)', async () => {
    const id = await startApplication(applicant, 'BA');
    for (let index = 0; index < 10; index += 1) {
      expect((await invite(applicant, id)).statusCode).toBe(201);
    }
    const refused = await invite(applicant, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/10 references received or awaited/);
    // Leader references are a list of their own.
    expect((await invite(applicant, id, 'leader')).statusCode).toBe(201);
  });
});

describe('the public reference form', () => {
  it('shows the applicant, the programme and the variant’s questions', async () => {
    const { token } = await invitedToken();
    const response = await test.app.inject({ url: `/api/references/${token}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      applicantName: 'Ada Applicant',
      programme: 'GradDip-CPL',
      kind: 'reference',
      variant: 'planting',
      askLanguage: false,
    });
    expect(body.fields.map((f: { name: string }) => f.name)).toContain('churchPlantingInvolvement');
    expect(JSON.stringify(body)).not.toContain('ada@example.org');
  });

  it('answers 404 for an unknown link', async () => {
    const response = await test.app.inject({ url: `/api/references/${'x'.repeat(43)}` });
    expect(response.statusCode).toBe(404);
    expect((await answer('y'.repeat(43), ANSWERS)).statusCode).toBe(404);
  });

  it('refuses incomplete answers per field without using the link', async () => {
    const { token } = await invitedToken();
    const response = await answer(token, { ...ANSWERS, timeKnown: '', recommended: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['recommended', 'timeKnown']);
    expect((await test.app.inject({ url: `/api/references/${token}` })).statusCode).toBe(200);
  });

  it('adds the reference once, versioned, audited and in the change feed; reuse is 410', async () => {
    const { token, invitation } = await invitedToken();
    // The references section not yet reviewed: the arriving reference marks it Received.
    await test.database.db
      .update(applications)
      .set({ sections: { eligibility: { outcome: 'Accepted' } } })
      .where(eq(applications.id, applicationId));
    const [before] = await test.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    const response = await answer(token, {
      ...ANSWERS,
      timeInLeadership: '2 years',
      churchPlantingInvolvement: 'Launch team',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ status: 'Received' });
    const [after] = await test.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    const references = after?.references as Record<string, unknown>[];
    expect(references.at(-1)).toMatchObject({
      ...ANSWERS,
      timeInLeadership: '2 years',
      invitationId: invitation.id,
      refereeName: 'Rev Ruth Price',
      refereeEmail: 'ruth@example.org',
      language: null,
      translation: null,
      status: 'Received',
    });
    expect(after?.sections).toEqual({
      eligibility: { outcome: 'Accepted' },
      references: {
        outcome: 'Received',
        reviewedBy: `referee:${invitation.id}`,
        reviewedByName: 'Rev Ruth Price (referee)',
        reviewedAt: expect.any(String),
      },
    });
    expect(after?.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'reference-received', invitationId: invitation.id }),
      ]),
    );
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, applicationId), eq(auditLog.action, 'update')));
    expect(audit.map((entry) => entry.userId)).toContain(`referee:${invitation.id}`);
    const feed = await test.database.db
      .select()
      .from(changes)
      .where(eq(changes.recordId, applicationId));
    expect(feed.map((c) => c.seq)).toContain(after?.seq);

    const again = await answer(token, ANSWERS);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This link has already been used or has expired');
    expect((await test.app.inject({ url: `/api/references/${token}` })).statusCode).toBe(410);
    const list = await test.app.inject({
      url: `/api/applications/${applicationId}/reference-invitations`,
      headers: { cookie: applicant },
    });
    const used = list.json().items.find((i: { id: string }) => i.id === invitation.id);
    expect(used.usedAt).not.toBeNull();
  });

  it('keeps what a referee wrote: the applicant cannot change references through PATCH', async () => {
    const current = await test.app.inject({
      url: `/api/applications/${applicationId}`,
      headers: { cookie: applicant },
    });
    const record = current.json();
    expect(record.references.length).toBeGreaterThan(0);
    const rewritten = await test.app.inject({
      method: 'PATCH',
      url: `/api/applications/${applicationId}`,
      headers: { cookie: applicant, 'if-match': String(record.version) },
      payload: {
        changes: { references: [{ ...record.references[0], concerns: 'None at all' }] },
        base: { references: record.references },
      },
    });
    expect(rewritten.statusCode).toBe(403);
    expect(rewritten.json().message).toContain('references');
  });

  it('takes one of two concurrent answers and gives the other 410', async () => {
    const { token, invitation } = await invitedToken();
    const [first, second] = await Promise.all([answer(token, ANSWERS), answer(token, ANSWERS)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 410]);
    const [row] = await test.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    const mine = ((row?.references ?? []) as { invitationId: string }[]).filter(
      (r) => r.invitationId === invitation.id,
    );
    expect(mine).toHaveLength(1);
  });

  it('puts a leader’s reference among the leader references', async () => {
    const { token, invitation } = await invitedToken(applicationId, 'leader');
    expect((await answer(token, ANSWERS)).statusCode).toBe(201);
    const [row] = await test.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    const leaders = row?.leaderReferences as { invitationId: string }[];
    expect(leaders.map((r) => r.invitationId)).toContain(invitation.id);
  });

  it('answers 410 for an expired link', async () => {
    const { token, invitation } = await invitedToken();
    await test.database.db
      .update(referenceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(referenceInvitations.id, invitation.id));
    expect((await test.app.inject({ url: `/api/references/${token}` })).statusCode).toBe(410);
    expect((await answer(token, ANSWERS)).statusCode).toBe(410);
  });
});

describe('translations (translatableReferences)', () => {
  it('is 404 with a clear message while the switch is off', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/applications/${applicationId}/references/any/translation`,
      headers: { cookie: admin },
      payload: { translation: 'Text' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/translatableReferences/);
  });

  it('asks the language and lets the college record a translation when on', async () => {
    test.context.config.features.translatableReferences = true;
    try {
      const { token, invitation } = await invitedToken();
      const form = await test.app.inject({ url: `/api/references/${token}` });
      expect(form.json().askLanguage).toBe(true);
      const without = await answer(token, ANSWERS);
      expect(without.statusCode).toBe(422);
      expect(without.json().details[0].param).toBe('language');
      expect((await answer(token, { ...ANSWERS, language: 'Welsh' })).statusCode).toBe(201);
      const url = `/api/applications/${applicationId}/references/${invitation.id}/translation`;
      const refused = await test.app.inject({
        method: 'PUT',
        url,
        headers: { cookie: applicant },
        payload: { translation: 'Five years' },
      });
      expect(refused.statusCode).toBe(403);
      const response = await test.app.inject({
        method: 'PUT',
        url,
        headers: { cookie: admin },
        payload: { translation: 'Five years; three years; leads the youth group.' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const reference = (response.json().references as Record<string, unknown>[]).find(
        (r) => r.invitationId === invitation.id,
      );
      expect(reference).toMatchObject({
        language: 'Welsh',
        translation: 'Five years; three years; leads the youth group.',
      });
      const unknown = await test.app.inject({
        method: 'PUT',
        url: `/api/applications/${applicationId}/references/none/translation`,
        headers: { cookie: admin },
        payload: { translation: 'x' },
      });
      expect(unknown.statusCode).toBe(404);
    } finally {
      test.context.config.features.translatableReferences = false;
    }
  });
});

describe('the applicant’s submit', () => {
  const submit = (cookie: string, id: string) =>
    test.app.inject({ method: 'POST', url: `/api/applications/${id}/submit`, headers: { cookie } });

  it('names each missing part (422) and changes nothing', async () => {
    const id = await startApplication(applicant, 'BA');
    const response = await submit(applicant, id);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'profile', message: 'About you is missing' },
      { param: 'eligibility', message: 'Eligibility is missing' },
      { param: 'otherInformation', message: 'Other information is missing' },
      { param: 'commitment', message: 'Commitment is missing' },
      { param: 'qualifications', message: 'Qualifications is missing' },
      { param: 'languageAbility', message: 'Language ability is missing' },
      { param: 'declarations', message: 'Declarations is missing' },
      { param: 'convictions', message: 'Convictions is missing' },
      { param: 'finances', message: 'Finances is missing' },
      { param: 'bursary', message: 'Bursary application is missing' },
      { param: 'exegesis', message: 'Exegesis essay is missing' },
      { param: 'references', message: 'Name your referee on the Referees step' },
      { param: 'leaderReferences', message: 'Name your church leader on the Referees step' },
    ]);
    const [row] = await test.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('In progress');
    expect(row?.history).toEqual([]);
  });

  it('is only for the applicant’s own application', async () => {
    expect((await submit(otherApplicant, applicationId)).statusCode).toBe(404);
    expect((await submit(admin, applicationId)).statusCode).toBe(404);
    expect((await submit(faculty, applicationId)).statusCode).toBe(403);
  });

  it('stores the new parts, and refuses a yes without its details when saving', async () => {
    const id = await startApplication(applicant, 'BA', COMPLETE_PARTS);
    const [row] = await test.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.qualifications).toEqual(COMPLETE_PARTS.qualifications);
    expect(row?.languageAbility).toEqual(COMPLETE_PARTS.languageAbility);
    expect(row?.bursary).toEqual(COMPLETE_PARTS.bursary);
    const saved = await test.app.inject({
      url: `/api/applications/${id}`,
      headers: { cookie: applicant },
    });
    expect(saved.json()).toMatchObject({
      convictions: COMPLETE_PARTS.convictions,
      finances: COMPLETE_PARTS.finances,
    });
    const refused = await test.app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      headers: { cookie: applicant, 'if-match': String(saved.json().version) },
      payload: { changes: { convictions: { unspentConviction: true, details: '' } } },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(JSON.stringify(refused.json().details)).toContain('Tell us about the conviction');
  });

  it('refuses a complete long application until both referees are named', async () => {
    const id = await startApplication(applicant, 'BA', COMPLETE_PARTS);
    const none = await submit(applicant, id);
    expect(none.statusCode).toBe(422);
    expect(none.json().details.map((d: { param: string }) => d.param)).toEqual([
      'references',
      'leaderReferences',
    ]);
    expect((await invite(applicant, id, 'leader')).statusCode).toBe(201);
    const one = await submit(applicant, id);
    expect(one.json().details).toEqual([
      { param: 'references', message: 'Name your referee on the Referees step' },
    ]);
    expect((await invite(applicant, id)).statusCode).toBe(201);
    expect((await submit(applicant, id)).statusCode).toBe(200);
  });

  it('names the one part left out when the rest is complete', async () => {
    const id = await startApplication(applicant, 'BA', { ...COMPLETE_PARTS, bursary: null });
    await invite(applicant, id);
    await invite(applicant, id, 'leader');
    const response = await submit(applicant, id);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'bursary', message: 'Bursary application is missing' },
    ]);
  });

  it('submits a complete application once, with a history entry; again is 409', async () => {
    const id = await startApplication(applicant, 'BA', COMPLETE_PARTS);
    await invite(applicant, id);
    await invite(applicant, id, 'leader');
    const response = await submit(applicant, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('Under review');
    const [row] = await test.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.history).toEqual([
      expect.objectContaining({
        action: 'submitted',
        status: { from: 'In progress', to: 'Under review' },
      }),
    ]);
    expect((await submit(applicant, id)).statusCode).toBe(409);
  });

  it('submits a short application (a current student) with fewer parts and no referees', async () => {
    const partial = await startApplication(applicant, 'MA', {
      profile: SHORT_PARTS.profile,
      commitment: SHORT_PARTS.commitment,
    });
    const refused = await submit(applicant, partial);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.map((d: { param: string }) => d.param)).toEqual([
      'declarations',
      'convictions',
      'finances',
      'bursary',
    ]);
    const id = await startApplication(applicant, 'MA', SHORT_PARTS);
    const response = await submit(applicant, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().bursary).toEqual(SHORT_PARTS.bursary);
  });
});

describe('an invitation whose mail fails', () => {
  it('is not kept, so no link exists without its mail', async () => {
    const count = async () =>
      (
        await test.database.db
          .select()
          .from(referenceInvitations)
          .where(eq(referenceInvitations.applicationId, applicationId))
      ).length;
    const before = await count();
    const send = test.context.mailer.send;
    test.context.mailer.send = async () => {
      throw new Error('Mail to ruth@example.org could not be sent: refused');
    };
    try {
      expect((await invite(applicant, applicationId)).statusCode).toBe(500);
    } finally {
      test.context.mailer.send = send;
    }
    expect(await count()).toBe(before);
  });
});
