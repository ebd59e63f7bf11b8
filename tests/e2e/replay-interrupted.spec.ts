import { expect, test } from './fixtures';
import { signIn, syncStatus, upToDate } from './support';

// Scenario 6 of the offline issue: the server goes away in the middle of a replay. The first batch
// reaches the server and is applied, but its answer never comes back (as if the server died right
// after committing); the next attempt finds the server down; then it is back. Every change must
// arrive exactly once: the resent batch carries the same idempotency keys.
test('changes interrupted mid-replay arrive exactly once', async ({ page, context }) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  const targets = (
    await (await page.request.get('/api/students?sort=email&order=asc&pageSize=6')).json()
  ).items.slice(3, 6);

  // The pages below load offline from the service worker: it must be installed first.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  for (const [index, student] of targets.entries()) {
    await page.goto(`/students/${student.id}`);
    await page.getByLabel('Phone').fill(`01632 96090${index}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(syncStatus(page)).toContainText(`${index + 1} waiting`);
  }

  let attempts = 0;
  await page.route('**/api/batch', async (route) => {
    attempts += 1;
    if (attempts === 1) {
      await route.fetch(); // the server applies the batch…
      await route.abort('connectionreset'); // …and its answer is lost
    } else if (attempts === 2) {
      await route.abort('connectionrefused'); // the server is down
    } else {
      await route.continue(); // back up
    }
  });
  await context.setOffline(false);
  await upToDate(page, 60_000);
  expect(attempts).toBeGreaterThanOrEqual(3);

  for (const [index, student] of targets.entries()) {
    const now = await (await page.request.get(`/api/students/${student.id}`)).json();
    expect(now.phone).toBe(`01632 96090${index}`);
    expect(now.version).toBe(student.version + 1);
  }
});
