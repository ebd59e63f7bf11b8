import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signIn, upToDate } from './support';

/** Full-page screenshots at desktop and phone widths. */
async function screens(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const REASON = 'My employer has agreed to pay the whole year at once.';

test('a student asks to change plan, finance approves it, the student sees it; fees validation lists problems', async ({
  page,
  browser,
}) => {
  // The student asks, from the forms area's Finance pages (through the outbox, like every request).
  await signIn(page, 'student@college.test');
  await upToDate(page);
  await page.goto('/forms/finance/plan-change');
  const form = page.getByRole('form', { name: 'Change your payment plan' });
  const year = form.getByLabel('Academic year');
  await expect(year.locator('option')).not.toHaveCount(1);
  await year.selectOption({ index: 1 });
  await form.getByLabel('New payment plan').selectOption('Student Loan');
  await form.getByLabel('Why you would like to change').fill(REASON);
  await form.getByRole('button', { name: 'Send request' }).click();
  // The shared schema's rule: a Student Loan plan needs the loan reference.
  await expect(form.getByText('Enter your Student Loans Company reference')).toBeVisible();
  await form.getByLabel('New payment plan').selectOption('InFull');
  await form.getByRole('button', { name: 'Send request' }).click();
  const mine = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').first();
  await expect(mine).toContainText('Pending');
  await upToDate(page);
  await expect(mine).not.toContainText('Waiting to send');
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'forms-plan-change');

  // Finance approves it in the finance queue.
  const staff = await browser.newContext();
  const finance = await staff.newPage();
  await signIn(finance, 'finance@college.test');
  const nav = finance.getByRole('navigation', { name: 'Main menu' });
  const group = nav.getByRole('button', { name: 'Finance', exact: true });
  const entry = nav.getByRole('link', { name: 'Requests' });
  await expect(async () => {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(entry).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
  await expect(finance).toHaveURL(/\/finance\/requests$/);
  const waiting = finance.getByRole('region', { name: 'Waiting for a decision' });
  const card = waiting.getByRole('listitem').filter({ hasText: REASON });
  await expect(card).toContainText('In full');
  expect(await axeViolations(finance)).toEqual([]);
  await screens(finance, 'finance-requests');
  await card.getByRole('button', { name: /^Approve the change of payment plan request/ }).click();
  const dialog = finance.getByRole('dialog', {
    name: 'Approve the change of payment plan request',
  });
  await dialog.getByLabel('Reason').fill('Agreed: the next invoice follows the In full plan.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const decided = finance
    .getByRole('region', { name: 'Decided' })
    .getByRole('listitem')
    .filter({ hasText: REASON });
  await expect(decided).toContainText('Approved');

  // Fees validation: the problems found in the demo data, each with a link to its fix.
  await finance.goto('/finance/validation');
  const grid = finance.getByRole('grid', { name: 'Fees validation' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const problems = grid.getByRole('list').first();
  await expect(problems.getByRole('listitem').first()).toBeVisible();
  await expect(problems.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/(students|finance\/invoices)\//,
  );
  await finance.getByRole('combobox', { name: 'Problem' }).selectOption('loan-without-reference');
  await expect(grid.getByRole('row').nth(1)).toContainText('without a loan reference');
  expect(await axeViolations(finance)).toEqual([]);
  await screens(finance, 'finance-validation');
  await staff.close();

  // The student sees the decision and finance's reason.
  await page.reload();
  await upToDate(page);
  const outcome = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').first();
  await expect(outcome).toContainText('Approved', { timeout: 30_000 });
  await expect(outcome).toContainText('the next invoice follows the In full plan');
});
