import sharp from 'sharp';
import { expect, test } from './fixtures';
import { serviceWorkerInControl } from './review-support';
import { signIn, upToDate } from './support';

// Students → Photos at a residential with no network: the grid a member of staff saw online opens
// again offline, names from the device's copy and photos from the service worker's image cache.

test('photos seen online show again offline, after a reload', async ({ page, context }) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page, 60_000);
  await page.goto('/students/photos');
  await serviceWorkerInControl(page);
  await page.getByLabel('Search').fill('student2@college.test');
  const card = page.getByRole('list', { name: 'Student photos' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  const jpeg = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 200, g: 90, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  await card
    .getByLabel(/^Photo file for /)
    .setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  const photo = card.getByRole('img', { name: /^Photo of / });
  await expect(photo.locator('img')).toHaveJSProperty('naturalWidth', 128);
  // The upload is over (the button is back): the grid's photo list is on the device.
  await expect(card.getByRole('button', { name: /^Replace photo of / })).toBeEnabled();

  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Search').fill('student2@college.test');
  await expect(card).toHaveCount(1);
  // The photo itself, not the initials: the image cache answered without the network.
  await expect(photo.locator('img')).toHaveJSProperty('naturalWidth', 128);
  await page.screenshot({ path: 'test-results/screens/student-photos-offline-1280.png' });
  await context.setOffline(false);
});
