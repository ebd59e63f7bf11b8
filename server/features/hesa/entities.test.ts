import { describe, expect, it } from 'vitest';
import { create, fragment } from 'xmlbuilder2';
import { entity } from './entities';

describe('a HESA entity element', () => {
  it('writes its fields in order, leaves absent ones out, and keeps text that looks like an entity as text', () => {
    const root = fragment();
    entity(root, 'Student', { SURNAME: 'Smith &amp; Jones', FNAMES: 'Ann <Jo>', SID: undefined });
    const xml = root.end({ prettyPrint: false });
    expect(xml).toBe(
      '<Student><FNAMES>Ann &lt;Jo&gt;</FNAMES><SURNAME>Smith &amp;amp; Jones</SURNAME></Student>',
    );
    // Parsed back, the names are what was given.
    const parsed = create(`<r>${xml}</r>`).end({ format: 'object' }) as {
      r: { Student: { SURNAME: string; FNAMES: string } };
    };
    expect(parsed.r.Student.SURNAME).toBe('Smith &amp; Jones');
  });
});
