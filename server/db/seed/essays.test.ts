import { describe, expect, it } from 'vitest';
import { wordCount } from '#domain/applications/application-essay';
import { exegesisSchema } from '#domain/applications/parts';
import { exegesisDocument } from './essays';
import { createFaker } from './random';

describe('demo exegesis essays', () => {
  it('name a Genesis passage and run to roughly the length asked (spec §5: about 500 words)', () => {
    const faker = createFaker(7);
    for (let i = 0; i < 20; i += 1) {
      const essay = exegesisDocument(faker);
      expect(exegesisSchema.safeParse(essay).success).toBe(true);
      expect(essay.passage).toMatch(/^Genesis \d+:\d+-\d+$/);
      const words = wordCount(essay.essay);
      expect(words).toBeGreaterThan(350);
      expect(words).toBeLessThan(650);
    }
  });
});
