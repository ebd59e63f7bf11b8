import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from './fixtures';
import { currentPort, donorsPort } from './ports';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: the donor record is the donor system's page, never kept on the device.
test.use(ONLINE_ONLY);

// The e2e servers run with DONORS_URL = http://127.0.0.1:<donorsPort>/donor/{id}
// (playwright.config.ts); this test serves that donor system: a page naming the path it was
// asked for. Without DONORS_URL the page says it is not configured: the API and unit tests
// (server/features/donors/routes.test.ts, src/domain/donors/crm-url.test.ts) cover that and the
// Content-Security-Policy's frame source.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

test('admin opens a donor record: the donor system’s page framed, and a link to open it in a new tab', async ({
  page,
}) => {
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  const crm = createServer((request, response) => {
    asked.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Donor system</title>` +
        `<h1>Donor system: ${escapeHtml(request.url ?? '')}</h1></html>`,
    );
  });
  const origin = `http://127.0.0.1:${donorsPort(currentPort())}`;
  await new Promise<void>((resolve) => crm.listen(donorsPort(currentPort()), '127.0.0.1', resolve));
  try {
    await signIn(page, 'admin@college.test');

    // The app's answers allow exactly the donor system as a frame source.
    const shell = await page.request.get('/donors/D-1042');
    const policy = (shell.headers()['content-security-policy'] ?? '').split(';');
    expect(policy.filter((directive) => directive.startsWith('frame-src'))).toEqual([
      `frame-src ${origin}`,
    ]);

    await page.goto('/donors/D-1042');
    const frame = page.getByTitle('Donor D-1042 in the donor system');
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(
      frame.contentFrame().getByRole('heading', { name: 'Donor system: /donor/D-1042' }),
    ).toBeVisible();
    expect(await (await frame.elementHandle())?.contentFrame().then((f) => f?.url())).toBe(
      `${origin}/donor/D-1042`,
    );
    expect(asked.at(-1)?.headers.referer).toBeUndefined();
    const newTab = page.getByRole('link', { name: 'Open in a new tab' });
    await expect(newTab).toHaveAttribute('href', `${origin}/donor/D-1042`);
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/donor-record-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(frame.contentFrame().getByRole('heading')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/donor-record-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // An id holding / and ? stays one path segment of the donor system: it cannot change the path.
    await page.goto(`/donors/${encodeURIComponent('../admin?x=1')}`);
    const tricky = page.getByTitle('Donor ../admin?x=1 in the donor system');
    await expect(
      tricky
        .contentFrame()
        .getByRole('heading', { name: 'Donor system: /donor/..%2Fadmin%3Fx%3D1' }),
    ).toBeVisible();

    // Offline the page says it needs a connection, rather than an empty frame.
    await page.context().setOffline(true);
    await expect(page.getByText('it needs a connection')).toBeVisible();
    await expect(tricky).toHaveCount(0);
    await page.context().setOffline(false);
  } finally {
    // The browser keeps its connections open: close them, or close() waits for their timeout.
    crm.closeAllConnections();
    await new Promise<void>((resolve) => crm.close(() => resolve()));
  }
});
