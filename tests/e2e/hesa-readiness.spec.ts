import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: the readiness is the server's answer (offline the badge says it needs a connection).
test.use(ONLINE_ONLY);

interface Engagement {
  id: string;
  studentId: string;
  code: string;
  status: string;
  startDate: string;
  endDate: string | null;
}

test('a student record shows its HESA readiness, asked again when the record changes', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  // A student running a Current engagement this year who has no "no end date" problem yet.
  const listed = await page.request.get('/api/engagements?status=Current&pageSize=50');
  const current = ((await listed.json()).items as Engagement[]).filter((e) => !e.endDate);
  let chosen: { engagement: Engagement; problems: number } | undefined;
  for (const engagement of current) {
    const asked = await page.request.get(`/api/hesa/students/${engagement.studentId}/readiness`);
    const readiness = await asked.json();
    const leaver = readiness.rules.some((r: { rule: string }) => r.rule === 'leaver-date');
    if (readiness.inReturn && readiness.problems > 0 && !leaver) {
      chosen = { engagement, problems: readiness.problems };
      break;
    }
  }
  expect(chosen).toBeDefined();
  const { engagement, problems } = chosen ?? { engagement: current[0] as Engagement, problems: 0 };

  await page.goto(`/students/${engagement.studentId}`);
  const plural = (n: number) => `HESA: ${n} problem${n === 1 ? '' : 's'}`;
  const badge = page.getByRole('link', {
    name: `${plural(problems)}: open the student's HESA return`,
  });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('href', `/hesa/student?id=${engagement.studentId}`);
  expect(await axeViolations(page)).toEqual([]);
  await badge.hover();
  await expect(page.getByRole('tooltip')).toContainText('SID');
  await page.screenshot({ path: 'test-results/screens/hesa-readiness-badge-1280.png' });
  await page.mouse.move(0, 0);

  // Withdrawn through the record's own form, with no end date: the return now lacks the
  // engagement's end date, and the badge says one problem more without a reload.
  await page.getByRole('tab', { name: 'Engagements' }).click();
  await page.getByRole('button', { name: `Change status of ${engagement.code}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Withdrawn' }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Left the course');
  await dialog.getByRole('button', { name: 'Change status' }).click();
  const after = page.getByRole('link', {
    name: `${plural(problems + 1)}: open the student's HESA return`,
  });
  await expect(after).toBeVisible({ timeout: 15_000 });
  await after.hover();
  await expect(page.getByRole('tooltip')).toContainText('Ended engagement without an end date');
  await page.screenshot({ path: 'test-results/screens/hesa-readiness-badge-changed-1280.png' });

  // The dashboard: "Check now" keeps a snapshot; the chart's table gains a row.
  await page.goto('/hesa/missing');
  const check = page.getByRole('button', { name: 'Check now' });
  await expect(check).toBeEnabled();
  await page.getByRole('button', { name: 'Show as table: Percentage ready over time' }).click();
  const table = page.getByRole('table', { name: 'Percentage ready over time' });
  await expect(table).toBeVisible();
  const rows = await table.getByRole('row').count();
  await check.click();
  await expect(page.getByText('Checked: the readiness is kept')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(rows + 1);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screens/hesa-readiness-table-1280.png',
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Show as table: Percentage ready over time' }).click();
  const figure = page.getByRole('figure', { name: 'Percentage ready over time' });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('svg').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/hesa-readiness-chart-1280.png' });
});
