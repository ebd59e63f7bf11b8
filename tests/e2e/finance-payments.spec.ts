import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { formatMoney } from '../../src/domain/format/numbers';
import { expect, test } from './fixtures';
import { lastMailTo } from './mail-sink';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

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

interface Row {
  id: string;
  number: string;
  balancePence: number;
  status: string;
}

/** Pence as typed in the dialog: 1234 → "12.34". */
const pounds = (pence: number) =>
  `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

test('finance records a payment on an invoice (refused when too much), downloads its PDF and e-mails it', async ({
  page,
}) => {
  await signIn(page, 'finance@college.test');
  // An invoice sent and still owing, as the server tells it.
  const list = (await (
    await page.request.get('/api/finance/invoices?sort=balancePence')
  ).json()) as {
    items: Row[];
  };
  const invoice = list.items.find(
    (row) => row.balancePence > 0 && ['sent', 'part-paid', 'overdue'].includes(row.status),
  );
  if (!invoice) throw new Error('no invoice with a balance in the demo data');
  await page.goto(`/finance/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { name: `Invoice ${invoice.number}` })).toBeVisible();
  const money = page.getByLabel('Money');
  await expect(money).toContainText(`balance ${formatMoney(invoice.balancePence)}`);

  // A penny more than is due: the server refuses it on the amount field.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record a payment on ${invoice.number}` });
  const amount = dialog.getByLabel('Amount (£)');
  await amount.fill(pounds(invoice.balancePence + 1));
  await dialog.getByLabel('Reference').fill('E2E-PAY-1');
  await screens(page, 'finance-payment-dialog');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    dialog.getByText(`At most ${formatMoney(invoice.balancePence)} is due`),
  ).toBeVisible();
  await expect(amount).toBeFocused();
  await screens(page, 'finance-payment-refused');

  // The whole balance: paid, nothing left.
  await amount.fill(pounds(invoice.balancePence));
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(money).toContainText('balance £0.00');
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeHidden();
  await expect(page.getByRole('article').getByText('Paid', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(
    page.getByRole('region', { name: 'Payments' }).getByRole('cell', { name: 'E2E-PAY-1' }),
  ).toBeVisible();

  // The PDF: a real PDF, titled with the invoice's number.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const pdf = await readFile((await file.path()) as string);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const text = (await parser.getText().finally(() => parser.destroy())).text;
  expect(text).toContain(invoice.number);
  expect(text).toMatch(/Balance\s+£0\.00/);
  expect(text).toContain('E2E-PAY-1');

  // E-mail it to the student, after a confirmation; the mail reaches their inbox.
  const record = (await (await page.request.get(`/api/finance/invoices/${invoice.id}`)).json()) as {
    student: { email: string };
  };
  await page.getByRole('button', { name: 'Email to student' }).click();
  const confirm = page.getByRole('dialog', { name: `Email ${invoice.number} to the student?` });
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => lastMailTo(record.student.email) ?? '').toContain(invoice.number);
  expect(lastMailTo(record.student.email)).toContain('/forms/finance/finance-details');

  // The history: the payment and the sending, with who did them.
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('cell', { name: 'Created payment' }).first()).toBeVisible();
  await expect(history.getByRole('cell', { name: 'E-mailed invoice' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'finance-invoice-history');
  await page.getByRole('tab', { name: 'Invoice' }).click();
  await screens(page, 'finance-invoice-paid');
});
