import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { serviceWorkerInControl } from './review-support';
import { axeViolations, signIn, syncStatus, upToDate } from './support';

// Potential students (spec §2.3 /leads, §2.4 leads/{id}, §4 stages): a hub director works their
// hub's pipeline offline (a stage moved from the board, an activity logged on the record), and
// each change reaches the server once when the device is back online.

interface Lead {
  id: string;
  version: number;
  name: string;
  preferredName: string | null;
  lastName: string | null;
  stage: string;
}
interface Activity {
  kind: string;
  summary: string;
  authorName: string | null;
}

const displayName = (lead: Lead) =>
  [lead.preferredName || lead.name, lead.lastName].filter(Boolean).join(' ');

async function serverLead(request: APIRequestContext, id: string): Promise<Lead> {
  const response = await request.get(`/api/potential-students/${id}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function serverActivities(request: APIRequestContext, id: string): Promise<Activity[]> {
  const response = await request.get(`/api/lead-activities?potentialStudentId=${id}&pageSize=100`);
  expect(response.ok()).toBe(true);
  return (await response.json()).items;
}

test('a hub director moves a lead and logs an activity offline; both arrive once', async ({
  page,
  context,
}) => {
  await signIn(page, 'hd@college.test');
  await upToDate(page, 60_000);
  const mine = (await (
    await page.request.get('/api/potential-students?hubId=hub-1&sort=name&pageSize=100')
  ).json()) as { items: Lead[] };
  // Only their hub's (the server's scope).
  expect(mine.items.length).toBeGreaterThan(3);
  const lead = mine.items.find((item) => item.stage === 'Interested in future enrolment');
  if (!lead) throw new Error('No lead of hub 1 interested in future enrolment');
  const name = displayName(lead);
  const target = 'Interested in current enrolment';
  const before = await serverActivities(page.request, lead.id);

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Potential Students' }).click();
  await nav.getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await serviceWorkerInControl(page);
  const column = (stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\(`) });
  await expect(page.getByRole('region', { name: / \(\d+\)$/ })).toHaveCount(13);
  await expect(column('Interested in future enrolment')).toContainText(name);

  // Offline: the stage moved from the card's menu, with the keyboard's control (a select).
  await context.setOffline(true);
  await page.getByRole('combobox', { name: `Move to stage: ${name}` }).selectOption(target);
  await expect(column(target).getByRole('link', { name })).toBeVisible();
  await expect(column('Interested in future enrolment')).not.toContainText(name);
  await expect(syncStatus(page)).toContainText('1 waiting');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/leads-board.png' });
  // A phone: the columns scroll sideways inside the page.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: 'test-results/screens/leads-board-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('tab', { name: 'Table' }).click();
  await page.getByLabel('Stage').selectOption(target);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/leads-table.png' });
  await page.getByRole('row', { name: new RegExp(name) }).click();

  // The record, still offline: the stage as moved, and an activity logged.
  await expect(page).toHaveURL(new RegExp(`/leads/${lead.id}$`));
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue(target);
  const summary = `Met after the open night ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Add activity' });
  await form.getByLabel('Kind').selectOption('Meeting');
  await form.getByLabel('Summary').fill(summary);
  await form.getByRole('button', { name: 'Add activity' }).click();
  const log = page.getByRole('list', { name: 'Activity log' });
  await expect(log).toContainText(summary);
  await expect(log).toContainText('not sent yet');
  await expect(syncStatus(page)).toContainText('2 waiting');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/leads-record.png', fullPage: true });

  // Someone who just phoned, added by hand, still offline: in the director's hub, theirs.
  const caller = `Okafor${Date.now()}`;
  await nav.getByRole('link', { name: 'Activity' }).click();
  await page.getByRole('button', { name: 'New potential student' }).click();
  const dialog = page.getByRole('dialog', { name: 'New potential student' });
  await expect(dialog.getByLabel('Hub')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Add potential student' }).click();
  await expect(dialog.getByText('Enter the name')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Ruth');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(caller);
  await dialog.getByLabel('First contact').selectOption('Contact HD');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/leads-new.png' });
  await dialog.getByRole('button', { name: 'Add potential student' }).click();
  await expect(page.getByRole('heading', { name: `Ruth ${caller}`, level: 2 })).toBeVisible();
  await expect(page.getByText('Owner: You')).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByLabel('Hub')).toHaveValue('hub-1');
  await page.screenshot({ path: 'test-results/screens/leads-new-record.png', fullPage: true });
  await expect(syncStatus(page)).toContainText('3 waiting');

  // Online again: all three reach the server once, and the server's stage change syncs back.
  await context.setOffline(false);
  await upToDate(page);
  const added = (await (await page.request.get(`/api/potential-students?q=${caller}`)).json()) as {
    items: (Lead & { hubId: string; ownerName: string })[];
  };
  expect(added.items).toEqual([
    expect.objectContaining({
      name: 'Ruth',
      stage: 'Initial contact made',
      hubId: 'hub-1',
      ownerName: 'Harriet Dunmore',
    }),
  ]);
  await page.goto(`/leads/${lead.id}`);
  await expect(log).toContainText(`Moved from Interested in future enrolment to ${target}`);
  await expect(log).not.toContainText('not sent yet');
  const saved = await serverLead(page.request, lead.id);
  expect(saved).toMatchObject({ stage: target, version: lead.version + 1 });
  const after = await serverActivities(page.request, lead.id);
  expect(after).toHaveLength(before.length + 2);
  expect(after.filter((a) => a.summary === summary)).toEqual([
    expect.objectContaining({ kind: 'Meeting', authorName: 'Harriet Dunmore' }),
  ]);
  expect(after.filter((a) => a.kind === 'Stage change')).toEqual([
    expect.objectContaining({
      summary: `Moved from Interested in future enrolment to ${target}`,
      authorName: 'Harriet Dunmore',
    }),
  ]);
  await page.screenshot({ path: 'test-results/screens/leads-record-synced.png', fullPage: true });
});
