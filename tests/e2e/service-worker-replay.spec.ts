import { expect, test } from './fixtures';
import { signIn, syncStatus, upToDate } from './support';

// Design §5: the outbox is replayed from the service worker too, with no app page open. The
// change is queued offline, the app page is closed, and only the public status page (which runs
// no outbox) is open when the worker gets its Background Sync event (dispatched through CDP, as
// Chromium would when the connection returns).
test('the service worker sends queued changes with no app page open', async ({ context }) => {
  test.setTimeout(180_000);
  const page = await context.newPage();
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  const target = (await (await page.request.get('/api/students?sort=email&pageSize=1')).json())
    .items[0];
  await page.goto(`/students/${target.id}`);
  // Installing precaches every chunk; on a busy CI machine one of those fetches can fail, and the
  // browser then installs again on the next navigation (as it would for a person): reload until
  // the worker controls the page.
  await expect(async () => {
    const controlled = await page.evaluate(async () => {
      await Promise.race([
        navigator.serviceWorker.ready,
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]);
      return navigator.serviceWorker.controller !== null;
    });
    if (!controlled) await page.reload();
    expect(controlled).toBe(true);
  }).toPass({ timeout: 90_000 });
  await context.setOffline(true);
  await page.getByLabel('Phone').fill('01632 960777');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(syncStatus(page)).toContainText('1 waiting');
  await page.close();

  await context.setOffline(false);
  const status = await context.newPage();
  await status.goto('/status');
  const cdp = await context.newCDPSession(status);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const found = event.registrations.find(
        (entry) => entry.scopeURL.endsWith('/') && !entry.isDeleted,
      );
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(status.url()).origin,
    registrationId,
    tag: 'collegium-outbox',
    lastChance: false,
  });
  await expect
    .poll(
      async () => (await (await status.request.get(`/api/students/${target.id}`)).json()).phone,
      { timeout: 20_000 },
    )
    .toBe('01632 960777');
});
