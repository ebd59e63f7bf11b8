import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_FEES } from '../finance/admin-fees';
import { collegeConfigSchema, periodsWithin } from './college';
import { FEATURES, featureSwitchesSchema, isFeatureOn } from './features';

const college = {
  name: 'A College',
  shortName: 'AC',
  supportEmail: 'office@college.test',
  timeZone: 'Europe/London',
  locale: 'en-GB',
  theme: {
    primary: '#d81b60',
    secondary: '#8e24aa',
    accent: '#7b1fa2',
    info: '#00acc1',
    chartPalette: [
      '#000000',
      '#111111',
      '#222222',
      '#333333',
      '#444444',
      '#555555',
      '#666666',
      '#777777',
    ],
  },
  images: {
    sidebar: ['sidebar-1.jpg', 'sidebar-2.jpg', 'sidebar-3.jpg', 'sidebar-4.jpg'],
    defaultSidebar: 'sidebar-1.jpg',
    login: 'login.jpg',
  },
  policyVersion: '2025-1',
  policyVideo: { url: '/media/policies.mp4', title: 'Policies', transcript: 'Read them.' },
};

describe('college constants', () => {
  it('accepts a complete configuration; terms, residentials and the address default to none', () => {
    expect(collegeConfigSchema.parse(college)).toEqual({
      ...college,
      address: [],
      terms: [],
      residentials: [],
      finance: { adminFeePence: DEFAULT_ADMIN_FEES },
    });
  });

  it('takes the address, telephone and finance e-mail invoices print', () => {
    const contact = {
      ...college,
      address: ['1 Cathedral Close', 'Durham'],
      phone: '0191 000 0000',
      financeEmail: 'finance@college.test',
    };
    expect(collegeConfigSchema.parse(contact)).toMatchObject(contact);
    expect(collegeConfigSchema.safeParse({ ...contact, financeEmail: 'nope' }).success).toBe(false);
  });

  it('takes the admin fee of each fee class in whole pence (spec §9 names the classes)', () => {
    const fees = { admin10: 5_000, admin3: 1_500, studentloan: 0 };
    expect(
      collegeConfigSchema.parse({ ...college, finance: { adminFeePence: fees } }).finance,
    ).toEqual({ adminFeePence: fees });
    for (const bad of [{ ...fees, admin10: 10.5 }, { ...fees, admin3: -1 }, { admin10: 1 }]) {
      const parsed = collegeConfigSchema.safeParse({ ...college, finance: { adminFeePence: bad } });
      expect(parsed.success).toBe(false);
    }
  });

  it('checks term and residential dates: YYYY-MM-DD, never ending before they start', () => {
    const dated = {
      ...college,
      terms: [{ name: 'Michaelmas', start: '2026-09-21', end: '2026-12-11' }],
      residentials: [{ name: 'Autumn', start: '2026-10-16', end: '2026-10-18', venue: 'Hall' }],
    };
    expect(collegeConfigSchema.safeParse(dated).success).toBe(true);
    const backwards = {
      ...dated,
      terms: [{ name: 'Lent', start: '2027-03-01', end: '2027-01-01' }],
    };
    expect(collegeConfigSchema.safeParse(backwards).error?.issues[0]?.path).toEqual([
      'terms',
      0,
      'end',
    ]);
    const loose = {
      ...dated,
      residentials: [{ name: 'A', start: '16/10/2026', end: '2026-10-18' }],
    };
    expect(collegeConfigSchema.safeParse(loose).success).toBe(false);
  });

  it('finds the periods that overlap a span, in date order', () => {
    const periods = [
      { name: 'Easter', start: '2027-04-19', end: '2027-06-25' },
      { name: 'Michaelmas', start: '2026-09-21', end: '2026-12-11' },
      { name: 'Last year', start: '2026-04-20', end: '2026-06-26' },
      { name: 'Next year', start: '2027-09-20', end: '2027-12-10' },
    ];
    expect(periodsWithin(periods, '2026-08-01', '2027-07-31').map((p) => p.name)).toEqual([
      'Michaelmas',
      'Easter',
    ]);
  });

  it('needs eight chart colours, hex colours and a default among the sidebar images', () => {
    const fewer = { ...college, theme: { ...college.theme, chartPalette: ['#000000'] } };
    expect(collegeConfigSchema.safeParse(fewer).success).toBe(false);
    const named = { ...college, theme: { ...college.theme, primary: 'pink' } };
    expect(collegeConfigSchema.safeParse(named).success).toBe(false);
    const stray = { ...college, images: { ...college.images, defaultSidebar: 'other.jpg' } };
    expect(collegeConfigSchema.safeParse(stray).error?.issues[0]?.path).toEqual([
      'images',
      'defaultSidebar',
    ]);
  });
});

describe('feature switches', () => {
  const allOff = Object.fromEntries(FEATURES.map((feature) => [feature, false]));

  it('lists the 19 features of spec §1', () => {
    expect(FEATURES).toHaveLength(19);
    expect(FEATURES).toContain('welcome-dashboard');
    expect(FEATURES).toContain('financeRequests');
  });

  it('needs every switch, as a boolean', () => {
    expect(featureSwitchesSchema.safeParse(allOff).success).toBe(true);
    const { hesa: _hesa, ...missing } = allOff;
    expect(featureSwitchesSchema.safeParse(missing).success).toBe(false);
    expect(featureSwitchesSchema.safeParse({ ...allOff, hesa: 'yes' }).success).toBe(false);
  });

  it('treats an item without a feature as on', () => {
    const switches = featureSwitchesSchema.parse({ ...allOff, helpdesk: true });
    expect(isFeatureOn(switches, undefined)).toBe(true);
    expect(isFeatureOn(switches, 'helpdesk')).toBe(true);
    expect(isFeatureOn(switches, 'hesa')).toBe(false);
  });
});
