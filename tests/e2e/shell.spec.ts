import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn, syncStatus, upToDate } from './support';

test.use(ONLINE_ONLY);

test.describe('sign-in and guards', () => {
  test('a protected page sends to sign-in and back after it (redirect round trip)', async ({
    page,
  }) => {
    await page.goto('/students/enrolled?tab=2');
    await expect(page).toHaveURL(/\/pages\/login\?redirect=%2Fstudents%2Fenrolled%3Ftab%3D2$/);
    await page.getByLabel('Email').fill('registrar@college.test');
    await page.getByLabel('Password').fill('collegium-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/students\/enrolled\?tab=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enrolled' })).toBeVisible();
    // No service worker here (ONLINE_ONLY): the data still syncs, and the status says the app
    // cannot open offline instead of "saving" it for ever.
    await upToDate(page);
    await expect(syncStatus(page).getByRole('button')).toHaveAttribute(
      'title',
      /this browser cannot open the app offline/,
    );
    // Signed in, the login page sends to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/pages/login');
    await page.getByLabel('Email').fill('faculty@college.test');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Email or password is incorrect');
    await expect(page).toHaveURL(/\/pages\/login/);
  });

  test('a page the user may not open shows 403; an unknown path 404', async ({ page }) => {
    await signIn(page, 'faculty@college.test');
    await page.goto('/students/enrolled');
    await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
  });

  test("a group's own path opens its first page the user may open, else 403 (not 404)", async ({
    browser,
  }) => {
    const registrar = await browser.newPage();
    await signIn(registrar, 'registrar@college.test');
    await registrar.goto('/students');
    await expect(registrar).toHaveURL(/\/students\/enrolled$/);
    await expect(registrar.getByRole('heading', { level: 1, name: 'Enrolled' })).toBeVisible();
    const student = await browser.newPage();
    await signIn(student, 'student@college.test');
    await student.goto('/forms/finance');
    await expect(student).toHaveURL(/\/forms\/finance\/finance-details$/);
    await student.goto('/finance');
    await expect(student.getByText('You do not have permission to access this page')).toBeVisible();
    await expect(student.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });

  test('the status page is public', async ({ page }) => {
    await page.goto('/status');
    await expect(page.getByText('0.90.7').first()).toBeVisible();
    await expect(page.getByText(/database.*ok/i)).toBeVisible();
  });
});

test.describe('impersonation', () => {
  test('an administrator acts as a student and stops', async ({ page }) => {
    await signIn(page, 'admin@college.test');
    await page.goto('/loginas/user/user-student');
    await expect(page.getByText(/Acting as/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Student Forms' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByText('Students', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: /Stop acting as/ }).click();
    await expect(page.getByText(/Acting as/)).toHaveCount(0);
    await expect(nav.getByText('Users', { exact: true })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('login and dashboard have no axe violations', async ({ page }) => {
    await page.goto('/pages/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, 'registrar@college.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Current').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('screenshots for review', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
  ]) {
    test(`login, staff and student dashboards at ${viewport.width}×${viewport.height}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const size = `${viewport.width}x${viewport.height}`;
      await page.goto('/pages/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/login-${size}.png`, fullPage: true });
      await signIn(page, 'registrar@college.test');
      await expect(page.getByText('Current').first()).toBeVisible();
      await page.screenshot({
        path: `test-results/screens/staff-dashboard-${size}.png`,
        fullPage: true,
      });
      await page
        .getByRole('button', { name: /Rachel|Registrar/ })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await signIn(page, 'student@college.test');
      await expect(page.getByRole('heading', { level: 1, name: 'Student Forms' })).toBeVisible();
      await page.screenshot({
        path: `test-results/screens/student-dashboard-${size}.png`,
        fullPage: true,
      });
      await context.close();
    });
  }
});
