import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/format/numbers';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: issuing needs the server.
test.use(ONLINE_ONLY);

/** Screenshots at desktop and phone widths (the dialog is what they show). */
async function screens(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

interface Run {
  id: string;
  total: number;
  issued: number;
  alreadyIssued: number;
  refused: { studentName: string; reason: string }[];
}

test('finance issues a year’s invoices with a progress bar and summary, then changes a plan and sees the credit note', async ({
  page,
}) => {
  await signIn(page, 'finance@college.test');
  await page.goto('/finance/invoices');
  await expect(page.getByRole('grid', { name: 'Invoices' }).getByRole('row').nth(1)).toBeVisible();

  // Next year: continuing students keep their plans; new ones without a plan are refused.
  await page.getByRole('button', { name: 'Issue invoices for the year' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue invoices for the year' });
  const year = dialog.getByRole('combobox', { name: 'Academic year' });
  const next = (await year.locator('option').first().textContent()) ?? '';
  await year.selectOption(next);
  await dialog.getByRole('button', { name: 'Issue invoices' }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  const summary = dialog.getByRole('status');
  await expect(summary).toContainText('Issued:', { timeout: 60_000 });

  const run = (
    (await (await page.request.get(`/api/finance/issue-runs?session=${next}`)).json()) as {
      item: Run;
    }
  ).item;
  expect(run.issued).toBeGreaterThan(0);
  expect(run.issued + run.alreadyIssued + run.refused.length).toBe(run.total);
  await expect(summary).toContainText(`${run.total} of ${run.total} students`);
  await expect(summary).toContainText(`Issued: ${run.issued}`);
  await expect(summary).toContainText(`Already issued: ${run.alreadyIssued}`);
  await expect(summary).toContainText(`Refused: ${run.refused.length}`);
  const first = run.refused[0];
  if (first) {
    const refused = dialog.getByRole('list', { name: 'Refused' });
    await expect(refused.getByRole('listitem')).toHaveCount(run.refused.length);
    const item = refused.getByRole('listitem').filter({ hasText: first.studentName }).first();
    await expect(item.getByRole('link', { name: first.studentName })).toBeVisible();
    await expect(item).toContainText(first.reason);
  }
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'finance-issue-summary');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A part-paid Monthly invoice of this year (the year before the one issued) moves to Termly.
  const current = `${Number(next.slice(0, 4)) - 1}-${next.slice(2, 4)}`;
  const list = (await (
    await page.request.get(`/api/finance/invoices?term=Monthly&year=${current}`)
  ).json()) as {
    items: { id: string; number: string; paidPence: number; balancePence: number }[];
  };
  const invoice = list.items.find(
    (row) => row.paidPence > 0 && row.balancePence > 0 && row.id.endsWith('-tuition'),
  );
  expect(invoice).toBeTruthy();
  await page.goto(`/finance/invoices/${encodeURIComponent(invoice?.id ?? '')}`);
  await expect(page.getByRole('heading', { name: `Invoice ${invoice?.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Change payment plan' }).click();
  const change = page.getByRole('dialog', { name: /Change payment plan/ });
  await change.getByRole('combobox', { name: 'Payment term' }).selectOption('Termly');
  await change.getByRole('button', { name: 'Change plan' }).click();
  const notes = change.getByRole('list', { name: 'Credit notes' });
  await expect(notes.getByRole('listitem')).toHaveText([
    new RegExp(
      `Credit note CN-\\d{4}-\\d{5}: ${formatMoney(invoice?.balancePence ?? 0).replace('.', '\\.')}`,
    ),
  ]);
  const fresh = change.getByRole('link', { name: /^INV-/ });
  await expect(fresh).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'finance-change-plan');
  const number = (await fresh.textContent()) ?? '';
  await fresh.click();
  await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByText('Payment term: Termly')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Administration fee (Termly)' })).toBeVisible();
});
