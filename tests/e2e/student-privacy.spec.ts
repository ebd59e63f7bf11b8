import { expect, test } from './fixtures';
import { ONLINE_ONLY, signIn, upToDate } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

const MARKER = `privacy-${Date.now()}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

test('student2 sees none of student’s data: screens, calls, files or the device copy', async ({
  browser,
}) => {
  // student@college.test makes a request with evidence and fills a form.
  const first = await browser.newContext();
  const student = await first.newPage();
  await signIn(student, 'student@college.test');
  const made = await student.request.post('/api/forms/student/requests', {
    data: {
      type: 'recording',
      data: { sessionDate: '2026-11-10', session: MARKER, reason: 'Illness' },
    },
  });
  expect(made.status()).toBe(201);
  const requestId: string = (await made.json()).id;
  const upload = await student.request.post('/api/forms/student/evidence', {
    multipart: { evidence: { name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status()).toBe(201);
  const [file] = (await upload.json()).items;
  const transcript = await (await student.request.get('/api/forms/student/transcript')).json();
  expect(transcript.studentId).toBe('student-00001');
  await first.close();

  // student2@college.test: nothing of it on screen, through the API or on the device.
  const second = await browser.newContext();
  const other = await second.newPage();
  await signIn(other, 'student2@college.test');
  await upToDate(other);
  await other.goto('/forms/mitigating-circumstances/recordings');
  await expect(other.getByRole('heading', { name: 'Your requests' })).toBeVisible();
  await expect(other.getByText(MARKER)).toHaveCount(0);

  const get = (path: string) => other.request.get(path);
  expect((await get(`/api/student-requests/${requestId}`)).status()).toBe(404);
  expect((await get(`/api/evidence/${file.id}`)).status()).toBe(404);
  const requests = await (await get('/api/student-requests')).json();
  expect(
    requests.items.every((row: { studentId: string }) => row.studentId === 'student-00002'),
  ).toBe(true);
  for (const path of [
    '/api/forms/student',
    '/api/forms/student/transcript',
    '/api/forms/student/finance-details',
    '/api/forms/student/current-extensions',
  ]) {
    const body = JSON.stringify(await (await get(path)).json());
    expect(body, path).not.toContain('student-00001');
  }

  // The device copy of student2 holds only their own student records.
  const stored = await other.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    const name = names.find((n) => n.startsWith('collegium-'));
    if (!name) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tables = ['students', 'engagements', 'student-forms', 'student-requests'];
    const rows = await Promise.all(
      tables.map(
        (table) =>
          new Promise<unknown[]>((resolve) => {
            const all = db.transaction(table).objectStore(table).getAll();
            all.onsuccess = () => resolve(all.result);
          }),
      ),
    );
    return rows.flat();
  });
  expect(stored.length).toBeGreaterThan(0);
  expect(JSON.stringify(stored)).not.toContain('student-00001');
  expect(JSON.stringify(stored)).not.toContain(MARKER);
  await second.close();
});
