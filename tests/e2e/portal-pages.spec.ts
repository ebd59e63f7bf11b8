import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

/** Full-page screenshots at desktop and phone widths. */
async function screens(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function userPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ ...ONLINE_ONLY });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** The query cache the app keeps on the device (idb-keyval's store), as its JSON text. */
function persistedQueries(): Promise<string> {
  return new Promise((resolve) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => resolve('');
    open.onsuccess = () => {
      const read = open.result.transaction('keyval', 'readonly').objectStore('keyval');
      const get = read.get('collegium.queries');
      get.onerror = () => resolve('');
      get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result : '');
    };
  });
}

const NEW_LINE = 'Drop-in counselling now runs every Thursday at the hubs.';

test.describe('portal pages', () => {
  test.use(ONLINE_ONLY);

  test('an administrator edits and publishes a wellbeing page; the student sees it, then not once unpublished', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'admin@college.test');
    await page.goto('/admin/portalpages');
    const grid = page.getByRole('grid', { name: 'Portal pages' });
    await expect(grid).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'HD handbook' });
    await expect(grid.getByRole('link', { name: 'Running a hub week' })).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'Wellbeing' });
    await screens(page, 'portal-pages-list');
    expect(await axeViolations(page)).toEqual([]);
    await grid.getByRole('link', { name: 'Counselling' }).click();

    // The editor's preview renders the Markdown as the forms area does, as it is typed.
    const text = page.getByRole('textbox', { name: 'Text (Markdown)' });
    await expect(text).toHaveValue(/# Counselling/);
    const original = await text.inputValue();
    await text.fill(`${original}\n## Drop-in sessions\n\n${NEW_LINE}\n`);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Drop-in sessions' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Page saved')).toBeVisible();
    await screens(page, 'portal-pages-editor');
    expect(await axeViolations(page)).toEqual([]);

    const student = await userPage(browser, 'student@college.test');
    await student.goto('/forms/wellbeing/counselling');
    const article = student.getByRole('article', { name: 'Counselling' });
    await expect(article).toContainText(NEW_LINE);

    // Someone else saves meanwhile: the next change is refused, and their version can be taken.
    const api = '/api/admin/portal-pages/wellbeing/counselling';
    const current = await (await page.request.get(api)).json();
    const other = await page.request.put(api, {
      headers: { 'if-match': String(current.version) },
      data: { title: 'Counselling', body: `${current.body}\nBring a friend if you like.\n` },
    });
    expect(other.status()).toBe(200);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Someone else saved this page since you opened it')).toBeVisible();
    await page.getByRole('button', { name: 'Take theirs' }).click();
    await expect(text).toHaveValue(/Bring a friend if you like/);

    // Unpublished, the page is gone for the student (even the copy their device kept).
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await student.reload();
    await expect(student.getByText('Not found')).toBeVisible();
    await expect(student.getByText(NEW_LINE)).toHaveCount(0);

    // The history keeps every save; restoring the seeded text and publishing again puts it back.
    const history = page.getByRole('table', { name: 'History' });
    await expect(history.getByRole('row')).toHaveCount(5);
    await history.getByRole('button', { name: 'View version 1' }).click();
    const dialog = page.getByRole('dialog', { name: /Version 1: Counselling/ });
    await expect(dialog.getByRole('heading', { name: 'Urgent help' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByText('Version 1 restored')).toBeVisible();
    await expect(text).toHaveValue(original);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Page published')).toBeVisible();
    await student.reload();
    await expect(article).toContainText('How to refer yourself');
    await expect(article).not.toContainText(NEW_LINE);
    await student.context().close();
  });
});

test('a hub director opens the HD handbook, searches it, and opens it again offline', async ({
  page,
  context,
}) => {
  await signIn(page, 'hd@college.test');
  // The handbook is read in the background after sign-in, before any of it is opened, into the
  // cache kept on the device; the app's code by the service worker.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(persistedQueries))
    .toContain('"handbook-page","hdhandbook","recruitment"');
  await context.setOffline(true);
  await page.goto('/hdhandbook/recruitment');
  await expect(page.getByRole('article', { name: 'Recruitment and interviews' })).toBeVisible();
  // The handbook's address without a page opens its first page, from the kept list offline too.
  await page.goto('/hdhandbook');
  await expect(page.getByRole('article', { name: 'Hub director handbook' })).toBeVisible();
  await expect(page).toHaveURL(/\/hdhandbook\/welcome$/);
  await context.setOffline(false);

  // The way in: the dashboard's Guides, which open the handbook's first page.
  await page.goto('/dashboard');
  const guides = page.getByRole('region', { name: 'Guides' });
  await expect(page.getByRole('heading', { level: 2, name: 'Students' })).toBeVisible();
  await expect(guides.getByRole('link')).toHaveText([
    'Knowledge base',
    'HD handbook',
    'Faculty handbook',
  ]);
  // The dashboard scrolls inside its layout (a full-page shot stops at the fold): show the Guides.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await guides.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/dashboard-guides-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await guides.getByRole('link', { name: 'HD handbook' }).click();
  await expect(page).toHaveURL(/\/hdhandbook\/welcome$/);
  await expect(page.getByRole('article', { name: 'Hub director handbook' })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'HD handbook' });
  await pages.getByRole('link', { name: 'Running a hub week' }).click();
  const article = page.getByRole('article', { name: 'Running a hub week' });
  await expect(article).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'After the week' }).click();
  await expect(page).toHaveURL(/#section-after-the-week$/);
  await expect(article.getByRole('heading', { name: 'After the week' })).toBeInViewport();
  await screens(page, 'hd-handbook');
  expect(await axeViolations(page)).toEqual([]);

  // Search runs across the handbook's pages.
  const search = page.getByRole('searchbox', { name: 'Search the HD handbook' });
  await search.fill('leading questions');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link')).toHaveText(['Safeguarding at the hub']);
  await screens(page, 'hd-handbook-search');
  await results.getByRole('link', { name: 'Safeguarding at the hub' }).click();
  await expect(page.getByRole('article', { name: 'Safeguarding at the hub' })).toBeVisible();

  // Offline again: another page opens, after a reload too, and search still works.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await pages.getByRole('link', { name: 'Recruitment and interviews' }).click();
  await expect(page.getByRole('article', { name: 'Recruitment and interviews' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Recruitment and interviews' })).toBeVisible();
  await expect(page.getByText(/As of \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await search.fill('fire drill');
  await expect(results.getByRole('link')).toHaveText(['Running a hub week']);
  await context.setOffline(false);
});
