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

test('a student record shows its HESA readiness, asked again when the student’s details change', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  // A student of this year's return whose SID is not held yet.
  const listed = await page.request.get('/api/engagements?status=Current&pageSize=100');
  const current = (await listed.json()).items as Engagement[];
  let chosen: { engagement: Engagement; problems: number } | undefined;
  for (const engagement of current) {
    const asked = await page.request.get(`/api/hesa/students/${engagement.studentId}/readiness`);
    const readiness = await asked.json();
    const noSid = readiness.rules.some((r: { rule: string }) => r.rule === 'sid');
    if (readiness.inReturn && noSid) {
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

  // The SID entered on the record's HESA details tab: the badge counts one problem fewer
  // without a reload.
  await page.getByRole('tab', { name: 'HESA details' }).click();
  const form = page.getByRole('form', { name: 'HESA details' });
  await form
    .getByRole('textbox', { name: 'SID (HESA student identifier)' })
    .fill('24100079999999998');
  await form.getByRole('button', { name: 'Save HESA details' }).click();
  const after = page.getByRole('link', {
    name:
      problems === 1 ? /^HESA ready/ : `${plural(problems - 1)}: open the student's HESA return`,
  });
  await expect(after).toBeVisible({ timeout: 15_000 });
  await after.hover();
  await expect(page.getByRole('tooltip')).not.toContainText('SID');
  await page.screenshot({ path: 'test-results/screens/hesa-readiness-badge-changed-1280.png' });
  await page.mouse.move(0, 0);

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
