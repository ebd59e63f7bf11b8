import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { multipart, PDF_BYTES } from '../../../tests/api/multipart';

let test: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const account of ['student', 'student2', 'admin', 'hd', 'faculty', 'finance']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

function upload(account: string, files: Parameters<typeof multipart>[1]) {
  const body = multipart({}, files);
  return test.app.inject({
    method: 'POST',
    url: '/api/forms/student/evidence',
    headers: { cookie: cookies[account] ?? '', ...body.headers },
    payload: body.payload,
  });
}
const download = (id: string, account: string) =>
  test.app.inject({ url: `/api/evidence/${id}`, headers: { cookie: cookies[account] ?? '' } });

describe('POST /api/forms/student/evidence', () => {
  it('stores up to three accepted files and says what they are', async () => {
    const response = await upload('student', [
      { name: 'letter.pdf', content: PDF_BYTES },
      { name: 'note.txt', content: 'I was in hospital from 1 to 10 November.' },
      { name: 'photo.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().items.map((f: { contentType: string }) => f.contentType)).toEqual([
      'application/pdf',
      'text/plain; charset=utf-8',
      'image/jpeg',
    ]);
  });

  it('refuses a fourth file, other kinds, no file, JSON and files over 10 MB', async () => {
    const four = await upload(
      'student',
      [1, 2, 3, 4].map((n) => ({ name: `${n}.pdf`, content: PDF_BYTES })),
    );
    expect(four.statusCode).toBe(422);
    expect(four.json().message).toBeDefined();
    const exe = await upload('student', [{ name: 'run.exe', content: 'MZ\x90\x00' }]);
    expect(exe.statusCode).toBe(422);
    expect((await upload('student', [])).statusCode).toBe(422);
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/forms/student/evidence',
      headers: { cookie: cookies.student ?? '' },
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(415);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload('student', [{ name: 'big.pdf', content: big }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Each evidence file must be 10 MB or smaller');
  });

  it('is for students only', async () => {
    expect((await upload('hd', [{ name: 'a.pdf', content: PDF_BYTES }])).statusCode).toBe(403);
  });
});

describe('GET /api/evidence/:id', () => {
  it('downloads as an attachment that is never rendered', async () => {
    const [file] = (await upload('student', [{ name: 'GP letter.pdf', content: PDF_BYTES }])).json()
      .items;
    const response = await download(file.id, 'student');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="GP letter.pdf"/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });

  it('lets staff who see the student download it, and no one else', async () => {
    const [file] = (await upload('student', [{ name: 'a.pdf', content: PDF_BYTES }])).json().items;
    // student-00001: hub 1 (the hub director's), tutored by the faculty demo account.
    for (const account of ['admin', 'hd', 'faculty', 'finance']) {
      expect((await download(file.id, account)).statusCode, account).toBe(200);
    }
    expect((await download(file.id, 'student2')).statusCode).toBe(404);
    expect((await download('no-such-file', 'student')).statusCode).toBe(404);
    const [theirs] = (await upload('student2', [{ name: 'b.pdf', content: PDF_BYTES }])).json()
      .items;
    expect((await download(theirs.id, 'hd')).statusCode).toBe(404);
    expect((await download(theirs.id, 'faculty')).statusCode).toBe(404);
    expect((await test.app.inject({ url: `/api/evidence/${file.id}` })).statusCode).toBe(401);
  });
});
