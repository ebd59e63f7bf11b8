import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, registrationLink, signIn, upToDate } from './support';

/** Full-page screenshots of the current screen at desktop and tablet widths. */
async function screens(page: Page, name: string): Promise<void> {
  for (const [label, width] of [
    ['1280', 1280],
    ['768', 768],
  ] as const) {
    await page.setViewportSize({ width, height: 1100 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screens/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Registers an applicant and starts their application at the first hub; returns its form. */
async function registerAndStart(page: Page, name: string): Promise<Locator> {
  const email = `applicant-${Date.now()}@example.test`;
  await page.goto('/pages/register');
  const account = page.getByRole('form', { name: 'Create an account' });
  await account.getByLabel('Full name').fill(name);
  await account.getByLabel('Email').fill(email);
  await account.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-passphrase');
  await account.getByLabel('Confirm password').fill('a-long-passphrase');
  await account.getByRole('button', { name: 'Create account' }).click();
  // The account is made from the mailed link; then the applicant signs in and goes on to apply.
  await expect(page.getByText(`We have sent a message to ${email}`)).toBeVisible();
  await page.goto(await registrationLink(email));
  await expect(page).toHaveURL(/\/pages\/login\?registration=confirmed/);
  await expect(page.getByText(/Your account is ready/)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/apply$/);
  await upToDate(page);
  const hub = page.getByLabel('Hub');
  await expect(hub.locator('option').nth(1)).toBeAttached();
  await hub.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Start your application' }).click();
  const form = page.getByRole('form', { name: 'Your application' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  return form;
}

/** The convictions, finances and bursary steps, each first refused for its missing detail. */
async function fillMeans(page: Page, form: Locator, shots: boolean): Promise<void> {
  const next = form.getByRole('button', { name: 'Next' });
  await expect(form.getByRole('tab', { name: 'Convictions', selected: true })).toBeVisible();
  await form.getByLabel('I have an unspent criminal conviction').check();
  await next.click();
  await expect(
    form.getByText('Tell us about the conviction: the offence, its date and the sentence'),
  ).toBeVisible();
  if (shots) await screens(page, 'apply-convictions');
  await form
    .getByRole('textbox', { name: 'About the conviction' })
    .fill('Driving without insurance in 2023: a fine and six points.');
  await next.click();
  await form
    .getByRole('combobox', { name: 'How will your fees be paid?' })
    .selectOption('Church or diocese');
  await next.click();
  await expect(
    form.getByText('Tell us how you plan to meet the fees and the residential costs'),
  ).toBeVisible();
  await form
    .getByRole('textbox', { name: 'About your finances' })
    .fill('My church pays half; I will work part-time for the rest.');
  if (shots) await screens(page, 'apply-finances');
  await next.click();
  await form.getByLabel('I wish to apply for a bursary').check();
  await next.click();
  await expect(form.getByText('Choose the bursary you are applying for')).toBeVisible();
  await expect(
    form.getByText('Enter the amount you seek each year in whole pounds, like 1500'),
  ).toBeVisible();
  if (shots) await screens(page, 'apply-bursary');
  await form
    .getByRole('combobox', { name: 'Bursary', exact: true })
    .selectOption('General Bursary');
  await form.getByRole('textbox', { name: 'Amount sought each year (£)' }).fill('1,200');
  await form
    .getByRole('textbox', { name: 'Why you are applying' })
    .fill('We live on one income with two children.');
  await next.click();
}

test('an applicant registers, fills in the application (partly offline) and submits it', async ({
  page,
  context,
  browser,
}) => {
  // Every step of the wizard, offline and back, then the registrar's view: about a minute on a
  // busy 2-core machine, so more than the default 60 s.
  test.setTimeout(150_000);
  const form = await registerAndStart(page, 'Hannah Okafor');
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'apply-wizard');

  // About you, then Course: each Next saves the step's part.
  await form.getByRole('combobox', { name: 'Ethnic group' }).selectOption('Prefer not to say');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('combobox', { name: 'Programme' }).selectOption('BA');
  await form.getByRole('radio', { name: 'Part-time', exact: true }).check();
  await form.getByRole('combobox', { name: 'Hub' }).selectOption({ index: 1 });
  await form.getByRole('combobox', { name: 'Intake' }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('tab', { name: 'Eligibility', selected: true })).toBeVisible();
  await upToDate(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Offline: each step is queued, the essay is drafted as it is typed and survives a reload.
  await context.setOffline(true);
  await form.getByLabel('I am a British citizen (or have settled status in the UK)').check();
  await form.getByRole('button', { name: 'Next' }).click();
  await form
    .getByLabel('Why do you want to study with us?')
    .fill('To be trained for youth ministry in my local church.');
  await form.getByRole('combobox', { name: 'Church stream' }).selectOption('Baptist');
  await form.getByRole('textbox', { name: 'Home church' }).fill('Grace Baptist, Leeds');
  await form.getByRole('checkbox', { name: 'Youth' }).check();
  await form
    .getByRole('combobox', { name: 'How did you first hear of us?' })
    .selectOption('Friend');
  await form.getByLabel('Which of our materials have you seen?').fill('Prospectus');
  await form.getByLabel('Have you applied to other colleges?').fill('No');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('I can attend the residential weeks').check();
  await form.getByLabel('I have the time the programme needs each week').check();
  await form.getByLabel('I have a computer and internet access for study').check();
  await form.getByLabel('Passport').fill('UK, expires 2031');
  await form.getByLabel('Concerns').fill('None');
  await form.getByRole('button', { name: 'Next' }).click();
  // Qualifications: the details are asked for any qualification but None.
  await form
    .getByRole('combobox', { name: 'Highest qualification' })
    .selectOption('Undergraduate degree');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(
    form.getByText('Give your qualifications: subjects, where you studied and the years'),
  ).toBeVisible();
  await screens(page, 'apply-qualifications');
  await form
    .getByRole('textbox', { name: 'Your qualifications' })
    .fill('BA (Hons) Geography, University of Leeds, 2014 to 2017');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('textbox', { name: 'First language' }).fill('Igbo');
  await form.getByRole('combobox', { name: 'English', exact: true }).selectOption('Fluent');
  await form.getByRole('textbox', { name: 'English test (optional)' }).fill('IELTS 7.5 (2023)');
  await screens(page, 'apply-language');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('textbox', { name: 'Disabilities' }).fill('None');
  await form.getByRole('textbox', { name: 'Learning support' }).fill('None');
  await form.getByRole('button', { name: 'Next' }).click();
  await fillMeans(page, form, true);
  await expect(form.getByText(/image of God in a named Genesis passage/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Genesis passage' }).fill('Genesis 1:26-28');
  const essay = 'Humankind is made in the image of God to rule and to serve. '.repeat(5).trim();
  await form.getByRole('textbox', { name: 'Essay' }).fill(essay);
  await expect(form.getByRole('status', { name: 'Word count' })).toHaveText(
    '65 words of about 500',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.waitForTimeout(1000);
  await page.reload();
  const again = page.getByRole('form', { name: 'Your application' });
  await expect(again.getByRole('textbox', { name: 'Essay' })).toHaveValue(essay);
  await expect(again.getByRole('status', { name: 'Word count' })).toHaveText(
    '65 words of about 500',
  );
  await context.setOffline(false);
  await upToDate(page);
  await again.getByRole('button', { name: 'Next' }).click();

  // Referees: one invited at once, the other when the application is submitted.
  const referee = again.getByRole('group', { name: 'Referee' });
  await referee.getByRole('textbox', { name: 'Full name' }).fill('Ruth Price');
  await referee.getByRole('textbox', { name: 'Email' }).fill('ruth.price@example.test');
  await referee.getByRole('button', { name: 'Send invitation to referee' }).click();
  await expect(referee.getByRole('status')).toContainText('queued');
  const leader = again.getByRole('group', { name: 'Church leader' });
  await leader.getByRole('textbox', { name: 'Full name' }).fill('Revd Sam Cole');
  await leader.getByRole('textbox', { name: 'Email' }).fill('sam.cole@example.test');
  expect(await axeViolations(page)).toEqual([]);
  await again.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByText('Under review')).toBeVisible({ timeout: 30_000 });
  await screens(page, 'apply-submitted');
  const list = await (await page.request.get('/api/applications')).json();
  const id = list.items[0].id as string;
  const saved = await (await page.request.get(`/api/applications/${id}`)).json();
  expect(saved.status).toBe('Under review');
  expect(saved.otherInformation.homeChurch).toBe('Grace Baptist, Leeds');
  expect(saved.exegesis).toEqual({ passage: 'Genesis 1:26-28', essay });
  expect(saved.qualifications.highest).toBe('Undergraduate degree');
  expect(saved.languageAbility).toMatchObject({ firstLanguage: 'Igbo', english: 'Fluent' });
  expect(saved.convictions.unspentConviction).toBe(true);
  expect(saved.finances).toMatchObject({ feesPaidBy: 'Church or diocese', canMeetCosts: false });
  expect(saved.bursary).toMatchObject({
    applying: true,
    type: 'General Bursary',
    amountPerYear: '1,200',
  });
  const invitations = await (
    await page.request.get(`/api/applications/${id}/reference-invitations`)
  ).json();
  expect(
    invitations.items.map((item: { kind: string; refereeName: string }) => [
      item.kind,
      item.refereeName,
    ]),
  ).toEqual(
    expect.arrayContaining([
      ['reference', 'Ruth Price'],
      ['leader', 'Revd Sam Cole'],
    ]),
  );

  // The registrar reads the new answers in their review sections.
  const staff = await browser.newContext();
  const registrar = await staff.newPage();
  await signIn(registrar, 'registrar@college.test');
  await upToDate(registrar);
  await registrar.goto(`/applications/${id}`);
  await registrar.getByRole('tab', { name: 'Section reviews' }).click();
  const answers = (section: string) =>
    registrar
      .getByRole('region', { name: section, exact: true })
      .getByLabel(`${section}: the applicant's answers`);
  await expect(answers('Qualifications')).toContainText('BA (Hons) Geography');
  await expect(answers('Language ability')).toContainText('Igbo');
  await expect(answers('Convictions')).toContainText('Driving without insurance');
  await expect(answers('Finances')).toContainText('Church or diocese');
  await expect(answers('Bursary application')).toContainText('General Bursary');
  await expect(answers('Learning support')).toContainText('None');
  await registrar
    .getByRole('region', { name: 'Bursary application', exact: true })
    .scrollIntoViewIfNeeded();
  await registrar.screenshot({ path: 'test-results/screens/apply-staff-sections-1280.png' });
  await staff.close();
});

test('a current student makes a short application: fewer steps, no referees needed', async ({
  page,
}) => {
  const form = await registerAndStart(page, 'Samuel Adeyemi');
  const next = form.getByRole('button', { name: 'Next' });
  await form.getByLabel('I am a current student of the college').check();
  await form.getByRole('combobox', { name: 'Ethnic group' }).selectOption('Prefer not to say');
  // Qualifications, language ability, eligibility, other information and the essay are skipped.
  const steps = [
    'About you',
    'Course',
    'Commitment',
    'Declarations',
    'Convictions',
    'Finances',
    'Bursary application',
    'Referees',
  ];
  const tabs = form.getByRole('tab');
  await expect(tabs).toHaveCount(steps.length);
  for (const [index, name] of steps.entries()) {
    await expect(tabs.nth(index)).toHaveAccessibleName(name);
  }

  await next.click();
  await form.getByRole('combobox', { name: 'Programme' }).selectOption('MA');
  await form.getByRole('radio', { name: 'Part-time', exact: true }).check();
  await form.getByRole('combobox', { name: 'Hub' }).selectOption({ index: 1 });
  await form.getByRole('combobox', { name: 'Intake' }).selectOption({ index: 1 });
  await next.click();
  await expect(form.getByRole('tab', { name: 'Commitment', selected: true })).toBeVisible();
  await form.getByLabel('Passport').fill('UK, expires 2030');
  await next.click();
  await form.getByRole('textbox', { name: 'Disabilities' }).fill('None');
  await form.getByRole('textbox', { name: 'Learning support' }).fill('None');
  await next.click();
  await fillMeans(page, form, false);
  await expect(form.getByRole('tab', { name: 'Referees', selected: true })).toBeVisible();
  await expect(form.getByText(/you need not name referees/)).toBeVisible();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Under review')).toBeVisible({ timeout: 30_000 });
  const list = await (await page.request.get('/api/applications')).json();
  const saved = list.items[0];
  expect(saved.status).toBe('Under review');
  expect(saved.qualifications).toBeNull();
  expect(saved.bursary.type).toBe('General Bursary');
});
