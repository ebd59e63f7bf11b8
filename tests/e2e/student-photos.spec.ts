import sharp from 'sharp';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, ONLINE_ONLY, signIn, upToDate } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

// Students → Photos on a phone: a member of staff takes (here: chooses) a photo of a student,
// the server checks and resizes it, and the grid shows it. Then the intentions list of a
// programme director, filtered to those who still have to answer.

test.use({ viewport: { width: 390, height: 844 } });

test('a photo uploaded on a phone shows in the grid', async ({ page }) => {
  await signIn(page, 'registrar@college.test');
  await page.goto('/students/photos');
  await upToDate(page, 60_000);
  await page.getByLabel('Search').fill('student@college.test');
  const grid = page.getByRole('list', { name: 'Student photos' });
  const card = grid.getByRole('listitem');
  await expect(card).toHaveCount(1);
  // No photo yet: the initials.
  await expect(card.getByRole('img', { name: /: no photo$/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/student-photos-390-before.png' });

  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  await card
    .getByLabel(/^Photo file for /)
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });

  const photo = card.getByRole('img', { name: /^Photo of / });
  await expect(photo).toBeVisible();
  // The avatar the server made: 128 px, whatever was uploaded.
  await expect(photo.locator('img')).toHaveJSProperty('naturalWidth', 128);
  await expect(card.getByRole('button', { name: /^Replace photo of / })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/student-photos-390.png' });

  // A file that is not an image is refused with the server's (and the device's) reason.
  await card.getByLabel(/^Photo file for /).setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(card.getByRole('alert')).toHaveText('Choose a JPEG, PNG or WebP photo');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Search').fill('');
  await expect(page.getByText(/^\d{2,} students$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/student-photos-1280.png' });
});

test('a programme director filters intentions to those required but not answered', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The demo student (BA, Current at 6A) answers first, through the API as the form does.
  const student = await playwright.request.newContext({ baseURL });
  const login = await student.post('/api/auth/login', {
    data: { email: 'student@college.test', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const answered = await student.put('/api/forms/student/intentions', {
    data: { intentions: [{ level: '6A', choice: 'Continue' }] },
  });
  expect(answered.status()).toBe(200);
  await student.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'pd@college.test');
  await page.goto('/students/intentions');
  const grid = page.getByRole('grid', { name: 'Intentions' });
  await expect(grid).toBeVisible();
  const footer = page.getByText(/^\d+ of \d+ rows$/);
  await expect(footer).toBeVisible();
  const shownRows = async () => Number(/^\d+/.exec((await footer.textContent()) ?? '')?.[0]);
  const total = await shownRows();
  expect(total).toBeGreaterThan(1);

  await page.getByLabel('Search').fill('6A: Continue');
  await expect(grid.getByText('6A: Continue')).toBeVisible();
  await page.getByLabel('Answers').selectOption({ label: 'Required but not answered' });
  await expect(grid.getByText('6A: Continue')).toHaveCount(0);
  await page.getByLabel('Search').fill('');
  await expect.poll(shownRows).toBeLessThan(total);
  await expect(grid.getByText('Not answered').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/intentions-1280.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/intentions-390.png' });
});
