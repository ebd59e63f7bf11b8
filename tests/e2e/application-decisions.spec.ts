import { expect, test } from './fixtures';
import {
  changeStatus,
  serverApplication,
  serverStatus,
  serviceWorkerInControl,
} from './review-support';
import { axeViolations, signIn, syncStatus, upToDate } from './support';

// A status change and a deposit made offline meet another person's change (architecture §5): the
// record shows what I asked against the application now and I choose; nothing goes over theirs.

test('a status change and a deposit made offline meet other changes: the registrar chooses', async ({
  browser,
}) => {
  // Two people, two conflicts and their screenshots: about 50 s of the default 60 s on a loaded machine.
  test.setTimeout(150_000);
  const registrarContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const registrar = await registrarContext.newPage();
  const admin = await adminContext.newPage();
  await signIn(registrar, 'registrar@college.test');
  await upToDate(registrar);
  const response = await registrar.request.get(
    '/api/applications?status=Under%20review&sort=lastName&pageSize=1',
  );
  const application: { id: string } = (await response.json()).items[0];
  const path = `/applications/${application.id}`;
  await registrar.goto(path);
  await serviceWorkerInControl(registrar);
  await signIn(admin, 'admin@college.test');
  await upToDate(admin);
  await admin.goto(path);

  // The registrar offers the place on the train; meanwhile the administrator changes the status.
  await registrarContext.setOffline(true);
  await changeStatus(registrar, 'Place offered', 'Strong interview;\nboth references good');
  await expect(syncStatus(registrar)).toContainText('1 waiting');
  await changeStatus(admin, 'Ready for approval');
  await serverStatus(admin.request, application.id, 'Ready for approval');
  await registrarContext.setOffline(false);

  const statusConflict = registrar.getByRole('region', {
    name: 'Your status change was not applied',
  });
  await expect(statusConflict).toBeVisible({ timeout: 30_000 });
  const mine = statusConflict.getByRole('region', { name: 'What you asked' });
  const now = statusConflict.getByRole('region', { name: 'The application now' });
  await expect(mine).toContainText('Place offered');
  await expect(mine).toContainText('Strong interview;\nboth references good');
  await expect(now).toContainText('Ready for approval');
  await expect(now).toContainText('Alex Morgan');
  // Nothing was applied over theirs, and the record's header says so.
  await expect(registrar.getByRole('article').locator('header')).toContainText(
    'Ready for approval',
  );
  expect((await serverApplication(registrar.request, application.id)).status).toBe(
    'Ready for approval',
  );
  expect(await axeViolations(registrar)).toEqual([]);
  await registrar.screenshot({ path: 'test-results/screens/application-status-conflict-1280.png' });
  await registrar.setViewportSize({ width: 768, height: 1024 });
  await registrar.screenshot({ path: 'test-results/screens/application-status-conflict-768.png' });
  await registrar.setViewportSize({ width: 1280, height: 800 });

  // Mine again, on their status: the reason typed offline arrives with it.
  await statusConflict.getByRole('button', { name: 'Apply mine again' }).click();
  await expect(statusConflict).toBeHidden();
  await serverStatus(registrar.request, application.id, 'Place offered');
  const offered = await serverApplication(registrar.request, application.id);
  expect(offered.history.at(-1)).toMatchObject({
    kind: 'status',
    from: 'Ready for approval',
    status: 'Place offered',
    reason: 'Strong interview;\nboth references good',
    byName: 'Rachel Okafor',
  });
  await upToDate(registrar);

  // The registrar records the deposit offline; meanwhile the administrator puts it on hold.
  await admin.reload();
  await upToDate(admin);
  await expect(admin.getByRole('article')).toContainText('Place offered');
  await registrarContext.setOffline(true);
  await registrar.getByRole('button', { name: 'Record deposit' }).click();
  const depositDialog = registrar.getByRole('dialog', { name: /deposit$/ });
  await depositDialog.getByLabel('Amount (£)').fill('250');
  await depositDialog.getByLabel('Payment reference').fill('BACS 9912');
  await depositDialog.getByRole('button', { name: 'Record deposit' }).click();
  await expect(depositDialog).toBeHidden();
  await changeStatus(admin, 'Application on hold');
  await serverStatus(admin.request, application.id, 'Application on hold');
  await registrarContext.setOffline(false);

  const depositConflict = registrar.getByRole('region', { name: 'Your deposit was not recorded' });
  await expect(depositConflict).toBeVisible({ timeout: 30_000 });
  await expect(depositConflict.getByRole('region', { name: 'What you asked' })).toContainText(
    'Deposit £250.00',
  );
  await expect(depositConflict).toContainText('Reference: BACS 9912');
  await expect(depositConflict.getByRole('region', { name: 'The application now' })).toContainText(
    'Application on hold',
  );
  // Sent again it would be refused again: the record says why, and only discarding goes on.
  await expect(depositConflict).toContainText('this application is now Application on hold');
  await expect(depositConflict.getByRole('button', { name: 'Apply mine again' })).toBeDisabled();
  await registrar.getByRole('tab', { name: 'Section reviews' }).click();
  await expect(registrar.getByText(/^Place confirmed/)).toHaveCount(0);
  expect(await axeViolations(registrar)).toEqual([]);
  await registrar.screenshot({
    path: 'test-results/screens/application-deposit-conflict-1280.png',
  });
  await depositConflict.getByRole('button', { name: 'Discard mine' }).click();
  await expect(depositConflict).toBeHidden();
  await expect(registrar.getByRole('article')).toContainText('Application on hold');
  await upToDate(registrar);
  const held = await serverApplication(registrar.request, application.id);
  expect(held).toMatchObject({ status: 'Application on hold', deposit: null, studentId: null });
  await registrarContext.close();
  await adminContext.close();
});
