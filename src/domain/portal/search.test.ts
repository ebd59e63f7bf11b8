import { describe, expect, it } from 'vitest';
import { plainTextOf, searchPages } from './search';

const pages = [
  {
    name: 'welcome',
    title: 'Handbook',
    body: '# Handbook\n\nSee [hub weeks](/hdhandbook/hub-weeks).',
  },
  {
    name: 'hub-weeks',
    title: 'Running a hub week',
    body: '# Running a hub week\n\n- Check the venue **fire drill** arrangements.\n',
  },
  { name: 'fire', title: 'Fire safety', body: 'Evacuate the building.' },
];

describe('plainTextOf', () => {
  it('drops markup and link targets but keeps the words', () => {
    expect(plainTextOf('# Title\n\n- A **bold** [link](/x) `code`\n\n```\nhidden\n```')).toBe(
      'Title A bold link code',
    );
  });
});

describe('searchPages', () => {
  it('finds pages holding every word, in title or text, title matches first', () => {
    expect(searchPages(pages, 'fire').map((match) => match.name)).toEqual(['fire', 'hub-weeks']);
    expect(searchPages(pages, 'FIRE drill').map((match) => match.name)).toEqual(['hub-weeks']);
    expect(searchPages(pages, 'fire nowhere')).toEqual([]);
  });

  it('does not match link targets, and an empty search matches nothing', () => {
    expect(searchPages(pages, 'hdhandbook')).toEqual([]);
    expect(searchPages(pages, '   ')).toEqual([]);
  });

  it('gives a line of text around the first match', () => {
    const [match] = searchPages(pages, 'drill');
    expect(match?.snippet).toContain('venue fire drill arrangements');
    const long = [
      { name: 'long', title: 'Long', body: `${'word '.repeat(40)}needle${' more'.repeat(40)}` },
    ];
    const snippet = searchPages(long, 'needle')[0]?.snippet ?? '';
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('needle');
  });
});
