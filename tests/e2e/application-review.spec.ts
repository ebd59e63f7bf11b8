import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { openReview, review, serverApplication, serviceWorkerInControl } from './review-support';
import { axeViolations, signIn, syncStatus, upToDate } from './support';

// Reviewing an application (spec §2.3, §4) offline and online, and two reviewers on one section:
// the second sees mine against theirs (architecture §5), never a silent overwrite.

async function firstApplication(request: APIRequestContext): Promise<{ id: string }> {
  const response = await request.get('/api/applications?sort=lastName&pageSize=1');
  expect(response.ok()).toBe(true);
  return (await response.json()).items[0];
}

test('a hub director reviews sections offline; they wait through a reload and replay online', async ({
  page,
  context,
}) => {
  await signIn(page, 'hd@college.test');
  await upToDate(page);
  const application = await firstApplication(page.request);
  await openReview(page, `/myapplicants/${application.id}`);
  await serviceWorkerInControl(page);
  await page.getByRole('tab', { name: 'Section reviews' }).click();

  await context.setOffline(true);
  await review(page, 'Eligibility', 'Additional information needed', 'Which passport?');
  await review(page, 'Finances', 'Insufficient finances');
  const eligibility = page.getByRole('region', { name: 'Eligibility', exact: true });
  const finances = page.getByRole('region', { name: 'Finances', exact: true });
  await expect(eligibility).toContainText('Waiting to send');
  await expect(finances).toContainText('Waiting to send');
  await expect(syncStatus(page)).toContainText('2 waiting');

  await page.reload();
  await page.getByRole('tab', { name: 'Section reviews' }).click();
  await expect(syncStatus(page)).toContainText('2 waiting');
  await expect(eligibility).toContainText('Waiting to send');
  await expect(eligibility.getByLabel('Eligibility outcome')).toHaveValue(
    'Additional information needed',
  );
  await expect(eligibility.getByLabel('Eligibility comment')).toHaveValue('Which passport?');
  await expect(finances.getByLabel('Finances outcome')).toHaveValue('Insufficient finances');

  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/application-review-1280.png' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/screens/application-review-768.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await context.setOffline(false);
  await upToDate(page);
  await expect(eligibility).not.toContainText('Waiting to send');
  const saved = await serverApplication(page.request, application.id);
  expect(saved.sections.eligibility).toMatchObject({
    outcome: 'Additional information needed',
    comment: 'Which passport?',
    reviewedByName: 'Harriet Dunmore',
  });
  expect(saved.sections.finances.outcome).toBe('Insufficient finances');
  await eligibility.getByText(/^History/).click();
  await expect(eligibility.getByRole('list', { name: 'Eligibility history' })).toContainText(
    'Which passport?',
  );
});

test('two reviewers change one section: the second sees both and chooses', async ({ browser }) => {
  const hdContext = await browser.newContext();
  const registrarContext = await browser.newContext();
  const hd = await hdContext.newPage();
  const registrar = await registrarContext.newPage();
  await signIn(hd, 'hd@college.test');
  await upToDate(hd);
  const application = await firstApplication(hd.request);
  await signIn(registrar, 'registrar@college.test');
  await upToDate(registrar);
  await openReview(hd, `/myapplicants/${application.id}`);
  await openReview(registrar, `/applications/${application.id}`);
  await serviceWorkerInControl(hd);
  await hd.getByRole('tab', { name: 'Section reviews' }).click();

  // The hub director reviews on the train; meanwhile the registrar reviews the same section.
  await hdContext.setOffline(true);
  await review(hd, 'Qualifications', 'Additional information needed', 'Send the certificate');
  await expect(hd.getByRole('region', { name: 'Qualifications', exact: true })).toContainText(
    'Waiting to send',
  );
  await review(registrar, 'Qualifications', 'Accepted', 'Certificate seen at interview');
  // The registrar's review must reach the server first ("Up to date" may show before it is sent).
  await expect
    .poll(
      async () =>
        (await serverApplication(registrar.request, application.id)).sections?.qualifications
          ?.outcome,
      { timeout: 30_000 },
    )
    .toBe('Accepted');
  await upToDate(registrar);
  await hdContext.setOffline(false);

  const conflict = hd.getByRole('region', { name: 'Conflict on Qualifications' });
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  const mine = conflict.getByRole('region', { name: 'Your outcome' });
  const theirs = conflict.getByRole('region', { name: 'Their outcome' });
  await expect(mine).toContainText('Additional information needed');
  await expect(mine).toContainText('Send the certificate');
  await expect(theirs).toContainText('Accepted');
  await expect(theirs).toContainText('Certificate seen at interview');
  await expect(theirs).toContainText('Rachel Okafor');
  // Nothing was overwritten: the server still has the registrar's outcome.
  expect(
    (await serverApplication(hd.request, application.id)).sections.qualifications.outcome,
  ).toBe('Accepted');
  expect(await axeViolations(hd)).toEqual([]);
  await hd.screenshot({ path: 'test-results/screens/application-review-conflict-1280.png' });
  await hd.setViewportSize({ width: 768, height: 1024 });
  await conflict.scrollIntoViewIfNeeded();
  await hd.screenshot({ path: 'test-results/screens/application-review-conflict-768.png' });

  // The registrar goes offline still seeing their own outcome, so their next change meets mine.
  await registrarContext.setOffline(true);
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await upToDate(hd);
  expect(
    (await serverApplication(hd.request, application.id)).sections.qualifications,
  ).toMatchObject({ outcome: 'Additional information needed', comment: 'Send the certificate' });

  // The registrar's next change of that section meets the hub director's: they take theirs.
  await review(registrar, 'Qualifications', 'Accepted', 'Certificate seen again');
  await registrarContext.setOffline(false);
  const second = registrar.getByRole('region', { name: 'Conflict on Qualifications' });
  await expect(second).toBeVisible({ timeout: 30_000 });
  await second.getByRole('button', { name: 'Take theirs' }).click();
  await expect(second).toBeHidden();
  const region = registrar.getByRole('region', { name: 'Qualifications', exact: true });
  await expect(region.getByLabel('Qualifications outcome')).toHaveValue(
    'Additional information needed',
  );
  await hdContext.close();
  await registrarContext.close();
});

