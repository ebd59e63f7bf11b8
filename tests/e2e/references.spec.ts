import { request as apiRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { lastMailTo } from './mail-sink';
import { axeViolations, DEMO_PASSWORD, ONLINE_ONLY, signIn, upToDate } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

const TABLET = { width: 768, height: 1024 };

test('a referee answers once through the mailed link, signed out, at 768 px', async ({
  browser,
  baseURL,
}) => {
  // The registrar invites a referee through the API (the applicant could as well).
  const staff = await apiRequest.newContext({ baseURL });
  const login = await staff.post('/api/auth/login', {
    data: { email: 'registrar@college.test', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const list = await staff.get('/api/applications?pageSize=1&sort=lastName');
  const application = (await list.json()).items[0];
  const referee = `referee-${Date.now()}@example.org`;
  const invited = await staff.post(`/api/applications/${application.id}/reference-invitations`, {
    data: { kind: 'reference', refereeName: 'Rev Ruth Price', refereeEmail: referee },
  });
  expect(invited.status()).toBe(201);
  await staff.dispose();

  // The link as the referee receives it: from the mail the server sent over SMTP.
  let mail: string | undefined;
  await expect(async () => {
    mail = lastMailTo(referee);
    expect(mail).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const link = /https?:\/\/\S+\/pages\/reference\/([A-Za-z0-9_-]+)/.exec(mail ?? '');
  const token = link?.[1] ?? '';
  expect(token).toHaveLength(43);

  // A fresh browser with no session, as a referee's would be.
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  await page.goto(`/pages/reference/${token}`);
  const name = `${application.firstName} ${application.lastName}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reference for ${name}`);
  const form = page.getByRole('form', { name: 'Reference' });

  // Sending nothing shows the shared schema's messages beside the questions.
  await form.getByRole('button', { name: 'Send reference' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(form.getByText('Please answer this question').first()).toBeVisible();
  await expect(form.getByText('Please choose yes or no').first()).toBeVisible();

  for (const box of await form.getByRole('textbox').all()) await box.fill('Known for years');
  for (const group of await form.getByRole('radiogroup').all()) {
    await group.getByRole('radio', { name: 'Yes' }).check();
  }
  await expect(form.getByText('Please answer this question')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/reference-form-768.png', fullPage: true });

  // Keyboard: the send button is reached and pressed without a mouse.
  await form.getByRole('button', { name: 'Send reference' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expect(page.getByText(`Your reference for ${name} has been received`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/reference-thanks-768.png' });

  // The link works once.
  await page.goto(`/pages/reference/${token}`);
  await expect(page.getByText('This link has already been used or has expired')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/reference-used-768.png' });

  await page.goto(`/pages/reference/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link not found' })).toBeVisible();
  await context.close();
});

test('the registrar invites a referee from the record and then reads the reference there', async ({
  browser,
}) => {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'registrar@college.test');
  await upToDate(staff);
  const list = await staff.request.get('/api/applications?pageSize=1&sort=lastName&order=desc');
  const application = (await list.json()).items[0];
  await staff.goto(`/applications/${application.id}`);
  await staff.getByRole('tab', { name: 'References' }).click();
  const invite = staff.getByRole('form', { name: 'Invite a referee' });
  await invite.getByRole('button', { name: 'Send the link' }).click();
  await expect(invite.getByText('Please give the referee’s name')).toBeVisible();
  const referee = `record-referee-${Date.now()}@example.org`;
  await invite.getByLabel("Referee's name").fill('Canon Mark Ellis');
  await invite.getByLabel("Referee's email").fill(referee);
  await invite.getByRole('button', { name: 'Send the link' }).click();
  expect(await axeViolations(staff)).toEqual([]);

  // Once sent, the invitation is listed, waiting for the referee.
  const sent = staff.getByRole('table', { name: 'Invitations sent' });
  const row = sent.getByRole('row', { name: /Canon Mark Ellis/ });
  await expect(row).toContainText('Waiting', { timeout: 30_000 });
  await expect(row).toContainText(referee);
  await expect(row.getByRole('cell', { name: 'Referee', exact: true })).toBeVisible();
  let mail: string | undefined;
  await expect(async () => {
    mail = lastMailTo(referee);
    expect(mail).toBeDefined();
  }).toPass({ timeout: 30_000 });

  // Sent again: the referee receives a new link, which replaces the first.
  await row.getByRole('button', { name: 'Send again to Canon Mark Ellis' }).click();
  await expect(async () => {
    mail = lastMailTo(referee);
    expect(mail).toContain('replaces the one we sent you before');
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('Waiting');
  expect(await axeViolations(staff)).toEqual([]);
  await staff.screenshot({ path: 'test-results/screens/references-invitations-waiting.png' });
  const token = /\/pages\/reference\/([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1] ?? '';
  const refereeContext = await browser.newContext();
  const page = await refereeContext.newPage();
  await page.goto(`/pages/reference/${token}`);
  const form = page.getByRole('form', { name: 'Reference' });
  // The questions come from the link's GET: wait for them before filling each one in.
  await expect(form.getByRole('button', { name: 'Send reference' })).toBeVisible();
  for (const box of await form.getByRole('textbox').all()) {
    const type = await box.getAttribute('type');
    await box.fill(type === 'tel' ? '01632 960123' : 'Twelve years in our parish');
  }
  for (const group of await form.getByRole('radiogroup').all()) {
    await group.getByRole('radio', { name: 'Yes' }).check();
  }
  await form.getByRole('button', { name: 'Send reference' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await refereeContext.close();

  // The reference reaches the registrar's device with the next sync.
  await expect(async () => {
    await staff.reload();
    await staff.getByRole('tab', { name: 'References' }).click();
    await expect(staff.getByRole('group', { name: 'Reference from Canon Mark Ellis' })).toBeVisible(
      {
        timeout: 5_000,
      },
    );
  }).toPass({ timeout: 45_000 });
  await expect(staff.getByRole('group', { name: 'Reference from Canon Mark Ellis' })).toContainText(
    'Twelve years in our parish',
  );
  // The invitation is now received: nothing more to send.
  await expect(row).toContainText('Received');
  await expect(row.getByRole('button')).toHaveCount(0);
  await staff.screenshot({
    path: 'test-results/screens/references-invitations-received.png',
    fullPage: true,
  });
  await staffContext.close();
});
