import { describe, expect, it } from 'vitest';
import { PROGRAMME_LEVELS } from '../programmes/programmes';
import { programmeFacts } from './programme-facts';

describe('programmeFacts', () => {
  it('gives a BA 360 credits, 6 part-time years, CertHE, DipHE and GradCert on the way', () => {
    expect(programmeFacts({ id: 'BA', levels: PROGRAMME_LEVELS.BA })).toEqual({
      credits: 360,
      yearsPartTime: 6,
      yearsOtherPaces: null,
      exitAwards: ['CertHE', 'DipHE', 'GradCert'],
      transferableAtEnd: false,
      nonStandard: false,
    });
  });

  it('follows spec §9 for MA and ROA', () => {
    const ma = programmeFacts({ id: 'MA', levels: PROGRAMME_LEVELS.MA });
    expect(ma).toMatchObject({ credits: 240, yearsPartTime: 2, yearsOtherPaces: 3 });
    expect(ma.exitAwards).toEqual(['PGCert', 'PGDip']);
    expect(programmeFacts({ id: 'ROA', levels: ['7X'] })).toMatchObject({
      nonStandard: true,
      transferableAtEnd: true,
      exitAwards: [],
    });
  });

  it('never offers a programme its own award and reads the stored levels', () => {
    expect(programmeFacts({ id: 'PGDip', levels: PROGRAMME_LEVELS.PGDip }).exitAwards).toEqual([
      'PGCert',
    ]);
    expect(programmeFacts({ id: 'CertHE', levels: ['4A', '4B', '5A'] })).toMatchObject({
      credits: 180,
      exitAwards: [],
    });
  });
});
