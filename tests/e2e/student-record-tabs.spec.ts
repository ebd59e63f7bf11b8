import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, syncStatus, upToDate } from './support';

// The staff student record (students/{id}): every tab with the seeded data, notes added online
// and offline (arriving once), and the confidential tabs kept from a tutor.

const SCREENS = 'test-results/screens';

async function openTab(page: Page, name: string | RegExp, shot: string) {
  // Exact: "Details" is also in "HESA details".
  const tab = page.getByRole('tab', { name, exact: typeof name === 'string' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return async () =>
    page.screenshot({ path: `${SCREENS}/student-record-${shot}.png`, fullPage: true });
}

async function notesWith(page: Page, studentId: string, text: string): Promise<number> {
  const response = await page.request.get(`/api/student-notes?studentId=${studentId}&pageSize=100`);
  expect(response.status()).toBe(200);
  const items: { text: string }[] = (await response.json()).items;
  return items.filter((note) => note.text === text).length;
}

test('staff read a student record tab by tab and add notes, offline too', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  // The seeded student with the most on their record: HESA answers, contacts, learning support.
  const hesa = await page.request.get('/api/student-forms?formId=hesadata');
  const studentId: string = (await hesa.json()).items[0].studentId;
  await page.goto(`/students/${studentId}`);

  let shot = await openTab(page, 'Details', 'details');
  await expect(page.getByRole('region', { name: 'Emergency contacts' })).toContainText(
    'Miriam Cole',
  );
  await expect(page.getByRole('region', { name: 'Programme and address' })).toContainText('Hub');
  await expect(page.getByLabel('Partner ID')).toBeVisible();
  await shot();

  shot = await openTab(page, 'Engagements', 'engagements');
  await expect(page.getByRole('grid', { name: 'Engagements' }).getByRole('row')).not.toHaveCount(1);
  await shot();

  shot = await openTab(page, 'Enrolment sessions', 'sessions');
  await expect(page.getByRole('region', { name: 'Enrolment sessions' })).toContainText('Completed');
  await shot();

  shot = await openTab(page, /^Requests and forms/, 'requests');
  const forms = page.getByRole('region', { name: 'Forms submitted' });
  await expect(forms).toContainText('Learning support');
  await expect(forms).toContainText('Statistical return (HESA)');
  await shot();

  shot = await openTab(page, 'Finance', 'finance');
  await expect(page.getByRole('region', { name: /Finance summary/ })).toContainText(
    'Fees this session',
  );
  await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('row')).not.toHaveCount(1);
  await shot();

  shot = await openTab(page, 'Transcript', 'transcript');
  await expect(page.getByText(/Credits awarded in all: \d+/)).toBeVisible();
  await shot();

  shot = await openTab(page, 'Intentions', 'intentions');
  await expect(page.getByRole('tabpanel')).toContainText(/plans for next year/);
  await shot();

  shot = await openTab(page, 'HESA answers', 'hesa');
  await expect(page.getByRole('region', { name: 'Statistical return (HESA)' })).toContainText(
    'White - Irish',
  );
  await shot();

  shot = await openTab(page, 'Support and declarations', 'support');
  await expect(page.getByRole('region', { name: 'Learning support' })).toContainText('Dyslexia');
  // The safeguarding and DBS declarations sit beside it, each under its heading.
  await expect(page.getByRole('region', { name: 'Safeguarding declaration' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'DBS check' })).toBeVisible();
  await shot();

  shot = await openTab(page, 'Notes', 'notes');
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes).toContainText('agreed a reading plan');
  const online = `Called about the autumn fees ${stamp}`;
  await page.getByRole('textbox', { name: 'Note' }).fill(online);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem').first()).toContainText(online);
  await upToDate(page);
  await expect(notes.getByRole('listitem').first()).toContainText('Rachel Okafor');
  expect(await notesWith(page, studentId, online)).toBe(1);
  await shot();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/student-record-notes-390.png`, fullPage: true });

  // A hub director adds a note with the network cut; it arrives once when back online.
  const hdContext = await browser.newContext();
  const hd = await hdContext.newPage();
  await signIn(hd, 'hd@college.test');
  await upToDate(hd);
  await hd.goto('/students/student-00001');
  await hd.getByRole('tab', { name: 'Notes' }).click();
  const hdNotes = hd.getByRole('list', { name: 'Notes' });
  await expect(hdNotes).toContainText('settling in well');
  await hdContext.setOffline(true);
  const offline = `Visited the hub placement ${stamp}`;
  await hd.getByRole('textbox', { name: 'Note' }).fill(offline);
  await hd.getByRole('button', { name: 'Add note' }).click();
  await expect(hdNotes.getByRole('listitem').first()).toContainText(offline);
  await expect(hdNotes.getByRole('listitem').first()).toContainText('Not sent yet');
  await expect(syncStatus(hd)).toContainText('1 waiting');
  await hdContext.setOffline(false);
  await upToDate(hd);
  await expect(hdNotes.getByRole('listitem').first()).toContainText('Harriet Dunmore');
  await expect(hdNotes.getByRole('listitem').first()).not.toContainText('Not sent yet');
  expect(await notesWith(hd, 'student-00001', offline)).toBe(1);
  await hdContext.close();

  // A tutor sees their tutee's record without the confidential tabs.
  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await signIn(tutor, 'faculty@college.test');
  await upToDate(tutor);
  await tutor.goto(`/mystudents/${studentId}`);
  await expect(tutor.getByRole('tab', { name: 'Notes' })).toBeVisible();
  await expect(tutor.getByRole('tab', { name: 'Transcript' })).toBeVisible();
  for (const hidden of ['Support and declarations', 'HESA answers', 'Finance']) {
    await expect(tutor.getByRole('tab', { name: hidden })).toHaveCount(0);
  }
  // The server keeps the unshared forms off the tutor's device: HESA answers never arrive.
  const tutorForms = await tutor.request.get(`/api/student-forms?studentId=${studentId}`);
  const formIds = (await tutorForms.json()).items.map((form: { formId: string }) => form.formId);
  expect(formIds).not.toContain('hesadata');
  await tutorContext.close();
});
