import { describe, expect, it } from 'vitest';
import {
  detectEvidenceKind,
  EVIDENCE_COUNT_MESSAGE,
  evidenceFileIdsSchema,
  MAX_EVIDENCE_FILE_BYTES,
  safeEvidenceFileName,
} from './evidence-files';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
    ),
  );

describe('detectEvidenceKind', () => {
  it.each([
    ['letter.pdf', bytes('%PDF-1.7\n'), 'pdf'],
    ['named-wrongly.txt', bytes('%PDF-1.4'), 'pdf'],
    ['scan.png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png'],
    ['photo.jpg', bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    ['photo.heic', bytes(0, 0, 0, 0x18, 'ftypheic', 0), 'heic'],
    ['photo.HEIC', bytes(0, 0, 0, 0x18, 'ftypmif1'), 'heic'],
    ['video.mp4', bytes(0, 0, 0, 0x18, 'ftypisom'), undefined],
    ['note.docx', bytes('PK', 3, 4, 20), 'docx'],
    ['archive.zip', bytes('PK', 3, 4, 20), undefined],
    ['old.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'doc'],
    ['old.xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), undefined],
    ['fake.doc', bytes('PK', 3, 4), undefined],
    ['note.txt', bytes('Dear tutor, I was ill – sorry.'), 'txt'],
    ['binary.txt', bytes('abc', 0, 'def'), undefined],
    ['latin1.txt', bytes('caf', 0xe9), undefined],
    ['page.html', bytes('<html><script>alert(1)</script>'), undefined],
    ['noextension', bytes('hello'), undefined],
    ['empty.pdf', bytes(), undefined],
  ])('%s is %s', (name, content, kind) => {
    expect(detectEvidenceKind(name, content)).toBe(kind);
  });
});

describe('evidenceFileIdsSchema', () => {
  it('takes up to three ids, trimmed, or none', () => {
    expect(evidenceFileIdsSchema.parse([' a ', 'b'])).toEqual(['a', 'b']);
    expect(evidenceFileIdsSchema.parse(undefined)).toBeUndefined();
    const result = evidenceFileIdsSchema.safeParse(['a', 'b', 'c', 'd']);
    expect(result.error?.issues[0]?.message).toBe(EVIDENCE_COUNT_MESSAGE);
    expect(evidenceFileIdsSchema.safeParse('a').success).toBe(false);
    expect(evidenceFileIdsSchema.safeParse(['']).success).toBe(false);
  });

  it('allows files of up to 10 MB', () => {
    expect(MAX_EVIDENCE_FILE_BYTES).toBe(10_485_760);
  });
});

describe('safeEvidenceFileName', () => {
  it.each([
    ['GP letter.pdf', 'GP letter.pdf'],
    ['../../etc/passwd', 'etcpasswd'],
    ['a"b;c\r\n.pdf', 'abc.pdf'],
    ['  .hidden  ', 'hidden'],
    ['///', 'evidence'],
    [`${'x'.repeat(200)}.pdf`, 'x'.repeat(150)],
  ])('%j → %j', (name, safe) => {
    expect(safeEvidenceFileName(name)).toBe(safe);
  });
});
