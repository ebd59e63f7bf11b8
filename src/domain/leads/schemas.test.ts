import { describe, expect, it } from 'vitest';
import { EVIDENCE_SOURCES, EVIDENCE_TYPES, EXEGESIS_PROMPT, evidenceSchema } from './schemas';

describe('evidence', () => {
  it('has the types and source of spec §3', () => {
    expect(EVIDENCE_TYPES).toEqual(['Exegesis', 'Finance']);
    expect(EVIDENCE_SOURCES).toEqual(['Applicant']);
  });

  it('keeps unspecified fields and checks type and source', () => {
    const item = { type: 'Finance', source: 'Applicant', fileName: 'bank.pdf' };
    expect(evidenceSchema.parse(item)).toEqual(item);
    expect(evidenceSchema.safeParse({ ...item, type: 'Essay' }).success).toBe(false);
    expect(evidenceSchema.safeParse({ ...item, source: 'Referee' }).success).toBe(false);
  });

  it('prompts for a ~500-word essay on the image of God in a Genesis passage (spec §5)', () => {
    expect(EXEGESIS_PROMPT).toContain('about 500 words');
    expect(EXEGESIS_PROMPT).toContain('image of God');
    expect(EXEGESIS_PROMPT).toMatch(/Genesis \d+:\d+/);
  });
});
