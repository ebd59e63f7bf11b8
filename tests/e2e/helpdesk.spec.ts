import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signIn, upToDate } from './support';

/** Helpdesk → My tickets in the student's menu (the group opens first when closed). */
async function openMyTickets(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const link = nav.getByRole('link', { name: 'My tickets' });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Helpdesk' }).click();
  await link.click();
}

// Issue 21: a student raises a helpdesk ticket offline; it arrives once; the helpdesk answers
// it (with an internal note the student never sees) and the student reads the answer.
test('a student raises a ticket offline, the helpdesk answers it, the student reads the reply', async ({
  page,
  context,
  browser,
}) => {
  const subject = `Moodle will not open ${Date.now().toString(36)}`;
  await signIn(page, 'student@college.test');
  await upToDate(page);
  // The student's way in: Helpdesk → My tickets in the forms area's menu.
  await openMyTickets(page);
  await expect(page.getByRole('button', { name: 'Raise a ticket' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Raise a ticket' }).click();
  const form = page.getByRole('form', { name: 'Raise a ticket' });
  await form.getByRole('button', { name: 'Raise ticket' }).click();
  await expect(form.getByText('Write the subject')).toBeVisible();
  await form.getByLabel('Category').selectOption('Moodle and IT');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Description').fill('It says my account is locked since Monday.');
  await form.getByRole('button', { name: 'Raise ticket' }).click();
  // Shown at once, on this device only for now.
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(
    page.getByText('Not sent yet: it will be sent when this device is online.'),
  ).toBeVisible();
  await expect(page.getByText(/Files can be attached once the ticket has been sent/)).toBeVisible();

  await context.setOffline(false);
  await upToDate(page);
  await expect(page.getByRole('heading', { name: new RegExp(`^#\\d+ ${subject}$`) })).toBeVisible();
  const mine = (await (await page.request.get('/api/tickets?mode=mine')).json()) as {
    items: { id: string; subject: string }[];
  };
  const raised = mine.items.filter((item) => item.subject === subject);
  expect(raised).toHaveLength(1);
  const ticketId = raised[0]?.id ?? '';
  await openMyTickets(page);
  await expect(
    page.getByRole('table', { name: 'My tickets' }).getByRole('link', { name: subject }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/helpdesk-my-tickets.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: 'test-results/screens/helpdesk-my-tickets-390.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The helpdesk (the registrar's office) finds it in the queue, assigns, notes and replies.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await signIn(staff, 'registrar@college.test');
  await staff.goto('/tickets');
  await staff.getByRole('combobox', { name: 'Status' }).selectOption('Open');
  const queue = staff.getByRole('table', { name: 'All tickets' });
  await expect(queue.getByRole('link', { name: subject })).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await staff.screenshot({ path: 'test-results/screens/helpdesk-queue.png', fullPage: true });
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.screenshot({ path: 'test-results/screens/helpdesk-queue-390.png', fullPage: true });
  await staff.setViewportSize({ width: 1280, height: 800 });
  await queue.getByRole('link', { name: subject }).click();
  // The queue has an Assignee filter too: act only once the ticket's page is there.
  const ticketPage = staff.getByRole('article', { name: /^Ticket \d+$/ });
  await expect(ticketPage.getByRole('heading', { name: new RegExp(`${subject}$`) })).toBeVisible();
  await ticketPage
    .getByRole('combobox', { name: 'Assignee' })
    .selectOption({ label: 'Rachel Okafor' });
  await expect(
    ticketPage.getByRole('definition').filter({ hasText: 'Rachel Okafor' }),
  ).toBeVisible();
  const reply = staff.getByRole('form', { name: 'Reply' });
  await reply.getByLabel('Reply or internal note').fill('Locked by three failed sign-ins.');
  await reply.getByRole('button', { name: 'Add internal note' }).click();
  await expect(
    staff.getByRole('listitem', { name: 'Internal note from Rachel Okafor' }),
  ).toBeVisible();
  await reply.getByLabel('Reply or internal note').fill('Your account is unlocked: try again now.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('listitem', { name: 'Message from Rachel Okafor' })).toContainText(
    'Your account is unlocked',
  );
  await upToDate(staff);
  expect(await axeViolations(staff)).toEqual([]);
  await staff.screenshot({ path: 'test-results/screens/helpdesk-thread.png', fullPage: true });
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.screenshot({ path: 'test-results/screens/helpdesk-thread-390.png', fullPage: true });
  await staffContext.close();

  // The student reads the answer; the internal note is not theirs to see.
  await page.goto(`/tickets/${ticketId}`);
  await upToDate(page);
  await expect(page.getByRole('listitem', { name: 'Message from Rachel Okafor' })).toContainText(
    'Your account is unlocked',
  );
  await expect(page.getByText('Locked by three failed sign-ins.')).toHaveCount(0);
  await expect(page.getByText('Waiting', { exact: true })).toBeVisible();
  // Files go online only, on the ticket's page.
  await page
    .getByLabel('Attach files (PDF, images, Word or text, up to 10 MB each)')
    .setInputFiles({
      name: 'screenshot.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
  await page.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(page.getByRole('link', { name: 'screenshot.pdf' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screens/helpdesk-student-thread.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: 'test-results/screens/helpdesk-student-thread-390.png',
    fullPage: true,
  });
});
