import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

// Steps of reviewing an application in its record (spec §2.4), shared by the review specs.

/** The application as the server holds it. */
export async function serverApplication(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/applications/${id}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Opens an application record on its section reviews. */
export async function openReview(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('tab', { name: 'Section reviews' }).click();
  await expect(page.getByRole('region', { name: 'Eligibility', exact: true })).toBeVisible();
}

/** Chooses a section's outcome (and comment) and saves it, as a reviewer does. */
export async function review(page: Page, section: string, outcome: string, comment?: string) {
  const region = page.getByRole('region', { name: section, exact: true });
  await region.getByLabel(`${section} outcome`).selectOption(outcome);
  if (comment !== undefined) await region.getByLabel(`${section} comment`).fill(comment);
  await region.getByRole('button', { name: `Save ${section.toLowerCase()} review` }).click();
}

/** A reload once the worker is ready puts the page under its control (it serves the app offline). */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** Waits until the server holds the status (a change may show as sent before it arrives). */
export async function serverStatus(request: APIRequestContext, id: string, status: string) {
  await expect
    .poll(async () => (await serverApplication(request, id)).status, { timeout: 30_000 })
    .toBe(status);
}

/** Changes the application's status through the record's dialog (with a reason if given). */
export async function changeStatus(page: Page, status: string, reason?: string) {
  await page.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: /Change the status/ });
  await dialog.getByLabel('Status').selectOption(status);
  if (reason) await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(dialog).toBeHidden();
}
