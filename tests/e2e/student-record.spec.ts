import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, syncStatus, upToDate } from './support';

interface Engagement {
  id: string;
  code: string;
  status: string;
  statusHistory: { from: string; to: string; category?: string; reason: string }[];
}

// A student of the hub director's hub (hub-1) with a Current engagement, other than the demo
// student (other specs rely on theirs), so the journey changes no one else's data.
async function hubStudentWithCurrentEngagement(page: Page) {
  const students = await (await page.request.get('/api/students?hubId=hub-1&pageSize=100')).json();
  for (const student of (students.items as { id: string }[]).toReversed()) {
    if (student.id === 'student-00001') continue;
    const found = await (
      await page.request.get(`/api/engagements?studentId=${student.id}&status=Current`)
    ).json();
    const engagement = found.items[0] as Engagement | undefined;
    if (engagement) return { studentId: student.id, engagement };
  }
  throw new Error('No hub-1 student with a Current engagement');
}

test('the registrar interrupts an engagement; a hub director edits the student offline', async ({
  browser,
}) => {
  // The registrar: Current → IoS with a category, from the engagements tab.
  const staff = await browser.newContext();
  const registrar = await staff.newPage();
  await signIn(registrar, 'registrar@college.test');
  const { studentId, engagement } = await hubStudentWithCurrentEngagement(registrar);
  await upToDate(registrar, 60_000);
  await registrar.goto(`/students/${studentId}`);
  await registrar.getByRole('tab', { name: 'Engagements' }).click();
  const card = registrar.getByRole('region', { name: new RegExp(`^${engagement.code} · `) });
  await expect(card).toContainText('Current');
  await card.getByRole('button', { name: `Change status of ${engagement.code}` }).click();
  const dialog = registrar.getByRole('dialog', {
    name: `Change the status of ${engagement.code}`,
  });
  // Exactly the statuses a Current engagement may move to (spec §4).
  const radios = dialog.getByRole('radio');
  await expect(radios).toHaveCount(6);
  expect(
    await radios.evaluateAll((inputs) =>
      inputs.map(
        (input) => input.ariaLabel ?? (input as HTMLInputElement).labels?.[0]?.textContent,
      ),
    ),
  ).toEqual(['IoS', 'Transferred', 'Completed', 'Pending', 'Withdrawn', 'Terminated']);
  await dialog.getByRole('radio', { name: 'IoS' }).check();
  await dialog.getByLabel('Reason').fill('Long illness: a year away on medical advice');
  await dialog.getByRole('button', { name: 'Change status', exact: true }).click();
  // IoS needs its category (§9): the dialog says so by the field.
  await expect(dialog.getByText('Choose the category of the interruption')).toBeVisible();
  await dialog.getByLabel('Interruption category').selectOption({ label: 'Health Reasons (04)' });
  await dialog.getByLabel('Date').fill('2026-11-20');
  await registrar.screenshot({ path: 'test-results/screens/engagement-status-dialog.png' });
  await dialog.getByRole('button', { name: 'Change status', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('IoS');
  await expect(
    card.getByRole('list', { name: `Status history of ${engagement.code}` }),
  ).toContainText('Current → IoS (Health Reasons) — Long illness');
  await upToDate(registrar);
  await registrar.screenshot({
    path: 'test-results/screens/engagements-tab.png',
    fullPage: true,
  });
  const stored = (await (
    await registrar.request.get(`/api/engagements/${engagement.id}`)
  ).json()) as Engagement;
  expect(stored.status).toBe('IoS');
  expect(stored.statusHistory).toEqual([
    expect.objectContaining({ from: 'Current', to: 'IoS', category: '04' }),
  ]);
  const before = (await (await registrar.request.get(`/api/students/${studentId}`)).json()) as {
    version: number;
  };

  // The hub director: offline, edits the student's phone; online, it reaches the server once.
  const hubContext = await browser.newContext();
  const hd = await hubContext.newPage();
  await signIn(hd, 'hd@college.test');
  await upToDate(hd, 60_000);
  await hd.goto(`/students/${studentId}`);
  const form = hd.getByRole('form', { name: 'Student details' });
  await expect(form).toBeVisible();
  await hubContext.setOffline(true);
  const phone = `07700 ${String(Date.now()).slice(-6)}`;
  await form.getByLabel('Phone').fill(phone);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(syncStatus(hd)).toContainText('1 waiting');
  await hubContext.setOffline(false);
  await upToDate(hd);
  const after = (await (await registrar.request.get(`/api/students/${studentId}`)).json()) as {
    version: number;
    phone: string;
  };
  expect(after).toMatchObject({ phone, version: before.version + 1 });
  // The registrar's change reached the hub director's device through the feed.
  await hd.getByRole('tab', { name: 'Engagements' }).click();
  await expect(
    hd.getByRole('region', { name: new RegExp(`^${engagement.code} · `) }),
  ).toContainText('IoS');
  await hubContext.close();
  await staff.close();
});
