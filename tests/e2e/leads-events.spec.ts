import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: the events import and the report are asked of the server at each visit.
test.use(ONLINE_ONLY);

test('the registrar imports an event’s attendees (dry run, then commit) and opens the potential students’ report', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const rhea = `rhea-${tag}@example.org`;
  const noah = `noah-${tag}@example.org`;
  await signIn(page, 'registrar@college.test');

  // A potential student from an earlier event: the new list's duplicate of her is merged.
  const earlier = await page.request.post('/api/leads/events/import', {
    multipart: {
      event: 'Leaders forum',
      eventDate: '2026-10-01',
      mapping: JSON.stringify({ name: 'Name', email: 'Email' }),
      dryRun: 'false',
      file: {
        name: 'forum.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`Name,Email\nRhea,${rhea}\n`),
      },
    },
  });
  expect(earlier.status()).toBe(200);

  await page.goto('/leads/events');
  await page.getByRole('textbox', { name: /^Event\s*\*?$/ }).fill('Spring open evening');
  await page.getByLabel('Event date').fill('2027-03-12');
  const csv = [
    'First name,Surname,Email,Postcode',
    `Noah,Price,${noah},LS2 9JT`,
    `Rhea,Lane,${rhea.toUpperCase()},`,
    'Zed,Quill,not-an-email,',
    `Noah,Price,${noah},`,
  ].join('\n');
  await page
    .getByLabel('Attendees file')
    .setInputFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(
    page.getByRole('table', { name: /First rows of spring\.csv \(4 in all\)/ }),
  ).toBeVisible();
  // The mapping was guessed from the headers.
  await expect(page.getByRole('combobox', { name: 'Last name' })).toHaveValue('Surname');
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();

  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dry run' })).toHaveText(
    'Dry run: nothing was saved: 1 created, 1 merged, 2 refused',
  );
  const dryRun = page.getByRole('table', { name: /Dry run: nothing was saved/ });
  await expect(
    dryRun.getByRole('row', {
      name: /^3 Rhea merged Merged into potential student Rhea by e-mail/,
    }),
  ).toBeVisible();
  await expect(
    dryRun.getByRole('row', { name: /^4 Zed refused 'not-an-email' is not an e-mail address/ }),
  ).toBeVisible();
  await expect(
    dryRun.getByRole('row', { name: /^5 Noah refused The same person as line 2/ }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screens/leads-events-dry-run-1280.png',
    fullPage: true,
  });

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported: 1 created, 1 merged, 2 refused',
  );
  await expect(
    page
      .getByRole('table', { name: /Imported/ })
      .getByRole('row', { name: /^2 Noah created New potential student/ }),
  ).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/leads-events-imported-1280.png',
    fullPage: true,
  });

  // Review Applicants: an applicant who did not complete becomes a potential student, once.
  await page.goto('/leads/generateleads');
  const make = page.getByRole('button', { name: /^Make potential student: / }).first();
  const label = (await make.getAttribute('aria-label')) ?? '';
  const applicant = label.replace(/^Make potential student: /, '');
  await make.click();
  await expect(
    page.getByText(`${applicant.split(' ')[0]} is now a potential student`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Potential student: ${applicant}` })).toBeVisible();
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/leads-review-applicants-1280.png' });

  // The report counts them: the funnel, as a table too.
  await page.goto('/leads/report');
  await expect(page.getByRole('heading', { name: 'Conversion funnel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By first heard' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/leads-report-chart-1280.png' });
  await page.getByRole('button', { name: 'Show as table: Conversion funnel' }).click();
  const funnel = page.getByRole('table', { name: 'Conversion funnel' });
  await expect(funnel.getByRole('row', { name: /^Office follow up / })).toBeVisible();
  const initial = funnel.getByRole('row', { name: /^Initial contact made / });
  await expect(initial).toBeVisible();
  const all = Number(await initial.getByRole('cell').nth(1).textContent());
  expect(all).toBeGreaterThanOrEqual(2);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/leads-report-1280.png', fullPage: true });
});
