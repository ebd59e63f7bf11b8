import { request as apiRequest } from '@playwright/test';
import { defaultIntakes, offeredIntakes } from '../../src/domain/admin/option-lists';
import { COMPLETE_PARTS } from '../fixtures/application-parts';
import { expect, test } from './fixtures';
import { lastMailTo } from './mail-sink';
import { openReview, review, serverApplication, serviceWorkerInControl } from './review-support';
import { axeViolations, registrationLink, signIn, syncStatus, upToDate } from './support';

// The whole admissions story, one person after another: an applicant submits, a
// referee answers by the mailed link, the hub director reviews offline, the registrar offers a
// place and records the deposit, and the new student is on the students list. The wizard itself
// is walked through in apply.spec.ts; here the applicant's answers go through the same API.

test('from application to student: apply, reference, offline review, offer, deposit', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const lastName = `Journey${stamp}`;
  const email = `journey-${stamp}@example.test`;

  // The applicant registers, fills in every part, names both referees and submits.
  const applicant = await apiRequest.newContext({ baseURL });
  const registered = await applicant.post('/api/auth/register', {
    data: { name: `Grace ${lastName}`, email, password: 'a-long-passphrase' },
  });
  expect(registered.status()).toBe(202);
  // The mailed link makes the account; then the applicant signs in.
  await applicant.get(await registrationLink(email), { maxRedirects: 0 });
  const signedIn = await applicant.post('/api/auth/login', {
    data: { email, password: 'a-long-passphrase' },
  });
  expect(signedIn.status()).toBe(200);
  const account = await (await applicant.get('/api/auth/account')).json();
  // The soonest BA intake of system data's default list (no test changes the intakes before).
  const [intake] = offeredIntakes(defaultIntakes(new Date()), 'BA', new Date()).sort();
  const created = await applicant.post('/api/applications', {
    data: {
      applicantUserId: account.id,
      firstName: 'Grace',
      lastName,
      email,
      hubId: 'hub-1',
      status: 'In progress',
      intake,
      course: { course: 'BA', studyPace: 'PT', hub: 'hub-1', flexi: false },
      ...COMPLETE_PARTS,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const referee = `referee-${stamp}@example.test`;
  for (const [kind, refereeName, refereeEmail] of [
    ['reference', 'Ruth Price', referee],
    ['leader', 'Revd Sam Cole', `leader-${stamp}@example.test`],
  ]) {
    const invited = await applicant.post(`/api/applications/${id}/reference-invitations`, {
      data: { kind, refereeName, refereeEmail },
    });
    expect(invited.status()).toBe(201);
  }
  const submitted = await applicant.post(`/api/applications/${id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);

  // The referee opens the mailed link, signed out, and answers.
  let mail: string | undefined;
  await expect(async () => {
    mail = lastMailTo(referee);
    expect(mail).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const link = /https?:\/\/\S+(\/pages\/reference\/[A-Za-z0-9_-]+)/.exec(mail ?? '');
  const refereeContext = await browser.newContext();
  const refereePage = await refereeContext.newPage();
  await refereePage.goto(link?.[1] ?? '/missing-link');
  const form = refereePage.getByRole('form', { name: 'Reference' });
  // The questions load with the link: wait for them before answering each.
  await expect(form.getByRole('radiogroup').first()).toBeVisible();
  for (const box of await form.getByRole('textbox').all()) await box.fill('Known for six years');
  for (const group of await form.getByRole('radiogroup').all()) {
    await group.getByRole('radio', { name: 'Yes' }).check();
  }
  await form.getByRole('button', { name: 'Send reference' }).click();
  await expect(refereePage.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await refereeContext.close();

  // The hub director finds the applicant among their own and reviews with no network.
  const hdContext = await browser.newContext();
  const hd = await hdContext.newPage();
  await signIn(hd, 'hd@college.test');
  await upToDate(hd);
  await openReview(hd, `/myapplicants/${id}`);
  await serviceWorkerInControl(hd);
  await hd.getByRole('tab', { name: 'Section reviews' }).click();
  // The reference arrived as Received; the hub director accepts it and the eligibility.
  await expect(
    hd.getByRole('region', { name: 'References', exact: true }).getByLabel('References outcome'),
  ).toHaveValue('Received');
  await hdContext.setOffline(true);
  await review(hd, 'Eligibility', 'Accepted', 'Passport seen at the open evening');
  await review(hd, 'References', 'Accepted');
  await expect(syncStatus(hd)).toContainText('2 waiting');
  await hdContext.setOffline(false);
  await upToDate(hd);
  await expect
    .poll(async () => (await serverApplication(hd.request, id)).sections?.references?.outcome)
    .toBe('Accepted');
  expect((await serverApplication(hd.request, id)).sections.eligibility).toMatchObject({
    outcome: 'Accepted',
    comment: 'Passport seen at the open evening',
    reviewedByName: 'Harriet Dunmore',
  });
  await hdContext.close();

  // The registrar accepts the rest, offers a place and records the deposit.
  const registrarContext = await browser.newContext();
  const registrar = await registrarContext.newPage();
  await signIn(registrar, 'registrar@college.test');
  await upToDate(registrar);
  await openReview(registrar, `/applications/${id}`);
  await expect(
    registrar
      .getByRole('region', { name: 'References', exact: true })
      .getByLabel('References outcome'),
  ).toHaveValue('Accepted');
  // The essay, as the registrar reads it before deciding.
  await registrar.getByRole('tab', { name: 'Essay' }).click();
  const essay = registrar.getByRole('region', { name: 'Exegesis essay' });
  await expect(essay).toContainText(COMPLETE_PARTS.exegesis.passage);
  await expect(essay).toContainText(COMPLETE_PARTS.exegesis.essay);
  expect(await axeViolations(registrar)).toEqual([]);
  await registrar.screenshot({ path: 'test-results/screens/application-essay-1280.png' });
  await registrar.getByRole('tab', { name: 'Section reviews' }).click();
  await registrar.getByRole('button', { name: 'Quick accept' }).click();
  await upToDate(registrar);
  await registrar.getByRole('button', { name: 'Change status' }).click();
  const statusDialog = registrar.getByRole('dialog');
  await statusDialog.getByLabel('Status').selectOption('Place offered');
  await statusDialog.getByRole('button', { name: 'Change status' }).click();
  await expect(statusDialog).toBeHidden();
  await upToDate(registrar);
  await registrar.getByRole('button', { name: 'Record deposit' }).click();
  const depositDialog = registrar.getByRole('dialog');
  await depositDialog.getByLabel('Amount (£)').fill('250');
  await depositDialog.getByLabel('Payment reference').fill(`BACS ${stamp}`);
  await depositDialog.getByRole('button', { name: 'Record deposit' }).click();
  await expect(depositDialog).toBeHidden();
  await upToDate(registrar);
  const confirmed = await serverApplication(registrar.request, id);
  expect(confirmed.status).toBe('Confirmed (deposit paid)');
  expect(confirmed.studentId).toEqual(expect.any(String));

  // The new student is on the students list (new: their engagement is Starting).
  await registrar.goto('/students/new');
  await upToDate(registrar);
  await registrar.getByRole('searchbox').fill(lastName);
  const grid = registrar.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(2, { timeout: 30_000 });
  await expect(grid.getByRole('row').nth(1)).toContainText('Grace');
  const hub = await (await registrar.request.get('/api/hubs/hub-1')).json();
  await expect(grid.getByRole('row').nth(1)).toContainText(hub.name);
  expect(await axeViolations(registrar)).toEqual([]);
  await registrar.screenshot({ path: 'test-results/screens/journey-new-student-1280.png' });
  await grid.getByRole('row').nth(1).click();
  await expect(registrar).toHaveURL(`/students/${confirmed.studentId}`);
  await expect(
    registrar.getByRole('heading', { level: 2, name: `Grace ${lastName}` }),
  ).toBeVisible();
  await registrarContext.close();

  await applicant.dispose();

  // The applicant signs in and sees their place confirmed, with the offer letter.
  const applicantContext = await browser.newContext();
  const own = await applicantContext.newPage();
  await signIn(own, email, 'a-long-passphrase');
  await own.goto('/apply');
  await upToDate(own);
  const offer = own.getByRole('region', { name: 'Your offer' });
  await expect(offer).toContainText('Your place is confirmed');
  const letter = await offer
    .getByRole('link', { name: 'Your offer letter (PDF)' })
    .getAttribute('href');
  const pdf = await own.request.get(letter ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(await axeViolations(own)).toEqual([]);
  await own.screenshot({ path: 'test-results/screens/applicant-confirmed-1280.png' });
  await applicantContext.close();
});
