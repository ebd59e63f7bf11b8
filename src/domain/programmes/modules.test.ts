import { describe, expect, it } from 'vitest';
import {
  MODULE_LEVELS,
  MODULE_TEMPLATES,
  modulePrefix,
  moduleSchema,
  moduleShortName,
  moduleTemplate,
} from './modules';

const valid = {
  code: 'OT401',
  title: 'Old Testament',
  level: 4,
  credits: 20,
  hubWeeks: ['Week 1'],
  residentials: ['Sept 2024'],
};

describe('modulePrefix', () => {
  it.each([
    [4, 'Level 4'],
    [5, 'Level 5'],
    [6, 'Level 6'],
    [7, 'Level 7'],
    ['4A', 'Level 4'],
    ['5B', 'Level 5'],
    ['BA6B', 'Level 6'],
    ['7Diss', 'Level 7'],
  ])('%j → %s', (level, prefix) => {
    expect(modulePrefix(level)).toBe(prefix);
  });

  it.each([3, 8, 0, 4.5, '3', 'FC', ''])('has no prefix for %j', (level) => {
    expect(modulePrefix(level)).toBeUndefined();
  });

  it('covers levels 4 to 7', () => {
    expect(MODULE_LEVELS).toEqual([4, 5, 6, 7]);
  });
});

describe('moduleTemplate', () => {
  it.each([
    [[], [], 'MA'],
    [['Week 1'], [], 'R2'],
    [[], ['Sept 2024'], 'R1'],
    [['Week 1'], ['September residential'], 'R1'],
    [['Week 1'], ['  sept 2025'], 'R1'],
    [['Week 1'], ['Jan 2025', 'Sept 2025'], 'R2'],
    [['Week 1'], ['Sep 2025'], 'R2'],
    [[], ['Residential Sept'], 'R2'],
  ])('hub weeks %j, residentials %j → %s', (hubWeeks, residentials, template) => {
    expect(moduleTemplate({ hubWeeks, residentials })).toBe(template);
  });

  it('knows three templates', () => {
    expect(MODULE_TEMPLATES).toEqual(['R1', 'R2', 'MA']);
  });
});

describe('moduleShortName', () => {
  it.each([
    ['Old Testament', 'Old Testament'],
    ['Level 4 Old Testament', 'Old Testament'],
    ['Level 5: Mission', 'Mission'],
    ['level 6 -  Church   Planting ', 'Church Planting'],
    ['Level 7 – Dissertation', 'Dissertation'],
    ['Level 3 Foundations', 'Level 3 Foundations'],
    ['Levelling Up', 'Levelling Up'],
    ['Level 4', 'OT401'],
    ['   ', 'OT401'],
  ])('%j → %j', (title, short) => {
    expect(moduleShortName({ code: ' OT401 ', title })).toBe(short);
  });
});

describe('moduleSchema', () => {
  it('accepts a complete module', () => {
    expect(moduleSchema.parse(valid)).toEqual(valid);
  });

  it('accepts a module with neither hub weeks nor residentials', () => {
    expect(moduleSchema.safeParse({ ...valid, hubWeeks: [], residentials: [] }).success).toBe(true);
  });

  it.each([
    ['level 3', { level: 3 }],
    ['level as code', { level: '4A' }],
    ['zero credits', { credits: 0 }],
    ['fractional credits', { credits: 7.5 }],
    ['blank title', { title: '  ' }],
    ['blank code', { code: '' }],
    ['blank residential', { residentials: [''] }],
    ['missing hub weeks', { hubWeeks: undefined }],
  ])('rejects %s', (_name, change) => {
    expect(moduleSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
