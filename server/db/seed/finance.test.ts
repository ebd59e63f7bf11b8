import { describe, expect, it } from 'vitest';
import { SCHEDULE_TERMS } from '#domain/finance/schedules';
import { financeDetails } from '#domain/finance/statement';
import { PORTAL_PAGE_CATEGORIES } from '#domain/forms/student-records';
import { REQUIRED_POLICIES } from '#domain/students/policies';
import { DEMO_STUDENT_ID } from './demo-accounts';
import { generateFinance, invoicedYears, yearlyFee } from './finance';
import { generateDemoData } from './generate';
import { POLICY_TEXT_VERSION } from './pages/policies';
import { generatePortalPages } from './portal-pages';

const data = generateDemoData({ students: 300, applications: 0 });
const finance = generateFinance(data.students, data.engagements, '2026-09-01');

describe('generateFinance', () => {
  it('is deterministic', () => {
    expect(generateFinance(data.students, data.engagements, '2026-09-01')).toEqual(finance);
  });

  it('invoices tuition at UK fees with a §9 payment term and intake, scoped to the student', () => {
    const scopes = new Map(data.students.map((student) => [student.id, student.scopeKeys]));
    const tuition = finance.invoices.filter((invoice) => invoice.paymentTerm !== null);
    expect(tuition.length).toBeGreaterThan(300);
    for (const invoice of tuition) {
      expect(invoice.amountPence).toBeGreaterThanOrEqual(240_000);
      expect(invoice.amountPence).toBeLessThanOrEqual(925_000);
      expect(SCHEDULE_TERMS).toContain(invoice.paymentTerm);
      expect(invoice.intakeDate).toMatch(/^\d{4}-(09-01|01-05)$/);
      expect(invoice.scopeKeys).toEqual(scopes.get(invoice.studentId));
      expect(Number(invoice.sessionId?.slice(0, 4))).toBeGreaterThanOrEqual(2018);
    }
    expect(new Set(finance.invoices.map((invoice) => invoice.number)).size).toBe(
      finance.invoices.length,
    );
    expect(finance.invoices.some((invoice) => invoice.paymentTerm === null)).toBe(true);
  });

  it('has payments in full, in arrears and by bursary, never after the reference date', () => {
    const methods = new Set(finance.payments.map((payment) => payment.method));
    expect([...methods].sort()).toEqual(
      ['Bank transfer', 'Bursary', 'Card', 'Direct debit', 'Student Loan'].sort(),
    );
    const paid = new Map<string, number>();
    for (const payment of finance.payments) {
      paid.set(
        payment.invoiceId ?? '',
        (paid.get(payment.invoiceId ?? '') ?? 0) + payment.amountPence,
      );
      if (payment.studentId !== DEMO_STUDENT_ID) expect(payment.paidOn <= '2026-09-01').toBe(true);
    }
    const past = finance.invoices.filter((invoice) => invoice.sessionId < '2026-27');
    const settled = past.filter((invoice) => paid.get(invoice.id) === invoice.amountPence);
    const owing = past.filter((invoice) => (paid.get(invoice.id) ?? 0) < invoice.amountPence);
    expect(settled.length).toBeGreaterThan(owing.length);
    expect(owing.length).toBeGreaterThan(0);
    for (const invoice of finance.invoices) {
      expect(paid.get(invoice.id) ?? 0).toBeLessThanOrEqual(invoice.amountPence);
    }
  });

  it('gives the demo student a monthly plan with three instalments paid and one overdue', () => {
    const own = (row: { studentId: string }) => row.studentId === DEMO_STUDENT_ID;
    const details = financeDetails({
      sessionId: '2026-27',
      today: '2026-11-22',
      invoices: finance.invoices.filter(own).map((invoice) => ({
        ...invoice,
        paymentTerm: invoice.paymentTerm ?? null,
        intakeDate: invoice.intakeDate ?? null,
      })),
      payments: finance.payments.filter(own).map((payment) => ({
        ...payment,
        invoiceId: payment.invoiceId ?? null,
        reference: payment.reference ?? null,
      })),
    });
    expect(details.paymentTerm).toBe('Monthly');
    expect(details.plan.map((line) => line.status).slice(0, 5)).toEqual([
      'Paid',
      'Paid',
      'Paid',
      'Overdue',
      'Due',
    ]);
  });

  it('invoices only the years an engagement was Current in', () => {
    const engagement = data.engagements[0];
    if (!engagement) throw new Error('no engagement');
    const of = (status: string, startDate: string, endDate: string | null = null) =>
      invoicedYears({ ...engagement, status, startDate, endDate }, 2026);
    expect(of('Current', '2024-09-01')).toEqual([2024, 2025, 2026]);
    expect(of('IoS', '2024-09-01')).toEqual([2024, 2025]);
    expect(of('Completed', '2015-09-01', '2019-07-31')).toEqual([2018]);
    expect(of('Withdrawn', '2023-09-01', '2024-02-10')).toEqual([2023]);
    expect(of('Completed', '2023-09-01')).toEqual([]);
    expect(of('Starting', '2026-09-01')).toEqual([]);
  });

  it('charges part time half and extended two thirds, never under the FC fee', () => {
    expect(yearlyFee('BA', null)).toBe(925_000);
    expect(yearlyFee('BA', 'PT')).toBe(462_500);
    expect(yearlyFee('BA', 'Extended')).toBe(616_700);
    expect(yearlyFee('FC', 'PT')).toBe(240_000);
  });
});

describe('generatePortalPages', () => {
  const pages = generatePortalPages(data.hubs, data.programmes);

  it('has pages in every category, one per programme and per hub, with unique ids', () => {
    for (const category of PORTAL_PAGE_CATEGORIES) {
      expect(
        pages.some((page) => page.category === category),
        category,
      ).toBe(true);
    }
    expect(pages.filter((page) => page.category === 'programme')).toHaveLength(14);
    expect(pages.find((page) => page.id === 'programme/ba')?.title).toBe(
      'BA (Hons) Theology, Ministry and Mission',
    );
    expect(pages.filter((page) => page.category === 'hub')).toHaveLength(8);
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    for (const page of pages) expect(page.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('states the version on each enrolment policy and links declarations to their form', () => {
    const slugs = ['code-of-conduct', 'student-contract', 'safeguarding', 'academic-conduct'];
    expect(slugs).toHaveLength(REQUIRED_POLICIES.length);
    for (const slug of slugs) {
      const page = pages.find((p) => p.id === `policies/${slug}`);
      expect(page?.body).toContain(`Version ${POLICY_TEXT_VERSION}`);
    }
    for (const name of ['neurodiversity-declaration', 'disability-declaration']) {
      const page = pages.find((p) => p.id === `student-support/${name}`);
      expect(page?.body).toContain('(/forms/mydetails/learning-support)');
    }
  });

  it('writes clean markdown: no raw HTML', () => {
    for (const page of pages) expect(page.body, page.id).not.toMatch(/<[a-z/!]/i);
  });
});
