import { expect, test } from './fixtures';
import { signIn, syncStatus, upToDate } from './support';

test('a student updates emergency contacts offline, across a reload, and they reach the server', async ({
  page,
  context,
}) => {
  await signIn(page, 'student@college.test');
  const status = syncStatus(page);
  await upToDate(page);
  await page.goto('/forms/mydetails/emergency-contacts');
  const form = page.getByRole('form', { name: 'Emergency contacts' });
  await expect(form).toBeVisible();
  // The app shell is precached by then, so a reload works with no network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  const contact = form.getByRole('group', { name: 'contact 1' });
  await contact.getByLabel('Full name').fill('Ruth Price');
  await contact.getByLabel('Relationship to you').fill('Spouse');
  await contact.getByLabel(/^Phone number/).fill('07700 900123');
  // A save without the consent tick is refused on the device, with the field's message.
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    form.getByText('Confirm that this person has agreed to be your emergency contact'),
  ).toBeVisible();
  await contact.getByLabel('This person has agreed to be my emergency contact').check();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status).toContainText('1 waiting');

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Emergency contacts' }).getByLabel('Full name'),
  ).toHaveValue('Ruth Price');
  await expect(status).toContainText('1 waiting');

  await context.setOffline(false);
  await upToDate(page);
  const saved = await (await page.request.get('/api/forms/student/emergency-contacts')).json();
  expect(saved.data.contacts[0]).toMatchObject({
    name: 'Ruth Price',
    relationship: 'Spouse',
    phone: '07700 900123',
    consentToContact: true,
  });
  expect(saved.version).toBe(1);
});

// The bursary application is a wizard (Finish, not Save): its own test is below.
test('every GET/PUT form of the forms area opens as a form', async ({ page }) => {
  await signIn(page, 'student@college.test');
  for (const [path, name] of [
    ['/forms/mydetails/personal-details', 'Personal details'],
    ['/forms/mydetails/learning-support', 'Learning support'],
    ['/forms/residential/requirements', 'Residential requirements'],
    ['/forms/residential/folders', 'Residential folder'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('form', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  }
});

test("a second student sees none of the first student's answers", async ({ page }) => {
  await signIn(page, 'student2@college.test');
  await page.goto('/forms/mydetails/emergency-contacts');
  await expect(
    page.getByRole('form', { name: 'Emergency contacts' }).getByLabel('Full name'),
  ).toHaveValue('');
  const own = await (await page.request.get('/api/forms/student/emergency-contacts')).json();
  expect(own.studentId).toBe('student-00002');
  expect(
    (await page.request.get('/api/student-forms/student-00001:emergency-contacts')).status(),
  ).toBe(404);
});

test('personal details start from the student record; each address has its own group', async ({
  page,
}) => {
  await signIn(page, 'student@college.test');
  await upToDate(page);
  await page.goto('/forms/mydetails/personal-details');
  const form = page.getByRole('form', { name: 'Personal details' });
  await expect(form.getByLabel('Legal first name')).toHaveValue('Samuel', { timeout: 15_000 });
  await expect(form.getByLabel('Legal last name')).toHaveValue('Price');
  const home = form.getByRole('group', { name: 'Home address' });
  const termTime = form.getByRole('group', { name: 'Term-time address' });
  await expect(home.getByLabel('Address line 1')).toBeVisible();
  await termTime.getByLabel('Address line 1').fill('Flat 2, St John’s College');
  await expect(home.getByLabel('Address line 1')).not.toHaveValue('Flat 2, St John’s College');
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({
    path: 'test-results/screens/forms-personal-details-768.png',
    fullPage: true,
  });
});

test('every content page of the forms area, the help page and the safeguarding and DBS forms open', async ({
  page,
}) => {
  await signIn(page, 'student@college.test');
  for (const path of [
    '/forms/help',
    '/forms/residential/introduction',
    '/forms/residential/venue',
    '/forms/residential/faq',
    '/forms/residential/timetables',
    '/forms/residential/wifi',
    '/forms/finance/finance-faq',
    '/forms/student-support/introduction',
    '/forms/student-support/faqs',
    '/forms/student-support/struggling-with-studies',
    '/forms/student-support/neurodiversity-declaration',
    '/forms/student-support/disability-declaration',
    '/forms/policies/code-of-conduct',
    '/forms/studyskills/referencing',
    '/forms/library/catalogue',
  ]) {
    await page.goto(path);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByText('Not found'), path).toHaveCount(0);
  }
  await expect(page.getByRole('article')).not.toContainText('<script');
  for (const [path, name] of [
    ['/forms/mydetails/safeguarding', 'Safeguarding declaration'],
    ['/forms/mydetails/dbs', 'DBS check'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('form', { name }), path).toBeVisible();
  }
});

test('enrolment asks for plans next year, starting from the level the student is at', async ({
  page,
}) => {
  await signIn(page, 'student@college.test');
  const agreed = await page.request.get('/api/student-forms/student-00001:policies-agreed');
  if (agreed.status() === 404) {
    const put = await page.request.put('/api/forms/student/policies-agreed', {
      data: {
        codeOfConduct: true,
        studentContract: true,
        safeguarding: true,
        academicConduct: true,
        policyVersion: '2026.1',
      },
    });
    expect(put.status()).toBe(200);
  }
  await upToDate(page);
  await page.goto('/forms/enrolment');
  await page.getByRole('tab', { name: 'Your plans' }).click();
  const form = page.getByRole('form', { name: 'Your plans for next year' });
  const row = form.getByRole('group', { name: 'intention 1' });
  await expect(row.getByRole('combobox', { name: 'Level' })).not.toHaveValue('');
  const level = await row.getByRole('combobox', { name: 'Level' }).inputValue();
  await row.getByRole('radio', { name: 'Continue to the next level' }).check();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(
      async () => (await (await page.request.get('/api/forms/student/intentions')).json()).data,
      {
        timeout: 30_000,
      },
    )
    .toMatchObject({ intentions: [{ level, choice: 'Continue' }] });
});
