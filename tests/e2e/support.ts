import type AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { lastMailTo } from './mail-sink';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export const DEMO_PASSWORD = 'collegium-demo';

/**
 * For specs about what people do online: no service worker, so no precache of the whole app in
 * each new browser context (the offline specs keep it; it cost about a second per sign-in).
 */
export const ONLINE_ONLY = { serviceWorkers: 'block' } as const;

/** Signs a demo account in through the login page, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/pages/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
}

/** The names of the drawer's groups and links, as the accessibility tree shows them. */
export async function menuNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  return (await nav.locator('a, button').allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
}

/**
 * axe violations of the page. Fluent's focus manager (tabster) adds invisible focus "dummies"
 * that are focusable and aria-hidden on purpose, to keep Tab inside dialogs and groups; axe flags
 * them (aria-hidden-focus), so they are left out, as Fluent's own accessibility tests do.
 */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  return (await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze()).violations;
}

/** The sync status that every screen shows (architecture §5). */
export function syncStatus(page: Page): Locator {
  return page.getByRole('status', { name: 'Sync status' });
}

/** Waits until the sync status says "Up to date" (a first sync may take a while). */
export async function upToDate(page: Page, timeout = 30_000): Promise<void> {
  await expect(syncStatus(page)).toContainText('Up to date', { timeout });
}

/** The path of the registration link mailed to the address (the mail sink files it). */
export async function registrationLink(email: string): Promise<string> {
  let path: string | undefined;
  await expect(async () => {
    const mail = lastMailTo(email);
    path = /https?:\/\/[^/\s]+(\/api\/auth\/register\/confirm\?token=\S+)/.exec(mail ?? '')?.[1];
    expect(path).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return path ?? '';
}

/** The path of the password reset link mailed to the address (POST /api/auth/reset). */
export async function resetLink(email: string): Promise<string> {
  let path: string | undefined;
  await expect(async () => {
    const mail = lastMailTo(email);
    path = /https?:\/\/[^/\s]+(\/pages\/reset\?token=\S+)/.exec(mail ?? '')?.[1];
    expect(path).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return path ?? '';
}
