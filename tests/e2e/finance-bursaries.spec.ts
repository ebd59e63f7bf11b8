import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/format/numbers';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn, upToDate } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

/** Full-page screenshots at desktop and phone widths. */
async function screens(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

interface Record {
  amountPence: number | null;
  creditedPence: number;
  finance: { balancePence: number; invoices: { creditedPence: number }[] };
}

// First in this file, so no test before it on this worker has applied: the wizard starts empty
// (student-forms.spec.ts once held it and failed when this file's journey ran first).
test('the bursary application is a wizard: each step is checked before the next, Finish saves', async ({
  page,
}) => {
  await signIn(page, 'student@college.test');
  await upToDate(page);
  await page.goto('/forms/finance/bursary-application');
  const form = page.getByRole('form', { name: 'Bursary application' });
  const steps = form.getByRole('tablist', { name: 'Bursary application' });
  await expect(steps.getByRole('tab', { name: 'Your statement' })).toBeDisabled();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('tab', { name: 'Bursary' })).toHaveAttribute('aria-selected', 'true');
  await form.getByRole('radio', { name: 'General Bursary' }).check();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Household income').selectOption('Under £15,000');
  await form.getByLabel('Dependants').selectOption('2');
  await form.getByRole('button', { name: 'Next' }).click();
  await form
    .getByRole('textbox', { name: 'Your statement' })
    .fill(
      'I am training for ordained ministry while caring for two young children. My spouse works part time and our income does not cover the fees after rent and childcare. A bursary would let me keep studying part time without taking on more paid work, and give the time my placement and essays need each week.',
    );
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('button', { name: 'Finish' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Finish' }).click();
  await expect(form.getByText(/Tick to confirm|confirm that the information/i)).toBeVisible();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Saved. It is sent when the connection allows.')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/forms/student/bursary-application')).json()).data,
      { timeout: 30_000 },
    )
    .toMatchObject({
      applicationType: 'General Bursary',
      householdIncome: 'Under £15,000',
      dependants: '2',
    });
});

