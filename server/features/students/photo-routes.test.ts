import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  PHOTO_CORRUPT_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
} from '#domain/students/photos';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { multipart } from '../../../tests/api/multipart';

// student-00001: hub 1, BA, tutored by faculty@; student-00002: hub 2, GradDip, another tutor.
const FIRST = 'student-00001';
const SECOND = 'student-00002';
const ACCOUNTS = ['admin', 'registrar', 'finance', 'faculty', 'hd', 'pd', 'student'] as const;

let test: TestApp;
const cookies: Record<string, string> = {};

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const account of ACCOUNTS) cookies[account] = await test.login(`${account}@college.test`);
});
afterAll(() => test.close());

function upload(
  account: string,
  studentId: string,
  name: string,
  content: Buffer,
  field = 'photo',
) {
  const body = multipart({}, [{ field, name, content, type: 'image/jpeg' }]);
  return test.app.inject({
    method: 'PUT',
    url: `/api/student-photos/${studentId}`,
    headers: { cookie: cookies[account] ?? '', ...body.headers },
    payload: body.payload,
  });
}
const read = (account: string, studentId: string, size = 'avatar') =>
  test.app.inject({
    url: `/api/student-photos/${studentId}?size=${size}`,
    headers: { cookie: cookies[account] ?? '' },
  });
const list = (account: string, mode = 'all') =>
  test.app.inject({
    url: `/api/student-photos?mode=${mode}`,
    headers: { cookie: cookies[account] ?? '' },
  });

describe('PUT /api/student-photos/:studentId', () => {
  it('takes a JPEG, PNG or WebP and stores a 128-px avatar and a 512-px portrait', async () => {
    const first = await upload('admin', FIRST, 'face.jpg', await image('jpeg'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ studentId: FIRST, version: 1 });
    const avatar = await read('admin', FIRST);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 128,
      height: 128,
    });
    const portrait = await read('admin', FIRST, 'portrait');
    expect(await sharp(portrait.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });

    // Replacing: a PNG, then a WebP (registrar holds students:admin), each a new version.
    expect(
      (await upload('registrar', SECOND, 'a.png', await image('png', 300, 900))).json(),
    ).toMatchObject({ version: 1 });
    const webp = await upload('registrar', SECOND, 'b.webp', await image('webp', 200, 200));
    expect(webp.statusCode).toBe(200);
    expect(webp.json()).toMatchObject({ studentId: SECOND, version: 2 });
  });

  it('refuses a file over 5 MB, a text file named .jpg, a GIF and a damaged JPEG with 422', async () => {
    const jpeg = await image('jpeg');
    const cases: [Buffer, string, string][] = [
      [Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES)]), 'big.jpg', PHOTO_SIZE_MESSAGE],
      [Buffer.from('This is not a photo, only text.'), 'notes.jpg', PHOTO_TYPE_MESSAGE],
      [await image('gif'), 'moving.gif', PHOTO_TYPE_MESSAGE],
      [jpeg.subarray(0, Math.floor(jpeg.length / 3)), 'cut.jpg', PHOTO_CORRUPT_MESSAGE],
    ];
    for (const [content, name, message] of cases) {
      const response = await upload('admin', FIRST, name, content);
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toMatchObject({
        message,
        code: 'VALIDATION',
        details: [{ param: 'photo', message }],
      });
    }
    // The photo stored before is untouched.
    expect((await list('admin')).json().items).toContainEqual(
      expect.objectContaining({ studentId: FIRST, version: 1 }),
    );
  });

  it('refuses no file, another field and a JSON body', async () => {
    const other = await upload('admin', FIRST, 'face.jpg', await image('jpeg'), 'evidence');
    expect(other.statusCode).toBe(422);
    const json = await test.app.inject({
      method: 'PUT',
      url: `/api/student-photos/${FIRST}`,
      headers: { cookie: cookies.admin ?? '' },
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the photo as multipart/form-data');
  });

  it('lets only students:admin upload, and only for a student they see', async () => {
    const jpeg = await image('jpeg', 64, 64);
    for (const account of ['finance', 'faculty', 'hd', 'pd', 'student'])
      expect((await upload(account, FIRST, 'a.jpg', jpeg)).statusCode, account).toBe(403);
    expect((await upload('admin', 'student-99999', 'a.jpg', jpeg)).statusCode).toBe(404);
  });
});

describe('GET /api/student-photos', () => {
  it('serves a photo only to those who see the student', async () => {
    const seen: Record<string, [number, number]> = {};
    for (const account of ACCOUNTS)
      seen[account] = [
        (await read(account, FIRST)).statusCode,
        (await read(account, SECOND)).statusCode,
      ];
    expect(seen).toEqual({
      admin: [200, 200],
      registrar: [200, 200],
      finance: [200, 200],
      // Hub 1's director, the first student's tutor and the BA programme director.
      faculty: [200, 404],
      hd: [200, 404],
      pd: [200, 404],
      student: [403, 403],
    });
    const none = await read('admin', 'student-00003');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This student has no photo yet');
  });

  it('lists the photos in scope, and a tutor’s own tutees in mode mine', async () => {
    const ids = async (account: string, mode = 'all') =>
      (await list(account, mode)).json().items.map((item: { studentId: string }) => item.studentId);
    expect((await ids('admin')).toSorted()).toEqual([FIRST, SECOND]);
    expect(await ids('hd')).toEqual([FIRST]);
    expect(await ids('pd')).toEqual([FIRST]);
    expect(await ids('faculty', 'mine')).toEqual([FIRST]);
    expect((await list('hd', 'mine')).statusCode).toBe(403);
    expect((await list('student')).statusCode).toBe(403);
    expect((await list('admin', 'everyone')).statusCode).toBe(400);
  });
});
