import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: the server counts the records in the caller's scope at each visit.
test.use(ONLINE_ONLY);

async function openReport(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const group = nav.getByRole('button', { name: 'Reporting', exact: true });
  const entry = nav.getByRole('link', { name, exact: true });
  await expect(async () => {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(entry).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
}

interface ReportBody {
  total: number;
  choices: { hubs: { id: string; name: string }[] };
}

test('the registrar reads the students report for a hub, exports it, then the applications and marketing reports', async ({
  page,
}) => {
  await signIn(page, 'registrar@college.test');
  await openReport(page, 'Students');
  await expect(page).toHaveURL(/\/reporting\/students$/);
  await expect(page.getByRole('heading', { name: 'Engagements by status' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Students by age range' })).toBeVisible();

  // A hub's numbers, as the server counts them.
  const all = (await (await page.request.get('/api/reports/students')).json()) as ReportBody;
  const hub = all.choices.hubs[0];
  expect(hub).toBeTruthy();
  const expected = (await (
    await page.request.get(`/api/reports/students?hub=${hub?.id}`)
  ).json()) as ReportBody;
  expect(expected.total).toBeLessThan(all.total);
  await expect(page.getByText(`Engagements: ${all.total} in`).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Hub' }).selectOption({ label: hub?.name ?? '' });
  await expect(page.getByText(`Engagements: ${expected.total} in`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Show as table: Engagements by status' }).click();
  const statuses = page.getByRole('table', { name: 'Engagements by status' });
  await expect(statuses.getByRole('row', { name: /^Current \d+$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screens/reporting-students-1280.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(statuses).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/reporting-students-390.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^students-report-\d{4}-\d{2}-.*\.xlsx$/);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  await openReport(page, 'Applications');
  await expect(page).toHaveURL(/\/reporting\/applications$/);
  await expect(page.getByRole('heading', { name: 'Funnel by status' })).toBeVisible();
  await page
    .getByRole('button', { name: 'Show as table: Conversion by first-heard group' })
    .click();
  const conversion = page.getByRole('table', { name: 'Conversion by first-heard group' });
  await expect(conversion.getByRole('columnheader', { name: 'Accepted %' })).toBeVisible();
  await expect(conversion.getByRole('row', { name: /^Social media / })).toBeVisible();
  // The demo's decisions are dated: the time to decision has figures, not only "No decision yet".
  await page
    .getByRole('button', { name: 'Show as table: Time from submission to decision' })
    .click();
  const decision = page.getByRole('table', { name: 'Time from submission to decision' });
  await expect(decision.getByRole('row', { name: /^No decision yet / })).toBeVisible();
  const bands = (await decision.getByRole('row').allInnerTexts())
    .filter((row) => /^(Within a week|8 to 14|15 to 28|29 to 56|Over 56)/.test(row.trim()))
    .map((row) => Number(row.trim().split(/\s+/).at(-1)?.replace(/,/g, '')));
  expect(bands).toHaveLength(5);
  expect(bands.some((count) => count > 0)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screens/reporting-applications-1280.png',
    fullPage: true,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('figure', { name: 'Funnel by status' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/reporting-applications-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await openReport(page, 'Marketing');
  await expect(page).toHaveURL(/\/reporting\/marketing$/);
  await expect(page.getByRole('heading', { name: 'Potential students by stage' })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table: First contact' }).click();
  const contact = page.getByRole('table', { name: 'First contact' });
  await expect(contact.getByRole('row', { name: /^KTE / })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screens/reporting-marketing-1280.png',
    fullPage: true,
  });
});
