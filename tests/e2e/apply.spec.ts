import { expect, type Page, test } from '@playwright/test';
import { axeViolations, upToDate } from './support';

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

test('an applicant registers, fills in the application (partly offline) and submits it', async ({
  page,
  context,
}) => {
  const email = `applicant-${Date.now()}@example.test`;
  await page.goto('/pages/register');
  const account = page.getByRole('form', { name: 'Create an account' });
  await account.getByLabel('Full name').fill('Hannah Okafor');
  await account.getByLabel('Email').fill(email);
  await account.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-passphrase');
  await account.getByLabel('Confirm password').fill('a-long-passphrase');
  await account.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/apply$/);
  await upToDate(page);
  const hub = page.getByLabel('Hub');
  await expect(hub.locator('option').nth(1)).toBeAttached();
  await hub.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Start your application' }).click();

  const form = page.getByRole('form', { name: 'Your application' });
  await expect(form).toBeVisible({ timeout: 30_000 });
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
  await form.getByRole('textbox', { name: 'Disabilities' }).fill('None');
  await form.getByRole('textbox', { name: 'Learning support' }).fill('None');
  await form.getByRole('button', { name: 'Next' }).click();
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
});
