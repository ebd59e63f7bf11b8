import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/api/harness';
import { OTHER_DEMO_HUB_ID } from '../db/seed/demo-accounts';

// Staff notes on a student (append-only): whoever among staff sees the student reads and adds
// them; no one changes or deletes one; the student never sees them; they follow the student.

let test: TestApp;
const cookies: Record<string, string> = {};
/** The demo student: in the demo hub director's hub, a tutee of faculty@college.test. */
let tutee: { id: string; version: number };
/** A student of another hub, no tutee of the demo tutor. */
let elsewhere: { id: string };

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(who: string, method: Method, url: string, payload?: object, version = 1) {
  const headers: Record<string, string> = { cookie: cookies[who] ?? '' };
  if (method === 'PATCH' || method === 'PUT' || method === 'DELETE') {
    headers['if-match'] = String(version);
  }
  return test.app.inject({ method, url, payload, headers });
}

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const name of ['admin', 'faculty', 'hd', 'student']) {
    cookies[name] = await test.login(`${name}@college.test`);
  }
  const id = String((await call('student', 'GET', '/api/auth/account')).json().studentId);
  tutee = (await call('admin', 'GET', `/api/students/${id}`)).json();
  const others = (await call('admin', 'GET', `/api/students?hubId=${OTHER_DEMO_HUB_ID}`)).json();
  elsewhere = others.items[0];
  expect(elsewhere).toBeDefined();
});
afterAll(() => test.close());

describe('student notes', () => {
  let noteId = '';

  it('a hub director adds a note to their hub’s student; the server sets the author', async () => {
    const made = await call('hd', 'POST', '/api/student-notes', {
      studentId: tutee.id,
      text: 'Phoned about the placement',
      authorName: 'Someone else',
      authorId: null,
    });
    expect(made.statusCode, made.body).toBe(201);
    const note = made.json();
    noteId = note.id;
    expect(note.authorName).not.toBe('Someone else');
    expect(note.authorId).toEqual(expect.any(String));
    const list = (await call('hd', 'GET', `/api/student-notes?studentId=${tutee.id}`)).json();
    expect(list.items.map((row: { id: string }) => row.id)).toContain(noteId);
  });

  it('refuses an empty note (422 on the field)', async () => {
    const empty = await call('hd', 'POST', '/api/student-notes', {
      studentId: tutee.id,
      text: ' ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details[0].param).toBe('text');
  });

  it('no one changes or deletes a note, not even an administrator', async () => {
    for (const who of ['hd', 'admin']) {
      const url = `/api/student-notes/${noteId}`;
      const patched = await call(who, 'PATCH', url, { changes: { text: 'Rewritten' } });
      expect(patched.statusCode, patched.body).toBe(403);
      expect(patched.json().code).toBe('FORBIDDEN');
      const put = await call(who, 'PUT', url, { studentId: tutee.id, text: 'Rewritten' });
      expect(put.statusCode).toBe(403);
      expect((await call(who, 'DELETE', url)).statusCode).toBe(403);
    }
    expect((await call('hd', 'GET', `/api/student-notes/${noteId}`)).json().text).toBe(
      'Phoned about the placement',
    );
  });

  it('a hub director cannot note or read another hub’s student', async () => {
    const made = await call('hd', 'POST', '/api/student-notes', {
      studentId: elsewhere.id,
      text: 'Not mine',
    });
    expect([403, 422]).toContain(made.statusCode);
    const byAdmin = await call('admin', 'POST', '/api/student-notes', {
      studentId: elsewhere.id,
      text: 'Registrar note',
    });
    expect(byAdmin.statusCode).toBe(201);
    expect((await call('hd', 'GET', `/api/student-notes/${byAdmin.json().id}`)).statusCode).toBe(
      404,
    );
  });

  it('a tutor reads and adds notes on their tutees only', async () => {
    expect((await call('faculty', 'GET', `/api/student-notes/${noteId}`)).statusCode).toBe(200);
    const added = await call('faculty', 'POST', '/api/student-notes', {
      studentId: tutee.id,
      text: 'Met in tutorial',
    });
    expect(added.statusCode, added.body).toBe(201);
    const other = await call('faculty', 'POST', '/api/student-notes', {
      studentId: elsewhere.id,
      text: 'Not my tutee',
    });
    expect([403, 422]).toContain(other.statusCode);
    const listed = (await call('faculty', 'GET', '/api/student-notes')).json();
    const students = new Set(listed.items.map((row: { studentId: string }) => row.studentId));
    expect([...students]).not.toContain(elsewhere.id);
  });

  it('the student sees no notes, not even their own', async () => {
    expect((await call('student', 'GET', '/api/student-notes')).statusCode).toBe(403);
    expect((await call('student', 'GET', `/api/student-notes/${noteId}`)).statusCode).toBe(403);
    const sync = (await call('student', 'GET', '/api/sync?cursor=0')).json();
    const entities = new Set(sync.changes.map((change: { entity: string }) => change.entity));
    expect(entities.has('student-notes')).toBe(false);
  });

  it('notes follow the student to a new hub', async () => {
    const moved = await test.app.inject({
      method: 'PATCH',
      url: `/api/students/${tutee.id}`,
      payload: { changes: { hubId: OTHER_DEMO_HUB_ID } },
      headers: { cookie: cookies.admin ?? '', 'if-match': String(tutee.version) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('hd', 'GET', `/api/student-notes/${noteId}`)).statusCode).toBe(404);
  });
});