test('the registrar quick accepts, offers a place with a condition, and confirms it with the deposit once it is met', async ({
  page,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  const response = await page.request.get(
    '/api/applications?status=Under%20review&sort=lastName&order=desc&pageSize=1',
  );
  const application: { id: string } = (await response.json()).items[0];
  await openReview(page, `/applications/${application.id}`);

  await page.getByRole('button', { name: 'Quick accept' }).click();
  await upToDate(page);
  await expect(
    page.getByRole('region', { name: 'Next steps', exact: true }).getByLabel('Next steps outcome'),
  ).not.toHaveValue('');

  // A refusal needs a reason (the shared rule); an offer does not.
  await page.getByRole('button', { name: 'Change status' }).click();
  const statusDialog = page.getByRole('dialog');
  await statusDialog.getByLabel('Status').selectOption('Deferred (to future year)');
  await statusDialog.getByRole('button', { name: 'Change status' }).click();
  await expect(statusDialog.getByText(/Give a reason/)).toBeVisible();
  await statusDialog.getByLabel('Status').selectOption('Place offered');
  await statusDialog.getByRole('button', { name: 'Change status' }).click();
  await expect(statusDialog).toBeHidden();
  await upToDate(page);

  await page.getByRole('tab', { name: 'Conditions' }).click();
  await page.getByRole('button', { name: 'Add a condition' }).click();
  await page
    .getByRole('textbox', { name: 'Condition 1' })
    .fill('Send a copy of your degree certificate');
  await page.getByRole('button', { name: 'Save conditions' }).click();
  await upToDate(page);

  const letter = page.getByRole('link', { name: 'Offer letter (PDF)' });
  const pdf = await page.request.get((await letter.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // The deposit waits for the unmet condition: the dialog names it and cannot record it.
  await page.getByRole('button', { name: 'Record deposit' }).click();
  const waits = page.getByRole('dialog', { name: /deposit$/ });
  await expect(waits.getByRole('list', { name: 'Unmet conditions' })).toHaveText(
    'Send a copy of your degree certificate',
  );
  await expect(waits.getByRole('button', { name: 'Record deposit' })).toBeDisabled();
  await expect(waits.getByLabel('Amount (£)')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/application-deposit-waits-1280.png' });
  await waits.getByRole('button', { name: 'Close' }).click();
  await expect(waits).toBeHidden();
  await page.getByRole('checkbox', { name: 'Met' }).check();
  await page.getByRole('button', { name: 'Save conditions' }).click();
  await upToDate(page);

  await page.getByRole('button', { name: 'Record deposit' }).click();
  const depositDialog = page.getByRole('dialog');
  await depositDialog.getByLabel('Amount (£)').fill('250');
  await depositDialog.getByLabel('Payment reference').fill('BACS 4471');
  await depositDialog.getByRole('button', { name: 'Record deposit' }).click();
  await expect(depositDialog).toBeHidden();
  await upToDate(page);
  await page.getByRole('tab', { name: 'Section reviews' }).click();
  await expect(page.getByRole('article')).toContainText('Confirmed (deposit paid)');
  const student = page.getByRole('link', { name: 'Open the student record' }).first();
  await expect(student).toBeVisible({ timeout: 30_000 });
  const saved = await serverApplication(page.request, application.id);
  expect(saved.status).toBe('Confirmed (deposit paid)');
  expect(saved.deposit).toMatchObject({ amountPence: 25000, reference: 'BACS 4471' });
  expect(saved.conditions).toMatchObject([
    { text: 'Send a copy of your degree certificate', met: true },
  ]);
  expect(await student.getAttribute('href')).toBe(`/students/${saved.studentId}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/application-confirmed-1280.png' });
  await student.click();
  await expect(page).toHaveURL(`/students/${saved.studentId}`);
});