test('a student applies for a bursary, finance approves an amount that is credited, the student sees the outcome', async ({
  page,
  browser,
}) => {
  // The student applies (unless this worker's data already holds their application).
  await signIn(page, 'student@college.test');
  const mine = await (await page.request.get('/api/forms/student/bursary-application')).json();
  if (!mine.data) {
    await upToDate(page);
    await page.goto('/forms/finance/bursary-application');
    const form = page.getByRole('form', { name: 'Bursary application' });
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('radio', { name: 'General Bursary' }).check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Household income').selectOption('Under £15,000');
    await form.getByLabel('Dependants').selectOption('2');
    await form.getByRole('button', { name: 'Next' }).click();
    await form
      .getByRole('textbox', { name: 'Your statement' })
      .fill(
        'I am training for ordained ministry while caring for two young children. My spouse works part time and our income does not cover the fees after rent and childcare. A bursary would let me keep studying part time without taking on more paid work, and give the time my placement and essays need each week.',
      );
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Finish' }).click();
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/forms/student/bursary-application')).json()).data,
        { timeout: 30_000 },
      )
      .toMatchObject({ applicationType: 'General Bursary' });
  }

  // Finance finds it in the list, filtered to the year's undecided General Bursary applications.
  const staff = await browser.newContext();
  const finance = await staff.newPage();
  await signIn(finance, 'finance@college.test');
  // The application's row, as the server lists it (its year is the one it was submitted in).
  const listed = (await (await finance.request.get('/api/finance/bursaries?q=Samuel')).json()) as {
    items: { id: string; source: string; studentId: string; sessionId: string }[];
  };
  const own = listed.items.find(
    (item) => item.source === 'form' && item.studentId === 'student-00001',
  );
  expect(own).toBeDefined();
  const ROW = own?.id ?? '';
  const year = own?.sessionId ?? '';
  const before = (await (
    await finance.request.get(`/api/finance/bursaries/${encodeURIComponent(ROW)}`)
  ).json()) as Record;
  // A rerun raises the award by £100.00: only the difference is credited.
  const amountPence = (before.amountPence ?? 50_000) + 10_000;
  await finance.goto('/finance/bursaries');
  const grid = finance.getByRole('grid', { name: 'Bursaries' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await finance.getByRole('combobox', { name: 'Year' }).selectOption(year);
  await finance.getByRole('combobox', { name: 'Bursary type' }).selectOption('General Bursary');
  await finance.getByRole('searchbox').fill('Samuel');
  const row = grid.getByRole('row', { name: /Samuel Price/ });
  await expect(row).toBeVisible();
  await screens(finance, 'finance-bursaries-list');
  expect(await axeViolations(finance)).toEqual([]);
  await row.click();

  // The record: the answers, then the finance situation, then the decision.
  await expect(finance).toHaveURL(/\/finance\/bursaries\/form~/);
  await expect(
    finance.getByRole('heading', { name: 'Bursary application: Samuel Price' }),
  ).toBeVisible();
  const answers = finance.getByRole('definition');
  await expect(answers.filter({ hasText: 'Under £15,000' })).toBeVisible();
  await screens(finance, 'finance-bursaries-application');
  await finance.getByRole('tab', { name: 'Finance' }).click();
  await expect(finance.getByRole('table', { name: `Invoices ${year}` })).toBeVisible();
  await finance.getByRole('tab', { name: 'Decision' }).click();
  const decision = finance.getByRole('form', { name: 'Decision' });
  await decision.getByLabel('Outcome').selectOption('Approved');
  await decision.getByLabel('Bursary type').selectOption('General Bursary');
  await decision.getByLabel('Amount awarded (£)').fill('');
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(decision.getByText('Enter the amount awarded')).toBeVisible();
  await decision.getByLabel('Amount awarded (£)').fill((amountPence / 100).toFixed(2));
  await decision.getByLabel('Comment to the student').fill('Awarded by the bursary panel.');
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(finance.getByText(`Decision saved: Approved`)).toBeVisible();
  await expect(
    finance.getByText(
      new RegExp(`General Bursary of ${formatMoney(amountPence).replace('.', '\\.')}`),
    ),
  ).toBeVisible();
  await screens(finance, 'finance-bursaries-record');

  // The credit: the balance fell by what was credited, which is the award up to the balance.
  const after = (await (
    await finance.request.get(`/api/finance/bursaries/${encodeURIComponent(ROW)}`)
  ).json()) as Record;
  expect(after.amountPence).toBe(amountPence);
  const newCredit = after.creditedPence - before.creditedPence;
  expect(newCredit).toBe(Math.min(amountPence - before.creditedPence, before.finance.balancePence));
  expect(after.finance.balancePence).toBe(before.finance.balancePence - newCredit);
  await finance.getByRole('tab', { name: 'Finance' }).click();
  const credits = finance.getByRole('table', { name: 'Credit notes of this award' });
  await expect(credits.getByRole('row', { name: /CN-\d{4}-/ }).first()).toBeVisible();
  await screens(finance, 'finance-bursaries-credit');
  await staff.close();

  // The student sees the outcome on their bursary page.
  await page.goto('/forms/finance/bursary-application');
  await expect(page.getByText(`Bursary decision ${year}: Approved`)).toBeVisible();
  await expect(page.getByText(/Awarded by the bursary panel/)).toBeVisible();
  await expect(
    page.getByText(new RegExp(formatMoney(amountPence).replace('.', '\\.'))),
  ).toBeVisible();
  await screens(page, 'student-bursary-outcome');

  // ...and the credit in Fees: the credit note against their invoice, the balance it left.
  if (newCredit > 0) {
    await page.goto('/forms/finance/finance-details');
    const notes = page.getByRole('region', { name: 'Credit notes' });
    await expect(
      notes.getByRole('row', { name: new RegExp(`General Bursary ${year}`) }),
    ).toContainText(formatMoney(newCredit), { timeout: 30_000 });
    await screens(page, 'student-fees-bursary-credit');
  }
});
