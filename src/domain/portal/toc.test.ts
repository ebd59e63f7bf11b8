import { describe, expect, it } from 'vitest';
import { headingsOf, slugOf, tableOfContents } from './toc';

describe('slugOf', () => {
  it('joins the words of a heading with dashes, without accents or punctuation', () => {
    expect(slugOf('Before the week')).toBe('before-the-week');
    expect(slugOf('  Café & Wi-Fi: a guide!  ')).toBe('cafe-wi-fi-a-guide');
    expect(slugOf('???')).toBe('section');
  });
});

describe('headingsOf', () => {
  it('lists every heading in reading order with its level and text as shown', () => {
    const page = [
      '# Title',
      '',
      '## A **bold** `code` [link](/x) \\*',
      '',
      '> ### Quoted',
      '',
      '- item',
      '',
      '  ## In a list',
      '',
      'Setext',
      '------',
    ].join('\n');
    expect(headingsOf(page)).toEqual([
      { depth: 1, text: 'Title', id: 'section-title' },
      { depth: 2, text: 'A bold code link *', id: 'section-a-bold-code-link' },
      { depth: 3, text: 'Quoted', id: 'section-quoted' },
      { depth: 2, text: 'In a list', id: 'section-in-a-list' },
      { depth: 2, text: 'Setext', id: 'section-setext' },
    ]);
  });

  it('ignores headings inside code blocks and numbers repeated ids', () => {
    const page = '## Notes\n\n```\n## not a heading\n```\n\n## Notes\n\n### Notes\n';
    expect(headingsOf(page).map((heading) => heading.id)).toEqual([
      'section-notes',
      'section-notes-2',
      'section-notes-3',
    ]);
  });

  it('keeps ids clear of names the browser reserves', () => {
    expect(headingsOf('## Forms').map((heading) => heading.id)).toEqual(['section-forms']);
  });
});

describe('tableOfContents', () => {
  it('holds the level 2 and 3 headings, not the title or deeper ones', () => {
    const page = '# Title\n\n## One\n\n### One point one\n\n#### Detail\n\n## Two\n';
    expect(tableOfContents(page).map((entry) => [entry.depth, entry.text])).toEqual([
      [2, 'One'],
      [3, 'One point one'],
      [2, 'Two'],
    ]);
  });

  it('is empty for a page with fewer than two sections', () => {
    expect(tableOfContents('# Title\n\nText only.')).toEqual([]);
    expect(tableOfContents('# Title\n\n## Only one\n\nText.')).toEqual([]);
  });
});
