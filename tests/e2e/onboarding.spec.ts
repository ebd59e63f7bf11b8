import { expect, test } from './fixtures';
import { lastMailTo } from './mail-sink';
import { axeViolations, ONLINE_ONLY, signIn, upToDate } from './support';

// Online only: sending e-mail needs the server, and no service worker is needed for it.
test.use(ONLINE_ONLY);

interface NewRow {
  id: string;
  email: string;
  firstName: string;
  awaitingMessages: boolean;
  onboarding: Record<string, string>;
}

test('the registrar sends the accounts email to a new student from Students → New', async ({
  page,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  // A new student still awaiting the accounts email (this server's data: the spec's own).
  const answer = await page.request.get('/api/students?mode=new&pageSize=500');
  expect(answer.ok()).toBe(true);
  const rows: NewRow[] = (await answer.json()).items;
  const student = rows.find((row) => row.awaitingMessages && !row.onboarding.accounts);
  if (!student) throw new Error('No new student awaits the accounts email');

  await page.goto('/students/new');
  const grid = page.getByRole('grid');
  await page.getByRole('searchbox').fill(student.email);
  await expect(grid.getByRole('row')).toHaveCount(2);
  const row = grid.getByRole('row').nth(1);
  await expect(row).toContainText(student.email);

  await page.getByRole('button', { name: 'Send onboarding email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send onboarding email' });
  await dialog.getByLabel('Email to send').selectOption('accounts');
  await expect(dialog.getByRole('status')).toHaveText(
    '1 student shown awaits the Accounts email. Send it?',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/onboarding-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Send to 1 student' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Accounts email: 1 sent, 0 skipped');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The Accounts email column shows the date sent once the device has the change (one cell:
  // only that e-mail was sent; its column comes after the start date's).
  const today = new Date().toISOString().slice(0, 10);
  await expect(grid.getByRole('columnheader', { name: 'Accounts email' })).toBeVisible();
  const cell = row.getByRole('gridcell', { name: today, exact: true });
  await expect(cell).toHaveCount(1, { timeout: 30_000 });
  await cell.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/onboarding-list-1280.png' });

  // The mail reached the student, in the college's words.
  const mail = lastMailTo(student.email);
  expect(mail).toContain('Subject: Your Collegium Theological College account');
  expect(mail).toContain(`Dear ${student.firstName},`);

  // Sent once: asked again, nobody shown awaits it.
  await page.getByRole('button', { name: 'Send onboarding email' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'No student shown awaits the Accounts email.',
  );
  await expect(dialog.getByRole('button', { name: 'Send to 0 students' })).toBeDisabled();
});
