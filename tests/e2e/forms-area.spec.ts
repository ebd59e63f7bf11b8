import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, DEMO_PASSWORD, signIn, upToDate } from './support';

/** Full-page screenshots of the current screen at desktop and tablet widths. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, label] of [
    [1280, '1280'],
    [768, '768'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A signed-in page of its own browser context (one user per context). */
async function userPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('a student agrees to the policies and enrols; the dashboard then shows both done', async ({
  page,
}) => {
  await signIn(page, 'student@college.test');
  await upToDate(page);
  await page.goto('/forms');
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  await expect(
    attention.getByRole('link', { name: 'Read and agree to the college policies' }),
  ).toBeVisible();
  const enrolment = page.getByRole('group', { name: 'Enrolment' });
  await expect(enrolment).toContainText('Policies — action needed');
  await expect(enrolment).toContainText('not enrolled yet');
  await expect(page.getByRole('group', { name: 'My details' })).toContainText(
    'Emergency contacts — not given yet',
  );
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'forms-dashboard');

  await attention.getByRole('link', { name: 'Read and agree to the college policies' }).click();
  await expect(page).toHaveURL(/\/forms\/enrolment$/);
  await expect(page.getByRole('tab', { name: 'Policy video' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('link', { name: 'Safeguarding policy' })).toHaveAttribute(
    'href',
    '/forms/policies/safeguarding',
  );
  // The video is a real recording (scripts/make-policy-video.mjs) that the browser can play.
  const duration = await page.locator('video').evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        video.onloadedmetadata = () => resolve(video.duration);
        video.onerror = () => reject(new Error('The policy video did not load'));
        video.preload = 'metadata';
        video.load();
      }),
  );
  expect(duration).toBeGreaterThan(10);
  // The transcript ships with the app: readable even when the video cannot load.
  await page.getByText('Read the transcript').click();
  await expect(page.getByText(/The code of conduct sets out/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'forms-enrolment-video');

  await page.getByRole('button', { name: 'Next' }).click();
  const form = page.getByRole('form', { name: 'Agree to the policies' });
  await form.getByLabel('I have read and accept the Code of conduct').check();
  await form.getByLabel('I have read and accept the Student contract').check();
  await form.getByLabel('I have read and accept the Safeguarding policy').check();
  await form.getByRole('button', { name: 'Agree to the policies' }).click();
  await expect(
    form.getByText('You must accept the Academic conduct policy to enrol'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'forms-enrolment-policies');
  await form.getByLabel('I have read and accept the Academic conduct policy').check();
  await form.getByRole('button', { name: 'Agree to the policies' }).click();

  // This student is at a level that asks for their plans (spec §4): that step comes next.
  await expect(page.getByRole('tab', { name: 'Your plans' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('form', { name: 'Your plans for next year' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const enrol = page.getByRole('button', { name: /^Enrol on \d{4}-\d{2}$/ });
  await enrol.click();
  await expect(page.getByText(/You are enrolled on \d{4}-\d{2}/)).toBeVisible();
  await upToDate(page);
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'forms-enrolment-enrolled');

  const agreed = await (
    await page.request.get('/api/student-forms/student-00001:policies-agreed')
  ).json();
  expect(agreed.data).toMatchObject({ academicConduct: true, policyVersion: '2026.1' });
  const enrolled = await page.request.get('/api/student-forms/student-00001:session-enrolled');
  expect(enrolled.status()).toBe(200);

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/forms$/);
  await expect(enrolment).toContainText(/Policies — agreed on \d{4}-\d{2}-\d{2}/);
  await expect(enrolment).toContainText(/enrolled on \d{4}-\d{2}-\d{2}/);
  await expect(attention).not.toContainText('Read and agree to the college policies');
  await expect(attention).not.toContainText('Enrol on');
});

const venue = {
  category: 'residential',
  name: 'venue',
  title: 'The venue',
  updatedAt: '2026-08-01T09:00:00.000Z',
  body: [
    '# Getting there',
    'The college is a short walk from the station. See [Wi-Fi](/forms/residential/wifi).',
    '<img src="/images/login.svg" alt="Map" onerror="window.__xss = 1">',
    '[Bad link](javascript:window.__xss=2)',
    '<script>window.__xss = 3</script>',
    '<a href="javascript:window.__xss=4">raw link</a>',
  ].join('\n\n'),
};
const wifi = {
  ...venue,
  name: 'wifi',
  title: 'Wi-Fi',
  body: 'Network **Collegium-Guest**. Back to [the venue](/forms/residential/venue).',
};

test('a content page is sanitised, links in-app, and still shows offline once read', async ({
  page,
  context,
}) => {
  await signIn(page, 'student@college.test');
  await upToDate(page);
  // The pages as the server would send them, one with a hostile body.
  await page.route('**/api/forms/pages/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/api/forms/pages/residential/venue') return route.fulfill({ json: venue });
    if (path === '/api/forms/pages/residential/wifi') return route.fulfill({ json: wifi });
    if (path === '/api/forms/pages/residential')
      return route.fulfill({ json: { items: [venue, wifi] } });
    return route.fulfill({ status: 404, json: { message: 'There is no such page' } });
  });
  await page.goto('/forms/residential/venue');
  const article = page.getByRole('article', { name: 'The venue' });
  await expect(article.getByRole('heading', { name: 'Getting there' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'The venue' })).toBeVisible();
  await expect(article.getByRole('img', { name: 'Map' })).toBeVisible();
  expect(await article.locator('script, [onerror], a[href^="javascript"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'forms-content-page');

  // A link to the forms area opens in the app, without reloading it.
  await page.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });
  await article.getByRole('link', { name: 'Wi-Fi' }).click();
  await expect(page).toHaveURL(/\/forms\/residential\/wifi$/);
  await expect(page.getByRole('article', { name: 'Wi-Fi' })).toContainText('Collegium-Guest');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  await page.unroute('**/api/forms/pages/**');
  await context.setOffline(true);
  await page
    .getByRole('article', { name: 'Wi-Fi' })
    .getByRole('link', { name: 'the venue' })
    .click();
  await expect(page.getByRole('article', { name: 'The venue' })).toBeVisible();
  await expect(page.getByText(/As of \d{4}-\d{2}-\d{2}/)).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  await context.setOffline(false);

  // An unknown page says so plainly.
  await page.goto('/forms/policies/no-such-page');
  await expect(page.getByText('Not found')).toBeVisible();
});

test('the dashboard reads the seeded pages ahead, so a policy opens offline', async ({
  page,
  context,
}) => {
  await signIn(page, 'student@college.test');
  await upToDate(page);
  await page.goto('/forms');
  const policies = page.getByRole('group', { name: 'Policies' });
  await expect(policies.getByRole('link', { name: 'Safeguarding policy' })).toBeVisible();
  // The app's code is precached by the service worker; the lists and pages are read into the
  // persisted cache by the dashboard.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await policies.getByRole('link', { name: 'Safeguarding policy' }).click();
  await expect(page.getByRole('article', { name: 'Safeguarding policy' })).toBeVisible();
  await expect(page.getByText(/As of \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await context.setOffline(false);
});

test('the registrar approves and rejects requests in the record; the student sees the outcome', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // The student makes two requests through the API, as the request pages would.
  const student = await playwright.request.newContext({ baseURL });
  await student.post('/api/auth/login', {
    data: { email: 'student2@college.test', password: DEMO_PASSWORD },
  });
  const recording = await student.post('/api/forms/student/requests', {
    data: {
      type: 'recording',
      data: { sessionDate: '2026-10-01', session: 'Old Testament 1', reason: 'Illness' },
    },
  });
  expect(recording.status()).toBe(201);
  const studyBreak = await student.post('/api/forms/student/requests', {
    data: {
      type: 'study-break',
      data: {
        startDate: '2027-02-01',
        endDate: '2027-02-12',
        reason: 'A family wedding abroad',
        acknowledgement: true,
      },
    },
  });
  expect(studyBreak.status()).toBe(201);

  const staff = await userPage(browser, 'registrar@college.test');
  await upToDate(staff);
  await staff.goto('/students/student-00002');
  await staff.getByRole('tab', { name: /^Requests/ }).click();
  const recordingItem = staff.getByRole('listitem', { name: 'Recording request' });
  await expect(recordingItem).toContainText('Pending');
  await expect(recordingItem).toContainText('Why do you need it?');
  await expect(recordingItem).toContainText('Old Testament 1');
  expect(await axeViolations(staff)).toEqual([]);
  await shoot(staff, 'student-record-requests');

  await recordingItem.getByRole('button', { name: 'Approve the recording request' }).click();
  const approve = staff.getByRole('dialog', { name: 'Approve the recording request' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(recordingItem).toContainText('Approved');

  const breakItem = staff.getByRole('listitem', { name: 'Study break request' });
  await breakItem.getByRole('button', { name: 'Reject the study break request' }).click();
  const reject = staff.getByRole('dialog', { name: 'Reject the study break request' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(
    reject.getByText('Give a reason for rejecting the request: the student will see it'),
  ).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await shoot(staff, 'student-record-decision-dialog');
  await reject.getByLabel('Reason').fill('Breaks cannot fall in the examination weeks');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(breakItem).toContainText('Rejected');
  await expect(breakItem).toContainText('Breaks cannot fall in the examination weeks');
  await upToDate(staff);
  const breakId = ((await studyBreak.json()) as { id: string }).id;
  const decided = await (await student.get(`/api/student-requests/${breakId}`)).json();
  expect(decided).toMatchObject({
    status: 'Rejected',
    decisionReason: 'Breaks cannot fall in the examination weeks',
  });

  const mine = await userPage(browser, 'student2@college.test');
  await upToDate(mine);
  await mine.goto('/forms');
  await expect(
    mine.getByRole('region', { name: 'Needs your attention' }).getByRole('link', {
      name: '2 requests decided: see the outcome',
    }),
  ).toBeVisible();
  await expect(mine.getByRole('group', { name: 'Mitigating circumstances' })).toContainText(
    '2 requests decided',
  );
  const outcome = mine
    .getByRole('region', { name: 'Your requests' })
    .getByRole('listitem', { name: 'Study break request' });
  await expect(outcome).toContainText('Rejected');
  await expect(outcome).toContainText('Reason: Breaks cannot fall in the examination weeks');
  await outcome
    .getByRole('button', { name: 'Mark as read: the outcome of the study break request' })
    .click();
  await expect(
    mine.getByRole('link', { name: '1 request decided: see the outcome' }),
  ).toBeVisible();
  await shoot(mine, 'forms-dashboard-decided');
  await student.dispose();
});

test('fees and transcript read-only pages show money, dates and statuses, and stay readable offline', async ({
  page,
  context,
}) => {
  await signIn(page, 'student@college.test');
  await upToDate(page);
  const finance = (await page.request.get('/api/forms/student/finance-details')).status();
  const transcript = (await page.request.get('/api/forms/student/transcript')).status();
  test.skip(
    finance === 404 || transcript === 404,
    'GET forms/student/finance-details and transcript have not landed on this branch yet',
  );

  await page.goto('/forms/finance/finance-details');
  await expect(page.getByRole('table', { name: /^Fees for \d{4}-\d{2}$/ })).toBeVisible();
  const plan = page.getByRole('table', { name: 'Payment plan' });
  await expect(plan).toBeVisible();
  await expect(page.getByText(/£\d[\d,]*\.\d{2}/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'forms-finance-details');

  await page.goto('/forms/mydetails/transcript');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(page.getByText(/credits awarded/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'forms-transcript');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Both were read online, so both show offline, dated, without a reload.
  await context.setOffline(true);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Finance' }).click();
  await nav.getByRole('link', { name: 'Fees' }).click();
  await expect(page.getByRole('table', { name: 'Payment plan' })).toBeVisible();
  await expect(page.getByText(/As of \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await context.setOffline(false);
});
